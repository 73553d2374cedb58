import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The actor profile's screens by route name (one lazy chunk). */
export const actorProfilePages: FeaturePages = {
  actorProfile: lazy(() =>
    import('./ProfilePages.tsx').then((module) => ({ default: module.ActorOverviewPage })),
  ),
  actorAboutMe: lazy(() =>
    import('./ProfilePages.tsx').then((module) => ({ default: module.ActorAboutMePage })),
  ),
  actorLiveShow: lazy(() =>
    import('./LiveShowPage.tsx').then((module) => ({ default: module.ActorLiveShowPage })),
  ),
};
