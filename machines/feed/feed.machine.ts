import {
  assign,
  enqueueActions,
  fromCallback,
  sendTo,
  setup,
  stopChild,
  type EventObject,
} from 'xstate';
import { createListMachine } from '../list/list.machine.ts';
import { playerMachine } from '../player/player.machine.ts';
import { ageCheckModalId } from '../modals/modals.catalog.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem, type AppReadyEvent } from '../shared/domainEvents.ts';
import * as comments from './feed.comments.ts';
import {
  initialFeedContext,
  queryOf,
  type ContextArgs,
  type FeedContext,
  type FeedMachineEvent,
} from './feed.context.ts';
import type { FeedGate, PostPublishedEvent } from './feed.events.ts';
import { gated, isGated } from './feed.gate.ts';
import * as live from './feed.live.ts';
import * as postActions from './feed.postActions.ts';
import type {
  BoughtMedia,
  BoughtQuery,
  CommentsCall,
  CommentThread,
  FeedActionCall,
  FeedActionReply,
  FeedAuth,
  FeedFilter,
  FeedPost,
  FeedQuery,
  FeedTotals,
} from './feed.types.ts';

/** The feed's list: cursor paging, 10 posts a page. */
export const feedListMachine = createListMachine<FeedPost, FeedQuery>();
const FEED_PAGE_SIZE = 10;
/**
 * The guest's bought feed content (`boughtContentGuest`): the mediathek's feed section, one page
 * (the service answers everything at once).
 */
export const boughtListMachine = createListMachine<BoughtMedia, BoughtQuery>();
/** The bought-content list's system id (views/feed/MediathekFeedPage.tsx renders it). */
export const BOUGHT_LIST = 'feed.bought.list';
/** Bought content changes only by the guest's purchases, which invalidate it: kept 5 minutes. */
const BOUGHT_TTL_MS = 5 * 60_000;
/** The feed-signup box (seed 000 §2): what a visitor gets for a guarded action. */
const FEED_SIGNUP_MODAL = 'feed-signup';
/** The system id of the one player (machines/player) a feed clip plays in. */
export const FEED_PLAYER = 'feed.player';

/** The news stream's input: the feed a client shows (a profile feed's model, a filter's types). */
export interface FeedNewsInput {
  url: string;
  accessToken: string | null;
  model: string | null;
  types: readonly ('clip' | 'photos' | 'text')[] | null;
}

/** The post types a filter shows; null for every type; [] for the guest's own posts (no news). */
function typesOf(filter: FeedFilter | null): FeedNewsInput['types'] {
  if (filter === 'TEXT_POSTS') return ['text'];
  if (filter === 'PHOTOS_POSTS') return ['photos'];
  if (filter === 'CLIP_POSTS') return ['clip'];
  // A post published now is in nobody's liked, commented or bought posts.
  return filter === null ? null : [];
}

/** Which of the totals a post of this type counts in, besides `totalCount`. */
const TOTALS_OF_TYPE = { clip: 'clips', photos: 'photos', text: 'texts' } as const;

/** A published post is of the feed's model (asked by name or id), or any for the mixed feed. */
const isOfModel = (model: string | null, event: PostPublishedEvent) =>
  model === null || model === event.modelName || model === event.modelId;

/**
 * The feed (seed 001 §2–§5, §7): the mixed feed and a model's profile feed through the shared list
 * machine (`feed.list`, cursor paging), the totals of the filters, the guest's actions through the
 * gating decision (a visitor gets the feed-signup box), and live counters of the posts on screen
 * (`postUpdated` over graphql-ws, resubscribed when the posts on screen change, and caught up
 * after each resubscription and after a dropped connection).
 *
 * Live counters (feed.live.ts), the guest's actions on a post (feed.postActions.ts) and comments
 * (feed.comments.ts) keep their logic and their region of `ready` in modules beside this file.
 */
