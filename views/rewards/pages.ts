import type { FeaturePages } from '../pages/pageTypes.ts';

/** The rewards feature's screens by route name (lazily loaded chunks). */
export const rewardsPages: FeaturePages = {};
