import type { RequestInput } from '../shared/session.types.ts';
import type { Money } from '../shared/money.ts';

/** Seed 001 §9: below this many ratings the satisfaction rate is not shown (§5). */
export const CHAT_RATING_THRESHOLD = 10;

/** A drawn picture as the catalogue serves it (w640 URL, srcset of w320/w640/w1280). */
interface ProfilePicture {
  url: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The chat types a profile's buttons offer (seed 001 §3, chat button config). */
export const CHAT_TYPES = [
  'video',
  'preview',
  'single',
  'singlec2c',
  'voyeur',
  'ticketShow',
  'videoCall',
  'voiceCall',
] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** Seed 001 §3, chat button config per actor. */
export interface ChatButtonConfig {
  actorId: number;
  actorLink: string;
  isActorOnline: boolean;
  freeChat: boolean;
  voucherChatMinutes: number;
  prices: {
    freeMessages: number;
    message: Money;
    single: Money;
    singlec2c: Money;
    video: Money;
    voucherChatMinutes: number;
    voyeur: Money;
    ticketShow: Money;
  };
  multiChatPrice: Money;
  singleC2CChatPrice: Money;
  isVoyeurChatAvailable: boolean;
  isCurrentlyTicketShow: boolean;
  /** She is in a private chat with another guest now: her voyeurs watch VOYEUR_PRIVATE_CHAT. */
  isInPrivateChat: boolean;
  isVoiceCallAvailable: boolean;
  /** She is online for a mobile video call (seed 001 §3 Actor `isOnlineMobileVideocall`). */
  isOnlineMobileVideocall: boolean;
  /** The caller's country is one the actor bans (decided by the platform, §5). */
  isBannedCountry: boolean;
}

/** Seed 001 §3, actor heat map: activity per date (0–4), the hours she plans to be online, a memo. */
interface ActorHeatMap {
  levels: { date: string; level: number }[];
  hoursToBeOnline: number[];
  memo: string;
}

/** `getActorDataByIdOrName`: the profile with its chat button config, heat map and ratings. */
export interface ActorProfile {
  id: number;
  name: string;
  isOnline: boolean;
  star: boolean;
  isTopAmateur: boolean;
  registeredSince: string;
  bannedCountryCodes: string[];
  profile: {
    age: number;
    languages: string[];
    threeWords: string[];
    country: string;
    description: string;
  };
  chatFeatures: { livePreview: boolean; hd: boolean; audio: boolean; dildocontrol: boolean };
  /**
   * Seed 001 §3 Actor: her free live preview is open now (her chat feature `livePreview` says
   * she offers it at all); the preview button is offered only then.
   */
  isLivePreviewEnabled: boolean;
  /** Seed 001 §3 Actor: the caller holds a ticket of a show of hers not yet ended. */
  guestHasTicket: boolean;
  /**
   * Seed 001 §3 Actor: she takes the conversion chat now. Carried for the contract; the client's
   * conversion chat is the guest's offer in the messenger (decision 0039).
   */
  isActorAvailableForConversionChat: boolean;
  /** Seed 001 §3 Actor: the caller pinned her (the heart before the favourites are loaded). */
  modelGuestRelation: { isFavorite: boolean };
  chatButtons: ChatButtonConfig;
  heatMap: ActorHeatMap;
  chatRatings: { lastNinetyDays: { countRatings: number; satisfactionRate: number } };
  /** Empty for a guest of a banned country (the platform never sends her media then). */
  avatar: ProfilePicture | null;
}

/** `getsedcards/{actorIdOrName}` with the guest's own rating (1 dislike, 5 like; null: none). */
export interface Sedcards {
  pictures: (ProfilePicture & { id: number })[];
  guestRating: number | null;
  likes: number;
  dislikes: number;
}

/** `seo/getActorSeoContent/{actorId}/{tagGroup}`. */
export interface ActorSeo {
  title: string;
  text: string;
}

/** Everything the profile page loads in one call (one recorded io record). */
export interface ActorProfileBundle {
  actor: ActorProfile;
  sedcards: Sedcards;
  seo: ActorSeo;
  /** The logged-in guest's note on her; null for a visitor or when there is none. */
  note: string | null;
}

export interface ProfileCall {
  request: RequestInput;
  actorName: string;
  loggedIn: boolean;
}
export interface NoteCall {
  request: RequestInput;
  actorId: number;
  comment: string;
}
export interface RatingCall {
  request: RequestInput;
  actorId: number;
  guestRating: number;
}
