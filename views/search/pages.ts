import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

const search = () => import('./SearchPages.tsx');

/** The search results screens by route name (one lazily loaded chunk). */
export const searchPages: FeaturePages = {
  search: lazy(() => search().then((m) => ({ default: m.SearchAllPage }))),
  searchResults: lazy(() => search().then((m) => ({ default: m.SearchResultsPage }))),
};
