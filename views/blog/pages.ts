import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

const blog = () => import('./BlogPages.tsx');

/** The blog's screens by route name (one lazily loaded chunk). */
export const blogPages: FeaturePages = {
  blog: lazy(() => blog().then((m) => ({ default: m.BlogLandingPage }))),
  blogCategory: lazy(() => blog().then((m) => ({ default: m.BlogCategoryPage }))),
  blogArchive: lazy(() => blog().then((m) => ({ default: m.BlogArchivePage }))),
};
