import { defineDomain } from '../app/domainManifest.ts';

/** The video lists and their pages. */
export const videosManifest = defineDomain({
  id: 'videos',
  lazy: true,
  routes: [
    'videos',
    'allVideos',
    'freeClips',
    'videoTrends',
    'videosOnSale',
    'newVideos',
    'vipVideos',
    'videoStars',
    'videoSearch',
    'actorVideos',
    'actorClassicVideos',
    'actorVideosByTag',
    'dailyDeals',
    'eventVrPorn',
  ],
});
