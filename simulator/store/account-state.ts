import type { GuestStateReply } from '../../services/rest/schemas.ts';

// The stored part of a guest state lives here, below both the accounts table and guest-state.ts,
// so that neither imports the other (they did, in a cycle).

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
  showAgbAndDataProtection: false,
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
