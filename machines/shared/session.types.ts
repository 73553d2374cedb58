import type { CurrencyCode } from './money.ts';
import type { Language } from './languages.ts';

/**
 * The session's facts every domain is started with (`SessionFacts` in `domainEvents.ts`): the
 * config, the session, the guest's state and what a REST call needs. Bootstrap learns them; they
 * live here, in `machines/shared`, so that the shared events name them without importing a domain.
 */

/** The runtime config as the machines see it (validated by the config service before it gets here). */
export interface AppConfig {
  restBaseUrl: string;
  queryServiceUrl: string;
  feedServiceUrl: string;
  feedSubscriptionsUrl: string;
  realtimeUrl: string;
  payBaseUrl: string;
  checkoutOrigin: string;
  supportReportUrl: string;
  ver: string;
  defaultLanguage: Language;
  loginEnabled: boolean;
  forceAvs: boolean;
  payEnvironment: string;
}

export interface Session {
  accessToken: string;
  guestId: number | null;
  expiresIn: number;
}

/** The guest state fields of the spec (seed 000 §3), as loaded at start. */
export interface GuestState {
  id: number | null;
  name: string | null;
  email: string | null;
  isLoggedIn: boolean;
  isLocked: boolean;
  isRestricted: boolean;
  restrictionLevel: number;
  balance: number;
  currency: CurrencyCode;
  balanceFormatted: string;
  hasAvs: boolean;
  avsStatus: 'unknown' | 'pending' | 'accepted' | 'rejected';
  avsRejectMessage: string | null;
  isVip: boolean;
  isVXSelect: boolean;
  isPremium: boolean;
  isTvSubscriber: boolean;
  autoRecharge: { enabled: boolean; amount: number };
  oneClick: { enabled: boolean; amounts: number[] };
  isPayingCustomer: boolean;
  isForcePayment: boolean;
  voicecall: { active: boolean; idHash: string | null };
  showDataProtection: boolean;
  /** New terms (AGB/GTC) and data protection must be accepted before going on. */
  showAgbAndDataProtection: boolean;
  testGroups: Record<string, string>;
  geoLocation: { countryCode: string; region: string | null } | null;
  notificationsSettings: Record<string, boolean>;
  signupOrigin: string | null;
  boughtGifts: Record<string, number>;
  vouchers: { type: number; actorId: number | null; amount: number }[];
  loyaltyPoints: number;
  preferences: Record<string, unknown>;
  isBlockedForComments: boolean;
  conversionChatCountdownEnd: string | null;
}

/** What a REST call needs from the machine that makes it. */
export interface RequestInput {
  restBaseUrl: string;
  ver: string;
  language: Language;
  accessToken: string | null;
}
