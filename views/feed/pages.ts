import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The feed's screens by route name (one lazily loaded chunk). */
export const feedPages: FeaturePages = {
  feed: lazy(() => import('./FeedPages.tsx').then((module) => ({ default: module.FeedPage }))),
  myMediathekFeed: lazy(() =>
    import('./MediathekFeedPage.tsx').then((module) => ({ default: module.MediathekFeedPage })),
  ),
  actorFeed: lazy(() =>
    import('./ActorFeedPage.tsx').then((module) => ({ default: module.ActorFeedPage })),
  ),
};
