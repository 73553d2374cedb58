import { defineDomain } from '../app/domainManifest.ts';

/**
 * Login, signup, age check, abo and top-up flows. Lazy (issue 50 §5): its machine and the payment
 * bridge leave the first load. The root starts it for a logged-in guest (a stored login action, the
 * forced age check), for an address that asks for a flow, and on any send to it (`toSystem`).
 */
export const payTourManifest = defineDomain({
  id: 'payTour',
  lazy: true,
  askedFor: 'loggedIn',
  routes: ['vipClub'],
});
