import { blogTexts } from '../features/blog.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './blog.en.ts';

/** The es texts of the blog (see blog.en.ts). */
export const texts: Catalog<typeof english> = {
  blog: blogTexts.es,
};
