import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import type { FunctionalConsentEvent } from '../consent/consent.types.ts';
import { createListMachine } from '../list/list.machine.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import { GROWS_ON_PRESS, type ListEvent } from '../list/list.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  SEARCH_CACHE_CLEAN_MS,
  SEARCH_CACHE_TTL_MS,
  SEARCH_DEBOUNCE_MS,
  addRecentSearch,
  cacheKey,
  cachedAnswer,
  isCurrentAnswer,
  isSearchable,
  normalizePattern,
  pruneCache,
  resultOrNull,
  searchPageSize,
} from './search.rules.ts';
import type {
  SearchCacheEntry,
  SearchItem,
  SearchListCategory,
  SearchListQuery,
  SearchRequest,
  SearchResult,
  StoredSearchPattern,
} from './search.types.ts';

/** The results pages' lists by category (seed 001 §9 page sizes); videos have the video search. */
export const SEARCH_LISTS = {
  actors: 'search.actors.list',
  models: 'search.models.list',
  asmr: 'search.asmr.list',
  tv: 'search.tv.list',
  mediathek: 'search.mediathek.list',
  blog: 'search.blog.list',
  photos: 'search.photos.list',
  galleries: 'search.galleries.list',
} as const satisfies Record<SearchListCategory, `${string}.list`>;

export const searchListMachine = createListMachine<SearchItem, SearchListQuery>();

const listQuery = (
  category: SearchListCategory,
  pattern: string,
  request: SearchRequest,
): ListEvent<SearchItem, SearchListQuery> => ({
  type: 'list.query',
  query: { category, pattern, request },
});

export type SearchEvent =
  | { type: 'ui.searchOpen' }
  | { type: 'ui.searchClose' }
  /** A key in the overlay or the phone menu; `mobile` sets the minimum pattern (seed 001 §9). */
  | { type: 'ui.searchTyped'; pattern: string; mobile: boolean }
  /** The guest went for a pattern (Enter, "show all", a result): kept as a recent search. */
  | { type: 'ui.searchCommitted'; pattern: string }
  | { type: 'ui.retry' }
  /** A results page (`/{lang}/search/{category}/{pattern}/`) shows one category's list. */
  | { type: 'search.showResults'; category: SearchListCategory; pattern: string }
  /** The functional consent, from the consent domain: when asked at start and on every change. */
  | FunctionalConsentEvent
  /** The recent searches read from local storage at start (only with consent). */
  | { type: 'xstate.done.actor.loadRecent'; output: string[] }
  | { type: 'xstate.error.actor.loadRecent'; error: unknown };

export interface SearchContext {
  request: SearchRequest;
  /** The latest typed pattern (normalized). */
  pattern: string;
  result: SearchResult | null;
  recent: string[];
  /** Whether the recent searches may be kept on this device (the consent domain tells). */
  functional: boolean;
  cache: Record<string, SearchCacheEntry>;
  /** The machine's own clock: advanced by the cleaner's 5 s ticks (engine clock, no Date.now). */
  clockMs: number;
  /** Fire-and-forget calls started (store pattern, save recent): numbers their child ids. */
  sideCalls: number;
}

