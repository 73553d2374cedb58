import type { ActorSearchInput } from './actorSearch.machine.ts';
import type { ActorSearch, ActorSearchInit } from './cams.types.ts';

/** A search request of the tests (no network: the machine's calls are provided or modelled). */
export const searchInput = (loggedIn: boolean): ActorSearchInput => ({
  request: {
    restBaseUrl: 'http://sim/rest/v1',
    queryServiceUrl: 'http://sim/graphql/query',
    ver: 't',
    language: 'en',
    accessToken: 'token',
  },
  loggedIn,
});

export const lana: ActorSearch = { text: 'lana', languages: ['de'], ages: [] };

export const initOf = (saved: ActorSearch | null): ActorSearchInit => ({
  facets: { languages: [{ code: 'de', count: 12 }], ages: [{ range: '18-24', count: 4 }] },
  saved,
});
