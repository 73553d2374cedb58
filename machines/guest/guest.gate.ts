import type { GuestGateFacts } from '../gating/gating.ts';
import type { GuestState } from '../shared/session.types.ts';
import type { GuestContext } from './guest.types.ts';

/**
 * What the guest machine tells the gate (`gate.factsChanged`): the login, the account cookie, the
 * abos, the balance and its currency, whether she pays. A locked guest is logged out here; no
 * guest at all (a domain's test that runs no guest machine) is a visitor.
 */
export function guestGateFacts(
  context: Pick<GuestContext, 'hasAccountCookie'> & { guest: GuestState | null },
): GuestGateFacts {
  const guest = context.guest;
  const isLoggedIn = guest !== null && guest.isLoggedIn && !guest.isLocked;
  return {
    isLoggedIn,
    hasAccountCookie: context.hasAccountCookie === true,
    isVip: guest?.isVip ?? false,
    hasTv: (guest?.isTvSubscriber ?? false) || (guest?.isPremium ?? false),
    balance: isLoggedIn ? guest.balance : 0,
    isPayingCustomer: guest?.isPayingCustomer ?? false,
    isForcePayment: guest?.isForcePayment ?? false,
    currency: guest?.currency ?? 'EUR',
  };
}
