import type { SnapshotFrom } from 'xstate';
import { incentivesMachine } from '../../../machines/incentives/incentives.machine.ts';
import { modalsMachine } from '../../../machines/modals/modals.machine.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The Incentives feature's wiring: its services (live and demo) and its machines provided with them.
 * `system.ts` composes every feature's; this file is the feature's only door into the engine.
 */
// Scaffold: the feature's service interface (an empty interface until its calls exist).
export type IncentivesServices = Record<never, never>;

/** The feature's actors by system id, as the views read them. */
export interface IncentivesSnapshots {
  incentives: SnapshotFrom<typeof incentivesMachine>;
  modals: SnapshotFrom<typeof modalsMachine>;
}

export function incentivesActors(_wiring: Wiring, _services: IncentivesServices | null) {
  return { incentives: incentivesMachine, modals: modalsMachine };
}

export function liveIncentivesServices(_deps: LiveDeps): IncentivesServices {
  return {};
}

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoIncentivesServices(): IncentivesServices {
  return {};
}
