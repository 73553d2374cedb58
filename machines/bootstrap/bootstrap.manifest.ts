import { defineDomain } from '../app/domainManifest.ts';

/** Loads the configuration, the session and the guest at boot. */
export const bootstrapManifest = defineDomain({
  id: 'bootstrap',
  lazy: false,
});
