import {
  createActor,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type EventObject,
} from 'xstate';
import { gatingMachine } from '../gating/gating.machine.ts';
import { UNKNOWN_GATE_FACTS } from '../gating/gating.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';
import type { TrackEvent } from '../consent/consent.types.ts';
import type { GuestState } from '../shared/session.types.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { boughtListMachine, feedListMachine, feedMachine } from './feed.machine.ts';
import type { FeedLiveInput } from './feed.live.ts';
import type { FeedNewsInput } from './feed.news.ts';
import { purchaseTracking } from './feed.postActions.ts';
import type {
  BoughtMedia,
  BoughtQuery,
  CommentThread,
  CommentsCall,
  FeedAuth,
  FeedActionCall,
  FeedActionReply,
  FeedPost,
  FeedQuery,
} from './feed.types.ts';

export function post(id: string, patch: Partial<FeedPost> = {}): FeedPost {
  return {
    id,
    published: '2026-11-01T10:00:00.000Z',
    type: 'text',
    pinned: false,
    title: null,
    text: `Post ${id}`,
    views: 10,
    likes: 5,
    paidContent: false,
    priceCoins: 0,
    mediaCount: 0,
    model: { id: '7', name: 'lanalove', online: true, avatar: '/a.svg' },
    tippingGoal: null,
    guestState: { liked: false, viewed: false, following: false, bought: false },
    commentsTotal: 0,
    clip: null,
    photos: [],
    ...patch,
  };
}

interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * The feed machine with calls the test answers by hand, and the live stream's inputs recorded;
 * started for the demo guest logged in (verified, with money), or for the `guest` given (a
 * visitor's, say; `unverified`: her age not checked), beside the real gate told the same. What
 * the gate opens for a refusal (a box in `modals`, a flow in `payTour`) and what the feed asks
 * the pay tour (`payTour.takeAct`) is recorded in `gates`; `gate` is the gate, to end its flow
 * (`payTour.result`, `modals.result`) and tell it new facts.
 */
export function startFeed(
  gates: unknown[] = [],
  options: {
    liveFails?: boolean;
    catchUpByHand?: boolean;
    guest?: Partial<GuestState>;
    /** A logged-in guest whose age is not verified yet (the gate refuses a purchase). */
    unverified?: boolean;
  } = {},
) {
  const pages: Pending<FetchPageInput<FeedQuery>, FetchPageOutput<FeedPost>>[] = [];
  const acts: Pending<FeedActionCall, FeedActionReply>[] = [];
  /** Pages of the mediathek's feed section (`boughtContentGuest`). */
  const bought: Pending<FetchPageInput<BoughtQuery>, FetchPageOutput<BoughtMedia>>[] = [];
  const threads: Pending<CommentsCall, CommentThread>[] = [];
  /** The catch-up reads after a reconnect, answered by hand with `catchUpByHand`. */
  const catchUps: Pending<{ auth: FeedAuth; postIds: string[] }, FeedPost[]>[] = [];
  const viewed: string[] = [];
  const subscriptions: { postIds: readonly string[]; open: boolean }[] = [];
  /** The new-posts stream's inputs, and whether each is still open. */
  const news: { input: FeedNewsInput; open: boolean }[] = [];
  /** What the feed handed the consent machine to track (it passes it on only with consent). */
  const tracked: TrackEvent[] = [];
  const pending =
    <I, O>(list: Pending<I, O>[]) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = feedMachine.provide({
    actions: {
      trackPurchase: ({ context }, params) => {
        const event = purchaseTracking(context.queue[0], params.reply);
        if (event) tracked.push(event);
      },
    },
    actors: {
      feedList: feedListMachine.provide({ actors: { fetchPage: fromPromise(pending(pages)) } }),
      boughtList: boughtListMachine.provide({
        actors: { fetchPage: fromPromise(pending(bought)) },
      }),
      loadTotals: fromPromise(() =>
        Promise.resolve({
          totalCount: 3,
          clips: 1,
          photos: 1,
          texts: 1,
          liked: 0,
          commented: 0,
        }),
      ),
      loadComments: fromPromise(pending(threads)),
      loadPosts: fromPromise<FeedPost[], { auth: FeedAuth; postIds: string[] }>(
        options.catchUpByHand ? pending(catchUps) : () => Promise.resolve([]),
      ),
      act: fromPromise(pending(acts)),
      markViewed: fromPromise(({ input }) => {
        viewed.push(input.postId);
        return Promise.resolve();
      }),
      feedNews: fromCallback<EventObject, FeedNewsInput>(({ input }) => {
        if (options.liveFails) throw new Error('the stream service broke');
        const entry = { input, open: true };
        news.push(entry);
        return () => {
          entry.open = false;
        };
      }),
      feedLive: fromCallback<EventObject, FeedLiveInput>(({ input }) => {
        if (options.liveFails) throw new Error('the stream service broke');
        const entry = { postIds: input.postIds, open: true };
        subscriptions.push(entry);
        return () => {
          entry.open = false;
        };
      }),
    },
  });
  const guest = options.guest ?? { isLoggedIn: true };
  /** The modals and the pay tour as the gate meets them: what they are sent is recorded. */
  const recorder = fromCallback<EventObject>(({ receive }) => {
    receive((event) => void gates.push(event));
  });
  const parent = createActor(
    setup({ actors: { feed: machine, gating: gatingMachine(), recorder } }).createMachine({
      invoke: [
        { id: 'gating', systemId: 'gating', src: 'gating' },
        { id: 'modals', systemId: 'modals', src: 'recorder' },
        { id: 'payTour', systemId: 'payTour', src: 'recorder' },
        { id: 'feed', systemId: 'feed', src: 'feed', input: demoDomainInput('feed', guest) },
      ],
    }),
  ).start();
  const isLoggedIn = guest.isLoggedIn === true;
  const gate = parent.system.get('gating') as ActorRefFrom<ReturnType<typeof gatingMachine>>;
  gate.send({
    type: 'gate.factsChanged',
    facts: {
      ...UNKNOWN_GATE_FACTS,
      loginEnabled: true,
      isLoggedIn,
      avsAccepted: isLoggedIn && options.unverified !== true,
      balance: isLoggedIn ? 1000 : 0,
    },
  });
  const actor = parent.system.get('feed') as ActorRefFrom<typeof machine>;
  return {
    actor,
    gate,
    pages,
    acts,
    threads,
    viewed,
    subscriptions,
    tracked,
    news,
    bought,
    catchUps,
  };
}
