import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { legalMachine } from '../../../machines/legal/legal.machine.ts';
import type { LegalFetch, LegalText } from '../../../machines/legal/legal.types.ts';
import { createLegalApi } from '../../../services/legal/legalApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/** The legal texts' services (system id `legal`). */
export interface LegalServices {
  fetchTexts: IoRun<LegalText[], LegalFetch>;
}

export interface LegalSnapshots {
  legal: SnapshotFrom<typeof legalMachine>;
}

function legalActors(wiring: Wiring, services: LegalServices | null) {
  const legal = provide(legalMachine, {
    actors: { fetchTexts: wiring.call('legal.fetchTexts', services?.fetchTexts) },
  });
  return { legal };
}

function liveLegalServices(deps: LiveDeps): LegalServices {
  const api = createLegalApi(deps.fetch);
  return { fetchTexts: (input, signal) => api.fetchTexts(input, signal) };
}

/** The legal domain starts on first use (src/engine/domains/table.ts). */
export const legalFeature: LazyFeature<LegalServices> = {
  actors: legalActors,
  live: liveLegalServices,
};
