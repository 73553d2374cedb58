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
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import { boughtGuards, boughtRegion } from './feed.bought.ts';
import { clipLeftScreen, clipRegion } from './feed.clip.ts';
import * as comments from './feed.comments.ts';
import {
  feedContextOf,
  headOf,
  queryOf,
  type ContextArgs,
  type FeedContext,
  type FeedMachineEvent,
} from './feed.context.ts';
import type { FeedIntent } from './feed.events.ts';
import {
  actionOf,
  askingIntent,
  askOf,
  awaitFlow,
  gateGuards,
  guardedIntent,
  keepAsking,
  keptAskOf,
  resumedAskOf,
  takeActOf,
  withoutResumed,
  type FeedAsk,
} from './feed.gate.ts';
import * as live from './feed.live.ts';
import * as news from './feed.news.ts';
import * as panels from './feed.panels.ts';
import * as postActions from './feed.postActions.ts';
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
/** The system id of the one player (machines/player) a feed clip plays in. */
export const FEED_PLAYER = 'feed.player';

/**
 * The feed (seed 001 §2–§5, §7): the mixed feed and a model's profile feed through the shared list
 * machine (`feed.list`, cursor paging), the totals of the filters, the guest's actions through the
 * one gate (a visitor gets the feed-signup box, and the action resumes after the login, the age
 * check or the top-up, feed.gate.ts), and live counters of the posts on screen
 * (`postUpdated` over graphql-ws, resubscribed when the posts on screen change, and caught up
 * after each resubscription and after a dropped connection).
 *
 * This file holds the feed's query (page, filter, follows, totals), the views it reports and the
 * actions that reach other machines; each other concern keeps its logic and its region of `ready`
 * in a module beside it: live counters (feed.live.ts), the guest's actions on a post
 * (feed.postActions.ts), comments (feed.comments.ts), new posts (feed.news.ts), the clip player
 * (feed.clip.ts) and the mediathek's bought content (feed.bought.ts).
 */
