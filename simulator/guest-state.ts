import type { GuestStateReply } from '../services/rest/schemas.ts';
import type { Account } from './store/accounts.ts';
import { ACCOUNT_STATE_DEFAULTS } from './store/account-state.ts';
import { formatMoney } from '../machines/shared/money.ts';

/** The guest state of a logged-in account, as `GET /rest/v1/guest/state` answers it. */
export function guestStateOf(account: Account): GuestStateReply {
  return {
    ...ACCOUNT_STATE_DEFAULTS,
    ...account.state,
    id: account.id,
    name: account.name,
    email: account.email,
    isLoggedIn: true,
    isLocked: account.isLocked,
    balance: account.balance,
    currency: account.currency,
    balanceFormatted: formatMoney({ value: account.balance, currency: account.currency }),
    // Derived, so that an AVS change can never leave the two fields disagreeing.
    hasAvs: account.state.avsStatus === 'accepted',
  };
}

/** The guest state of an anonymous visitor. */
export function visitorState(): GuestStateReply {
  return {
    ...ACCOUNT_STATE_DEFAULTS,
    id: null,
    name: null,
    email: null,
    isLoggedIn: false,
    isLocked: false,
    balance: 0,
    currency: 'EUR',
    balanceFormatted: formatMoney({ value: 0, currency: 'EUR' }),
    hasAvs: false,
  };
}
