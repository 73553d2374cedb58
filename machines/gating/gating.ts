import { topUpAmount } from '../payTour/payTour.options.ts';
import type { PayFlow, PayTourOpenEvent } from '../shared/domainEvents.ts';
import { hasChatBalance, MIN_CHAT_BALANCE, type CurrencyCode } from '../shared/money.ts';

/**
 * Gating (seed 000 §4 restriction reasons, §5, §6): one decision that tells, for any guarded
 * action, whether it may run or which restriction reason stands in the way, and what that reason
 * opens in the pay tour. Views ask it through `gating.selectors.ts`; nothing re-derives it.
 */

/** The four restriction reasons of the spec, in the order they are checked. */
export const RESTRICTION_REASONS = [
  'needLogin',
  'needAgeCheck',
  'needAbo',
  'needPurchase',
] as const;
export type RestrictionReason = (typeof RESTRICTION_REASONS)[number];

/** What a guarded action requires (see `GUARDED_ACTIONS`). */
interface GuardRule {
  ageCheck: boolean;
  abo: 'vipabo' | 'vxtvabo' | null;
  balance: 'chatMinimum' | 'price' | null;
  /** Open to visitors: none of the guest's facts stands in its way, only the platform's refusal. */
  visitors?: true;
  /** What a refusal for money opens instead of a top-up of the balance. */
  purchaseFlow?: PayFlow;
}

/**
 * What each guarded action requires beyond a login. Every action but the anonymous voice call
 * needs a logged-in guest (realtime features, purchases and subscriptions all do, §6).
 * - `ageCheck`: adult content or contact (chats, messages, media marked `avsRequired`, purchases).
 * - `abo`: a subscription flow (VIP club content, TV content).
 * - `balance`: money on the account: the chat minimum (0,50 €) or the item's price.
 */
const GUARDED_ACTIONS = {
  /** Favourites, notifications and other realtime features (§6). */
  favorite: { ageCheck: false, abo: null, balance: null },
  /** The guest's own pages (her mediathek): a login is all they need. */
  account: { ageCheck: false, abo: null, balance: null },
  /** Writing in the messenger (paid messages, gifts). */
  message: { ageCheck: true, abo: null, balance: null },
  /** Sending a gift or a toy control: its price must be covered. */
  gift: { ageCheck: true, abo: null, balance: 'price' },
  /** A live, voyeur or video chat: the chat minimum balance (§5). */
  chat: { ageCheck: true, abo: null, balance: 'chatMinimum' },
  /** Buying a video, photo album or ticket show: its price must be covered. */
  buy: { ageCheck: true, abo: null, balance: 'price' },
  /** Media and pages marked `avsRequired`. */
  avsContent: { ageCheck: true, abo: null, balance: null },
  /** VIP club content (VIP30, VIP videos). */
  vipContent: { ageCheck: true, abo: 'vipabo', balance: null },
  /** TV livestream and media library. */
  tvContent: { ageCheck: true, abo: 'vxtvabo', balance: null },
  /**
   * The anonymous voice call (issue #19 §6): a visitor calls too, and pays the call by phone
   * (the voice flow), not from a balance. Only the platform's refusal (4002, credit needed)
   * stands in its way; the gate opens the voice flow for it and resumes the call after.
   */
  voiceCall: {
    ageCheck: false,
    abo: null,
    balance: null,
    visitors: true,
    purchaseFlow: 'voicecall',
  },
} as const satisfies Record<string, GuardRule>;
export type GuardedAction = keyof typeof GUARDED_ACTIONS;
export const GUARDED_ACTION_NAMES = Object.keys(GUARDED_ACTIONS) as GuardedAction[];

/** Everything the decision reads about the guest and the platform's configuration. */
export interface GateFacts {
  isLoggedIn: boolean;
  /** The browser carries the platform's account cookie: offer login rather than signup. */
  hasAccountCookie: boolean;
  avsAccepted: boolean;
  isVip: boolean;
  /** A TV subscriber or a premium guest (premium includes TV, §5). */
  hasTv: boolean;
  balance: number;
  isPayingCustomer: boolean;
  /** Force-payment guests must have paid before they chat or write (§3, §6). */
  isForcePayment: boolean;
  /** Login can be turned off by configuration: then nothing offers login or signup (§5, §6). */
  loginEnabled: boolean;
  /** Age verification forced by configuration: every guarded action needs it (§6). */
  forceAvs: boolean;
}

/**
 * What each owner tells the gate (`gate.factsChanged`) when it changes: the guest machine its
 * login, account, abos and balance (with the balance's currency), age verification its status
 * and whether the configuration forces it, bootstrap whether login is on.
 */
