import { defineDomain } from '../app/domainManifest.ts';

/** The tracker: sends what the consent lets through, with the session it starts with. */
export const trackingManifest = defineDomain({
  id: 'tracking',
  lazy: false,
  starts: 'session',
});
