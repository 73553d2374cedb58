import { tvTexts } from '../features/tv.ts';

/** The English texts of TV and the video player (the TV pages, the start page's TV block, every page with a player): a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  tv: tvTexts.en,
};
