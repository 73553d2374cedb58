import { demoFeedLiveServices } from './feedLive.ts';
import { demoPlayerServices } from './player.ts';
import type { FeedServices } from '../../features/feed.ts';

/** Demo (tests, tools): an empty feed that answers every action. */
export function demoFeedServices(): FeedServices {
  return {
    ...demoFeedLiveServices(),
    player: demoPlayerServices(),
    fetchPage: () => Promise.resolve({ items: [], hasMore: false, nextCursor: null }),
    fetchBoughtPage: () => Promise.resolve({ items: [], total: 0, hasMore: false }),
    loadFeedTotals: () =>
      Promise.resolve({
        totalCount: 0,
        clips: 0,
        photos: 0,
        texts: 0,
        liked: 0,
        commented: 0,
      }),
    loadFeedComments: () => Promise.resolve({ totalCount: 0, nodes: [], hasMore: false }),
    loadFeedPosts: () => Promise.resolve([]),
    feedAct: () => Promise.resolve({ kind: 'done' }),
    markFeedViewed: async () => {},
  };
}
