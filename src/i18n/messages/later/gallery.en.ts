import { galleryTexts } from '../features/gallery.ts';

/** The English texts of a video's and an album's page: a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  gallery: galleryTexts.en,
};
