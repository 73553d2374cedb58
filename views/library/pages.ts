import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The mediathek's videos and photos by section (one lazily loaded chunk). */
export const libraryPages: FeaturePages = {
  myMediathek: lazyScreen(
    () => import('./LibraryPage.tsx').then((module) => ({ default: module.MyVideosPage })),
    ['library', 'contests'],
  ),
  myMediathekPhotos: lazyScreen(
    () => import('./LibraryPage.tsx').then((module) => ({ default: module.MyPhotosPage })),
    ['library', 'contests'],
  ),
};