export type GuestGateFacts = Pick<
  GateFacts,
  | 'isLoggedIn'
  | 'hasAccountCookie'
  | 'isVip'
  | 'hasTv'
  | 'balance'
  | 'isPayingCustomer'
  | 'isForcePayment'
> & { currency: CurrencyCode };
export type AvsGateFacts = Pick<GateFacts, 'avsAccepted' | 'forceAvs'>;
export type ConfigGateFacts = Pick<GateFacts, 'loginEnabled'>;

/** The facts before any owner spoke: a visitor, nothing verified, login off until the config says. */
export const UNKNOWN_GATE_FACTS: GateFacts & { currency: CurrencyCode } = {
  isLoggedIn: false,
  hasAccountCookie: false,
  avsAccepted: false,
  isVip: false,
  hasTv: false,
  balance: 0,
  isPayingCustomer: false,
  isForcePayment: false,
  loginEnabled: false,
  forceAvs: false,
  currency: 'EUR',
};

/** What the guest wants to do: the action and, for purchases, the price in the balance's currency. */
export interface GateRequest {
  action: GuardedAction;
  price?: number;
  /** The platform refused the act for this reason: it stands if nothing else does. */
  refused?: RestrictionReason;
}

export type GateDecision =
  | { allowed: true; reason: null; open: null }
  | { allowed: false; reason: RestrictionReason; open: PayTourOpenEvent | null };

const ALLOWED: GateDecision = { allowed: true, reason: null, open: null };

function openFlow(flow: PayFlow): PayTourOpenEvent {
  return { type: 'payTour.open', flow };
}

/** The restriction reason that stands first in the way of `request`, or null. */
function restrictionOf(request: GateRequest, facts: GateFacts): RestrictionReason | null {
  const rule: GuardRule = GUARDED_ACTIONS[request.action];
  if (rule.visitors) return request.refused ?? null;
  if (!facts.isLoggedIn) return 'needLogin';
  if ((rule.ageCheck || facts.forceAvs) && !facts.avsAccepted) return 'needAgeCheck';
  if (rule.abo === 'vipabo' && !facts.isVip) return 'needAbo';
  if (rule.abo === 'vxtvabo' && !facts.hasTv) return 'needAbo';
  if (rule.balance === 'chatMinimum' && !hasChatBalance(facts.balance)) return 'needPurchase';
  if (rule.balance === 'price' && facts.balance < (request.price ?? 0)) return 'needPurchase';
  const contact = request.action === 'chat' || request.action === 'message';
  if (contact && facts.isForcePayment && !facts.isPayingCustomer) return 'needPurchase';
  return request.refused ?? null;
}

/**
 * What the top-up for a short balance preselects (`selectedAmount`, decision 0032): the amount
 * missing for the act (its price, or the chat minimum, less the balance), rounded up to the
 * payment client's steps; none when no money is missing (a force-payment guest's first payment).
 */
function topUpOptions(request: GateRequest, facts: GateFacts): Record<string, unknown> {
  const rule = GUARDED_ACTIONS[request.action];
  const needed =
    rule.balance === 'chatMinimum'
      ? MIN_CHAT_BALANCE
      : rule.balance === 'price'
        ? (request.price ?? 0)
        : 0;
  const amount = topUpAmount(needed - facts.balance);
  return amount === null ? {} : { selectedAmount: amount };
}

/** What a restriction reason opens: login or signup (by the account cookie), age check, abo, top-up. */
function openingOf(
  reason: RestrictionReason,
  request: GateRequest,
  facts: GateFacts,
): PayTourOpenEvent | null {
  const { action } = request;
  switch (reason) {
    case 'needLogin':
      if (!facts.loginEnabled) return null;
      return openFlow(facts.hasAccountCookie ? 'login' : 'signup');
    case 'needAgeCheck':
      return openFlow('avs');
    case 'needAbo':
      return openFlow(GUARDED_ACTIONS[action].abo ?? 'vipabo');
    case 'needPurchase': {
      const rule: GuardRule = GUARDED_ACTIONS[action];
      if (rule.purchaseFlow) return openFlow(rule.purchaseFlow);
      const options = topUpOptions(request, facts);
      return Object.keys(options).length > 0
        ? { ...openFlow('moneycharge'), options }
        : openFlow('moneycharge');
    }
  }
}

/**
 * @example
 * decideGate({ action: 'chat' }, facts);
 * // { allowed: false, reason: 'needPurchase',
 * //   open: { type: 'payTour.open', flow: 'moneycharge', options: { selectedAmount: 10 } } }
 */
export function decideGate(request: GateRequest, facts: GateFacts): GateDecision {
  const reason = restrictionOf(request, facts);
  if (reason === null) return ALLOWED;
  return { allowed: false, reason, open: openingOf(reason, request, facts) };
}
