import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The account feature's screens by route name (lazily loaded chunks). */
export const accountPages: FeaturePages = {
  myProfile: lazyScreen(
    () => import('./ProfilePage.tsx').then((module) => ({ default: module.ProfilePage })),
    ['webPush', 'myAccount', 'payTour'],
  ),
};
