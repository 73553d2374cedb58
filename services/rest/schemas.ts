import * as z from 'zod/mini';

/**
 * Reply schemas of the platform's REST API (`/rest/v1/…`). Replies are validated here, at the edge;
 * one that does not match becomes a typed failure, never a crash. The simulator answers with the
 * same shapes.
 */
export const currencyCodeSchema = z.enum(['EUR', 'CHF', 'VOC', 'VOU', 'VXC']);

export const moneySchema = z.object({ value: z.number(), currency: currencyCodeSchema });

const voucherSchema = z.object({
  type: z.number().check(z.int(), z.gte(1), z.lte(10)),
  actorId: z.nullable(z.number().check(z.int())),
  amount: z.number(),
});

const avsStatusSchema = z.enum(['unknown', 'pending', 'accepted', 'rejected']);

/** `GET /rest/v1/auth/session`: the access token for this browser (anonymous visitors get one too). */
export const sessionReplySchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  guestId: z.nullable(z.number().check(z.int())),
  expiresIn: z.number().check(z.int(), z.positive()),
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** `GET /rest/v1/guest/state`: the guest state fields of the spec (seed 000 §3). */
export const guestStateSchema = z.object({
  id: z.nullable(z.number().check(z.int())),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  isLoggedIn: z.boolean(),
  isLocked: z.boolean(),
  isRestricted: z.boolean(),
  restrictionLevel: z.number().check(z.int()),
  balance: z.number(),
  currency: currencyCodeSchema,
  balanceFormatted: z.string(),
  hasAvs: z.boolean(),
  avsStatus: avsStatusSchema,
  avsRejectMessage: z.nullable(z.string()),
  isVip: z.boolean(),
  isVXSelect: z.boolean(),
  isPremium: z.boolean(),
  isTvSubscriber: z.boolean(),
  autoRecharge: z.object({ enabled: z.boolean(), amount: z.number() }),
  oneClick: z.object({ enabled: z.boolean(), amounts: z.array(z.number()) }),
  isPayingCustomer: z.boolean(),
  isForcePayment: z.boolean(),
  voicecall: z.object({ active: z.boolean(), idHash: z.nullable(z.string()) }),
  showDataProtection: z.boolean(),
  /** New terms (AGB/GTC) and data protection must be accepted (`closeAgbAndDataProtection`). */
  showAgbAndDataProtection: z.boolean(),
  testGroups: z.record(z.string(), z.string()),
  geoLocation: z.nullable(z.object({ countryCode: z.string(), region: z.nullable(z.string()) })),
  notificationsSettings: z.record(z.string(), z.boolean()),
  signupOrigin: z.nullable(z.string()),
  boughtGifts: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
  vouchers: z.array(voucherSchema),
  loyaltyPoints: z.number().check(z.int()),
  preferences: z.record(z.string(), z.unknown()),
  isBlockedForComments: z.boolean(),
  conversionChatCountdownEnd: z.nullable(z.string()),
});
export type GuestStateReply = z.infer<typeof guestStateSchema>;

/** `GET /rest/v1/getGuestBalance`. */
export const guestBalanceSchema = z.object({
  balance: z.number(),
  balanceFormatted: z.string(),
  isPayingCustomer: z.boolean(),
});

/** `POST /rest/v1/vxpay/logout`. */
export const logoutReplySchema = z.object({ success: z.boolean() });
