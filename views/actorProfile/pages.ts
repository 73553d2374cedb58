import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';
import { PROFILE_FRAME_TEXTS } from './profileTexts.ts';

/** The actor profile's screens by route name (one lazy chunk). */
export const actorProfilePages: FeaturePages = {
  actorProfile: lazyScreen(
    () => import('./ProfilePages.tsx').then((module) => ({ default: module.ActorOverviewPage })),
    PROFILE_FRAME_TEXTS,
  ),
  actorAboutMe: lazyScreen(
    () => import('./ProfilePages.tsx').then((module) => ({ default: module.ActorAboutMePage })),
    PROFILE_FRAME_TEXTS,
  ),
  actorLiveShow: lazyScreen(
    () => import('./LiveShowPage.tsx').then((module) => ({ default: module.ActorLiveShowPage })),
    [...PROFILE_FRAME_TEXTS, 'liveChat', 'oneClick', 'voiceCall', 'tv'],
  ),
};
