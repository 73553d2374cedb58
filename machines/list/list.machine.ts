import { assign, enqueueActions, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  appendPage,
  entryKey,
  evict,
  firstPageEntry,
  patchItems,
  queryKey,
  removeItems,
  startPage,
  touch,
} from './list.cache.ts';
import {
  DEFAULT_LIST_CONFIG,
  type FetchPageInput,
  type FetchPageOutput,
  type ListContext,
  type ListDataChanged,
  type ListEntry,
  type ListEvent,
  type ListInput,
  type ListItem,
  type ListQuery,
} from './list.types.ts';
import { failureOf } from '../shared/failure.ts';

/**
 * The one list/query machine every content list uses (DESIGN §10, seed 001 §4). A domain makes
 * its typed copy with `createListMachine<Item, Query>()`, spawns it under a system id and the
 * engine provides `fetchPage` (see "Lists and tile grids" in docs/ARCHITECTURE.md).
 *
 * - `data`: idle → loading → loaded (with `loadingMore`, `refreshing` beside it) or failed with
 *   retry. The loading tag is on from the request until the answer, then `list.dataChanged` is
 *   emitted and `revision` grows.
 * - A new query (`list.query`, another {@link queryKey}) replaces the shown one. The old request
 *   is stopped with the state that invoked it, so its late answer reaches nobody.
 * - Loaded queries stay cached for going back: fresh within `ttlMs` on the engine's clock (the
 *   named delay `cacheTtl`), shown at once and refreshed once stale.
 * - Pushes patch or remove items by id in every cached query, without fetching.
 * - A query may start at page N of an address (`list.query` `page`, seed 000 §5): the endless
 *   list starts at page N's offset, its own cache entry; the screen links the page before it
 *   (decision 0039). `limit` gives a query another page size (a phone's grid).
 * - Scrolling to the end loads `config.scrollPages` pages (3) after the first page; then only a
 *   press for more (`ui.loadMore`) does, and each press allows that many again, so the page's
 *   footer can be scrolled to once they are shown (`selectCanAutoLoad`).
 * - `config.gridType` and `config.display` name the grid and its mode until the guest chooses
 *   another; the chosen mode is the `tileGrids` domain's (one owner for every grid's mode).
 */
export function createListMachine<
  T extends ListItem = ListItem,
  Q extends ListQuery = ListQuery,
