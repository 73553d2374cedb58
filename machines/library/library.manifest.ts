import { defineDomain } from '../app/domainManifest.ts';

/** The guest's bought videos and albums. */
export const libraryManifest = defineDomain({
  id: 'library',
  lazy: true,
  routes: ['myMediathek'],
  // The section the mediathek shows (`?section=`).
  addressKeys: ['section'],
});
