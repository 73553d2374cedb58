import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The feed's screens by route name (one lazily loaded chunk). */
export const feedPages: FeaturePages = {
  feed: lazy(() => import('./FeedPages.tsx').then((module) => ({ default: module.FeedPage }))),
  actorFeed: lazy(() =>
    import('./FeedPages.tsx').then((module) => ({ default: module.ActorFeedPage })),
  ),
};
