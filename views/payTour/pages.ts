import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The payTour feature's screens by route name (lazily loaded chunks). */
export const payTourPages: FeaturePages = {
  vipClub: lazy(() => import('./VipClubPage.tsx').then((m) => ({ default: m.VipClubPage }))),
};
