import type {
  FetchPageOutput,
  ItemPatch,
  ListConfig,
  ListEntry,
  ListItem,
  ListQuery,
} from './list.types.ts';

/**
 * The key of a query: its JSON with object keys sorted, so `{ sort, filter }` and
 * `{ filter, sort }` are one list. Undefined fields are left out, as JSON does.
 *
 * @example
 * queryKey({ sort: 'newest', tags: ['a'] }) === queryKey({ tags: ['a'], sort: 'newest' }); // true
 */
export function queryKey(query: ListQuery): string {
  return JSON.stringify(query, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : value,
  );
}

/**
 * The page an address asks for as the list uses it: a whole number from 1 (anything else is the
 * first page), and 1 for cursor paging, which cannot start in the middle of a list.
 *
 * @example
 * startPage('offset', 3); // 3
 * startPage('offset', Number('x')); // 1
 */
export function startPage(paging: ListConfig['paging'], page: number | undefined): number {
  if (paging === 'cursor' || page === undefined || !Number.isSafeInteger(page) || page < 1)
    return 1;
  return page;
}

/**
 * The key of a query shown from a page: the query's own key for the first page, else the key
 * with the page and its size (page 3 of 16 and of 30 start at different rows).
 *
 * @example
 * entryKey({ sort: 'newest' }, 1, 30) === queryKey({ sort: 'newest' }); // true
 * entryKey({ sort: 'newest' }, 3, 30); // '{"sort":"newest"}#page=3/30'
 */
export function entryKey(query: ListQuery, page: number, pageSize: number): string {
  return page > 1 ? `${queryKey(query)}#page=${page}/${pageSize}` : queryKey(query);
}

/**
 * Whether the answer says there are more pages, per paging kind (see `FetchPageOutput`);
 * `served` is how many rows the service has given so far (the next page's offset).
 */
export function hasMoreAfter(
  config: Pick<ListConfig, 'paging' | 'limit'>,
  page: FetchPageOutput,
  served: number,
): boolean {
  if (config.paging === 'cursor')
    return page.hasMore !== false && (page.nextCursor ?? null) !== null;
  if (page.hasMore !== undefined) return page.hasMore;
  if (page.total !== undefined) return served < page.total;
  return page.items.length >= config.limit;
}

/**
 * The entry after a first page (a load or a refresh): the items replace what was there.
 * `offset` is where the page starts in the service's list (page N of an address: not 0).
 */
export function firstPageEntry<T extends ListItem, Q extends ListQuery>(
  config: Pick<ListConfig, 'paging' | 'limit'>,
  query: Q,
  page: FetchPageOutput<T>,
  anchor: number,
  offset = 0,
): ListEntry<T, Q> {
  const items = [...page.items];
  const served = offset + page.items.length;
  return {
    query,
    items,
    total: page.total ?? null,
    hasMore: hasMoreAfter(config, page, served),
    cursor: page.nextCursor ?? null,
    nextOffset: served,
    stale: false,
    anchor: Math.min(anchor, Math.max(0, items.length - 1)),
  };
}

/**
 * The entry after a further page. Items already listed are not added twice (offset paging over
 * a list that grew or reordered in between shifts items into the next page); the next page
 * starts after every row this one served, new or not.
 */
export function appendPage<T extends ListItem, Q extends ListQuery>(
  config: Pick<ListConfig, 'paging' | 'limit'>,
  entry: ListEntry<T, Q>,
  page: FetchPageOutput<T>,
): ListEntry<T, Q> {
  const seen = new Set(entry.items.map((item) => item.id));
  const items = [...entry.items, ...page.items.filter((item) => !seen.has(item.id))];
  const nextOffset = entry.nextOffset + page.items.length;
  return {
    ...entry,
    items,
    total: page.total ?? entry.total,
    hasMore: hasMoreAfter(config, page, nextOffset),
    cursor: page.nextCursor ?? null,
    nextOffset,
  };
}

/** Applies pushed changes by id to one entry's items (the same array when none matches). */
export function patchItems<T extends ListItem>(items: T[], patches: readonly ItemPatch<T>[]): T[] {
  const byId = new Map(patches.map((patch) => [patch.id, patch.changes]));
  let changed = false;
  const next = items.map((item) => {
    const changes = byId.get(item.id);
    if (!changes) return item;
    changed = true;
    return { ...item, ...changes };
  });
  return changed ? next : items;
}

/**
 * Removes items by id (the same array when none matches). With `keepPlaces`, the first that many
 * items keep their places: a removed one among them is taken over by the first item after them,
 * so a block that shows only those (recommendations) changes one tile and moves none.
 *
 * @example
 * removeItems([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], [2], 3); // ids 1, 4, 3
 */
export function removeItems<T extends ListItem>(
  items: T[],
  ids: readonly T['id'][],
  keepPlaces = 0,
): T[] {
  const gone = new Set<T['id']>(ids);
  const kept = items.filter((item) => !gone.has(item.id));
  if (kept.length === items.length) return items;
  const places = Math.min(keepPlaces, items.length);
  if (places === 0) return kept;
  // The items after the kept places, in order: each fills the next hole among the places.
  const spare = items.slice(places).filter((item) => !gone.has(item.id));
  const head: T[] = [];
  for (const item of items.slice(0, places)) {
    if (!gone.has(item.id)) head.push(item);
    else if (spare.length > 0) head.push(spare.shift()!);
  }
  return [...head, ...spare];
}

/** `key` moved to the most recently shown end of the eviction order. */
export function touch(order: readonly string[], key: string): string[] {
  return [...order.filter((k) => k !== key), key];
}

/** The entries and order within `maxEntries`, dropping the least recently shown (never `keep`). */
export function evict<E>(
  entries: Record<string, E>,
  order: readonly string[],
  maxEntries: number,
  keep: string | null,
): { entries: Record<string, E>; order: string[] } {
  const drop = new Set(
    order.filter((k) => k !== keep).slice(0, Math.max(0, order.length - Math.max(1, maxEntries))),
  );
  if (drop.size === 0) return { entries, order: [...order] };
  return {
    entries: Object.fromEntries(Object.entries(entries).filter(([k]) => !drop.has(k))),
    order: order.filter((k) => !drop.has(k)),
  };
}
