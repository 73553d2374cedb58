import { defineDomain } from '../app/domainManifest.ts';

/** The legal texts. */
export const legalManifest = defineDomain({
  id: 'legal',
  lazy: true,
  routes: ['termsOfService', 'dataProtection'],
});
