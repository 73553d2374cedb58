import { defineDomain } from '../app/domainManifest.ts';

/** Onboarding and surveys. */
export const incentivesManifest = defineDomain({
  id: 'incentives',
  lazy: false,
  starts: 'session',
  startsOnRoute: true,
});
