import { and, assign, enqueueActions, not, or, sendTo, setup, stopChild } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem } from '../shared/domainEvents.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { playerMachine } from '../player/player.machine.ts';
import { VIDEO_RATING, videoRatingMachine } from './videoRating.machine.ts';
import { ALBUM_RATING, albumRatingMachine } from './albumRating.machine.ts';
import { ALBUM_COMMENTS, albumCommentsMachine } from './albumComments.machine.ts';
import { CONTENT_SCRUB, previewScrubMachine } from './previewScrub.machine.ts';
import { CONTENT_OFFERS, videoOffersMachine } from './videoOffers.machine.ts';
import {
  ageCheckBox,
  AWAIT_AGE_CHECK,
  BUY_FAILURES,
  CONTENT_MODALS,
  notEnoughMoneyBox,
  videoPlayerBox,
} from './content.boxes.ts';
import {
  albumCommentsInput,
  albumRatingInput,
  previewScrubInput,
  videoOffersInput,
  videoRatingInput,
} from './content.children.ts';
import { decisionOf, refOf } from './content.figures.ts';
import { albumBuying, previewEnded } from './content.incentives.ts';
import {
  AGE_CHECK_ASK,
  buyAsk,
  buyWatch,
  flowAsk,
  gateAnswer,
  type Asked,
  standingAsks,
  standingUnwatch,
  VIP_ASK,
  withStandingAnswer,
} from './content.gate.ts';
import { platformDay, usableVideoVouchers, vip30Included } from './content.offers.ts';
import type {
  BuyDecision,
  ContentBuyCall,
  ContentBuyReply,
  ContentCall,
  ContentContext,
  ContentEvent,
  ContentItem,
  ContentPayment,
  ContentRef,
  GuestVoucher,
} from './content.types.ts';
import { failureCode } from '../shared/failure.ts';

/** The system id of the player of a video the guest may watch whole (views/media/HlsPlayer.tsx). */
export const CONTENT_PLAYER = 'content.player';

/** How long one preview frame of a video stays before the next (the preview is a frame show). */
export const PREVIEW_FRAME_MS = 1500;

export type { ContentContext, ContentEvent } from './content.types.ts';

const NO_GATES: ContentContext['gates'] = { buy: null, media: null, vip: null };

/** What a page keeps of its item: nothing, before one is open or after it closed. */
const NO_PAGE: Omit<ContentContext, 'request' | 'queryServiceUrl' | 'commenter'> = {
  ref: null,
  item: null,
  error: null,
  frame: 0,
  decision: null,
  gates: NO_GATES,
  today: null,
  vouchers: null,
  payment: 'money',
};

/**
 * The content area (seed 001 §3–§5: video details and photo album pages): the item the page names,
 * loaded once the guest is known; buying it through the gating decision; a video's preview played
 * frame by frame, which tells the incentives when it ends. While an item is shown, the gate's
 * standing answers (`gate.watch`) say why buying it or seeing its gated media would be refused,
 * kept true as the guest's facts change (the buy button's label, the age-check box of the media).
 * A restriction without a box of its own (login or signup) is opened by the gate (`openFlow`),
 * and the purchase resumes when it succeeds (`gate.resumed`). Opening a page counts as a visit of the
 * actor's profile (both pages are profile sections, §2), tracked through consent.
 * A video's buying options (content.offers.ts): its daily-bonus price on the day it is set for
 * (the clock is read once an item is shown), a video voucher of the guest's (query service guest
 * vouchers) used instead of money, and a VIP30 offer, watched free by a VIP30 subscriber and
 * otherwise offered with the VIP subscription; each goes through the same gating decision.
 * Its modal boxes are in content.boxes.ts.
 */
/**
 * The shown item's request and reference: set by `ui.open` before any state that loads or buys
 * runs, so their absence there is a bug in this machine, said as such (not a `!` assertion).
 */
function shownItemOf(context: ContentContext): { request: RequestInput; ref: ContentRef } {
  const { request, ref } = context;
  if (!request || !ref) throw new Error('content: no item is shown');
  return { request, ref };
}

