import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The favourite actors' screen by route name. */
export const favouritesPages: FeaturePages = {
  myFavoriteCams: lazyScreen(() =>
    import('./FavouriteCamsPage.tsx').then((m) => ({ default: m.FavouriteCamsPage })),
  ),
};
