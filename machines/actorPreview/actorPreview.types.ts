import type { ServiceRequest } from '../shared/serviceRequest.ts';

/** A picture in the platform's three widths (seed 001 §9). */
interface PreviewPicture {
  w320: string;
  w640: string;
  w1280: string;
}

/**
 * Her profile preview, `GET /phoenix/get_profile_preview/{actorId}` (seed 001 §7, Actors): what a
 * guest wants to know before she opens the profile (the larger picture, name, age, online and
 * free chat, languages, three words and a short about, the chat price, a few sedcards, the rating).
 */
export interface ActorPreview {
  id: number;
  name: string;
  age: number;
  country: string;
  isOnline: boolean;
  freeChat: boolean;
  languages: string[];
  threeWords: string[];
  /** A short text about her (the profile's description, cut). */
  about: string;
  /** The profile's address (`/en/amateur/{name}/`). */
  profileLink: string;
  picture: PreviewPicture;
  /** A few of her sedcard pictures. */
  sedcards: PreviewPicture[];
  /** Her video chat's price per minute. */
  chatPrice: { value: number; currency: string };
  /** The last ninety days' chat ratings; shown only from {@link MIN_SHOWN_RATINGS}. */
  rating: { count: number; satisfactionRate: number };
}

/** Seed 001 §5: chat ratings are shown only with at least 10 ratings. */
export const MIN_SHOWN_RATINGS = 10;

/** How the guest reached the tile: a touch never opens a preview. */
export type PreviewPointer = 'mouse' | 'pen' | 'touch' | 'keyboard';

/** The preview call's input. */
export interface PreviewCall {
  request: ServiceRequest;
  actorId: number;
}
