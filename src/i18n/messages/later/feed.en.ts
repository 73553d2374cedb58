import { feedTexts } from '../features/feed.ts';

/** The English texts of the feed (its pages, the start page's feed block, an actor's feed tab): a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  feed: feedTexts.en,
};
