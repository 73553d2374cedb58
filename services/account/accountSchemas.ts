import * as z from 'zod/mini';
import type { Profile } from '../../machines/profile/profile.types.ts';

/**
 * Reply schemas of the personal area's REST calls (seed 000 §7, guest calls). The simulator
 * answers with the same shapes (`simulator/account/`).
 */
const profileSchema = z.object({
  nickname: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  zipCode: z.string(),
  city: z.string(),
  emailVerified: z.boolean(),
  newsletters: z.array(z.int()),
  verifiedPhone: z.nullable(z.string()),
  cancellationOffer: z.nullable(z.object({ text: z.string() })),
  autoRechargeTeaser: z.enum(['visible', 'hidden']),
}) satisfies z.ZodMiniType<Profile>;

/** `GET profile` and `POST profile` (the update answers the stored profile). */
export const profileReplySchema = z.object({ profile: profileSchema });

/** `GET getNotificationsSettings` and `POST notificationsSettings`. */
export const notificationSettingsReplySchema = z.object({
  settings: z.record(z.string(), z.boolean()),
});

/** Calls that answer only whether they worked (newsletter, preferences, teaser, relations). */
export const successReplySchema = z.object({ success: z.boolean() });

/** `POST relation/hasRelation`. */
export const hasRelationReplySchema = z.object({ hasRelation: z.boolean() });

/** `POST acceptCancellationOffer`: the platform's snake_case fields. */
export const cancellationOfferReplySchema = z.object({
  accepted_offer: z.boolean(),
  accepted_offer_info: z.string(),
});

/** The guest service's pin-call replies (GraphQL `data`). */
export const pinStartedSchema = z.object({
  pinCall: z.object({
    startVerification: z.object({
      id: z.string().check(z.minLength(1)),
      pinLength: z.int().check(z.gte(4), z.lte(8)),
    }),
  }),
});

export const pinVerificationSchema = z.object({
  pinCall: z.object({
    verifyPin: z.object({
      id: z.string(),
      type: z.enum(['mobile', 'fixed']),
      verified: z.boolean(),
      countryCode: z.string(),
      preCode: z.string(),
      number: z.string(),
      e123: z.string(),
      pinLength: z.int(),
    }),
  }),
});
