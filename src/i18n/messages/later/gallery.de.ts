import { galleryTexts } from '../features/gallery.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './gallery.en.ts';

/** The de texts of a video's and an album's page (see gallery.en.ts). */
export const texts: Catalog<typeof english> = {
  gallery: galleryTexts.de,
};
