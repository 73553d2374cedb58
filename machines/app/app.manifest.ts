import { defineDomain } from './domainManifest.ts';

/** The root: it starts the other domains and carries what no single domain owns. */
export const appManifest = defineDomain({
  id: 'app',
  lazy: false,
});
