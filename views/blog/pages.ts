import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

const blog = () => import('./BlogPages.tsx');
const texts = ['blog'] as const;

/** The blog's screens by route name (one lazily loaded chunk). */
export const blogPages: FeaturePages = {
  blog: lazyScreen(() => blog().then((m) => ({ default: m.BlogLandingPage })), texts),
  blogCategory: lazyScreen(() => blog().then((m) => ({ default: m.BlogCategoryPage })), texts),
  blogArchive: lazyScreen(() => blog().then((m) => ({ default: m.BlogArchivePage })), texts),
};
