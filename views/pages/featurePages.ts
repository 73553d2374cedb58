import type { LazyDomain } from '../../machines/app/lazyDomains.ts';
import type { RouteName } from '../../src/routes/index.ts';
import { accountPages } from '../account/pages.ts';
import { camsPages } from '../cams/pages.ts';
import { actorProfilePages } from '../actorProfile/pages.ts';
import { contentPages } from '../content/pages.ts';
import { contestsPages } from '../contests/pages.ts';
import { feedPages } from '../feed/pages.ts';
import { incentivesPages } from '../incentives/pages.ts';
import { messengerPages } from '../messenger/pages.ts';
import { payTourPages } from '../payTour/pages.ts';
import { rewardsPages } from '../rewards/pages.ts';
import { videosPages } from '../videos/pages.ts';
import { tvPages } from '../tv/pages.ts';
import { blogPages } from '../blog/pages.ts';
import { searchPages } from '../search/pages.ts';
import { legalPages } from '../legal/pages.ts';
import { favouritesPages } from '../favourites/pages.ts';
import { specialsPages } from '../specials/pages.ts';
import { libraryPages } from '../library/pages.ts';
import type { FeaturePages } from './pageTypes.ts';

/** The screens the features build, by route name: every route but the start page has one (views.test.tsx). */
const FEATURE_PAGES: FeaturePages = {
  ...accountPages,
  ...camsPages,
  ...actorProfilePages,
  ...contentPages,
  ...contestsPages,
  ...feedPages,
  ...incentivesPages,
  ...messengerPages,
  ...payTourPages,
  ...rewardsPages,
  ...videosPages,
  ...tvPages,
  ...blogPages,
  ...searchPages,
  ...legalPages,
  ...favouritesPages,
  ...specialsPages,
  ...libraryPages,
};

export function featurePage(name: RouteName) {
  return FEATURE_PAGES[name];
}

/**
 * The lazy domain (decision 0008) a route's screen reads: the route starts it. One line per
 * route; a route of a new lazy domain adds its line here.
 */
const ROUTE_DOMAINS: Partial<Record<RouteName, LazyDomain>> = {
  actorVideoDetails: 'content',
  actorPhotoAlbum: 'content',
  contests: 'contests',
  contest: 'contests',
  videoContests: 'contests',
  photoContests: 'contests',
  contestTop10: 'contests',
  contestVoted: 'contests',
  contestNotVoted: 'contests',
  contestActor: 'contests',
  contestsArchive: 'contests',
  myMediathekPhotos: 'mediathek',
  myMediathekAudio: 'mediathek',
  myMediathekFeed: 'feed',
  cams: 'cams',
  newGirls: 'cams',
  freeChat: 'cams',
  category: 'cams',
  camShows: 'cams',
  myProfile: 'profile',
  actorProfile: 'actorProfile',
  actorAboutMe: 'actorProfile',
  actorLiveShow: 'actorProfile',
  videos: 'videos',
  allVideos: 'videos',
  freeClips: 'videos',
  videoTrends: 'videos',
  videosOnSale: 'videos',
  newVideos: 'videos',
  vipVideos: 'videos',
  videoStars: 'videos',
  videoSearch: 'videos',
  actorVideos: 'videos',
  actorClassicVideos: 'videos',
  actorVideosByTag: 'videos',
  myMediathek: 'library',
  tvLivestream: 'tv',
  tvPremiumLivestream: 'tv',
  tvLateNight: 'tv',
  tvProgram: 'tv',
  tvMediathekSeries: 'tv',
  tvMediathekVideos: 'tv',
  tvMediaSeries: 'tv',
  tvFormat: 'tv',
  tvPost: 'tv',
  tvVideo: 'tv',
  feed: 'feed',
  actorFeed: 'feed',
  actorTopCams: 'cams',
  blog: 'blog',
  blogCategory: 'blog',
  blogArchive: 'blog',
  search: 'search',
  searchResults: 'search',
  termsOfService: 'legal',
  dataProtection: 'legal',
  myFavoriteCams: 'favourites',
  dailyDeals: 'videos',
  eventVrPorn: 'videos',
  eventCumOn: 'blog',
  newsletterUnsubscribe: 'profile',
  messenger: 'messenger',
  // Every rewards screen (games, daily bonus, bonus code, benefits, event pages) reads it.
  ...(Object.fromEntries(Object.keys(rewardsPages).map((name) => [name, 'rewards'])) as Partial<
    Record<RouteName, LazyDomain>
  >),
};

export function routeDomain(name: RouteName): LazyDomain | undefined {
  return ROUTE_DOMAINS[name];
}
