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
  // `?category=` names another list by category, `?page=` the page its list starts at; the rest
  // are the guest's sort and filter: a scroll target asks nothing.
  addressKeys: [
    'category',
    'page',
    'sort',
    'tags',
    'types',
    'models',
    'from',
    'until',
    'testSatisfaction',
  ],
});
