import { defineDomain } from '../app/domainManifest.ts';

/** The route, the language and the page chrome. */
export const shellManifest = defineDomain({
  id: 'shell',
  lazy: false,
});
