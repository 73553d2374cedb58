import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import type { ActTakenEvent } from '../payTour/payTour.loginAct.ts';
import type { FeedFilter } from './feed.types.ts';

/** A post's live counters (`postUpdated` over graphql-ws, a `push` record). */
export interface PostUpdatedEvent {
  type: 'push.postUpdated';
  postId: string;
  likes: number;
  commentsTotal: number;
  tipsSum: number;
  tipsProgress: { goal: number; sum: number; ratio: number } | null;
}

/** The subscription connection's life (services/graphql/subscriptions.ts). */
type FeedLiveEvent =
  | { type: 'push.feedLive.connecting'; retry: boolean }
  | { type: 'push.feedLive.connected' }
  | { type: 'push.feedLive.closed'; code: number; reason: string }
  | { type: 'push.feedLive.error'; code: string; message: string }
  | { type: 'push.feedLive.completed' };

/** A post published after the feed opened (`postPublished` over graphql-ws, a `push` record). */
export interface PostPublishedEvent {
  type: 'push.postPublished';
  postId: string;
  modelId: string;
  modelName: string;
  /** The post's type (`type` in the schema, aliased: the event's own `type` is its name). */
  postType: 'clip' | 'photos' | 'text';
}

/** The new-posts subscription's connection (services/graphql/subscriptions.ts). */
type FeedNewsEvent =
  | { type: 'push.feedNews.connecting'; retry: boolean }
  | { type: 'push.feedNews.connected' }
  | { type: 'push.feedNews.closed'; code: number; reason: string }
  | { type: 'push.feedNews.error'; code: string; message: string }
  | { type: 'push.feedNews.completed' };

export type FeedEvent =
  /** A feed page is shown: the mixed feed (`model` null) or one model's profile feed. */
  | { type: 'ui.feedOpened'; model: string | null }
  | { type: 'ui.feedClosed' }
  /** A filter; the guest's own posts (liked, commented, bought) need a login (the gate's). */
  | { type: 'ui.filterChosen'; filter: FeedFilter | null }
  /** Only the models the guest follows, or everyone; following needs a login (the gate's). */
  | { type: 'ui.followsChosen'; follows: boolean }
  /** The posts on screen changed (the view coalesces scrolling into one event per change). */
  | { type: 'ui.visiblePostsChanged'; postIds: readonly string[] }
  /** A post was actually seen (most of it in view); the machine sends viewedPost once. */
  | { type: 'ui.postSeen'; postId: string }
  | { type: 'ui.like'; postId: string }
  | { type: 'ui.unlike'; postId: string }
  /** A post's comments open (and load); its tip panel opens; its open panel closes. */
  | { type: 'ui.commentsOpened'; postId: string }
  | { type: 'ui.tipOpened'; postId: string }
  | { type: 'ui.panelClosed'; postId: string }
  /** The comment the post's next comment replies to, or none (null). */
  | { type: 'ui.replyChosen'; postId: string; commentId: string | null }
  | { type: 'ui.moreComments'; postId: string }
  | { type: 'ui.comment'; postId: string; text: string; replyTo: string | null }
  | { type: 'ui.deleteComment'; postId: string; commentId: string }
  | { type: 'ui.buy'; postId: string }
  | { type: 'ui.tip'; postId: string; coins: number }
  /**
   * The guest plays a post's clip: `src` is the source of its list the browser can play (the view
   * asks the media element), recorded with the intent so replay plays the same.
   */
  | { type: 'ui.playClip'; postId: string; src: string }
  /** The mediathek's feed section is shown: the guest's bought photos and clips load. */
  | { type: 'ui.boughtOpened' }
  | { type: 'ui.boughtClosed' }
  /** The guest asks for the announced new posts: they load at the top. */
  | { type: 'ui.showNewPosts' }
  | PostUpdatedEvent
  | FeedLiveEvent
  | PostPublishedEvent
  | FeedNewsEvent
  /** The gate's answer to a guarded intent, and the end of the flow it opened (feed.gate.ts). */
  | GateAnswerEvent
  | GateResumedEvent
  /** The guest's intent from before a login's (or age check's) reload, handed back (feed.gate.ts). */
  | ActTakenEvent;

/** An intent the feed takes, after the gate's answer when it is guarded (feed.gate.ts). */
export type FeedIntent = Extract<
  FeedEvent,
  {
    type:
      | 'ui.filterChosen'
      | 'ui.followsChosen'
      | 'ui.like'
      | 'ui.unlike'
      | 'ui.comment'
      | 'ui.buy'
      | 'ui.tip';
  }
>;
