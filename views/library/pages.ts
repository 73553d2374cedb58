import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The mediathek's videos and photos by section (one lazily loaded chunk). */
export const libraryPages: FeaturePages = {
  myMediathek: lazy(() =>
    import('./LibraryPage.tsx').then((module) => ({ default: module.MyVideosPage })),
  ),
  myMediathekPhotos: lazy(() =>
    import('./LibraryPage.tsx').then((module) => ({ default: module.MyPhotosPage })),
  ),
};
