import { tvTexts } from '../features/tv.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './tv.en.ts';

/** The es texts of TV and the video player (see tv.en.ts). */
export const texts: Catalog<typeof english> = {
  tv: tvTexts.es,
};
