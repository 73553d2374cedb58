import type { SnapshotFrom } from 'xstate';
import { oneClickMachine } from '../../../machines/oneClick/oneClick.machine.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { Wiring } from '../wiring.ts';

/** The one-click top-up talks over the realtime socket and the pay tour: no services of its own. */
export type OneClickServices = Record<string, never>;

export interface OneClickSnapshots {
  oneClick: SnapshotFrom<typeof oneClickMachine>;
}

function oneClickActors(_wiring: Wiring, _services: OneClickServices | null) {
  return { oneClick: oneClickMachine };
}

/** The one-click domain starts when the live chat or the messenger first needs money. */
export const oneClickFeature: LazyFeature<OneClickServices> = {
  actors: oneClickActors,
  live: () => ({}),
};
