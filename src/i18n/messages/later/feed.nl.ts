import { feedTexts } from '../features/feed.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './feed.en.ts';

/** The nl texts of the feed (see feed.en.ts). */
export const texts: Catalog<typeof english> = {
  feed: feedTexts.nl,
};