/**
 * The global search (seed 001 §2–§4, §7, §9; issue 22 §3), system id `search`:
 * - `panel`: the desktop overlay / phone menu, `closed` or `open` (tag `open`);
 * - `query`: a typed pattern waits `SEARCH_DEBOUNCE_MS` after the last key, then is answered from
 *   the cache or by one call (a new key cancels the call in flight: at most one at a time). An
 *   answer for another pattern than the latest typed one is ignored; no data clears the result;
 *   a failure is `failed` (tag `failed`) with `ui.retry`. A pattern answered by the service (not
 *   from the cache) is stored on the query service (`storeSearchPattern`, recorded like every
 *   call; its failure changes nothing the guest sees);
 * - `cleaner`: entries expire after 5 minutes; while the cache holds any, a 5 s tick advances the
 *   machine's clock, and after an initial 5-minute wait each tick drops the expired entries; an
 *   empty cache stops it.
 * Recent searches (unique, newest first, max 3, 3+ characters) are kept in context and written to
 * local storage (`saveRecent`) only with the functional consent.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as DomainInput,
    tags: {} as 'open' | 'loading' | 'failed' | 'tooShort' | 'cleaning',
  },
  actors: {
    search: placeholderCall<SearchResult | null, { request: SearchRequest; pattern: string }>(
      'search.search',
    ),
    storeSearchPattern: placeholderCall<
      StoredSearchPattern,
      { request: SearchRequest; pattern: string }
    >('search.storeSearchPattern'),
    saveRecent: placeholderCall<void, { recent: string[] }>('search.saveRecent'),
    loadRecent: placeholderCall<string[], null>('search.loadRecent'),
    resultsList: searchListMachine,
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
    cacheTtl: SEARCH_CACHE_TTL_MS,
    cleanEvery: SEARCH_CACHE_CLEAN_MS,
  },
  actions: {
    spawnLists: enqueueActions(({ enqueue }) => {
      for (const category of Object.keys(SEARCH_LISTS) as SearchListCategory[]) {
        enqueue.spawnChild('resultsList', {
          id: SEARCH_LISTS[category],
          systemId: SEARCH_LISTS[category],
          input: {
            limit: searchPageSize(category),
            gridType: `search-${category}`,
            ...GROWS_ON_PRESS,
          },
        });
      }
    }),
    /** The results page's query goes to its category's list (a child, by its id). */
    want: sendTo(
      (_, params: { category: SearchListCategory; pattern: string }) =>
        SEARCH_LISTS[params.category],
      ({ context }, params: { category: SearchListCategory; pattern: string }) =>
        listQuery(params.category, normalizePattern(params.pattern), context.request),
    ),
    /** The latest typed pattern, kept in context (the search and the stale rule compare to it). */
    notePattern: assign((_, params: { pattern: string }) => ({
      pattern: normalizePattern(params.pattern),
    })),
    /** The searched pattern to the query service (seed 001 §7): fire and forget, recorded. */
    storeSearchPattern: enqueueActions(({ context, enqueue }) => {
      if (!context.pattern) return;
      enqueue.spawnChild('storeSearchPattern', {
        id: `storeSearchPattern.${context.sideCalls}`,
        input: { request: context.request, pattern: context.pattern },
      });
      enqueue.assign({ sideCalls: context.sideCalls + 1 });
    }),
    clearResult: assign({ result: null }),
    storeResult: assign(({ context }, params: { result: SearchResult | null }) => ({
      result: resultOrNull(params.result),
      cache: {
        ...context.cache,
        [cacheKey(context.pattern)]: {
          result: resultOrNull(params.result),
          storedAt: context.clockMs,
        },
      },
    })),
    showCached: assign(({ context }) => ({
      result: cachedAnswer(context.cache, context.pattern, context.clockMs)?.result ?? null,
    })),
    tick: assign(({ context }) => ({ clockMs: context.clockMs + SEARCH_CACHE_CLEAN_MS })),
    prune: assign(({ context }) => ({ cache: pruneCache(context.cache, context.clockMs) })),
    /** At start the search asks the consent domain for the functional consent. */
    askConsent: toSystem('consent', { type: 'consent.ask' }),
    /**
     * The functional consent as the consent domain tells it (seed 000 §5): when it is given, the
     * recent searches of earlier visits are read. Withdrawing it removes them from the device
     * (the consent's storage) and from the overlay: the guest said no to a search history.
     */
    takeConsent: enqueueActions(({ context, enqueue }, params: { functional: boolean }) => {
      enqueue.assign({ functional: params.functional });
      if (params.functional && !context.functional)
        enqueue.spawnChild('loadRecent', { id: 'loadRecent', input: null });
      if (!params.functional && context.functional) enqueue.assign({ recent: [] });
    }),
    /** Searches made before the stored ones came stay first. */
    loadRecent: assign(({ context }, params: { recent: string[] }) => ({
      recent: [...context.recent, ...params.recent]
        .reverse()
        .reduce(addRecentSearch, [] as string[]),
    })),
    addRecent: enqueueActions(({ context, enqueue }, params: { pattern: string }) => {
      const recent = addRecentSearch(context.recent, params.pattern);
      enqueue.assign({ recent });
      if (!context.functional) return;
      enqueue.spawnChild('saveRecent', {
        id: `saveRecent.${context.sideCalls}`,
        input: { recent },
      });
      enqueue.assign({ sideCalls: context.sideCalls + 1 });
    }),
  },
  guards: {
    searchable: (_, params: { pattern: string; mobile: boolean }) =>
      isSearchable(params.pattern, params.mobile),
    cached: ({ context }) =>
      cachedAnswer(context.cache, context.pattern, context.clockMs) !== undefined,
    currentAnswer: ({ context }, params: { result: SearchResult | null }) =>
      params.result === null || isCurrentAnswer(context.pattern, params.result.searchPattern),
    cacheEmpty: ({ context }) => Object.keys(context.cache).length === 0,
    cacheHasEntries: ({ context }) => Object.keys(context.cache).length > 0,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    request: serviceRequestOf(input),
    pattern: '',
    result: null,
    recent: [],
    functional: false,
    cache: {},
    clockMs: 0,
    sideCalls: 0,
  }),
  type: 'parallel',
  entry: ['spawnLists', 'askConsent'],
  on: {
    'consent.functionalChanged': {
      actions: { type: 'takeConsent', params: ({ event }) => ({ functional: event.functional }) },
    },
    'search.showResults': {
      actions: {
        type: 'want',
        params: ({ event }) => ({ category: event.category, pattern: event.pattern }),
      },
    },
    'xstate.done.actor.loadRecent': {
      actions: { type: 'loadRecent', params: ({ event }) => ({ recent: event.output }) },
    },
    // Storage unreadable: this visit starts without them.
    'xstate.error.actor.loadRecent': {},
    // A pattern not stored, or recent searches not written: nothing the guest would act on (the
    // failure is in the log); without these the machine would stop on the error.
    'xstate.error.actor.storeSearchPattern.*': {},
    'xstate.error.actor.saveRecent.*': {},
    'ui.searchCommitted': {
      actions: { type: 'addRecent', params: ({ event }) => ({ pattern: event.pattern }) },
    },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'ui.searchOpen': 'open' } },
        open: { tags: 'open', on: { 'ui.searchClose': 'closed' } },
      },
    },
    query: {
      initial: 'idle',
      on: {
        'ui.searchTyped': [
          {
            guard: {
              type: 'searchable',
              params: ({ event }) => ({ pattern: event.pattern, mobile: event.mobile }),
            },
            target: '.debouncing',
            actions: { type: 'notePattern', params: ({ event }) => ({ pattern: event.pattern }) },
          },
          {
            target: '.idle',
            actions: [
              { type: 'notePattern', params: ({ event }) => ({ pattern: event.pattern }) },
              'clearResult',
            ],
          },
        ],
      },
      states: {
        /** Nothing (long enough) typed: the recent searches show. */
        idle: { tags: 'tooShort' },
        debouncing: {
          tags: 'loading',
          after: {
            debounce: [
              { guard: 'cached', target: 'shown', actions: 'showCached' },
              { target: 'searching' },
            ],
          },
        },
        searching: {
          tags: 'loading',
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ request: context.request, pattern: context.pattern }),
            onDone: [
              {
                guard: {
                  type: 'currentAnswer',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: 'shown',
                actions: [
                  { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
                  'storeSearchPattern',
                ],
              },
              // An answer for an older pattern: ignored.
              { target: 'shown' },
            ],
            onError: 'failed',
          },
        },
        shown: {},
        failed: { tags: 'failed', on: { 'ui.retry': 'searching' } },
      },
    },
    cleaner: {
      initial: 'empty',
      states: {
        empty: { always: { guard: 'cacheHasEntries', target: 'running' } },
        running: {
          type: 'parallel',
          always: { guard: 'cacheEmpty', target: 'empty' },
          states: {
            clock: {
              initial: 'ticking',
              states: {
                ticking: {
                  after: { cleanEvery: { target: 'ticking', reenter: true, actions: 'tick' } },
                },
              },
            },
            phase: {
              initial: 'warmup',
              states: {
                warmup: { after: { cacheTtl: 'cleaning' } },
                cleaning: {
                  tags: 'cleaning',
                  after: { cleanEvery: { target: 'cleaning', reenter: true, actions: 'prune' } },
                },
              },
            },
          },
        },
      },
    },
  },
});
