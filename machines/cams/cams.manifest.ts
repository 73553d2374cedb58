import { defineDomain } from '../app/domainManifest.ts';

/** The cam grids and the chat shows list (the tickets are a domain of their own, `chatTickets`). */
export const camsManifest = defineDomain({
  id: 'cams',
  lazy: true,
  routes: ['cams', 'newGirls', 'freeChat', 'category', 'camShows', 'actorTopCams'],
});
