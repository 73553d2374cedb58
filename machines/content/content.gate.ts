import type {
  GateAnswerEvent,
  GateAskEvent,
  GateResumedEvent,
  GateUnwatchEvent,
  GateWatchEvent,
} from '../gating/gating.machine.ts';
import { priceToPay } from './content.offers.ts';
import type {
  BuyDecision,
  ContentContext,
  ContentGate,
  ContentItem,
  ContentPayment,
} from './content.types.ts';

/**
 * What the content page asks of the one gating decision (machines/gating) and how it reads the
 * answers: the asks themselves, and the guards that tell one ask's answer from another's.
 */

/**
 * The tickets of content's asks of the gate: the standing asks whose answers the page shows (the
 * buy button's label, the gated media), and the ask that opens a restriction's flow.
 */
export const CONTENT_GATE_TICKETS = {
  buy: 'content.buyGate',
  media: 'content.mediaGate',
  vip: 'content.vipGate',
  flow: 'content.flow',
} as const;

/** Nothing to pay in money: a video voucher pays. */
const NO_MONEY = { value: 0, currency: 'EUR' } as const;

/**
 * Buying the item at what the guest pays (converted to the balance's currency by the gate): its
 * price, the daily-bonus price of `today`, or nothing when a video voucher pays (the gate still
 * asks for the login and the age check).
 */
export const buyAsk = (
  item: ContentItem | null,
  today: string | null,
  payment: ContentPayment = 'money',
): GateAskEvent => ({
  type: 'gate.ask',
  action: 'buy',
  price: payment === 'voucher' ? NO_MONEY : priceToPay(item, today),
  replyTo: 'content',
});

/** Watching a VIP30 offer as a VIP30 subscriber (the gate's `vipContent`: login, age, VIP abo). */
export const VIP_ASK: GateAskEvent = { type: 'gate.ask', action: 'vipContent', replyTo: 'content' };

/**
 * The last decision's ask again with `openFlow`: the gate opens the restriction's flow (login,
 * signup, abo) and tells `content` when it ends (`gate.resumed`).
 */
export const flowAsk = (
  item: ContentItem | null,
  decision: BuyDecision | null,
  today: string | null,
): GateAskEvent => ({
  type: 'gate.ask',
  action: decision?.action ?? 'buy',
  price: priceToPay(item, today),
  replyTo: 'content',
  ticket: CONTENT_GATE_TICKETS.flow,
  openFlow: true,
});

/** Seeing the gated media: the age check (or a login first). */
export const AGE_CHECK_ASK: GateAskEvent = {
  type: 'gate.ask',
  action: 'avsContent',
  replyTo: 'content',
};

/** The standing ask about buying the item at today's price (sent again once the day is known). */
export const buyWatch = (item: ContentItem | null, today: string | null): GateWatchEvent => ({
  type: 'gate.watch',
  action: 'buy',
  price: priceToPay(item, today),
  replyTo: 'content',
  ticket: CONTENT_GATE_TICKETS.buy,
});

/**
 * The standing asks for the shown item: buying it, its gated media, and for a VIP30 offer
 * watching it as a VIP30 subscriber.
 */
export const standingAsks = (item: ContentItem | null, today: string | null): GateWatchEvent[] => [
  buyWatch(item, today),
  {
    type: 'gate.watch',
    action: 'avsContent',
    replyTo: 'content',
    ticket: CONTENT_GATE_TICKETS.media,
  },
  ...(item?.isVip30Offer
    ? [
        {
          type: 'gate.watch',
          action: 'vipContent',
          replyTo: 'content',
          ticket: CONTENT_GATE_TICKETS.vip,
        } as const,
      ]
    : []),
];

/** The standing asks of `standingAsks(item)` taken back. */
export const standingUnwatch = (item: ContentItem | null): GateUnwatchEvent[] =>
  standingAsks(item, null).map(({ ticket }) => ({
    type: 'gate.unwatch',
    replyTo: 'content',
    ticket,
  }));

const STANDING: Record<string, keyof ContentContext['gates']> = {
  [CONTENT_GATE_TICKETS.buy]: 'buy',
  [CONTENT_GATE_TICKETS.media]: 'media',
  [CONTENT_GATE_TICKETS.vip]: 'vip',
};

/** The standing answers with this one kept (the buy button's, the gated media's or the VIP30's). */
export function withStandingAnswer(
  gates: ContentContext['gates'],
  answer: GateAnswerEvent,
): ContentContext['gates'] {
  const which = STANDING[answer.ticket ?? ''] ?? 'media';
  const gate: ContentGate = { allowed: answer.allowed, reason: answer.reason };
  return { ...gates, [which]: gate };
}

export type Asked = { answer: GateAnswerEvent; action: GateAnswerEvent['action'] };

/** How the machine's guards read the gate's answers (by ticket and action). */
export const gateAnswer = {
  /**
   * The gate's answer to the ask about `action` (an answer to an older ask of another kind is
   * not, nor a standing answer, nor the answer of the ask that opened a flow).
   */
  answers: (params: Asked) =>
    params.answer.ticket === null && params.answer.action === params.action,
  /** The gate's answer about `action` found nothing in the way. */
  allows: (params: Asked) =>
    params.answer.ticket === null &&
    params.answer.action === params.action &&
    params.answer.allowed,
  /** A standing answer (the button's label, the gated media). */
  isStanding: (params: { answer: GateAnswerEvent }) =>
    params.answer.ticket !== null && params.answer.ticket in STANDING,
  /** The answer of the ask that opens the flow: allowed by now, or nothing to open. */
  flowNotNeeded: (params: { answer: GateAnswerEvent }) =>
    params.answer.ticket === CONTENT_GATE_TICKETS.flow &&
    (params.answer.allowed || params.answer.open === null),
  /** The restriction's flow ended: `success` as given, for the purchase. */
  resumedBuy: (params: { resumed: GateResumedEvent; success: boolean }) =>
    params.resumed.ticket === CONTENT_GATE_TICKETS.flow &&
    params.resumed.action === 'buy' &&
    params.resumed.success === params.success,
  /** The VIP subscription's flow ended: `success` as given, for the VIP30 offer. */
  resumedVip: (params: { resumed: GateResumedEvent; success: boolean }) =>
    params.resumed.ticket === CONTENT_GATE_TICKETS.flow &&
    params.resumed.action === 'vipContent' &&
    params.resumed.success === params.success,
  isFlowResumed: (params: { resumed: GateResumedEvent }) =>
    params.resumed.ticket === CONTENT_GATE_TICKETS.flow,
  /**
   * After a flow, the answer about buying lets the purchase go on: allowed, or a reason with a
   * box of content's own (the not-enough-money or the age-check box).
   */
  resumes: (params: { answer: GateAnswerEvent }) =>
    params.answer.ticket === null &&
    params.answer.action === 'buy' &&
    (params.answer.allowed ||
      params.answer.reason === 'needPurchase' ||
      params.answer.reason === 'needAgeCheck'),
};
