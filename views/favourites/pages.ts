import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The favourite actors' screen by route name. */
export const favouritesPages: FeaturePages = {
  myFavoriteCams: lazy(() =>
    import('./FavouriteCamsPage.tsx').then((m) => ({ default: m.FavouriteCamsPage })),
  ),
};
