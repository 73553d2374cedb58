/** What every search call needs to know about the page. */
export interface SearchRequest {
  restBaseUrl: string;
  /** The query service, where searched patterns are stored (`storeSearchPattern`). */
  queryServiceUrl: string;
  ver: string;
  language: string;
  accessToken: string | null;
}

/**
 * The categories the Global search result carries, in the order shown: seed 001 §3's four, then
 * the rest of §2's nine (decision 0023: a platform may leave those out).
 */
export const SEARCH_RESULT_CATEGORIES = [
  'actors',
  'videos',
  'photos',
  'mediathek',
  'blog',
  'models',
  'asmr',
  'galleries',
  'tv',
] as const;
export type SearchCategory = (typeof SEARCH_RESULT_CATEGORIES)[number];
/** The categories seed 001 §3 shows in every answer. */
type RequiredSearchCategory = 'actors' | 'videos' | 'mediathek' | 'blog';

/** One found item; actors carry `linkVX` and `chat` (seed 001 §3). */
export interface SearchItem {
  id: number;
  name: string;
  link: string;
  avatar: { url: string; aspectRatio: number };
  linkVX?: string | undefined;
  chat?: { online: boolean; mobileVideoCall: boolean } | undefined;
}

export interface SearchGroup {
  type: SearchCategory;
  count: number;
  /** The results page of this category (`/{lang}/search/{category}/{pattern}/`). */
  link: string;
  items: SearchItem[];
}

/** The Global search result (seed 001 §3), with decision 0023's further groups when sent. */
export type SearchResult = {
  searchPattern: string;
  proposals: string[];
} & Record<RequiredSearchCategory, SearchGroup> &
  Partial<Record<Exclude<SearchCategory, RequiredSearchCategory>, SearchGroup>>;

/** A cached answer and when it was stored (engine clock, ms). */
export interface SearchCacheEntry {
  result: SearchResult | null;
  storedAt: number;
}

/** The categories the results pages list (videos go to the video search instead). */
export type SearchListCategory = Exclude<SearchCategory, 'videos'>;

/** A results page's list query. */
export interface SearchListQuery {
  [key: string]: unknown;
  category: SearchListCategory;
  pattern: string;
  request: SearchRequest;
}

/** A searched pattern as the query service keeps it (`storeSearchPattern`). */
export interface StoredSearchPattern {
  searchPattern: string;
  searches: number;
}
