import { defineDomain } from '../app/domainManifest.ts';

/** The cookie consent. */
export const consentManifest = defineDomain({
  id: 'consent',
  lazy: false,
  starts: 'boot',
});