export const contentMachine = setup({
  types: {
    context: {} as ContentContext,
    events: {} as ContentEvent,
    input: {} as { owner?: string } | undefined,
    tags: {} as 'busy',
  },
  actors: {
    loadItem: placeholderCall<ContentItem, ContentCall>('content.loadItem'),
    buyItem: placeholderCall<ContentBuyReply, ContentBuyCall>('content.buyItem'),
    /** The shown item again (a VIP30 offer the guest may now watch): the same call as `loadItem`. */
    reloadItem: placeholderCall<ContentItem, ContentCall>('content.reloadItem'),
    videoOffers: videoOffersMachine,
    player: playerMachine,
    videoRating: videoRatingMachine,
    albumRating: albumRatingMachine,
    albumComments: albumCommentsMachine,
    previewScrub: previewScrubMachine,
  },
  delays: { PREVIEW_FRAME: PREVIEW_FRAME_MS },
  actions: {
    storeRequest: assign(
      (
        _,
        params: Pick<ContentContext, 'queryServiceUrl' | 'commenter'> & { request: RequestInput },
      ) => ({ ...params }),
    ),
    storeRef: assign((_, params: { ref: ContentRef }) => ({ ...NO_PAGE, ref: params.ref })),
    forget: assign(NO_PAGE),
    storeItem: assign((_, params: { item: ContentItem }) => ({ item: params.item, error: null })),
    storeError: assign({ error: (_, params: { error: unknown }) => failureCode(params.error) }),
    clearError: assign({ error: null }),
    storeDecision: assign((_, params: { decision: BuyDecision }) => ({
      decision: params.decision,
      error: null,
    })),
    askToBuy: toSystem('gating', ({ context }: { context: ContentContext }) =>
      buyAsk(context.item, context.today, context.payment),
    ),
    askToOpen: toSystem('gating', ({ context }: { context: ContentContext }) =>
      flowAsk(context.item, context.decision, context.today),
    ),
    askVip: toSystem('gating', VIP_ASK),
    storePayment: assign((_, params: { payment: ContentPayment }) => ({
      payment: params.payment,
    })),
    storeToday: assign((_, params: { now: number }) => ({ today: platformDay(params.now) })),
    /** The buy button's standing answer again, at today's price. */
    rewatchBuy: toSystem('gating', ({ context }: { context: ContentContext }) =>
      buyWatch(context.item, context.today),
    ),
    storeVouchers: assign(({ context }, params: { vouchers: GuestVoucher[] }) => ({
      vouchers: usableVideoVouchers(params.vouchers, context.item),
    })),
    /** A voucher paid: the guest's vouchers are loaded again (one fewer). */
    tellVouchersSpent: sendTo(CONTENT_OFFERS, { type: 'offers.vouchersSpent' as const }),
    /** The standing asks for the shown item: buying it, its gated media, a VIP30 offer. */
    watchGates: enqueueActions(({ context, enqueue }) => {
      for (const ask of standingAsks(context.item, context.today)) enqueue(toSystem('gating', ask));
    }),
    unwatchGates: enqueueActions(({ context, enqueue }) => {
      for (const unwatch of standingUnwatch(context.item)) enqueue(toSystem('gating', unwatch));
    }),
    forgetGates: assign({ gates: NO_GATES }),
    storeGate: assign(({ context }, params: { answer: GateAnswerEvent }) => ({
      gates: withStandingAnswer(context.gates, params.answer),
    })),
    askToVerifyAge: toSystem('gating', AGE_CHECK_ASK),
    rewindPreview: assign({ frame: 0 }),
    nextFrame: assign({ frame: ({ context }) => context.frame + 1 }),
    trackProfileVisit: toSystem('consent', ({ context }: { context: ContentContext }) => ({
      type: 'tracking.profileVisit' as const,
      actorName: context.item?.actorName ?? context.ref?.actorName ?? '',
    })),
    openNotEnoughMoney: toSystem('modals', ({ context }: { context: ContentContext }) =>
      notEnoughMoneyBox(context.item, context.decision, context.today),
    ),
    openAgeCheck: toSystem('modals', ({ context }: { context: ContentContext }) =>
      ageCheckBox(context.request?.language ?? 'en'),
    ),
    awaitAgeCheck: toSystem('avs', AWAIT_AGE_CHECK),
    openVideoPlayer: toSystem('modals', ({ context }: { context: ContentContext }) =>
      videoPlayerBox(context.item),
    ),
    tellPreviewEnded: toSystem('incentives', ({ context }: { context: ContentContext }) =>
      previewEnded(context.item),
    ),
    tellAlbumIncentives: toSystem('incentives', ({ context }: { context: ContentContext }) =>
      albumBuying(context.item),
    ),
    reloadBalance: toSystem('guest', { type: 'guest.reloadBalance' as const }),
    /** The whole video in the one player (`content.player`), spawned for this page. */
    startPlayer: enqueueActions(({ enqueue, context }) => {
      const src = context.item?.playback?.src;
      if (!src) return;
      enqueue.spawnChild('player', { id: CONTENT_PLAYER, systemId: CONTENT_PLAYER });
      enqueue.sendTo(CONTENT_PLAYER, { type: 'player.load', src, live: false });
    }),
    stopPlayer: stopChild(CONTENT_PLAYER),
    /** The moment chosen on the preview thumbnails: the whole video plays from there. */
    seekPlayer: sendTo(CONTENT_PLAYER, (_, params: { second: number }) => ({
      type: 'player.seek' as const,
      to: params.second,
    })),
  },
  guards: {
    canLoad: ({ context }) => context.request !== null && context.ref !== null,
    isAlbum: ({ context }) => context.item?.kind === 'album',
    isBought: ({ context }) => context.item?.bought === true,
    hasPreviews: ({ context }) => (context.item?.previews.length ?? 0) > 0,
    hasNextFrame: ({ context }) => context.frame + 1 < (context.item?.previews.length ?? 0),
    hasPreviewClip: ({ context }) => !!context.item?.preview,
    /** A video the guest may watch whole: bought (or free) and given its playlist. */
    canWatchWhole: ({ context }) => !!context.item?.playback,
    isVideo: ({ context }) => context.item?.kind === 'video',
    hasVoucher: ({ context }) => (context.vouchers ?? 0) > 0,
    paidByVoucher: ({ context }) => context.payment === 'voucher',
    isVip30Offer: ({ context }) => context.item?.isVip30Offer === true,
    /** A VIP30 subscriber's VIP30 offer: hers to watch, nothing of it for sale. */
    vip30Included: ({ context }) => vip30Included(context.item, context.gates.vip),
    /** The gate let the guest watch the VIP30 offer: the item is loaded again, now watchable. */
    vipAllowed: ({ context }) =>
      context.decision?.action === 'vipContent' && context.decision.reason === null,
    // Wrapped here: imported guard functions would cost `setup` its `enqueueActions` inference.
    answers: (_, params: Asked) => gateAnswer.answers(params),
    allows: (_, params: Asked) => gateAnswer.allows(params),
    isStanding: (_, params: { answer: GateAnswerEvent }) => gateAnswer.isStanding(params),
    flowNotNeeded: (_, params: { answer: GateAnswerEvent }) => gateAnswer.flowNotNeeded(params),
    resumedBuy: (_, params: { resumed: GateResumedEvent; success: boolean }) =>
      gateAnswer.resumedBuy(params),
    resumedVip: (_, params: { resumed: GateResumedEvent; success: boolean }) =>
      gateAnswer.resumedVip(params),
    isFlowResumed: (_, params: { resumed: GateResumedEvent }) => gateAnswer.isFlowResumed(params),
    resumes: (_, params: { answer: GateAnswerEvent }) => gateAnswer.resumes(params),
    needsMoney: ({ context }) => context.decision?.reason === 'needPurchase',
    needsAgeCheck: ({ context }) => context.decision?.reason === 'needAgeCheck',
    canOpenRestriction: ({ context }) => !!context.decision?.open,
    isRestricted: ({ context }) => context.decision !== null && context.decision.reason !== null,
    /** The box this state waits for ended (`modals.result` of one of `ids`). */
    isResultOf: ({ event }, params: { ids: readonly string[] }) =>
      event.type === 'modals.result' && params.ids.includes(event.id),
    isConfirmed: ({ event }) => event.type === 'modals.result' && event.confirmed,
    failedWith: ({ event }, params: { code: string }) =>
      'error' in event && failureCode(event.error) === params.code,
  },
}).createMachine({
  id: 'content',
  context: {
    request: null,
    queryServiceUrl: '',
    commenter: { isLoggedIn: false, blocked: false },
    ...NO_PAGE,
  },
  initial: 'waiting',
  on: {
    'app.ready': {
      target: '.waiting',
      actions: {
        type: 'storeRequest',
        params: ({ event }) => ({
          request: event.request,
          queryServiceUrl: event.config.queryServiceUrl,
          commenter: {
            isLoggedIn: event.guest.isLoggedIn,
            blocked: event.guest.isBlockedForComments,
          },
        }),
      },
    },
    'content.open': {
      target: '.waiting',
      actions: { type: 'storeRef', params: ({ event }) => ({ ref: refOf(event) }) },
    },
    'content.close': { target: '.waiting', actions: 'forget' },
  },
  states: {
    /** Before the guest is known, or with no content page open: an opened page waits here. */
    waiting: {
      always: { guard: 'canLoad', target: 'loading' },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadItem',
        src: 'loadItem',
        input: ({ context }) => shownItemOf(context),
        onDone: {
          target: 'shown',
          actions: [
            { type: 'storeItem', params: ({ event }) => ({ item: event.output }) },
            'trackProfileVisit',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The item could not be loaded: the error, and a retry. */
    failed: { on: { 'content.retry': 'loading' } },
    shown: {
      type: 'parallel',
      entry: 'watchGates',
      // A page loaded again (a new session, another item) waits for fresh answers.
      exit: ['unwatchGates', 'forgetGates'],
      on: {
        'gate.answer': {
          guard: { type: 'isStanding', params: ({ event }) => ({ answer: event }) },
          actions: { type: 'storeGate', params: ({ event }) => ({ answer: event }) },
        },
        // The video's buying options (content.offers): the day, and the guest's vouchers.
        'content.clockRead': {
          actions: [
            { type: 'storeToday', params: ({ event }) => ({ now: event.now }) },
            'rewatchBuy',
          ],
        },
        'content.vouchersLoaded': {
          actions: {
            type: 'storeVouchers',
            params: ({ event }) => ({ vouchers: event.vouchers }),
          },
        },
      },
      states: {
        purchase: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'ui.buy': [
                  // Nothing to buy twice, nor what a VIP30 subscription already gives.
                  { guard: 'isBought' },
                  { guard: 'vip30Included' },
                  {
                    guard: 'isAlbum',
                    target: 'askingToBuy',
                    actions: [
                      'tellAlbumIncentives',
                      { type: 'storePayment', params: { payment: 'money' } },
                    ],
                  },
                  {
                    target: 'askingToBuy',
                    actions: { type: 'storePayment', params: { payment: 'money' } },
                  },
                ],
                'ui.buyWithVoucher': {
                  guard: and(['hasVoucher', 'isVideo', not('vip30Included')]),
                  target: 'askingToBuy',
                  actions: { type: 'storePayment', params: { payment: 'voucher' } },
                },
                // A VIP30 offer not yet playing whole: joined, or (a subscriber) watched.
                'ui.joinVip30': {
                  guard: and(['isVip30Offer', not('canWatchWhole')]),
                  target: 'askingVip',
                },
                'ui.verifyAge': 'askingToVerify',
                'content.watchPreview': {
                  guard: 'hasPreviewClip',
                  target: 'watching',
                  actions: 'openVideoPlayer',
                },
              },
            },
            /** The gate decides about the purchase (its answer comes within the same step). */
            askingToBuy: {
              entry: 'askToBuy',
              on: {
                'gate.answer': {
                  guard: {
                    type: 'answers',
                    params: ({ event }) => ({ answer: event, action: 'buy' as const }),
                  },
                  target: 'deciding',
                  actions: {
                    type: 'storeDecision',
                    params: ({ event }) => ({ decision: decisionOf(event) }),
                  },
                },
              },
            },
            /** The gate decides whether the guest may watch the VIP30 offer (login, age, VIP abo). */
            askingVip: {
              entry: 'askVip',
              on: {
                'gate.answer': {
                  guard: {
                    type: 'answers',
                    params: ({ event }) => ({ answer: event, action: 'vipContent' as const }),
                  },
                  target: 'deciding',
                  actions: {
                    type: 'storeDecision',
                    params: ({ event }) => ({ decision: decisionOf(event) }),
                  },
                },
              },
            },
            /** The gate decides whether the gated media need the age check (or a login first). */
            askingToVerify: {
              entry: 'askToVerifyAge',
              on: {
                'gate.answer': [
                  {
                    guard: {
                      type: 'allows',
                      params: ({ event }) => ({ answer: event, action: 'avsContent' as const }),
                    },
                    target: 'idle',
                  },
                  {
                    guard: {
                      type: 'answers',
                      params: ({ event }) => ({ answer: event, action: 'avsContent' as const }),
                    },
                    target: 'deciding',
                    actions: {
                      type: 'storeDecision',
                      params: ({ event }) => ({ decision: decisionOf(event) }),
                    },
                  },
                ],
              },
            },
            /** The gate's decision: a box, a pay-tour flow, or the purchase. */
            deciding: {
              always: [
                { guard: 'needsMoney', target: 'toppingUp', actions: 'openNotEnoughMoney' },
                {
                  guard: 'needsAgeCheck',
                  target: 'checkingAge',
                  actions: ['awaitAgeCheck', 'openAgeCheck'],
                },
                { guard: 'canOpenRestriction', target: 'restricted' },
                // Login turned off by configuration: nothing to offer, the page stays.
                { guard: 'isRestricted', target: 'idle' },
                { guard: 'vipAllowed', target: 'reloading' },
                { target: 'buying' },
              ],
            },
            /** The not-enough-money box is open: a top-up that succeeds buys at once. */
            toppingUp: {
              on: {
                'modals.result': [
                  {
                    guard: and([
                      { type: 'isResultOf', params: { ids: [CONTENT_MODALS.notEnoughMoney] } },
                      'isConfirmed',
                    ]),
                    target: 'buying',
                  },
                  {
                    guard: { type: 'isResultOf', params: { ids: [CONTENT_MODALS.notEnoughMoney] } },
                    target: 'idle',
                  },
                ],
              },
            },
            /** The age-check box (or its avs flow) is open; an acceptance shows the media. */
            checkingAge: {
              on: {
                'modals.result': {
                  guard: { type: 'isResultOf', params: { ids: CONTENT_MODALS.ageCheck } },
                  target: 'idle',
                },
              },
            },
            /**
             * The preview clip plays in its box. Its button means buy, asked of the gate then (a
             * top-up made in the box counts).
             */
            watching: {
              on: {
                'modals.result': [
                  {
                    guard: and([
                      { type: 'isResultOf', params: { ids: [CONTENT_MODALS.videoPlayer] } },
                      'isConfirmed',
                      or(['isBought', 'vip30Included']),
                    ]),
                    target: 'idle',
                  },
                  {
                    guard: and([
                      { type: 'isResultOf', params: { ids: [CONTENT_MODALS.videoPlayer] } },
                      'isConfirmed',
                    ]),
                    target: 'askingToBuy',
                  },
                  {
                    guard: { type: 'isResultOf', params: { ids: [CONTENT_MODALS.videoPlayer] } },
                    target: 'idle',
                  },
                ],
              },
            },
            /**
             * The gate opens login, signup or an abo (asked again with `openFlow`): the guest is
             * there. A successful flow resumes the purchase; any other end gives it up.
             */
            restricted: {
              entry: 'askToOpen',
              on: {
                'gate.answer': {
                  guard: { type: 'flowNotNeeded', params: ({ event }) => ({ answer: event }) },
                  target: 'idle',
                },
                'gate.resumed': [
                  {
                    guard: {
                      type: 'resumedBuy',
                      params: ({ event }) => ({ resumed: event, success: true }),
                    },
                    target: 'resuming',
                  },
                  // The VIP subscription was taken: the offer is loaded again, to be watched.
                  {
                    guard: {
                      type: 'resumedVip',
                      params: ({ event }) => ({ resumed: event, success: true }),
                    },
                    target: 'reloading',
                  },
                  {
                    guard: { type: 'isFlowResumed', params: ({ event }) => ({ resumed: event }) },
                    target: 'idle',
                  },
                ],
                'ui.buy': 'idle',
              },
            },
            /**
             * After a successful flow the gate decides again: the purchase, or a box of its own
             * (top-up, age check); a restriction still in the way is not opened a second time
             * (a login's page reload is under way).
             */
            resuming: {
              entry: 'askToBuy',
              on: {
                'gate.answer': [
                  {
                    guard: { type: 'resumes', params: ({ event }) => ({ answer: event }) },
                    target: 'deciding',
                    actions: {
                      type: 'storeDecision',
                      params: ({ event }) => ({ decision: decisionOf(event) }),
                    },
                  },
                  {
                    guard: {
                      type: 'answers',
                      params: ({ event }) => ({ answer: event, action: 'buy' as const }),
                    },
                    target: 'idle',
                  },
                ],
              },
            },
            /** The VIP30 offer is the guest's to watch: the item again, with its playlist. */
            reloading: {
              tags: 'busy',
              invoke: {
                id: 'reloadItem',
                src: 'reloadItem',
                input: ({ context }) => shownItemOf(context),
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeItem', params: ({ event }) => ({ item: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            buying: {
              tags: 'busy',
              entry: 'clearError',
              invoke: {
                id: 'buyItem',
                src: 'buyItem',
                input: ({ context }) => ({ ...shownItemOf(context), payWith: context.payment }),
                onDone: [
                  {
                    guard: 'paidByVoucher',
                    target: 'idle',
                    actions: [
                      { type: 'storeItem', params: ({ event }) => ({ item: event.output.item }) },
                      'tellVouchersSpent',
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [
                      { type: 'storeItem', params: ({ event }) => ({ item: event.output.item }) },
                      'reloadBalance',
                    ],
                  },
                ],
                onError: [
                  // The server finds the balance short (e.g. spent in another tab): the same box.
                  {
                    guard: {
                      type: 'failedWith',
                      params: { code: BUY_FAILURES.insufficientBalance },
                    },
                    target: 'toppingUp',
                    actions: 'openNotEnoughMoney',
                  },
                  {
                    guard: { type: 'failedWith', params: { code: BUY_FAILURES.needAgeCheck } },
                    target: 'checkingAge',
                    actions: ['awaitAgeCheck', 'openAgeCheck'],
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'storeError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
          },
        },
        /**
         * A video's likes and dislikes (`content.rating`); an album's likes, dislikes and comments
         * (`content.albumRating`, `content.albumComments`, from the album's facts).
         */
        rating: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'isVideo', target: 'rated' }, { target: 'album' }],
            },
            none: {},
            album: {
              invoke: [
                {
                  src: 'albumRating',
                  id: ALBUM_RATING,
                  systemId: ALBUM_RATING,
                  input: ({ context }) => albumRatingInput(context),
                  onError: 'none',
                },
                {
                  src: 'albumComments',
                  id: ALBUM_COMMENTS,
                  systemId: ALBUM_COMMENTS,
                  input: ({ context }) => albumCommentsInput(context),
                  onError: 'none',
                },
              ],
            },
            /** A video's children: its rating, and scrubbing over its preview thumbnails. */
            rated: {
              invoke: [
                {
                  src: 'videoRating',
                  id: VIDEO_RATING,
                  systemId: VIDEO_RATING,
                  input: ({ context }) => videoRatingInput(context),
                  // A rating that broke takes only itself away: the video page stays (issue 23 §4).
                  onError: 'none',
                },
                {
                  src: 'previewScrub',
                  id: CONTENT_SCRUB,
                  systemId: CONTENT_SCRUB,
                  input: ({ context }) => previewScrubInput(context),
                  onError: 'none',
                },
                {
                  src: 'videoOffers',
                  id: CONTENT_OFFERS,
                  systemId: CONTENT_OFFERS,
                  input: ({ context }) => videoOffersInput(context),
                  onError: 'none',
                },
              ],
            },
          },
        },
        /**
         * The whole video: locked until the item comes with its playlist (after a purchase the
         * bought item does), then it plays in `content.player` while the page is shown.
         */
        watch: {
          initial: 'locked',
          states: {
            locked: { always: { guard: 'canWatchWhole', target: 'watching' } },
            watching: {
              entry: 'startPlayer',
              exit: 'stopPlayer',
              on: {
                'scrub.chosen': {
                  actions: {
                    type: 'seekPlayer',
                    params: ({ event }) => ({ second: event.second }),
                  },
                },
              },
            },
          },
        },
        preview: {
          initial: 'stopped',
          states: {
            stopped: {
              on: {
                'content.previewPlay': {
                  guard: 'hasPreviews',
                  target: 'playing',
                  actions: 'rewindPreview',
                },
              },
            },
            /** One frame after the other; the last one ends the preview. */
            playing: {
              after: {
                PREVIEW_FRAME: [
                  { guard: 'hasNextFrame', target: 'playing', reenter: true, actions: 'nextFrame' },
                  { target: 'ended', actions: 'tellPreviewEnded' },
                ],
              },
              on: { 'content.previewStop': 'stopped' },
            },
            ended: {
              on: {
                'content.previewPlay': { target: 'playing', actions: 'rewindPreview' },
              },
            },
          },
        },
      },
    },
  },
});
