import { defineDomain } from '../app/domainManifest.ts';

/** The modal boxes and their catalogue. */
export const modalsManifest = defineDomain({
  id: 'modals',
  lazy: false,
  starts: 'session',
});
