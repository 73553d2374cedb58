import { defineDomain } from '../app/domainManifest.ts';

/** Login, signup, age check, abo and top-up flows. */
export const payTourManifest = defineDomain({
  id: 'payTour',
  lazy: false,
});
