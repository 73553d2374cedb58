import { defineDomain } from '../app/domainManifest.ts';

/** One-click payments. */
export const oneClickManifest = defineDomain({
  id: 'oneClick',
  lazy: true,
  owns: {
    oneClick: ['canOneClickResult', 'chargeOneClickResult'],
  },
});
