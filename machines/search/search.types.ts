/** What every search call needs to know about the page. */
export interface SearchRequest {
  restBaseUrl: string;
  /** The query service, where searched patterns are stored (`storeSearchPattern`). */
  queryServiceUrl: string;
  ver: string;
  language: string;
  accessToken: string | null;
}

/** The categories the Global search result carries (seed 001 §3). */
export const SEARCH_RESULT_CATEGORIES = ['actors', 'videos', 'mediathek', 'blog'] as const;
export type SearchCategory = (typeof SEARCH_RESULT_CATEGORIES)[number];

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

/** The Global search result (seed 001 §3). */
export interface SearchResult {
  searchPattern: string;
  proposals: string[];
  actors: SearchGroup;
  videos: SearchGroup;
  mediathek: SearchGroup;
  blog: SearchGroup;
}

/** A cached answer and when it was stored (engine clock, ms). */
export interface SearchCacheEntry {
  result: SearchResult | null;
  storedAt: number;
}

/** The categories the results pages list (videos go to the video search instead). */
export type SearchListCategory = 'actors' | 'mediathek' | 'blog';

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
