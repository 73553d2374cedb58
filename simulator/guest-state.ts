import type { GuestStateReply } from '../services/rest/schemas.ts';
import type { Account } from './store/accounts.ts';
import { formatMoney } from '../machines/shared/money.ts';

/** Guest-state fields kept in an account's JSON column; identity, money and lock are columns. */
export type AccountState = Omit<
  GuestStateReply,
  | 'id'
  | 'name'
  | 'email'
  | 'isLoggedIn'
  | 'isLocked'
  | 'balance'
  | 'currency'
  | 'balanceFormatted'
  | 'hasAvs'
>;

/** What an account has unless its fixture says otherwise (a plain, new, logged-in guest). */
export const ACCOUNT_STATE_DEFAULTS: AccountState = {
  isRestricted: false,
  restrictionLevel: 0,
  avsStatus: 'unknown',
  avsRejectMessage: null,
  isVip: false,
  isVXSelect: false,
  isPremium: false,
  isTvSubscriber: false,
  autoRecharge: { enabled: false, amount: 0 },
  oneClick: { enabled: false, amounts: [] },
  isPayingCustomer: false,
  isForcePayment: false,
  voicecall: { active: false, idHash: null },
  showDataProtection: false,
  testGroups: {},
  geoLocation: { countryCode: 'DE', region: null },
  notificationsSettings: {},
  signupOrigin: null,
  boughtGifts: {},
  vouchers: [],
  loyaltyPoints: 0,
  preferences: {},
  isBlockedForComments: false,
  conversionChatCountdownEnd: null,
};

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
