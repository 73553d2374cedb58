import { defineDomain } from '../app/domainManifest.ts';

/** An actor's preview on hover. */
export const actorPreviewManifest = defineDomain({
  id: 'actorPreview',
  lazy: true,
});
