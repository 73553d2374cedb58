import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The actor profile's screens by route name (one lazy chunk). */
export const actorProfilePages: FeaturePages = {
  actorProfile: lazyScreen(() =>
    import('./ProfilePages.tsx').then((module) => ({ default: module.ActorOverviewPage })),
  ),
  actorAboutMe: lazyScreen(() =>
    import('./ProfilePages.tsx').then((module) => ({ default: module.ActorAboutMePage })),
  ),
  actorLiveShow: lazyScreen(() =>
    import('./LiveShowPage.tsx').then((module) => ({ default: module.ActorLiveShowPage })),
  ),
};
