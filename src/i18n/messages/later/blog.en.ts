import { blogTexts } from '../features/blog.ts';

/** The English texts of the blog (its pages, the start page's blog block, the special pages' blog cards): a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  blog: blogTexts.en,
};
