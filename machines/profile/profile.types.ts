/**
 * The personal area's data as the profile machine sees it (seed 000 §3 and §7, guest calls). The
 * services validate the platform's replies into these shapes; the simulator answers with them.
 */

/** The fields of the profile form; `email` changes need a new verification. */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  zipCode: string;
  city: string;
}

export interface Profile extends ProfileFields {
  nickname: string;
  emailVerified: boolean;
  /** Newsletter type ids the guest is subscribed to (1024, 512, 2048, 256). */
  newsletters: number[];
  /** The e.164 number verified by the pin call, if any. */
  verifiedPhone: string | null;
  /** A cancellation offer the platform makes (VIP guests), or none. */
  cancellationOffer: { text: string } | null;
  /** Whether the auto-recharge teaser is shown (it is hidden once the guest turns it off). */
  autoRechargeTeaser: 'visible' | 'hidden';
}

/** Notification settings by name (e.g. `messages`, `actorOnline`). */
export type NotificationSettings = Record<string, boolean>;

/** Newsletter types by number (seed 000 §3). */
export const NEWSLETTER_TYPES = {
  vipClub: 1024,
  lateNight: 512,
  vrPorn: 2048,
  contests: 256,
} as const;
export type NewsletterTypeId = (typeof NEWSLETTER_TYPES)[keyof typeof NEWSLETTER_TYPES];
export const NEWSLETTER_TYPE_IDS = Object.values(NEWSLETTER_TYPES) as NewsletterTypeId[];

/** Relation predicates and objects (seed 000 §3, other). The subject is always the guest. */
type RelationPredicate = 'hasSeen' | 'hasSubscribed';
type RelationObject =
  'story' | 'teaser' | 'newsletter' | 'mobileNavigation' | 'modalbox' | 'benefitsPopup';
export interface Relation {
  predicate: RelationPredicate;
  object: RelationObject;
}

export interface CancellationOfferReply {
  acceptedOffer: boolean;
  acceptedOfferInfo: string;
}