>() {
  type Context = ListContext<T, Q>;
  type Page = FetchPageOutput<T>;
  /** What a `list.query` asks to show: the query from its page, at its page size. */
  type Wanted = { query: Q; page?: number; limit?: number };
  const shown = (context: Context): ListEntry<T, Q> | undefined =>
    context.key === null ? undefined : context.entries[context.key];
  /** The key, start page and page size a `list.query` shows. */
  const placeOf = (context: Context, wanted: Wanted) => {
    const page = startPage(context.config.paging, wanted.page);
    const pageSize = wanted.limit ?? context.config.limit;
    return { key: entryKey(wanted.query, page, pageSize), page, pageSize };
  };
  /** Where the shown page starts in the service's list (page N: after N - 1 pages). */
  const firstOffset = (context: Context) => (context.page - 1) * context.pageSize;
  /** The paging rules at the shown query's page size (a full page means more). */
  const pagingOf = (context: Context) => ({
    paging: context.config.paging,
    limit: context.pageSize,
  });
  const request = (context: Context, more: boolean): FetchPageInput<Q> => {
    const entry = shown(context);
    return {
      query: (entry?.query ?? context.query) as Q,
      limit: context.pageSize,
      offset: more ? (entry?.nextOffset ?? 0) : firstOffset(context),
      cursor: more ? (entry?.cursor ?? null) : null,
      requestId: context.requestId,
    };
  };

  const machineSetup = setup({
    types: {
      context: {} as Context,
      events: {} as ListEvent<T, Q>,
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState infers the type from this value (else {})
      input: {} as ListInput<Q>,
      emitted: {} as ListDataChanged,
      tags: {} as 'loading' | 'loaded' | 'loadingMore' | 'refreshing' | 'failed' | 'busy',
    },
    actors: {
      fetchPage: placeholderCall<Page, FetchPageInput<Q>>('fetchPage'),
    },
    delays: {
      cacheTtl: ({ context }) => context.config.ttlMs,
    },
    actions: {
      /** A query with nothing cached: it is shown (empty) and requested. */
      startQuery: assign(({ context }, params: Wanted) => ({
        ...placeOf(context, params),
        query: params.query,
        error: null,
      })),
      /** A cached query comes back: shown at once, as it was left. */
      showCached: enqueueActions(({ context, enqueue }, params: Wanted) => {
        const place = placeOf(context, params);
        const { key } = place;
        enqueue.assign({
          ...place,
          query: params.query,
          error: null,
          order: touch(context.order, key),
          scrollPagesLeft: context.config.scrollPages,
        });
        const entry = context.entries[key];
        enqueue.emit({
          type: 'list.dataChanged',
          key,
          count: entry?.items.length ?? 0,
          revision: context.revision + 1,
        });
        enqueue.assign({ revision: context.revision + 1 });
      }),
      nextRequest: assign({ requestId: ({ context }) => context.requestId + 1 }),
      /** A page asked for by scrolling: one scroll page less. */
      countScrollPage: assign({ scrollPagesLeft: ({ context }) => context.scrollPagesLeft - 1 }),
      /** A press for more: scrolling loads `scrollPages` pages again after it. */
      rearmScroll: assign({ scrollPagesLeft: ({ context }) => context.config.scrollPages }),
      storeFirstPage: assign(({ context }, params: { page: Page }) => {
        const key = context.key ?? '';
        const before = shown(context);
        const query = (before?.query ?? context.query) as Q;
        const entry = firstPageEntry(
          pagingOf(context),
          query,
          params.page,
          before?.anchor ?? 0,
          firstOffset(context),
        );
        return {
          error: null,
          scrollPagesLeft: context.config.scrollPages,
          ...evict(
            { ...context.entries, [key]: entry },
            touch(context.order, key),
            context.config.maxEntries,
            key,
          ),
        };
      }),
      storeNextPage: assign(({ context }, params: { page: Page }) => {
        const entry = shown(context);
        if (!entry || context.key === null) return {};
        return {
          error: null,
          entries: {
            ...context.entries,
            [context.key]: appendPage(pagingOf(context), entry, params.page),
          },
        };
      }),
      storeError: assign({ error: (_, params: { error: unknown }) => failureOf(params.error) }),
      /** The shown query is fresh from now; after `ttlMs` it turns stale (replaces an older timer). */
      scheduleExpiry: enqueueActions(({ context, enqueue }) => {
        if (context.key === null) return;
        const id = `ttl:${context.key}`;
        enqueue.cancel(id);
        enqueue.raise({ type: 'list.cacheExpired', key: context.key }, { id, delay: 'cacheTtl' });
      }),
      /** Loading is off and the new items are in context: now the change is signalled. */
      signalChange: enqueueActions(({ context, enqueue }) => {
        const revision = context.revision + 1;
        enqueue.assign({ revision });
        enqueue.emit({
          type: 'list.dataChanged',
          key: context.key ?? '',
          count: shown(context)?.items.length ?? 0,
          revision,
        });
      }),
      markStale: assign(({ context }, params: { key: string }) => {
        const entry = context.entries[params.key];
        return entry
          ? { entries: { ...context.entries, [params.key]: { ...entry, stale: true } } }
          : {};
      }),
      markAllStale: assign({
        entries: ({ context }) =>
          Object.fromEntries(
            Object.entries(context.entries).map(([k, entry]) => [k, { ...entry, stale: true }]),
          ),
      }),
      /** Applies a change to every cached query; signals a data change if the shown one changed. */
      changeItems: enqueueActions(
        ({ context, enqueue }, params: { change: (items: T[]) => T[] }) => {
          let shownChanged = false;
          const entries: Record<string, ListEntry<T, Q>> = {};
          for (const [k, entry] of Object.entries(context.entries)) {
            const items = params.change(entry.items);
            // Removed items left the service's list too (an unpinned favourite, an actor gone
            // offline): its next page starts that many rows earlier.
            const removed = Math.max(0, entry.items.length - items.length);
            entries[k] =
              items === entry.items
                ? entry
                : { ...entry, items, nextOffset: Math.max(0, entry.nextOffset - removed) };
            if (k === context.key && items !== entry.items) shownChanged = true;
          }
          enqueue.assign({ entries });
          if (!shownChanged || context.key === null) return;
          const revision = context.revision + 1;
          enqueue.assign({ revision });
          enqueue.emit({
            type: 'list.dataChanged',
            key: context.key,
            count: entries[context.key]?.items.length ?? 0,
            revision,
          });
        },
      ),
      saveAnchor: assign(({ context }, params: { index: number }) => {
        const entry = shown(context);
        if (!entry || context.key === null) return {};
        const anchor = Math.max(0, Math.min(params.index, entry.items.length - 1));
        return { entries: { ...context.entries, [context.key]: { ...entry, anchor } } };
      }),
    },
    guards: {
      isShownQuery: ({ context }, params: Wanted) => context.key === placeOf(context, params).key,
      hasFreshEntry: ({ context }, params: Wanted) =>
        context.entries[placeOf(context, params).key]?.stale === false,
      hasStaleEntry: ({ context }, params: Wanted) =>
        context.entries[placeOf(context, params).key]?.stale === true,
      hasInitialQuery: ({ context }) => context.query !== null,
      canLoadMore: ({ context }) => shown(context)?.hasMore === true,
      canLoadOnScroll: ({ context }) =>
        shown(context)?.hasMore === true && context.scrollPagesLeft > 0,
    },
  });
  /** A first page arrived (first load or refresh): keep it, expire it after its ttl, signal. */
  const firstPageArrived = [
    {
      type: 'storeFirstPage' as const,
      params: ({ event }: { event: DoneActorEvent<Page> }) => ({ page: event.output }),
    },
    'scheduleExpiry' as const,
    'signalChange' as const,
  ];
  /**
   * The first page fetched again while what is loaded stays shown (`refreshing`): the one
   * `fetchPage` call under its own id; a failure keeps the loaded items.
   */
  const firstPageAgain = {
    id: 'refreshPage',
    src: 'fetchPage' as const,
    input: ({ context }: { context: Context }) => request(context, false),
    onDone: { target: 'loaded', actions: firstPageArrived },
    onError: {
      target: 'loaded.refreshFailed',
      actions: {
        type: 'storeError' as const,
        params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
      },
    },
  };
  return machineSetup.createMachine({
    id: 'list',
    type: 'parallel',
    context: ({ input }) => ({
      config: {
        limit: input.limit ?? DEFAULT_LIST_CONFIG.limit,
        paging: input.paging ?? DEFAULT_LIST_CONFIG.paging,
        ttlMs: input.ttlMs ?? DEFAULT_LIST_CONFIG.ttlMs,
        maxEntries: input.maxEntries ?? DEFAULT_LIST_CONFIG.maxEntries,
        gridType: input.gridType ?? DEFAULT_LIST_CONFIG.gridType,
        display: input.display ?? DEFAULT_LIST_CONFIG.display,
        scrollPages: input.scrollPages ?? DEFAULT_LIST_CONFIG.scrollPages,
      },
      key: input.query === undefined ? null : queryKey(input.query),
      query: input.query ?? null,
      page: 1,
      pageSize: input.limit ?? DEFAULT_LIST_CONFIG.limit,
      entries: {},
      order: [],
      requestId: 0,
      error: null,
      revision: 0,
      scrollPagesLeft: input.scrollPages ?? DEFAULT_LIST_CONFIG.scrollPages,
    }),
    on: {
      'list.itemsPatched': {
        actions: {
          type: 'changeItems',
          params: ({ event }) => ({
            change: (items: T[]) => patchItems(items, event.patches),
          }),
        },
      },
      'list.itemsRemoved': {
        actions: {
          type: 'changeItems',
          params: ({ event }) => ({
            change: (items: T[]) => removeItems(items, event.ids, event.keepPlaces),
          }),
        },
      },
      'list.cacheExpired': {
        actions: { type: 'markStale', params: ({ event }) => ({ key: event.key }) },
      },
      'ui.anchorSaved': {
        actions: { type: 'saveAnchor', params: ({ event }) => ({ index: event.index }) },
      },
    },
    states: {
      data: {
        initial: 'starting',
        on: {
          'list.query': [
            { guard: { type: 'isShownQuery', params: ({ event }) => event } },
            {
              guard: { type: 'hasFreshEntry', params: ({ event }) => event },
              target: '.loaded',
              actions: { type: 'showCached', params: ({ event }) => event },
            },
            {
              guard: { type: 'hasStaleEntry', params: ({ event }) => event },
              target: '.refreshing',
              actions: { type: 'showCached', params: ({ event }) => event },
            },
            {
              target: '.loading',
              actions: { type: 'startQuery', params: ({ event }) => event },
            },
          ],
          'list.invalidate': { actions: 'markAllStale' },
        },
        states: {
          starting: {
            always: [{ guard: 'hasInitialQuery', target: 'loading' }, { target: 'idle' }],
          },
          /** No query yet. */
          idle: {},
          loading: {
            tags: ['loading', 'busy'],
            entry: 'nextRequest',
            invoke: {
              id: 'firstPage',
              src: 'fetchPage',
              input: ({ context }) => request(context, false),
              onDone: {
                target: 'loaded',
                actions: firstPageArrived,
              },
              onError: {
                target: 'failed',
                actions: {
                  type: 'storeError',
                  params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
                },
              },
            },
          },
          loaded: {
            tags: ['loaded'],
            initial: 'settled',
            on: {
              'ui.loadMore': {
                guard: 'canLoadMore',
                target: 'loadingMore',
                actions: 'rearmScroll',
              },
              // Past the scroll pages, reaching the end loads nothing: the footer stays put.
              'ui.endReached': {
                guard: 'canLoadOnScroll',
                target: 'loadingMore',
                actions: 'countScrollPage',
              },
              'ui.refresh': { target: 'refreshing' },
              'list.invalidate': { target: 'refreshing', actions: 'markAllStale' },
            },
            states: {
              settled: {},
              /** A further page failed: "load more" retries; scrolling on does not hammer. */
              moreFailed: {
                on: {
                  'ui.retry': { target: '#list.data.loadingMore' },
                  'ui.endReached': {},
                },
              },
              /** A refresh failed: what was loaded stays shown. */
              refreshFailed: {
                on: { 'ui.retry': { target: '#list.data.refreshing' } },
              },
            },
          },
          loadingMore: {
            tags: ['loaded', 'loadingMore', 'busy'],
            entry: 'nextRequest',
            invoke: {
              id: 'nextPage',
              src: 'fetchPage',
              input: ({ context }) => request(context, true),
              onDone: {
                target: 'loaded',
                actions: [
                  {
                    type: 'storeNextPage',
                    params: ({ event }: { event: DoneActorEvent<Page> }) => ({
                      page: event.output,
                    }),
                  },
                  'signalChange',
                ],
              },
              onError: {
                target: 'loaded.moreFailed',
                actions: {
                  type: 'storeError',
                  params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
                },
              },
            },
          },
          /** Cached items stay shown while the first page is fetched again. */
          refreshing: {
            tags: ['loaded', 'refreshing', 'busy'],
            entry: 'nextRequest',
            invoke: firstPageAgain,
          },
          failed: {
            tags: ['failed'],
            on: {
              'ui.retry': { target: 'loading' },
              'ui.refresh': { target: 'loading' },
            },
          },
        },
      },
    },
  });
}

/** The list machine over any item and query: the model test's subject, and the default. */
export const listMachine = createListMachine();
export type ListMachine<
  T extends ListItem = ListItem,
  Q extends ListQuery = ListQuery,
> = ReturnType<typeof createListMachine<T, Q>>;
