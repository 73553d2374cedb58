import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The account feature's screens by route name (lazily loaded chunks). */
export const accountPages: FeaturePages = {
  myProfile: lazy(() =>
    import('./ProfilePage.tsx').then((module) => ({ default: module.ProfilePage })),
  ),
};
