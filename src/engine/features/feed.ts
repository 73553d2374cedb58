import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import {
  boughtListMachine,
  feedListMachine,
  feedMachine,
} from '../../../machines/feed/feed.machine.ts';
import type {
  BoughtMedia,
  BoughtQuery,
  CommentsCall,
  CommentThread,
  FeedActionCall,
  FeedActionReply,
  FeedAuth,
  FeedPost,
  FeedQuery,
  FeedTotals,
} from '../../../machines/feed/feed.types.ts';
import type { FetchPageInput, FetchPageOutput } from '../../../machines/list/list.types.ts';
import { createFeedApi } from '../../../services/feed/feedApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import {
  feedLiveActor,
  feedNewsActor,
  liveFeedLiveServices,
  type FeedLiveServices,
} from './feedLive.ts';
import { provideList, type ListServices } from './list.ts';
import { livePlayerServices, providePlayer, type PlayerServices } from './player.ts';

/**
 * The feed feature's wiring (system id `feed`, its list `feed.list`): the feed service's calls and
 * the live counters' subscription (`feed.live`), live.
 */
export interface FeedServices extends FeedLiveServices, ListServices<FeedPost, FeedQuery> {
  loadFeedTotals: IoRun<FeedTotals, FeedQuery>;
  loadFeedComments: IoRun<CommentThread, CommentsCall>;
  loadFeedPosts: IoRun<FeedPost[], { auth: FeedAuth; postIds: string[] }>;
  feedAct: IoRun<FeedActionReply, FeedActionCall>;
  markFeedViewed: IoRun<void, { auth: FeedAuth; postId: string }>;
  /** The guest's bought photos and clips, the mediathek's feed section (`feed.bought.list`). */
  fetchBoughtPage: IoRun<FetchPageOutput<BoughtMedia>, FetchPageInput<BoughtQuery>>;
  /** The one player a feed clip plays in (`feed.player`). */
  player: PlayerServices;
}

export interface FeedSnapshots {
  feed: SnapshotFrom<typeof feedMachine>;
}

function feedActors(wiring: Wiring, services: FeedServices | null) {
  const feed = provide(feedMachine, {
    actors: {
      feedList: provideList(feedListMachine, wiring, 'feed', services),
      boughtList: provideList(
        boughtListMachine,
        wiring,
        'feed.bought',
        services && { fetchPage: services.fetchBoughtPage },
      ),
      player: providePlayer(wiring, services?.player ?? null),
      loadTotals: wiring.call('feed.loadTotals', services?.loadFeedTotals),
      loadComments: wiring.call('feed.loadComments', services?.loadFeedComments),
      loadPosts: wiring.call('feed.loadPosts', services?.loadFeedPosts),
      act: wiring.call('feed.act', services?.feedAct),
      markViewed: wiring.call('feed.markViewed', services?.markFeedViewed),
      feedLive: feedLiveActor(wiring, services),
      feedNews: feedNewsActor(wiring, services),
    },
  });
  return { feed };
}

function liveFeedServices(deps: LiveDeps): FeedServices {
  const api = createFeedApi(deps.fetch);
  return {
    ...liveFeedLiveServices(deps),
    player: livePlayerServices(),
    fetchPage: (input, signal) => api.fetchPage(input, signal),
    fetchBoughtPage: (input, signal) => api.boughtPage(input, signal),
    loadFeedTotals: (query, signal) => api.totals(query, signal),
    loadFeedComments: (call, signal) => api.comments(call, signal),
    loadFeedPosts: ({ auth, postIds }, signal) => api.posts(auth, postIds, signal),
    feedAct: (call, signal) => api.act(call, signal),
    markFeedViewed: ({ auth, postId }, signal) => api.viewed(auth, postId, signal),
  };
}

/** The feed domain starts on first use (src/engine/domains/table.ts). */
export const feedFeature: LazyFeature<FeedServices> = {
  actors: feedActors,
  live: liveFeedServices,
};
