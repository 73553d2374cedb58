import type {
  GateAnswerEvent,
  GateAskEvent,
  GateResumedEvent,
  GateUnwatchEvent,
  GateWatchEvent,
} from '../gating/gating.machine.ts';
import { priceOf } from './content.figures.ts';
import type { BuyDecision, ContentContext, ContentGate, ContentItem } from './content.types.ts';

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
  flow: 'content.flow',
} as const;

/** Buying the item at its price (converted to the balance's currency by the gate). */
export const buyAsk = (item: ContentItem | null): GateAskEvent => ({
  type: 'gate.ask',
  action: 'buy',
  price: priceOf(item),
  replyTo: 'content',
});

/**
 * The last decision's ask again with `openFlow`: the gate opens the restriction's flow (login,
 * signup, abo) and tells `content` when it ends (`gate.resumed`).
 */
export const flowAsk = (item: ContentItem | null, decision: BuyDecision | null): GateAskEvent => ({
  type: 'gate.ask',
  action: decision?.action ?? 'buy',
  price: priceOf(item),
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

/** The standing asks for the shown item: buying it, and its gated media. */
export const standingAsks = (item: ContentItem | null): GateWatchEvent[] => [
  {
    type: 'gate.watch',
    action: 'buy',
    price: priceOf(item),
    replyTo: 'content',
    ticket: CONTENT_GATE_TICKETS.buy,
  },
  {
    type: 'gate.watch',
    action: 'avsContent',
    replyTo: 'content',
    ticket: CONTENT_GATE_TICKETS.media,
  },
];

export const STANDING_UNWATCH: GateUnwatchEvent[] = [
  CONTENT_GATE_TICKETS.buy,
  CONTENT_GATE_TICKETS.media,
].map((ticket) => ({ type: 'gate.unwatch', replyTo: 'content', ticket }));

/** The standing answers with this one kept (the buy button's or the gated media's). */
export function withStandingAnswer(
  gates: ContentContext['gates'],
  answer: GateAnswerEvent,
): ContentContext['gates'] {
  const which = answer.ticket === CONTENT_GATE_TICKETS.buy ? 'buy' : 'media';
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
    params.answer.ticket === CONTENT_GATE_TICKETS.buy ||
    params.answer.ticket === CONTENT_GATE_TICKETS.media,
  /** The answer of the ask that opens the flow: allowed by now, or nothing to open. */
  flowNotNeeded: (params: { answer: GateAnswerEvent }) =>
    params.answer.ticket === CONTENT_GATE_TICKETS.flow &&
    (params.answer.allowed || params.answer.open === null),
  /** The restriction's flow ended: `success` as given, for the purchase. */
  resumedBuy: (params: { resumed: GateResumedEvent; success: boolean }) =>
    params.resumed.ticket === CONTENT_GATE_TICKETS.flow &&
    params.resumed.action === 'buy' &&
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
