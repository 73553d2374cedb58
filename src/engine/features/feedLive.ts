import type { CallbackActorLogic, EventObject } from 'xstate';
import {
  createFeedNews,
  createFeedSubscriptions,
  createSubscriptionPool,
  type FeedNewsFact,
  type FeedNewsInput,
  type FeedSubscriptionFact,
  type FeedSubscriptionsInput,
} from '../../../services/graphql/subscriptions.ts';
import type { StreamSubscribe } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The feed's live post counters (graphql-ws subscription `postUpdated`), ready for the feed
 * feature: its services interface extends `FeedLiveServices`, its machine invokes the actor that
 * `feedLiveActor` makes with `feedSubscriptionsInput(config, token, postIds)` as input, and gets
 * `push.postUpdated` and `push.feedLive.*` events (each a `push` record with source `feed.live`).
 * Re-invoking with other post ids (the visible posts changed) opens a new subscription on the
 * same socket (the services share one graphql-ws client).
 */
export interface FeedLiveServices {
  feedLive: StreamSubscribe<FeedSubscriptionFact, FeedSubscriptionsInput>;
  /** New posts of the feed on screen (`postPublished`), source `feed.news`. */
  feedNews: StreamSubscribe<FeedNewsFact, FeedNewsInput>;
}

const FEED_NEWS_SOURCE = 'feed.news';

export function feedNewsActor(
  wiring: Wiring,
  services: FeedLiveServices | null,
): CallbackActorLogic<EventObject, FeedNewsInput> {
  return wiring.stream(FEED_NEWS_SOURCE, services?.feedNews);
}

const FEED_LIVE_SOURCE = 'feed.live';

export function feedLiveActor(
  wiring: Wiring,
  services: FeedLiveServices | null,
): CallbackActorLogic<EventObject, FeedSubscriptionsInput> {
  return wiring.stream(FEED_LIVE_SOURCE, services?.feedLive);
}

export function liveFeedLiveServices(deps: Pick<LiveDeps, 'win'>): FeedLiveServices {
  // One socket for both: graphql-ws carries any number of subscriptions over it.
  const pool = createSubscriptionPool({ webSocketImpl: deps.win.WebSocket });
  return {
    feedLive: createFeedSubscriptions({ pool }),
    feedNews: createFeedNews({ pool }),
  };
}
