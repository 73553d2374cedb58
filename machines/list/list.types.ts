/** A failed call as the engine delivers it (decision 0001): plain data. */
interface ListError {
  message: string;
  code?: string;
}

/** What every listed item has: an id, so pushes can update it in place. */
export interface ListItem {
  id: string | number;
}

/**
 * A list's query: filters, sort and anything else that selects the items (not the page). Two
 * queries with the same {@link queryKey} are the same list; a new key replaces the shown one.
 */
export type ListQuery = Readonly<Record<string, unknown>>;

/** Offset paging (`offset` = items already loaded) or cursor paging (`after` = `endCursor`). */
type ListPaging = 'offset' | 'cursor';

/** What the domain's `fetchPage` service is asked for: one page of one query. */
export interface FetchPageInput<Q extends ListQuery = ListQuery> {
  query: Q;
  limit: number;
  /** Items already loaded (offset paging; 0 for the first page). */
  offset: number;
  /** The previous page's `endCursor` (cursor paging; null for the first page). */
  cursor: string | null;
  /** Numbers this list's requests, so a log shows which answer belongs to which request. */
  requestId: number;
}

/**
 * One page as the domain's service answers it. Offset paging: `hasMore`, else `total`, else "a
 * full page" decides whether there is more. Cursor paging: `pageInfo.hasNextPage` and
 * `endCursor` map to `hasMore` and `nextCursor`.
 */
export interface FetchPageOutput<T extends ListItem = ListItem> {
  items: readonly T[];
  total?: number;
  hasMore?: boolean;
  nextCursor?: string | null;
}

/** One query's loaded pages, kept for going back to it. */
export interface ListEntry<T extends ListItem = ListItem, Q extends ListQuery = ListQuery> {
  query: Q;
  items: T[];
  total: number | null;
  hasMore: boolean;
  cursor: string | null;
  /**
   * Where the next page starts in the service's list (offset paging): the rows it has served
   * (after the first page's offset, see {@link ListContext.page}), not `items.length`. Pages over a live order (online first, pushes moving actors) repeat rows
   * that are dropped here; asking again at `items.length` got those same rows back forever.
   */
  nextOffset: number;
  /** Older than the time to live: shown at once when the query comes back, and refreshed. */
  stale: boolean;
  /** The index of the item to scroll back to (the one opened from the grid). */
  anchor: number;
}

export type DisplayMode = 'grid' | 'list';

export interface ListConfig {
  /** Page size. */
  limit: number;
  paging: ListPaging;
  /** How long a loaded query counts as fresh, on the engine's clock (ms). */
  ttlMs: number;
  /** Queries kept for going back (least recently shown dropped first). */
  maxEntries: number;
  /**
   * The tile grid's type (seed 001 §7 `storeTileGridSettings`): the guest's chosen grid or list
   * mode is kept under it by the `tileGrids` domain, not by the list.
   */
  gridType: string;
  /** The grid's mode until the guest chooses another (a feed is a list). */
  display: DisplayMode;
  /**
   * Pages loaded as the list's end comes into view (`ui.endReached`) after its first page, and
   * again after each press for more (`ui.loadMore`); beyond them only the press loads, so the
   * page's footer can be scrolled to (docs/known-issues.md, "The footer below an endless list").
   */
  scrollPages: number;
}

/**
 * A list in the middle of a page, with more of the page below it (her albums, a blog's posts, a
 * search's categories, the TV's suggestions): it grows only on a press, never under a scroll
 * that is on its way to what follows.
 */
export const GROWS_ON_PRESS = { scrollPages: 0 } as const satisfies Partial<ListConfig>;

export interface ListInput<Q extends ListQuery = ListQuery> extends Partial<ListConfig> {
  /** The first query, loaded at once; without it the list waits for `list.query`. */
  query?: Q;
}

export interface ListContext<T extends ListItem = ListItem, Q extends ListQuery = ListQuery> {
  config: ListConfig;
  /** The shown query's key (its page too, from page 2), or null before the first query. */
  key: string | null;
  /** The shown query (its entry arrives with the first page). */
  query: Q | null;
  /**
   * The page of the list the shown items start at (1-based; seed 000 §5 `page` from the address):
   * page N starts at offset (N - 1) × `pageSize`, the items before it are the pages before it.
   * Always 1 for cursor paging, which cannot start in the middle.
   */
  page: number;
  /** The shown query's page size: the config's `limit` unless its `list.query` named another. */
  pageSize: number;
  /** Loaded queries by key, the shown one included. */
  entries: Record<string, ListEntry<T, Q>>;
  /** Keys from least to most recently shown (eviction order). */
  order: string[];
  requestId: number;
  error: ListError | null;
  /** Grows on every change of the shown items (the "data change" views and parents follow). */
  revision: number;
  /**
   * Pages the shown list still loads as its end comes into view: `config.scrollPages` after its
   * first page (a new query, a refresh, a cached query shown again) and after each `ui.loadMore`,
   * one less for each page `ui.endReached` asks for.
   */
  scrollPagesLeft: number;
}

export interface ItemPatch<T extends ListItem = ListItem> {
  id: T['id'];
  changes: Partial<Omit<T, 'id'>>;
}

export type ListEvent<T extends ListItem = ListItem, Q extends ListQuery = ListQuery> =
  /**
   * Shows a query. `page` (from the address, 1 when absent) starts the endless list at that
   * page's offset; `limit` is its page size when it is not the config's (a phone's grid).
   */
  | { type: 'list.query'; query: Q; page?: number; limit?: number }
  | { type: 'ui.loadMore' }
  /**
   * Infinite scroll: the view's end came near. Loads the next page while the list has scroll
   * pages left ({@link ListConfig.scrollPages}); after them only `ui.loadMore` does.
   */
  | { type: 'ui.endReached' }
  | { type: 'ui.refresh' }
  | { type: 'ui.retry' }
  | { type: 'ui.anchorSaved'; index: number }
  /** Pushes (an actor online or offline, a like count): updated in place, nothing re-fetched. */
  | { type: 'list.itemsPatched'; patches: readonly ItemPatch<T>[] }
  /**
   * `keepPlaces`: the first that many items keep their places, each removed one among them taken
   * over by the first after them (a block that shows a fixed number of tiles moves none).
   */
  | { type: 'list.itemsRemoved'; ids: readonly T['id'][]; keepPlaces?: number }
  /** Every cached query is stale (e.g. after a purchase): the shown one reloads. */
  | { type: 'list.invalidate' }
  /** Raised after the time to live of the query loaded under `key` (engine clock). */
  | { type: 'list.cacheExpired'; key: string };

/** Emitted after the shown items changed (seed 001 §4: loading off on arrival, then a data change). */
export interface ListDataChanged {
  type: 'list.dataChanged';
  key: string;
  count: number;
  revision: number;
}

export const DEFAULT_LIST_CONFIG: ListConfig = {
  limit: 30,
  paging: 'offset',
  ttlMs: 60_000,
  maxEntries: 20,
  gridType: 'default',
  display: 'grid',
  scrollPages: 3,
};

/** Times to live from the spec (seed 001 §4, §7, §9). */
export const LIST_TTL = {
  jumbotron: 60_000,
  blogPosts: 60_000,
  search: 300_000,
} as const;
