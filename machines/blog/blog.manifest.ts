import { defineDomain } from '../app/domainManifest.ts';

/** The blog. */
export const blogManifest = defineDomain({
  id: 'blog',
  lazy: true,
  routes: ['blog', 'blogCategory', 'blogArchive', 'eventCumOn'],
});
