import { defineDomain } from '../app/domainManifest.ts';

/** The guest's profile and account pages. */
export const profileManifest = defineDomain({
  id: 'profile',
  lazy: true,
  routes: ['myProfile', 'newsletterUnsubscribe'],
  children: ['pinCall', 'accountSettings', 'newsletter', 'accountOffers', 'webPush'],
  gateClients: ['profile'],
});
