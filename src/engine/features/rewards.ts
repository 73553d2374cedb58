import type { SnapshotFrom } from 'xstate';
import { rewardsMachine } from '../../../machines/rewards/rewards.machine.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The Rewards feature's wiring: its services (live and demo) and its machines provided with them.
 * `system.ts` composes every feature's; this file is the feature's only door into the engine.
 */
// Scaffold: the feature's service interface (an empty interface until its calls exist).
export type RewardsServices = Record<never, never>;

/** The feature's actors by system id, as the views read them. */
export interface RewardsSnapshots {
  rewards: SnapshotFrom<typeof rewardsMachine>;
}

export function rewardsActors(_wiring: Wiring, _services: RewardsServices | null) {
  return { rewards: rewardsMachine };
}

export function liveRewardsServices(_deps: LiveDeps): RewardsServices {
  return {};
}

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoRewardsServices(): RewardsServices {
  return {};
}
