import { defineDomain } from '../app/domainManifest.ts';

/** The feed of posts. */
export const feedManifest = defineDomain({
  id: 'feed',
  lazy: true,
  gateClients: ['feed'],
  routes: ['myMediathekFeed', 'feed', 'actorFeed'],
});
