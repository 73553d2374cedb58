/**
 * Domains that start on first use (decision 0008): not invoked at boot, and their code is not in
 * the first load. The engine imports a domain's wiring when a route or an event first needs it
 * and then records `app.domainStart`, on which this machine spawns it under its system id; what
 * was sent to it before waits in `pending` (so replay, anchors and checkpoints see it too).
 */
export const LAZY_DOMAINS = [
  'content',
  'contests',
  'mediathek',
  'profile',
  'actorProfile',
  'feed',
  'videos',
  'liveChat',
  'tv',
  'cams',
  'blog',
  'search',
  'legal',
  'favourites',
  'library',
  'oneClick',
  'voiceCall',
  'actorPreview',
  'messenger',
  'notifications',
  'rewards',
] as const;
export type LazyDomain = (typeof LAZY_DOMAINS)[number];
export const isLazyDomain = (id: string): id is LazyDomain =>
  (LAZY_DOMAINS as readonly string[]).includes(id);
