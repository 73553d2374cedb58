import type { SearchCacheEntry, SearchResult } from './search.types.ts';

/** Seed 001 §4/§9: a cache entry lives 5 minutes. */
export const SEARCH_CACHE_TTL_MS = 300_000;
/** Seed 001 §4: the cleaner runs every 5 s, after an initial wait of the TTL. */
export const SEARCH_CACHE_CLEAN_MS = 5_000;
/** Recent searches kept (seed 001 §4). */
const RECENT_SEARCHES_MAX = 3;
/** Terms shorter than this are not kept as recent searches. */
const RECENT_MIN_LENGTH = 3;
/** The minimum pattern on phones (seed 001 §9); the desktop searches from one character. */
export const MIN_PATTERN_MOBILE = 3;
export const MIN_PATTERN_DESKTOP = 1;
/** The quiet time after the last key before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Seed 001 §9: page sizes of the results pages per category; default 30. */
const SEARCH_PAGE_SIZES: Readonly<Record<string, number>> = {
  actors: 30,
  models: 30,
  videos: 30,
  asmr: 3,
  photos: 14,
  galleries: 14,
  tv: 30,
  mediathek: 30,
  blog: 15,
};
const SEARCH_DEFAULT_PAGE_SIZE = 30;

export const searchPageSize = (category: string): number =>
  SEARCH_PAGE_SIZES[category] ?? SEARCH_DEFAULT_PAGE_SIZE;

/** The pattern as searched: trimmed, inner runs of space made one. */
export const normalizePattern = (pattern: string): string => pattern.trim().replace(/\s+/g, ' ');

/** Whether a typed pattern is long enough to search for. */
export const isSearchable = (pattern: string, mobile: boolean): boolean =>
  normalizePattern(pattern).length >= (mobile ? MIN_PATTERN_MOBILE : MIN_PATTERN_DESKTOP);

/** Recent searches: unique (any case), newest first, at most 3, none under 3 characters. */
export function addRecentSearch(recent: readonly string[], pattern: string): string[] {
  const term = normalizePattern(pattern);
  if (term.length < RECENT_MIN_LENGTH) return [...recent];
  const rest = recent.filter((item) => item.toLowerCase() !== term.toLowerCase());
  return [term, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

/** Seed 001 §4: an answer for another pattern than the latest typed one is ignored. */
export const isCurrentAnswer = (latestPattern: string, answerPattern: string): boolean =>
  normalizePattern(latestPattern).toLowerCase() === normalizePattern(answerPattern).toLowerCase();

/** Seed 001 §4: no data clears the result (null); an answer with nothing found counts as none. */
export function resultOrNull(result: SearchResult | null | undefined): SearchResult | null {
  if (!result) return null;
  return result;
}

export const cacheKey = (pattern: string): string => normalizePattern(pattern).toLowerCase();

/** The cache without the entries older than the TTL at `now`. */
export function pruneCache(
  cache: Readonly<Record<string, SearchCacheEntry>>,
  now: number,
): Record<string, SearchCacheEntry> {
  const kept: Record<string, SearchCacheEntry> = {};
  for (const [key, entry] of Object.entries(cache))
    if (now - entry.storedAt < SEARCH_CACHE_TTL_MS) kept[key] = entry;
  return kept;
}

/** A fresh cached answer for a pattern, if any. */
export function cachedAnswer(
  cache: Readonly<Record<string, SearchCacheEntry>>,
  pattern: string,
  now: number,
): SearchCacheEntry | undefined {
  const entry = cache[cacheKey(pattern)];
  return entry && now - entry.storedAt < SEARCH_CACHE_TTL_MS ? entry : undefined;
}
