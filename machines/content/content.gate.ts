import type {
  GateAnswerEvent,
  GateUnwatchEvent,
  GateWatchEvent,
} from '../gating/gating.machine.ts';
import { gateClient } from '../gating/gateClient.ts';
import { resumeAfterLogin } from '../payTour/payTour.act.ts';
import type { ActTakenEvent } from '../payTour/payTour.loginAct.ts';
import { priceToPay } from './content.offers.ts';
import type {
  ContentAsk,
  ContentContext,
  ContentGate,
  ContentItem,
  ContentPayment,
  ContentRef,
} from './content.types.ts';

/**
 * What the content page asks of the one gating decision (machines/gating): its standing asks,
 * and its asks through the gate's clients (machines/gating/gateClient.ts), as every guarded
 * domain asks.
 */

/**
 * The tickets of content's standing asks, whose answers the page shows (the buy button's label,
 * the gated media, the VIP30 offer).
 */
export const CONTENT_GATE_TICKETS = {
  buy: 'content.buyGate',
  media: 'content.mediaGate',
  vip: 'content.vipGate',
} as const;

/**
 * What the guest asked for, as the gate's clients: buying the item, watching a VIP30 offer as a
 * subscriber, seeing the gated media. `decide` asks without `openFlow`: content shows its own box
 * for a short balance or a missing age check. `open` asks the same with `openFlow`: the gate
 * opens what else stands in the way (login or signup, an abo) and tells `content` when it ended
 * (`gate.resumed`).
 */
export const CONTENT_ASKS = {
  buy: {
    decide: gateClient({
      ticket: 'content.buy',
      action: 'buy',
      replyTo: 'content',
      openFlow: false,
    }),
    open: gateClient({ ticket: 'content.buyFlow', action: 'buy', replyTo: 'content' }),
  },
  vipContent: {
    decide: gateClient({
      ticket: 'content.vip',
      action: 'vipContent',
      replyTo: 'content',
      openFlow: false,
    }),
    open: gateClient({ ticket: 'content.vipFlow', action: 'vipContent', replyTo: 'content' }),
  },
  avsContent: {
    decide: gateClient({
      ticket: 'content.age',
      action: 'avsContent',
      replyTo: 'content',
      openFlow: false,
    }),
    open: gateClient({ ticket: 'content.ageFlow', action: 'avsContent', replyTo: 'content' }),
  },
} as const;

/** Nothing to pay in money: a video voucher pays. */
const NO_MONEY = { value: 0, currency: 'EUR' } as const;

/**
 * What the guest pays for the item (converted to the balance's currency by the gate): its
 * price, the daily-bonus price of `today`, or nothing when a video voucher pays (the gate still
 * asks for the login and the age check).
 */
export const priceAsked = (
  item: ContentItem | null,
  today: string | null,
  payment: ContentPayment = 'money',
) => (payment === 'voucher' ? NO_MONEY : priceToPay(item, today));

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

/** A standing answer (the button's label, the gated media). */
export const isStandingAnswer = (answer: GateAnswerEvent) =>
  answer.ticket !== null && answer.ticket in STANDING;

/** The act a visitor's purchase is kept as over her login's reload (payTour.act.ts). */
const BUY_ACT = 'buy';

/** What a kept act names: the shown item (`video:5101`, `album:6201`). */
export const actTargetOf = (ref: ContentRef) => `${ref.kind}:${ref.id}`;

/** The visitor's purchase of `ref`, paid with `payment`, kept over her login's reload. */
export const buyAct = (ref: ContentRef, payment: ContentPayment) =>
  resumeAfterLogin({
    client: 'content',
    name: BUY_ACT,
    target: actTargetOf(ref),
    data: { payment },
  });

/** How a purchase handed back after the login is paid; null when the act is none or not one. */
export function boughtWith(event: ActTakenEvent): ContentPayment | null {
  if (!event.shouldOpen || event.act?.name !== BUY_ACT) return null;
  return event.act.data?.payment === 'voucher' ? 'voucher' : 'money';
}

/** The clients of what the guest asked for. */
export const asksOf = (ask: ContentAsk) => CONTENT_ASKS[ask.action];
