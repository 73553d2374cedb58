import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { searchListMachine, searchMachine } from '../../../machines/search/search.machine.ts';
import type {
  SearchItem,
  SearchListQuery,
  SearchRequest,
  SearchResult,
  StoredSearchPattern,
} from '../../../machines/search/search.types.ts';
import type { FetchPageInput, FetchPageOutput } from '../../../machines/list/list.types.ts';
import { createRecentSearches } from '../../../services/search/recentSearches.ts';
import { createSearchApi } from '../../../services/search/searchApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';

/** The global search's services (system id `search`). */
export interface SearchServices {
  search: IoRun<SearchResult | null, { request: SearchRequest; pattern: string }>;
  /** A searched pattern stored on the query service. */
  storeSearchPattern: IoRun<StoredSearchPattern, { request: SearchRequest; pattern: string }>;
  saveRecent: IoRun<void, { recent: string[] }>;
  loadRecent: IoRun<string[], null>;
  /** One page of one category for the results pages (lists `search.<category>.list`). */
  fetchResultsPage: IoRun<FetchPageOutput<SearchItem>, FetchPageInput<SearchListQuery>>;
}

export interface SearchSnapshots {
  search: SnapshotFrom<typeof searchMachine>;
}

function searchActors(wiring: Wiring, services: SearchServices | null) {
  const search = provide(searchMachine, {
    actors: {
      search: wiring.call('search.search', services?.search),
      storeSearchPattern: wiring.call('search.storeSearchPattern', services?.storeSearchPattern),
      saveRecent: wiring.call('search.saveRecent', services?.saveRecent),
      loadRecent: wiring.call('search.loadRecent', services?.loadRecent),
      resultsList: provideList(
        searchListMachine,
        wiring,
        'search.results',
        services && { fetchPage: services.fetchResultsPage },
      ),
    },
  });
  return { search };
}

function liveSearchServices(deps: LiveDeps): SearchServices {
  const api = createSearchApi(deps.fetch);
  const recent = createRecentSearches(() => globalThis.localStorage);
  return {
    search: (input, signal) => api.search(input, signal),
    storeSearchPattern: (input, signal) => api.storeSearchPattern(input, signal),
    saveRecent: ({ recent: searches }) => recent.save(searches),
    loadRecent: () => recent.load(),
    fetchResultsPage: ({ query, offset, limit }, signal) =>
      api.searchPage(
        { request: query.request, pattern: query.pattern, category: query.category, offset, limit },
        signal,
      ),
  };
}

/**
 * The search domain starts on first use (decision 0008), although the layout's navbar button and
 * the phone's search menu are on every page: the first page needs none of it, so it stays out of
 * the first load. The button sends `ui.searchOpen` to `search`; an event to a lazy id that does
 * not run yet waits in the root's `pending` and starts the domain (recorded `app.domainStart`),
 * and the overlay reads it with `useOptionalSystemSelector` until then.
 */
export const searchFeature: LazyFeature<SearchServices> = {
  actors: searchActors,
  live: liveSearchServices,
};
