import { defineDomain } from '../app/domainManifest.ts';

/** The cam grids, and the chat tickets (`cams.tickets`). */
export const camsManifest = defineDomain({
  id: 'cams',
  lazy: true,
  owns: {
    cams: ['privateTicketShowInvitation'],
  },
  gateClients: ['cams.tickets'],
  routes: ['cams', 'newGirls', 'freeChat', 'category', 'camShows', 'actorTopCams'],
});
