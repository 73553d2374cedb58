import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

const blog = () => import('./BlogPages.tsx');

/** The blog's screens by route name (one lazily loaded chunk). */
export const blogPages: FeaturePages = {
  blog: lazyScreen(() => blog().then((m) => ({ default: m.BlogLandingPage }))),
  blogCategory: lazyScreen(() => blog().then((m) => ({ default: m.BlogCategoryPage }))),
  blogArchive: lazyScreen(() => blog().then((m) => ({ default: m.BlogArchivePage }))),
};
