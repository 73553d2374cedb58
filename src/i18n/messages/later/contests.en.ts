import { contestsTexts } from '../features/contests.ts';

/** The English texts of the contests (their pages, the start page's contests block, the mediathek's photos and audio): a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  contests: contestsTexts.en,
};
