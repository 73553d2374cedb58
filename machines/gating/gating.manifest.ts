import { defineDomain } from '../app/domainManifest.ts';

/** The one gate every guarded action asks. */
export const gatingManifest = defineDomain({
  id: 'gating',
  lazy: false,
});
