import { defineDomain } from '../app/domainManifest.ts';

/** The guest's support reports. */
export const reportManifest = defineDomain({
  id: 'report',
  lazy: false,
  starts: 'boot',
});
