import { z } from 'zod';

/**
 * Reply schemas of the platform's REST API (`/rest/v1/…`). Replies are validated here, at the edge;
 * one that does not match becomes a typed failure, never a crash. The simulator answers with the
 * same shapes.
 */
export const currencyCodeSchema = z.enum(['EUR', 'CHF', 'VOC', 'VOU', 'VXC']);

export const moneySchema = z.object({ value: z.number(), currency: currencyCodeSchema });

export const voucherSchema = z.object({
  type: z.number().int().min(1).max(10),
  actorId: z.number().int().nullable(),
  amount: z.number(),
});

export const avsStatusSchema = z.enum(['unknown', 'pending', 'accepted', 'rejected']);

/** `GET /rest/v1/auth/session`: the access token for this browser (anonymous visitors get one too). */
export const sessionReplySchema = z.object({
  accessToken: z.string().min(1),
  guestId: z.number().int().nullable(),
  expiresIn: z.number().int().positive(),
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** `GET /rest/v1/guest/state`: the guest state fields of the spec (seed 000 §3). */
export const guestStateSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  isLoggedIn: z.boolean(),
  isLocked: z.boolean(),
  isRestricted: z.boolean(),
  restrictionLevel: z.number().int(),
  balance: z.number(),
  currency: currencyCodeSchema,
  balanceFormatted: z.string(),
  hasAvs: z.boolean(),
  avsStatus: avsStatusSchema,
  avsRejectMessage: z.string().nullable(),
  isVip: z.boolean(),
  isVXSelect: z.boolean(),
  isPremium: z.boolean(),
  isTvSubscriber: z.boolean(),
  autoRecharge: z.object({ enabled: z.boolean(), amount: z.number() }),
  oneClick: z.object({ enabled: z.boolean(), amounts: z.array(z.number()) }),
  isPayingCustomer: z.boolean(),
  isForcePayment: z.boolean(),
  voicecall: z.object({ active: z.boolean(), idHash: z.string().nullable() }),
  showDataProtection: z.boolean(),
  testGroups: z.record(z.string(), z.string()),
  geoLocation: z.object({ countryCode: z.string(), region: z.string().nullable() }).nullable(),
  notificationsSettings: z.record(z.string(), z.boolean()),
  signupOrigin: z.string().nullable(),
  boughtGifts: z.record(z.string(), z.number().int().nonnegative()),
  vouchers: z.array(voucherSchema),
  loyaltyPoints: z.number().int(),
  preferences: z.record(z.string(), z.unknown()),
  isBlockedForComments: z.boolean(),
  conversionChatCountdownEnd: z.string().nullable(),
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
