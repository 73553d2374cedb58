import { rewardsTexts } from '../features/rewards.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './rewards.en.ts';

/** The nl texts of the rewards (see rewards.en.ts). */
export const texts: Catalog<typeof english> = {
  rewards: rewardsTexts.nl,
};