export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedMachineEvent,
    tags: {} as 'liveConnecting' | 'liveConnected' | 'liveReconnecting' | 'liveFailed' | 'acting',
  },
  actors: {
    feedList: feedListMachine,
    boughtList: boughtListMachine,
    player: playerMachine,
    loadTotals: placeholderCall<FeedTotals, FeedQuery>('feed.loadTotals'),
    loadComments: placeholderCall<CommentThread, CommentsCall>('feed.loadComments'),
    loadPosts: placeholderCall<FeedPost[], { auth: FeedAuth; postIds: string[] }>('feed.loadPosts'),
    act: placeholderCall<FeedActionReply, FeedActionCall>('feed.act'),
    markViewed: placeholderCall<void, { auth: FeedAuth; postId: string }>('feed.markViewed'),
    feedNews: fromCallback<EventObject, FeedNewsInput>(() => () => {}),
    feedLive: fromCallback<EventObject, live.FeedLiveInput>(() => () => {}),
  },
  delays: { LIVE_SETTLE: live.LIVE_SETTLE_MS },
  actions: {
    storeReady: assign((_, params: { event: AppReadyEvent }) => {
      const { config, session, guest, request } = params.event;
      const loggedIn = guest.isLoggedIn;
      return {
        loggedIn,
        guestId: loggedIn && guest.id !== null ? String(guest.id) : null,
        subscriptionsUrl: config.feedSubscriptionsUrl,
        auth: {
          url: config.feedServiceUrl,
          language: request.language,
          ver: request.ver,
          // The feed service gets a bearer only when logged in (seed 001 §5).
          accessToken: loggedIn ? session.accessToken : null,
        },
      };
    }),
    openFeed: assign((_, params: { model: string | null }) => ({
      opened: true,
      model: params.model,
      filter: null,
      follows: false,
      totals: null,
      countedPosts: [],
    })),
    closeFeed: assign({ opened: false, visible: [] }),
    chooseFilter: assign({ filter: (_, params: { filter: FeedFilter | null }) => params.filter }),
    chooseFollows: assign({ follows: (_, params: { follows: boolean }) => params.follows }),
    signalQuery: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'feed.queryChanged' })),
    queryList: sendTo('list', ({ context }: { context: FeedContext }) => ({
      type: 'list.query' as const,
      query: queryOf(context)!,
    })),
    storeTotals: assign({ totals: (_, params: { totals: FeedTotals }) => params.totals }),
    noteNewPost: assign({
      newPosts: ({ context }, params: { postId: string }) =>
        context.newPosts.includes(params.postId)
          ? context.newPosts
          : [...context.newPosts, params.postId],
    }),
    forgetNewPosts: assign({ newPosts: [] }),
    /**
     * A post published live goes into the totals (`feedTotalCounts`): the feed's total and its
     * type's count. The guest's own counts (liked, commented) do not move: nobody has liked or
     * commented a post published now. Before the totals are known there is nothing to count into.
     */
    countPost: assign(({ context }, params: { event: PostPublishedEvent }) => {
      const { totals, countedPosts } = context;
      const { postId, postType } = params.event;
      if (totals === null || countedPosts.includes(postId)) return {};
      const type = TOTALS_OF_TYPE[postType];
      return {
        totals: { ...totals, totalCount: totals.totalCount + 1, [type]: totals[type] + 1 },
        countedPosts: [...countedPosts, postId],
      };
    }),
    /** The newest posts load at the top (the view scrolls there on the same press). */
    refreshList: sendTo('list', { type: 'list.invalidate' as const }),
    /** The one player a clip plays in, spawned when the first clip plays (views render it by id). */
    spawnClipPlayer: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('player', { id: FEED_PLAYER, systemId: FEED_PLAYER });
    }),
    loadClip: sendTo(FEED_PLAYER, (_, params: { src: string }) => ({
      type: 'player.load' as const,
      src: params.src,
      live: false,
    })),
    storeClip: assign({ clipPostId: (_, params: { postId: string }) => params.postId }),
    stopClipPlayer: stopChild(FEED_PLAYER),
    forgetClip: assign({ clipPostId: null }),
    wantBought: assign({ boughtWanted: (_, params: { wanted: boolean }) => params.wanted }),
    queryBought: sendTo('boughtList', ({ context }: { context: FeedContext }) => ({
      type: 'list.query' as const,
      query: { auth: context.auth!, guestId: context.guestId! },
    })),
    /** A bought post goes into the mediathek's feed section: its list is asked again. */
    noteBought: enqueueActions(({ context, enqueue }, params: { reply: FeedActionReply }) => {
      const { reply } = params;
      if (context.queue[0]?.kind === 'buy' && reply.kind === 'post' && reply.success)
        enqueue.sendTo('boughtList', { type: 'list.invalidate' });
    }),
    // Live counters (feed.live.ts).
    storeVisible: assign({
      visible: (_, params: { postIds: readonly string[] }) => [...params.postIds],
    }),
    followVisible: assign({ liveIds: ({ context }) => context.visible }),
    keepStillVisible: assign(live.keepStillVisible),
    scheduleResubscribe: enqueueActions(({ enqueue }) => {
      enqueue.cancel('resubscribe');
      enqueue.raise({ type: 'feed.resubscribe' }, { id: 'resubscribe', delay: 'LIVE_SETTLE' });
    }),
    applyCounters: assign(live.applyCounters),
    applyCaughtUp: assign(live.applyCaughtUp),
    forgetPushed: assign({ pushedWhileCatchingUp: [], answeredWhileCatchingUp: [] }),
    notePushed: assign(live.notePushed),
    // Views reported (viewedPost).
    noteSeen: assign(({ context }, params: { postId: string }) => ({
      seen: { ...context.seen, [params.postId]: true as const },
      viewQueue: [...context.viewQueue, params.postId],
    })),
    dropViewed: assign({ viewQueue: ({ context }) => context.viewQueue.slice(1) }),
    // The guest's actions on a post (feed.postActions.ts).
    enqueueAction: assign(postActions.enqueueAction),
    likeOptimistically: assign(postActions.likeOptimistically),
    applyAnswer: assign(postActions.applyAnswer),
    rollBack: assign(postActions.rollBack),
    dropAction: assign({ queue: ({ context }) => context.queue.slice(1) }),
    /** The service found the balance short (spent elsewhere): the top-up flow opens. */
    offerTopUp: toSystem('payTour', {
      type: 'payTour.open' as const,
      flow: 'moneycharge' as const,
      replyTo: 'feed',
    }),
    reloadBalance: toSystem('guest', { type: 'guest.reloadBalance' as const }),
    /**
     * A bought post or a tip is tracked (seed 000 §4 item categories feed_paid_content, feed_tip)
     * through the consent machine, which passes it on only with analytics consent.
     */
    trackPurchase: enqueueActions(
      ({ context, system, enqueue }, params: { reply: FeedActionReply }) => {
        const consent = system.get('consent');
        const tracked = postActions.purchaseTracking(context.queue[0], params.reply);
        if (consent && tracked) enqueue.sendTo(consent, tracked);
      },
    ),
    // Comments (feed.comments.ts).
    wantComments: assign(comments.wantComments),
    storeThread: assign(comments.storeThread),
    forgetCommentsWanted: assign({ commentsWanted: null }),
    /**
     * What the gating decision opens (feed.gate.ts): a visitor gets the feed-signup box (its
     * button signs up), the age check its box, anything else (top-up, abo) its pay-tour flow.
     */
    openGate: enqueueActions(({ context, enqueue }, params: { gate: FeedGate }) => {
      const { reason, open } = params.gate;
      if (reason === 'needLogin') {
        if (open)
          enqueue(
            toSystem('modals', { type: 'modals.open', id: FEED_SIGNUP_MODAL, replyTo: 'feed' }),
          );
        return;
      }
      if (reason === 'needAgeCheck') {
        const id = ageCheckModalId(context.auth?.language ?? 'en');
        enqueue(toSystem('modals', { type: 'modals.open', id, replyTo: 'feed' }));
        return;
      }
      if (open) enqueue(toSystem('payTour', { ...open, replyTo: 'feed' }));
    }),
  },
  guards: {
    isGated,
    // Annotated, as the concerns' guards are, so the whole set is inferred in one pass.
    canQuery: ({ context }: ContextArgs) => context.opened && context.auth !== null,
    isOpened: ({ context }: ContextArgs) => context.opened,
    isNew: ({ context }: ContextArgs, params: { postId: string }) =>
      context.seen[params.postId] !== true,
    hasViewQueued: ({ context }: ContextArgs) => context.viewQueue.length > 0,
    /** The playing clip's post is no longer on screen (scrolled away or its feed changed). */
    clipLeftScreen: ({ context }: ContextArgs, params: { postIds: readonly string[] }) =>
      context.clipPostId !== null && !params.postIds.includes(context.clipPostId),
    wantsComments: comments.wantsComments,
    /**
     * The new-posts stream runs while a feed is open, whatever its filter: every post of the
     * feed's model (or of all models) counts into the totals, which a filter does not narrow.
     */
    wantsNews: ({ context }: ContextArgs) => context.opened && context.auth !== null,
    /** The server filters too; a late event from the previous feed's stream is dropped here. */
    ofFeedModel: ({ context }: ContextArgs, params: { event: PostPublishedEvent }) =>
      isOfModel(context.model, params.event),
    /**
     * A post the feed shown would list: of its model and of the filter's types. The stream cannot
     * tell whom the guest follows, so a following-only feed announces none; nor do the guest's
     * own posts (liked, commented, bought), which a post published now is not among.
     */
    belongsToFeed: ({ context }: ContextArgs, params: { event: PostPublishedEvent }) => {
      const types = typesOf(context.filter);
      return (
        isOfModel(context.model, params.event) &&
        !context.follows &&
        (types === null || types.includes(params.event.postType))
      );
    },
    hasNewPosts: ({ context }: ContextArgs) => context.newPosts.length > 0,
    wantsBought: ({ context }: ContextArgs) => context.boughtWanted && context.guestId !== null,
    wantsBoughtAsVisitor: ({ context }: ContextArgs) =>
      context.boughtWanted && context.guestId === null,
    leftBought: ({ context }: ContextArgs) => !context.boughtWanted,
    ...live.liveGuards,
    ...postActions.postActionGuards,
  },
}).createMachine({
  id: 'feed',
  context: initialFeedContext,
  initial: 'waiting',
  on: {
    'app.ready': {
      target: '.ready',
      actions: { type: 'storeReady', params: ({ event }) => ({ event }) },
    },
    'ui.feedOpened': {
      actions: [
        { type: 'openFeed', params: ({ event }) => ({ model: event.model }) },
        'signalQuery',
      ],
    },
    'ui.feedClosed': { actions: 'closeFeed' },
    'ui.boughtOpened': { actions: { type: 'wantBought', params: { wanted: true } } },
    'ui.boughtClosed': { actions: { type: 'wantBought', params: { wanted: false } } },
    'push.postUpdated': { actions: 'applyCounters' },
  },
  states: {
    /** Before the guest is known: an opened feed waits here. */
    waiting: {},
    ready: {
      type: 'parallel',
      entry: 'signalQuery',
      invoke: [
        {
          id: 'list',
          systemId: 'feed.list',
          src: 'feedList',
          input: { limit: FEED_PAGE_SIZE, paging: 'cursor', gridType: 'feed', display: 'list' },
        },
        {
          id: 'boughtList',
          systemId: BOUGHT_LIST,
          src: 'boughtList',
          input: { paging: 'offset', gridType: 'feedBought', ttlMs: BOUGHT_TTL_MS },
        },
      ],
      on: {
        'ui.filterChosen': gated({
          actions: [
            {
              type: 'chooseFilter',
              params: ({ event }: { event: { filter: FeedFilter | null } }) => ({
                filter: event.filter,
              }),
            },
            'signalQuery',
          ],
        }),
        'ui.followsChosen': gated({
          actions: [
            {
              type: 'chooseFollows',
              params: ({ event }: { event: { follows: boolean } }) => ({ follows: event.follows }),
            },
            'signalQuery',
          ],
        }),
        'ui.postSeen': {
          guard: { type: 'isNew', params: ({ event }) => ({ postId: event.postId }) },
          actions: { type: 'noteSeen', params: ({ event }) => ({ postId: event.postId }) },
        },
        ...postActions.postActionIntents,
        ...comments.commentIntents,
      },
      states: {
        /** The feed's query and its totals: asked again whenever the query changes. */
        totals: {
          initial: 'idle',
          on: {
            'feed.queryChanged': {
              guard: 'canQuery',
              target: '.loading',
              actions: 'queryList',
            },
          },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadTotals',
                src: 'loadTotals',
                input: ({ context }) => queryOf(context)!,
                onDone: {
                  target: 'loaded',
                  actions: {
                    type: 'storeTotals',
                    params: ({ event }) => ({ totals: event.output }),
                  },
                },
                onError: 'failed',
              },
            },
            loaded: {},
            /** The filters show without their figures. */
            failed: {},
          },
        },
        /**
         * New posts of the feed on screen: counted into the totals, and those the feed shown would
         * list announced, loaded at the top only when the guest asks, so nothing moves under the
         * reader. A new query subscribes afresh.
         */
        news: {
          initial: 'off',
          on: {
            'feed.queryChanged': { target: '.off', actions: 'forgetNewPosts' },
            // A region taking an event keeps it from the parallel state's ancestors (XState v5): the
            // root's closeFeed never ran once ready, so a closed feed stayed open and its streams
            // came straight back. The feed closes here, in the one region that always takes it.
            'ui.feedClosed': { target: '.off', actions: ['forgetNewPosts', 'closeFeed'] },
          },
          states: {
            off: { always: { guard: 'wantsNews', target: 'on' } },
            on: {
              invoke: {
                id: 'feedNews',
                src: 'feedNews',
                input: ({ context }) => ({
                  url: context.subscriptionsUrl,
                  accessToken: context.auth?.accessToken ?? null,
                  model: context.model,
                  // Every type: the totals count them all (the announcement picks its own).
                  types: null,
                }),
                // Without the stream the feed stays as it is, only unannounced.
                onError: 'failed',
              },
              on: {
                'push.postPublished': [
                  {
                    guard: { type: 'belongsToFeed', params: ({ event }) => ({ event }) },
                    actions: [
                      { type: 'countPost', params: ({ event }) => ({ event }) },
                      { type: 'noteNewPost', params: ({ event }) => ({ postId: event.postId }) },
                    ],
                  },
                  {
                    guard: { type: 'ofFeedModel', params: ({ event }) => ({ event }) },
                    actions: { type: 'countPost', params: ({ event }) => ({ event }) },
                  },
                ],
                'ui.showNewPosts': {
                  guard: 'hasNewPosts',
                  actions: ['forgetNewPosts', 'refreshList'],
                },
                // The server ended the stream (graphql-ws gave up reconnecting, or refused it).
                'push.feedNews.completed': 'failed',
              },
            },
            failed: {},
          },
        },
        /**
         * The mediathek's feed section (seed 001 §1 my area: the mediathek's feed part): the
         * guest's bought photos and clips (`boughtContentGuest`) in their list; a visitor has none
         * and is asked to log in.
         */
        bought: {
          initial: 'closed',
          states: {
            closed: {
              always: [
                { guard: 'wantsBought', target: 'shown', actions: 'queryBought' },
                { guard: 'wantsBoughtAsVisitor', target: 'visitor' },
              ],
            },
            shown: { always: { guard: 'leftBought', target: 'closed' } },
            /** Logged in meanwhile (the guest is known anew): the content loads. */
            visitor: {
              always: [
                { guard: 'leftBought', target: 'closed' },
                { guard: 'wantsBought', target: 'shown', actions: 'queryBought' },
              ],
            },
          },
        },
        /**
         * A feed clip in the one player (seed 001 §3: a clip with poster and sources played with
         * the shared player): one at a time; it stops when its post leaves the screen or the
         * feed closes.
         */
        clip: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'ui.playClip': {
                  target: 'playing',
                  actions: [
                    'spawnClipPlayer',
                    { type: 'storeClip', params: ({ event }) => ({ postId: event.postId }) },
                    { type: 'loadClip', params: ({ event }) => ({ src: event.src }) },
                  ],
                },
              },
            },
            playing: {
              exit: ['stopClipPlayer', 'forgetClip'],
              on: {
                'ui.playClip': {
                  actions: [
                    { type: 'storeClip', params: ({ event }) => ({ postId: event.postId }) },
                    { type: 'loadClip', params: ({ event }) => ({ src: event.src }) },
                  ],
                },
                'ui.visiblePostsChanged': {
                  guard: {
                    type: 'clipLeftScreen',
                    params: ({ event }) => ({ postIds: event.postIds }),
                  },
                  target: 'idle',
                },
                'ui.feedClosed': 'idle',
                'ui.boughtClosed': 'idle',
                'feed.queryChanged': 'idle',
              },
            },
          },
        },
        live: live.liveRegion,
        actions: postActions.actionsRegion,
        /** viewedPost, once per post seen, one after the other. */
        views: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasViewQueued', target: 'sending' } },
            sending: {
              invoke: {
                id: 'markViewed',
                src: 'markViewed',
                input: ({ context }) => ({ auth: context.auth!, postId: context.viewQueue[0]! }),
                onDone: { target: 'idle', actions: 'dropViewed' },
                // A lost view is not worth a retry or a word to the guest.
                onError: { target: 'idle', actions: 'dropViewed' },
              },
            },
          },
        },
        comments: comments.commentsRegion,
      },
    },
  },
});
