import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The content area's screens by route name (lazily loaded chunks). */
export const contentPages: FeaturePages = {
  actorVideoDetails: lazy(() =>
    import('./ContentPage.tsx').then((module) => ({ default: module.VideoDetailsPage })),
  ),
  actorPhotoAlbum: lazy(() =>
    import('./ContentPage.tsx').then((module) => ({ default: module.PhotoAlbumPage })),
  ),
};
