import { assign, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import type { ActTakenEvent } from '../payTour/payTour.loginAct.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import { tellPurchased } from '../shared/purchases.ts';
import type { GateAnswerEvent } from '../gating/gating.machine.ts';
import type { RestrictionReason } from '../gating/gating.ts';
import { playerMachine } from '../player/player.machine.ts';
import { videoRatingMachine } from './videoRating.machine.ts';
import { albumRatingMachine } from './albumRating.machine.ts';
import { albumCommentsMachine } from './albumComments.machine.ts';
import { previewScrubMachine } from './previewScrub.machine.ts';
import { CONTENT_OFFERS, videoOffersMachine } from './videoOffers.machine.ts';
import { AWAIT_AGE_CHECK, gateBoxes, videoPlayerBox } from './content.boxes.ts';
import { albumBuying, previewEnded } from './content.incentives.ts';
import {
  actTargetOf,
  asksOf,
  boughtWith,
  buyAct,
  buyWatch,
  CONTENT_ASKS,
  isStandingAnswer,
  priceAsked,
  standingAsks,
  standingUnwatch,
  withStandingAnswer,
} from './content.gate.ts';
import { platformDay, usableVideoVouchers, vip30Included } from './content.offers.ts';
import type {
  BuyDecision,
  ContentAsk,
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
import { purchaseTracking } from './content.tracking.ts';

/** The system id of the player of a video the guest may watch whole (views/media/HlsPlayer.tsx). */
export const CONTENT_PLAYER = 'content.player';

/** How long one preview frame of a video stays before the next (the preview is a frame show). */
export const PREVIEW_FRAME_MS = 1500;

const NO_GATES: ContentContext['gates'] = { buy: null, media: null, vip: null };

/** What a page keeps of its item: nothing, before one is open or after it closed. */
const NO_PAGE: Omit<ContentContext, 'request' | 'queryServiceUrl' | 'commenter'> = {
  ref: null,
  item: null,
  error: null,
  frame: 0,
  asked: { action: 'buy', afterFlow: false },
  decision: null,
  gates: NO_GATES,
  today: null,
  vouchers: null,
  payment: 'money',
};

/**
 * The shown item's request and reference: the reference is set by `content.open` before any
 * state that loads or buys runs, so its absence there is a bug in this machine, said as such (not
 * a `!` assertion).
 */
export function shownItemOf(context: ContentContext): { request: RequestInput; ref: ContentRef } {
  const { request, ref } = context;
  if (!ref) throw new Error('content: no item is shown');
  return { request, ref };
}

/** The domain's context from its input (issue 52 §3): the session, and no page open yet. */
export const contentContextOf = ({ config, guest, request }: DomainInput): ContentContext => ({
  request,
  queryServiceUrl: config.queryServiceUrl,
  commenter: { isLoggedIn: guest.isLoggedIn, blocked: guest.isBlockedForComments },
  ...NO_PAGE,
});

/** The boxes the gate opens for content's refused act, with the page's figures and language. */
const boxesOf = (context: ContentContext) =>
  gateBoxes(context.item, context.decision, context.today, context.request.language);

/** The content machine's types, children, delays and named implementations (content.machine.ts). */
export const contentSetup = setup({
  types: {
    context: {} as ContentContext,
    events: {} as ContentEvent,
    input: {} as DomainInput,
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
    storeRef: assign((_, params: { ref: ContentRef }) => ({ ...NO_PAGE, ref: params.ref })),
    forget: assign(NO_PAGE),
    storeItem: assign((_, params: { item: ContentItem }) => ({ item: params.item, error: null })),
    storeError: assign({ error: (_, params: { error: unknown }) => failureCode(params.error) }),
    clearError: assign({ error: null }),
    storeDecision: assign((_, params: { decision: BuyDecision }) => ({
      decision: params.decision,
      error: null,
    })),
    storeAsk: assign((_, params: { action: ContentAsk['action'] }) => ({
      asked: { action: params.action, afterFlow: false },
    })),
    /**
     * The platform refused the purchase (402: short of money, 403: no age check): the gate is
     * told so with the ask that opens the flow, as its facts may be older.
     */
    storeRefusal: assign(({ context }, params: { reason: RestrictionReason }) => ({
      asked: { ...context.asked, refused: params.reason },
      decision: {
        action: context.asked.action,
        reason: params.reason,
        open: null,
        balance: context.decision?.balance ?? null,
      },
    })),
    /** The flow the gate opened for the ask went well: the gate is asked again. */
    markAfterFlow: assign(({ context }) => ({
      asked: { action: context.asked.action, afterFlow: true },
    })),
    // The ask of the guest's act (`asked`), through its gate client: each asks only for its act.
    askToBuy: CONTENT_ASKS.buy.decide.askWith(({ context }: { context: ContentContext }) =>
      context.asked.action === 'buy'
        ? { price: priceAsked(context.item, context.today, context.payment) }
        : null,
    ),
    askVip: CONTENT_ASKS.vipContent.decide.askWith(({ context }: { context: ContentContext }) =>
      context.asked.action === 'vipContent' ? {} : null,
    ),
    askToVerifyAge: CONTENT_ASKS.avsContent.decide.askWith(
      ({ context }: { context: ContentContext }) =>
        context.asked.action === 'avsContent' ? {} : null,
    ),
    // The same ask with `openFlow`: the gate opens what stands in the way (login, signup, abo,
    // and content's own boxes for a short balance or a missing age check) and resumes the act
    // when it went through. A visitor's login reloads the page: the purchase goes with the ask,
    // to resume after it.
    openBuyFlow: CONTENT_ASKS.buy.open.askWith(({ context }: { context: ContentContext }) =>
      context.asked.action === 'buy'
        ? {
            price: priceAsked(context.item, context.today, context.payment),
            boxes: boxesOf(context),
            ...(context.asked.refused ? { refused: context.asked.refused } : {}),
            ...(context.ref ? { loginAction: buyAct(context.ref, context.payment) } : {}),
          }
        : null,
    ),
    /** A logged-in guest's page asks whether a purchase of hers waits from before a login. */
    takeAct: toSystem('payTour', ({ context }: { context: ContentContext }) =>
      context.commenter.isLoggedIn && context.ref
        ? [
            {
              type: 'payTour.takeAct' as const,
              replyTo: 'content' as const,
              target: actTargetOf(context.ref),
            },
          ]
        : [],
    ),
    /** The purchase handed back after the login: paid as it was, asked of the gate again. */
    storeBoughtWith: assign((_, params: { event: ActTakenEvent }) => ({
      payment: boughtWith(params.event) ?? 'money',
      asked: { action: 'buy' as const, afterFlow: false },
    })),
    openVipFlow: CONTENT_ASKS.vipContent.open.askWith(({ context }: { context: ContentContext }) =>
      context.asked.action === 'vipContent' ? {} : null,
    ),
    openAgeFlow: CONTENT_ASKS.avsContent.open.askWith(({ context }: { context: ContentContext }) =>
      context.asked.action === 'avsContent' ? { boxes: boxesOf(context) } : null,
    ),
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
    rewindPreview: assign({ frame: 0 }),
    nextFrame: assign({ frame: ({ context }) => context.frame + 1 }),
    trackProfileVisit: toSystem('consent', ({ context }: { context: ContentContext }) => ({
      type: 'tracking.profileVisit' as const,
      actorName: context.item?.actorName ?? context.ref?.actorName ?? '',
    })),
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
    /** A bought video or album is tracked (content.tracking.ts) through the consent machine. */
    trackPurchase: toSystem('consent', ({ context }: { context: ContentContext }) =>
      purchaseTracking(context),
    ),
    /** The lists that may show the bought item learn it (machines/shared/purchases.ts). */
    tellPurchased: tellPurchased(({ context }: { context: ContentContext }) => context.item),
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
    /** The gate's answer to the guest's ask (not a standing one, nor the flow's). */
    answered: ({ context, event }) => asksOf(context.asked).decide.answered({ event }),
    isStanding: ({ event }) => event.type === 'gate.answer' && isStandingAnswer(event),
    /** The answer of the ask that opens the flow: allowed by now, or nothing to open. */
    flowNotNeeded: ({ context, event }) =>
      asksOf(context.asked).open.answered({ event }) &&
      !asksOf(context.asked).open.refusedWithFlow({ event }),
    /** The flow the gate opened for the ask went well. */
    flowResumed: ({ context, event }) => asksOf(context.asked).open.resumed({ event }),
    /** The flow the gate opened for the ask ended, well or not. */
    flowEnded: ({ context, event }) => asksOf(context.asked).open.flowEnded({ event }),
    askedFor: ({ context }, params: { action: ContentAsk['action'] }) =>
      context.asked.action === params.action,
    askedAfterFlow: ({ context }) => context.asked.afterFlow,
    /** The pay tour handed back a purchase to carry out, of an item still for sale to her. */
    isBuyAct: ({ context }, params: { event: ActTakenEvent }) =>
      boughtWith(params.event) !== null &&
      context.item?.bought !== true &&
      !vip30Included(context.item, context.gates.vip),
    /** The gated media may be seen: nothing to do. */
    mediaAllowed: ({ context }) =>
      context.decision?.action === 'avsContent' && context.decision.reason === null,
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
});
