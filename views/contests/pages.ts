import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The contests feature's screens by route name (lazily loaded chunks). */
export const contestsPages: FeaturePages = {
  contests: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestsListPage })),
  ),
  contest: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestPage })),
  ),
  myMediathekPhotos: lazy(() =>
    import('./MediathekPhotosPage.tsx').then((module) => ({
      default: module.MediathekPhotosPage,
    })),
  ),
};
