import { contestsTexts } from '../features/contests.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './contests.en.ts';

/** The es texts of the contests (see contests.en.ts). */
export const texts: Catalog<typeof english> = {
  contests: contestsTexts.es,
};
