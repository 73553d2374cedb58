import { rewardsTexts } from '../features/rewards.ts';

/**
 * The English texts of the rewards (bonus boxes, games, events, the daily bonus): a chunk of their
 * own (src/i18n/messages/later.ts); a visitor's first screen shows none of them.
 */
export const texts = {
  rewards: rewardsTexts.en,
};
