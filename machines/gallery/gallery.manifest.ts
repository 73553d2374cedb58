import { defineDomain } from '../app/domainManifest.ts';

/**
 * A video's or an album's page beside its content: picture ratings, album views, the share by
 * e-mail, a whole video's start, the breadcrumb (decision 0037). Started by the page's view, told
 * the page's route as a block of it.
 */
export const galleryManifest = defineDomain({
  id: 'gallery',
  lazy: true,
  gateClients: ['gallery'],
});
