import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The payTour feature's screens by route name (lazily loaded chunks). */
export const payTourPages: FeaturePages = {
  vipClub: lazyScreen(
    () => import('./VipClubPage.tsx').then((m) => ({ default: m.VipClubPage })),
    ['payTour'],
  ),
};
