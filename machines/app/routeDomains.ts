import type { RouteName } from '../shell/routes/index.ts';
import type { LazyDomain } from './lazyDomains.ts';

/** Every rewards screen (games, daily bonus, bonus code, benefits, event pages) reads it. */
const REWARDS_ROUTES = [
  'mySpinwheel',
  'eventSlotMachine',
  'dailyBonus',
  'myBonusCode',
  'myBenefits',
  'magazineEaster',
  'magazineAdventCalendar',
  'actorGiftCalendar',
  'eventWiesnShooting',
  'eventWiesnBude',
  'eventVenusAttacks',
  'eventWiesnGaudi',
  'eventHalloween',
  'eventWetAndWild',
  'magazineWetNWildGame',
  'eventKickIt2025',
  'magazineGoldrush',
] as const satisfies readonly RouteName[];

/** A rewards screen's route: the rewards views' pages are typed by it, so both name the same. */
export type RewardsRoute = (typeof REWARDS_ROUTES)[number];

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
  ...Object.fromEntries(REWARDS_ROUTES.map((name) => [name, 'rewards' as const])),
};

export function routeDomain(name: RouteName): LazyDomain | undefined {
  return ROUTE_DOMAINS[name];
}
