import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';
import { PROFILE_FRAME_TEXTS } from '../actorProfile/profileTexts.ts';

/** The feed's screens by route name (one lazily loaded chunk). */
export const feedPages: FeaturePages = {
  feed: lazyScreen(
    () => import('./FeedPages.tsx').then((module) => ({ default: module.FeedPage })),
    ['feed'],
  ),
  myMediathekFeed: lazyScreen(
    () =>
      import('./MediathekFeedPage.tsx').then((module) => ({ default: module.MediathekFeedPage })),
    ['feed'],
  ),
  // The profile's frame names the feed's texts too (its feed tab).
  actorFeed: lazyScreen(
    () => import('./ActorFeedPage.tsx').then((module) => ({ default: module.ActorFeedPage })),
    PROFILE_FRAME_TEXTS,
  ),
};
