import { contestsTexts } from '../features/contests.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './contests.en.ts';

/** The de texts of the contests (see contests.en.ts). */
export const texts: Catalog<typeof english> = {
  contests: contestsTexts.de,
};
