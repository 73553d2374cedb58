import { demoFeedLiveServices } from './feedLive.ts';
import { demoPlayerServices } from './player.ts';
import type { FeedServices } from '../../features/feed.ts';

/** Demo (tests, tools): an empty feed that answers every action. */
export function demoFeedServices(): FeedServices {
  return {
    ...demoFeedLiveServices(),
    player: demoPlayerServices(),
    fetchPage: async () => ({ items: [], hasMore: false, nextCursor: null }),
    fetchBoughtPage: async () => ({ items: [], total: 0, hasMore: false }),
    loadFeedTotals: async () => ({
      totalCount: 0,
      clips: 0,
      photos: 0,
      texts: 0,
      liked: 0,
      commented: 0,
    }),
    loadFeedComments: async () => ({ totalCount: 0, nodes: [], hasMore: false }),
    loadFeedPosts: async () => [],
    feedAct: async () => ({ kind: 'done' }),
    markFeedViewed: async () => {},
  };
}
