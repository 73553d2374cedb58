import { defineDomain } from '../app/domainManifest.ts';

/** A video's or an album's page, with its rating, comments, preview scrubbing and offers. */
export const contentManifest = defineDomain({
  id: 'content',
  lazy: true,
  gateClients: ['content', 'content.rating', 'content.albumRating', 'content.albumComments'],
  routes: ['actorVideoDetails', 'actorPhotoAlbum'],
});
