import { defineDomain } from '../app/domainManifest.ts';

/** The search. */
export const searchManifest = defineDomain({
  id: 'search',
  lazy: true,
  routes: ['search', 'searchResults'],
});
