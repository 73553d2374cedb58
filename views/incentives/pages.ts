import type { FeaturePages } from '../pages/pageTypes.ts';

/** The incentives feature's screens by route name (lazily loaded chunks). */
export const incentivesPages: FeaturePages = {};
