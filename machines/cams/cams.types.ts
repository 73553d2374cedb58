import type { Language } from '../bootstrap/bootstrap.types.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';
import type { SessionFacts } from '../shared/domainEvents.ts';

/** Gender codes and actor types of seed 001 §3 (the list filters). */
export const CAM_GENDERS = ['F', 'M', 'N'] as const;
export const CAM_TYPES = ['F', 'M', 'FM', 'FF', 'S'] as const;
export type CamGender = (typeof CAM_GENDERS)[number];
export type CamType = (typeof CAM_TYPES)[number];

/** The top cam lists of seed 001 §2 (best chats, top 100, favorites, video call). */
export const TOP_CAM_TYPES = ['BEST_CHATS', 'TOP_100', 'FAVORITES', 'VIDEO_CALL'] as const;
export type TopCamType = (typeof TOP_CAM_TYPES)[number];

/** Seed 001 §9: the default actor category (all) and the newly registered one. */
export const DEFAULT_ACTOR_CATEGORY = 3;
export const NEW_ACTOR_CATEGORY = 88;

/** Which performer list a page shows. */
export type CamListKind =
  | { kind: 'cams' }
  | { kind: 'newGirls' }
  | { kind: 'freeChat' }
  | { kind: 'category'; slug: string }
  | { kind: 'top'; type: TopCamType };

/** The filters a visitor picks (written to the address, so back keeps them). */
export interface CamFilters {
  genders: CamGender[];
  types: CamType[];
}

interface CamPicture {
  w320: string;
  w640: string;
  w1280: string;
}

/** One tile: what guests ask to see before they enter (seed 001 §3). */
export interface CamTile {
  id: number;
  name: string;
  age: number;
  online: boolean;
  freeChat: boolean;
  hd: boolean;
  audio: boolean;
  toy: boolean;
  avatar: CamPicture;
  /** The price per minute of the chat the tile offers. */
  price: { value: number; currency: string };
}

/** Where the performer lists come from and as whom (the query service, seed 001 §7). */
export interface CamRequest {
  queryServiceUrl: string;
  language: Language;
  ver: string;
  accessToken: string | null;
}

/** The session's cam request: the query service, in the session's language, as its guest. */
export const camRequestOf = (facts: Pick<SessionFacts, 'config' | 'request'>): CamRequest => ({
  queryServiceUrl: facts.config.queryServiceUrl,
  language: facts.request.language,
  ver: facts.request.ver,
  accessToken: facts.request.accessToken,
});

/** A list's query: the list, its filters and the request the service needs. */
export interface CamQuery extends Record<string, unknown> {
  list: CamListKind;
  filters: CamFilters;
  request: CamRequest;
}

export type CamPageInput = FetchPageInput<CamQuery>;
export type CamPageOutput = FetchPageOutput<CamTile>;

export interface ActorCategory {
  id: number;
  slug: string;
  name: string;
}

export const NO_FILTERS: CamFilters = { genders: [], types: [] };

/** One chat (ticket) show as the cam shows page lists it (seed 001 §3 chat show fields). */
export interface ChatShowTile {
  id: number;
  actorId: number;
  actorName: string;
  title: string;
  /** ISO start and end. */
  start: string;
  end: string;
  price: { value: number; currency: string };
  isFree: boolean;
  /** Started (and not ended: ended shows are not listed). */
  running: boolean;
  /** The guest holds a ticket. */
  isBought: boolean;
  canBuy: boolean;
  imageUrl: string;
}

/** The shows list's query: upcoming and running shows (the service leaves out ended ones). */
export interface ChatShowQuery extends Record<string, unknown> {
  request: CamRequest;
}

export type ChatShowPageInput = FetchPageInput<ChatShowQuery>;
export type ChatShowPageOutput = FetchPageOutput<ChatShowTile>;
