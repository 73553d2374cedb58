import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The mediathek's videos by section (one lazily loaded chunk). */
export const libraryPages: FeaturePages = {
  myMediathek: lazy(() =>
    import('./LibraryPage.tsx').then((module) => ({ default: module.MyVideosPage })),
  ),
};
