import { defineDomain } from '../app/domainManifest.ts';

/** The feed of posts. */
export const feedManifest = defineDomain({
  id: 'feed',
  lazy: true,
  routes: ['myMediathekFeed', 'feed', 'actorFeed'],
});