export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    input: {} as DomainInput,
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
    feedNews: fromCallback<EventObject, news.FeedNewsInput>(() => () => {}),
    feedLive: fromCallback<EventObject, live.FeedLiveInput>(() => () => {}),
  },
  delays: { LIVE_SETTLE: live.LIVE_SETTLE_MS },
  actions: {
    openFeed: assign((_, params: { model: string | null }) => ({
      opened: true,
      model: params.model,
      filter: null,
      follows: false,
      totals: null,
      countedPosts: [],
      panels: {},
      replyTargets: {},
    })),
    closeFeed: assign({ opened: false, visible: [] }),
    signalQuery: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'feed.queryChanged' })),
    queryList: sendTo('list', ({ context }: { context: FeedContext }) => ({
      type: 'list.query' as const,
      query: queryOf(context),
    })),
    storeTotals: assign({
      totals: (_, params: { totals: FeedTotals }) => params.totals,
    }),
    // New posts (feed.news.ts).
    noteNewPost: assign(news.noteNewPost),
    forgetNewPosts: assign({ newPosts: [] }),
    countPost: assign(news.countPost),
    /** The newest posts load at the top (the view scrolls there on the same press). */
    refreshList: sendTo('list', { type: 'list.invalidate' as const }),
    // The clip player (feed.clip.ts), spawned when the first clip plays (views render it by id).
    spawnClipPlayer: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('player', { id: FEED_PLAYER, systemId: FEED_PLAYER });
    }),
    loadClip: sendTo(FEED_PLAYER, (_, params: { src: string }) => ({
      type: 'player.load' as const,
      src: params.src,
      live: false,
    })),
    storeClip: assign({
      clipPostId: (_, params: { postId: string }) => params.postId,
    }),
    stopClipPlayer: stopChild(FEED_PLAYER),
    forgetClip: assign({ clipPostId: null }),
    // The mediathek's bought content (feed.bought.ts).
    wantBought: assign({
      boughtWanted: (_, params: { wanted: boolean }) => params.wanted,
    }),
    /** Only a logged-in guest has bought content (`wantsBought` asks for one). */
    queryBought: enqueueActions(({ context, enqueue }) => {
      const { auth, guestId } = context;
      if (guestId !== null)
        enqueue.sendTo('boughtList', {
          type: 'list.query',
          query: { auth, guestId },
        });
    }),
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
    forgetPushed: assign({
      pushedWhileCatchingUp: [],
      answeredWhileCatchingUp: [],
    }),
    notePushed: assign(live.notePushed),
    // Views reported (viewedPost).
    noteSeen: assign(({ context }, params: { postId: string }) => ({
      seen: { ...context.seen, [params.postId]: true as const },
      viewQueue: [...context.viewQueue, params.postId],
    })),
    dropViewed: assign({
      viewQueue: ({ context }) => context.viewQueue.slice(1),
    }),
    // The guest's actions on a post (feed.postActions.ts).
    enqueueAction: assign(postActions.enqueueAction),
    likeOptimistically: assign(postActions.likeOptimistically),
    applyAnswer: assign(postActions.applyAnswer),
    rollBack: assign(postActions.rollBack),
    dropAction: assign({ queue: ({ context }) => context.queue.slice(1) }),
    reloadBalance: toSystem('guest', { type: 'guest.reloadBalance' as const }),
    /**
     * A bought post or a tip is tracked (seed 000 §4 item categories feed_paid_content, feed_tip)
     * through the consent machine, which passes it on only with analytics consent.
     */
    trackPurchase: toSystem(
      'consent',
      ({ context }: ContextArgs, params: { reply: FeedActionReply }) =>
        postActions.purchaseTracking(context.queue[0], params.reply) ?? [],
    ),
    // Comments (feed.comments.ts).
    /** A thread loads in a `loadComments` child spawned with it (one at a time: a new one replaces it). */
    loadComments: enqueueActions(
      ({ context, enqueue }, params: { postId: string; more: boolean }) => {
        const wanted = comments.commentsWantedOf({ context }, params);
        if (context.commentsWanted) enqueue.stopChild('loadComments');
        enqueue.spawnChild('loadComments', {
          id: 'loadComments',
          input: { auth: context.auth, ...wanted },
        });
        enqueue.assign({ commentsWanted: wanted });
      },
    ),
    storeThread: assign(comments.storeThread),
    // What is open on each post (feed.panels.ts).
    openPanel: assign(panels.openPanel),
    closePanel: assign(panels.closePanel),
    chooseReply: assign(panels.chooseReply),
    forgetCommentsWanted: assign({ commentsWanted: null }),
    // The gate (feed.gate.ts).
    /**
     * An intent waits for the gate's answer to the ask of its gate client (none: nothing is
     * asked): a guarded intent, one whose flow went well, a purchase the service refused for a
     * short balance, one handed back after a reload (feed.gate.ts).
     */
    askGate: enqueueActions(({ context, enqueue }, params: { ask: FeedAsk | null }) => {
      const { ask } = params;
      if (ask === null) return;
      enqueue.assign((args) => keepAsking(args, ask));
      enqueue(askOf<FeedContext, FeedMachineEvent>(context, ask));
    }),
    /** The intent that waited longest was answered. */
    dropAsking: assign({ asking: ({ context }) => context.asking.slice(1) }),
    /** The intent that waited longest was refused: it waits for the flow the gate opened. */
    awaitFlow: assign(awaitFlow),
    /** The flow an intent waited for was given up: the intent is dropped. */
    dropResumed: assign({
      resuming: ({ context, event }) => withoutResumed(context, event),
    }),
    /** A logged-in guest's feed asks for her intent kept over a reload (feed.gate.ts). */
    takeAct: toSystem('payTour', ({ context }: ContextArgs) => takeActOf(context)),
    /**
     * The intent, taken: a filter or following asks the list again, a like shows at once, and a
     * post action waits its turn in the queue.
     */
    takeIntent: enqueueActions(({ enqueue }, params: { intent: FeedIntent }) => {
      const { intent } = params;
      if (intent.type === 'ui.filterChosen' || intent.type === 'ui.followsChosen') {
        enqueue.assign(
          intent.type === 'ui.filterChosen'
            ? { filter: intent.filter }
            : { follows: intent.follows },
        );
        enqueue.raise({ type: 'feed.queryChanged' });
        return;
      }
      if (intent.type === 'ui.like' || intent.type === 'ui.unlike') {
        const liked = intent.type === 'ui.like';
        enqueue.assign((args) =>
          postActions.likeOptimistically(args, {
            postId: intent.postId,
            liked,
          }),
        );
      }
      const action = actionOf(intent);
      if (action) enqueue.assign((args) => postActions.enqueueAction(args, { action }));
    }),
  },
  guards: {
    ...gateGuards,
    // Annotated, as the concerns' guards are, so the whole set is inferred in one pass.
    canQuery: ({ context }: ContextArgs) => context.opened,
    isNew: ({ context }: ContextArgs, params: { postId: string }) =>
      context.seen[params.postId] !== true,
    hasViewQueued: ({ context }: ContextArgs) => context.viewQueue.length > 0,
    clipLeftScreen,
    ...news.newsGuards,
    ...boughtGuards,
    ...live.liveGuards,
    ...postActions.postActionGuards,
  },
}).createMachine({
  id: 'feed',
  context: ({ input }) => feedContextOf(input),
  initial: 'ready',
  on: {
    'ui.feedOpened': {
      actions: [
        { type: 'openFeed', params: ({ event }) => ({ model: event.model }) },
        'signalQuery',
        'takeAct',
      ],
    },
    'ui.boughtOpened': {
      actions: { type: 'wantBought', params: { wanted: true } },
    },
    'ui.boughtClosed': {
      actions: { type: 'wantBought', params: { wanted: false } },
    },
    'push.postUpdated': { actions: 'applyCounters' },
  },
  states: {
    ready: {
      type: 'parallel',
      entry: 'signalQuery',
      invoke: [
        {
          id: 'list',
          systemId: 'feed.list',
          src: 'feedList',
          input: {
            limit: FEED_PAGE_SIZE,
            paging: 'cursor',
            gridType: 'feed',
            display: 'list',
          },
        },
        {
          id: 'boughtList',
          systemId: BOUGHT_LIST,
          src: 'boughtList',
          input: {
            paging: 'offset',
            gridType: 'feedBought',
            ttlMs: BOUGHT_TTL_MS,
          },
        },
      ],
      on: {
        'ui.filterChosen': guardedIntent,
        'ui.followsChosen': guardedIntent,
        'ui.like': askingIntent,
        'ui.unlike': askingIntent,
        'ui.comment': askingIntent,
        'ui.buy': askingIntent,
        'ui.tip': askingIntent,
        'gate.answer': [
          {
            guard: 'isOurAllowed',
            actions: [
              {
                type: 'takeIntent',
                params: ({ context }) => ({
                  intent: headOf(context.asking, 'a gate answer'),
                }),
              },
              'dropAsking',
            ],
          },
          // Refused: the gate opened what stands in the way; the intent waits for its end.
          { guard: 'isOurFlowOpened', actions: 'awaitFlow' },
          // Refused with nothing to open (login turned off): dropped.
          { guard: 'isOurAnswer', actions: 'dropAsking' },
        ],
        'gate.resumed': [
          {
            guard: 'isOurResumed',
            actions: [
              {
                type: 'askGate',
                params: ({ context, event }) => ({
                  ask: resumedAskOf(context, event),
                }),
              },
              'dropResumed',
            ],
          },
          {
            guard: 'isOurFlowEnd',
            actions: 'dropResumed',
          },
        ],
        'payTour.actTaken': {
          guard: { type: 'isFeedAct', params: ({ event }) => ({ event }) },
          actions: {
            type: 'askGate',
            params: ({ event }) => ({ ask: keptAskOf(event) }),
          },
        },
        'ui.postSeen': {
          guard: {
            type: 'isNew',
            params: ({ event }) => ({ postId: event.postId }),
          },
          actions: {
            type: 'noteSeen',
            params: ({ event }) => ({ postId: event.postId }),
          },
        },
        ...comments.commentIntents,
        ...panels.panelIntents,
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
                input: ({ context }) => queryOf(context),
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
        news: news.newsRegion,
        bought: boughtRegion,
        clip: clipRegion,
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
                input: ({ context }) => ({
                  auth: context.auth,
                  postId: headOf(context.viewQueue, 'viewedPost'),
                }),
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
