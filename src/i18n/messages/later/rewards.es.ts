import { rewardsTexts } from '../features/rewards.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './rewards.en.ts';

/** The es texts of the rewards (see rewards.en.ts). */
export const texts: Catalog<typeof english> = {
  rewards: rewardsTexts.es,
};
