import { defineDomain } from '../app/domainManifest.ts';

/** The TV channel, its program and its library. */
export const tvManifest = defineDomain({
  id: 'tv',
  lazy: true,
  gateClients: ['tv'],
  routes: [
    'tvLivestream',
    'tvPremiumLivestream',
    'tvLateNight',
    'tvProgram',
    'tvMediathekSeries',
    'tvMediathekVideos',
    'tvMediaSeries',
    'tvFormat',
    'tvPost',
    'tvVideo',
  ],
});
