import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

const search = () => import('./SearchPages.tsx');

/** The search results screens by route name (one lazily loaded chunk). */
export const searchPages: FeaturePages = {
  search: lazyScreen(() => search().then((m) => ({ default: m.SearchAllPage }))),
  searchResults: lazyScreen(() => search().then((m) => ({ default: m.SearchResultsPage }))),
};
