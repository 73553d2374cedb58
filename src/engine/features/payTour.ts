import type { SnapshotFrom } from 'xstate';
import { payTourMachine } from '../../../machines/payTour/payTour.machine.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The PayTour feature's wiring: its services (live and demo) and its machines provided with them.
 * `system.ts` composes every feature's; this file is the feature's only door into the engine.
 */
// Scaffold: the feature's service interface (an empty interface until its calls exist).
export type PayTourServices = Record<never, never>;

/** The feature's actors by system id, as the views read them. */
export interface PayTourSnapshots {
  payTour: SnapshotFrom<typeof payTourMachine>;
}

export function payTourActors(_wiring: Wiring, _services: PayTourServices | null) {
  return { payTour: payTourMachine };
}

export function livePayTourServices(_deps: LiveDeps): PayTourServices {
  return {};
}

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoPayTourServices(): PayTourServices {
  return {};
}
