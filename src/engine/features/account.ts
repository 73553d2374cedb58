import type { SnapshotFrom } from 'xstate';
import { consentMachine } from '../../../machines/consent/consent.machine.ts';
import { profileMachine } from '../../../machines/profile/profile.machine.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The Account feature's wiring: its services (live and demo) and its machines provided with them.
 * `system.ts` composes every feature's; this file is the feature's only door into the engine.
 */
// Scaffold: the feature's service interface (an empty interface until its calls exist).
export type AccountServices = Record<never, never>;

/** The feature's actors by system id, as the views read them. */
export interface AccountSnapshots {
  consent: SnapshotFrom<typeof consentMachine>;
  profile: SnapshotFrom<typeof profileMachine>;
}

export function accountActors(_wiring: Wiring, _services: AccountServices | null) {
  return { consent: consentMachine, profile: profileMachine };
}

export function liveAccountServices(_deps: LiveDeps): AccountServices {
  return {};
}

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoAccountServices(): AccountServices {
  return {};
}
