import type { Language } from '../shared/languages.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';
import type { SessionFacts } from '../shared/domainEvents.ts';
import type { ServiceRequest } from '../shared/serviceRequest.ts';

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

/** The actor search's age ranges (decision 0031): the chips big cam sites offer. */
export const ACTOR_AGE_RANGES = ['18-24', '25-34', '35-44', '45+'] as const;
type ActorAgeRange = (typeof ACTOR_AGE_RANGES)[number];
/** The longest name part a search sends (a name is shorter). */
export const ACTOR_SEARCH_MAX_TEXT = 40;

/**
 * An actor search (seed 001 §7 `actorsearch`, decision 0031): part of her name, the languages she
 * speaks (any of them) and her age ranges (any of them); every field may be empty, not all.
 */
export interface ActorSearch {
  text: string;
  languages: string[];
  ages: ActorAgeRange[];
}

/** The filters a visitor picks (written to the address, so back keeps them). */
export interface CamFilters {
  genders: CamGender[];
  types: CamType[];
  /** An actor search, when the address has one: the grid lists its results. */
  search?: ActorSearch;
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

/** The actor search list's query: the search with the gender and type filters beside it. */
export interface ActorSearchQuery extends Record<string, unknown> {
  search: ActorSearch;
  genders: CamGender[];
  types: CamType[];
  request: ServiceRequest;
}
export type ActorSearchPageInput = FetchPageInput<ActorSearchQuery>;

/** What the search offers (`actorsearch/init`): each choice with the performers it finds. */
export interface ActorSearchFacets {
  languages: { code: string; count: number }[];
  ages: { range: ActorAgeRange; count: number }[];
}
/** `actorsearch/init`: the choices, and the search a logged-in guest ran last (kept by the service). */
export interface ActorSearchInit {
  facets: ActorSearchFacets;
  saved: ActorSearch | null;
}

/** One entry of the cams sidebar (the query service's `sidebar`, decision 0031). */
export type SidebarEntry =
  | { id: string; kind: 'list'; list: 'cams' | 'newGirls' | 'freeChat'; online: number }
  | { id: string; kind: 'top'; type: TopCamType; online: number }
  | { id: string; kind: 'category'; slug: string; name: string; online: number };
export interface SidebarQuery extends Record<string, unknown> {
  request: CamRequest;
}

/** A performer interview (the query service's `interviews`, decision 0031): a blog post about her. */
export interface Interview {
  id: number;
  title: string;
  teaser: string;
  /** ISO date of the post. */
  published: string;
  actor: { id: number; name: string; slug: string; avatarUrl: string };
}
export interface InterviewsQuery extends Record<string, unknown> {
  request: CamRequest;
}
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

/**
 * The shows list's query: upcoming and running shows (the service leaves out ended ones); with
 * `actorId` only hers (the query service's chat tickets by model).
 */
export interface ChatShowQuery extends Record<string, unknown> {
  request: CamRequest;
  actorId?: number;
}

export type ChatShowPageInput = FetchPageInput<ChatShowQuery>;
export type ChatShowPageOutput = FetchPageOutput<ChatShowTile>;
