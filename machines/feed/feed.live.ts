import type { ContextArgs, FeedMachineEvent } from './feed.context.ts';
import type { FeedPost } from './feed.types.ts';
import { caughtUp, countersArrived, noted } from './feed.update.ts';

/**
 * Live counters of the posts on screen (`postUpdated` over graphql-ws): which posts the
 * subscription follows as the guest scrolls, the connection's life, and the catch-up read after
 * every resubscription. Pure: assigners, guards and the `live` region, named in feed.machine.ts.
 */

/** Scrolling settles this long before the live subscription follows the posts on screen. */
export const LIVE_SETTLE_MS = 500;

/** The live stream's input: the posts it follows, on the feed's subscription socket. */
export interface FeedLiveInput {
  url: string;
  accessToken: string | null;
  postIds: readonly string[];
}

type PostIds = { postIds: readonly string[] };
type EventArgs = ContextArgs & { event: FeedMachineEvent };

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The posts on screen, as a scroll reports them. */
const visibleOf = ({ event }: { event: PostIds }) => ({ postIds: event.postIds });

/** Assigner of `keepStillVisible`: posts that left the screen are let go at once; those that came in wait for the settle. */
export const keepStillVisible = ({ context }: ContextArgs, params: PostIds) => ({
  liveIds: context.liveIds.filter((id) => params.postIds.includes(id)),
});

/** Assigner of `applyCounters`: a post's live counters, on top of what the feed knows. */
export const applyCounters = ({ context, event }: EventArgs) => ({
  overlays:
    event.type === 'push.postUpdated' ? countersArrived(context.overlays, event) : context.overlays,
});

/** Assigner of `applyCaughtUp`: the catch-up's read, under what arrived while it was on its way. */
export const applyCaughtUp = (
  { context }: ContextArgs,
  params: { posts: readonly FeedPost[] },
) => ({
  overlays: caughtUp(context.overlays, params.posts, {
    pushed: context.pushedWhileCatchingUp,
    answered: context.answeredWhileCatchingUp,
  }),
  pushedWhileCatchingUp: [],
  answeredWhileCatchingUp: [],
});

/** Assigner of `notePushed`: counters pushed during the catch-up are newer than its read. */
export const notePushed = ({ context, event }: EventArgs) => ({
  pushedWhileCatchingUp:
    event.type === 'push.postUpdated'
      ? noted(context.pushedWhileCatchingUp, event.postId)
      : context.pushedWhileCatchingUp,
});

export const liveGuards = {
  sameVisible: ({ context }: ContextArgs, params: PostIds) =>
    sameIds(context.visible, params.postIds),
  noneVisible: (_: unknown, params: PostIds) => params.postIds.length === 0,
  /** Some followed post is no longer among those on screen, and others are on it. */
  followedLeft: ({ context }: ContextArgs, params: PostIds) =>
    params.postIds.length > 0 && context.liveIds.some((id) => !params.postIds.includes(id)),
  /** Every followed post left the screen while others are on it (a scroll under way). */
  followedAllLeft: ({ context }: ContextArgs, params: PostIds) =>
    params.postIds.length > 0 && context.liveIds.every((id) => !params.postIds.includes(id)),
  hasVisible: ({ context }: ContextArgs) => context.visible.length > 0,
  /** graphql-ws gave up (or the server refused): no more retries. */
  isFatal: ({ event }: { event: FeedMachineEvent }) =>
    event.type === 'push.feedLive.error' && /^(closed_|network)/.test(event.code),
};

/**
 * While subscribed (connected, or catching up): subscriptions never outlive their posts on screen.
 * Those that left are let go in the same step, the rest of the change waits for the scroll to
 * settle.
 */
const LET_GO_OF_LEFT_POSTS = [
  {
    guard: { type: 'followedAllLeft', params: visibleOf },
    target: '#feed.ready.live.settling',
    actions: [{ type: 'storeVisible', params: visibleOf }, 'scheduleResubscribe'],
  },
  {
    guard: { type: 'followedLeft', params: visibleOf },
    target: '#feed.ready.live.on',
    reenter: true,
    actions: [
      { type: 'storeVisible', params: visibleOf },
      { type: 'keepStillVisible', params: visibleOf },
      'scheduleResubscribe',
    ],
  },
] as const;

/** The `live` region of `ready`: live counters of the posts on screen. */
export const liveRegion = {
  initial: 'off',
  on: {
    'ui.visiblePostsChanged': [
      { guard: { type: 'sameVisible', params: visibleOf } },
      {
        guard: { type: 'noneVisible', params: visibleOf },
        target: '.off',
        actions: { type: 'storeVisible', params: visibleOf },
      },
      { actions: [{ type: 'storeVisible', params: visibleOf }, 'scheduleResubscribe'] },
    ],
    'ui.feedClosed': '.off',
  },
  states: {
    /** The first subscription: the posts on screen were just read with their list. */
    off: {
      always: { guard: 'hasVisible', target: 'on.connecting', actions: 'followVisible' },
      // The first posts on screen are subscribed at once (above): no settle to wait for, and no
      // second subscription to the same posts after it (its catch-up read undid counters pushed
      // in between when the server's read lagged them).
      on: { 'ui.visiblePostsChanged': { actions: { type: 'storeVisible', params: visibleOf } } },
    },
    /**
     * A scroll took every followed post off the screen: nothing is subscribed until it settles
     * (LIVE_SETTLE), then the posts on screen are. The socket stays open meanwhile (the pool keeps
     * it), so the feed is still live to the guest.
     */
    settling: {
      tags: 'liveConnected',
      on: { 'feed.resubscribe': { target: 'on', actions: 'followVisible' } },
    },
    on: {
      invoke: {
        id: 'feedLive',
        src: 'feedLive',
        input: ({ context }: ContextArgs): FeedLiveInput => ({
          url: context.subscriptionsUrl,
          accessToken: context.auth.accessToken,
          postIds: context.liveIds,
        }),
        // The stream itself failing (not a closed socket, which it reports) ends the live part;
        // the posts on screen stay as they are.
        onError: '.failed',
      },
      initial: 'reconnecting',
      on: {
        'feed.resubscribe': { target: 'on', reenter: true, actions: 'followVisible' },
        'push.feedLive.connected': '.connected',
        'push.feedLive.closed': '.reconnecting',
        'push.feedLive.error': { guard: 'isFatal', target: '.failed' },
        'push.feedLive.completed': '.failed',
      },
      states: {
        connecting: { tags: 'liveConnecting' },
        connected: {
          tags: 'liveConnected',
          on: { 'ui.visiblePostsChanged': LET_GO_OF_LEFT_POSTS },
        },
        /**
         * The subscription is on its way back: the connection dropped (graphql-ws reconnects and
         * resubscribes by itself), or the feed subscribed anew for other posts (the default way
         * into `on`: every subscription but the first replaces one). Counters published meanwhile
         * went to a subscription that is gone (the server may still send to one the client has
         * completed, and nobody reads it), so once connected they are read. On an open socket the
         * pool says connected at once.
         */
        reconnecting: {
          tags: 'liveReconnecting',
          on: { 'push.feedLive.connected': 'catchingUp' },
        },
        /**
         * Back: what changed while no subscription was in place is read once (counters are
         * absolute: one the new subscription also pushes does no harm). Counters pushed and
         * mutations answered meanwhile are newer than the read and stay (the read does not undo
         * them), and so does a like or unlike still on its way (`caughtUp`).
         */
        catchingUp: {
          tags: 'liveConnected',
          entry: 'forgetPushed',
          on: {
            // Taken here, the event does not reach the root's handler (XState v5).
            'push.postUpdated': { actions: ['applyCounters', 'notePushed'] },
            'ui.visiblePostsChanged': LET_GO_OF_LEFT_POSTS,
          },
          invoke: {
            id: 'loadPosts',
            src: 'loadPosts',
            input: ({ context }: ContextArgs) => ({
              auth: context.auth,
              postIds: context.liveIds,
            }),
            onDone: {
              target: 'connected',
              actions: {
                type: 'applyCaughtUp',
                params: ({ event }: { event: { output: FeedPost[] } }) => ({ posts: event.output }),
              },
            },
            onError: 'connected',
          },
        },
        failed: { tags: 'liveFailed' },
      },
    },
  },
} as const;
