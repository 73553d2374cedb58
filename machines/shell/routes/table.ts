/**
 * Every route of both seed documents by stable name, with its English path below the language
 * prefix (`:name` marks a parameter). Routes that document 2 only names (blog, search results,
 * contest sections, TV pages, special events) get paths in the same style.
 */
export const ROUTES = {
  home: '',
  newGirls: 'new-girls',
  freeChat: 'free-chat',
  cams: 'cams',
  camShows: 'cam-shows',
  category: 'categories/:categorySlug',
  messenger: 'messenger',
  dailyDeals: 'daily-deals',
  dailyBonus: 'daily-bonus',
  vipClub: 'vipclub',
  feed: 'feed',
  termsOfService: 'terms-of-service',
  dataProtection: 'data-protection',

  myProfile: 'myvisitx/profile',
  myMediathek: 'myvisitx/mediathek',
  myMediathekPhotos: 'myvisitx/mediathek/photos',
  myMediathekAudio: 'myvisitx/mediathek/audio',
  myMediathekFeed: 'myvisitx/mediathek/feed',
  mySpinwheel: 'myvisitx/spinwheel',
  myBenefits: 'myvisitx/benefits',
  myFavoriteCams: 'myvisitx/favorite-cams',
  myVideoChats: 'myvisitx/video-chats',
  myBonusCode: 'myvisitx/bonus-code',

  magazineEaster: 'magazine/easter',
  magazineWetNWildGame: 'magazine/wetnwildgame',
  magazineAdventCalendar: 'magazine/advent-calendar',
  magazineGoldrush: 'magazine/goldrush',

  search: 'search/:searchPattern',
  videoSearch: 'search/videos/:searchPattern',
  searchResults: 'search/:searchCategory/:searchPattern',

  actorProfile: 'amateur/:actorName',
  actorAboutMe: 'amateur/:actorName/about-me',
  actorVideos: 'amateur/:actorName/videos',
  actorVideoDetails: 'amateur/:actorName/videos/:videoId',
  actorVideosByTag: 'amateur/:actorName/videos/tag/:tagGroup',
  actorClassicVideos: 'amateur/:actorName/videos/classic',
  actorPhotoAlbum: 'amateur/:actorName/pictures/:albumId',
  actorLiveShow: 'amateur/:actorName/live-show',
  actorTopCams: 'amateur/:actorName/top-cams',
  actorFeed: 'amateur/:actorName/feed',
  actorGiftCalendar: 'amateur/:actorName/gift-calendar',

  videos: 'videos',
  allVideos: 'videos/all-videos',
  freeClips: 'videos/free-clips',
  videoTrends: 'videos/video-trends',
  videosOnSale: 'videos/on-sale',
  newVideos: 'videos/new-videos',
  vipVideos: 'videos/vip-videos',
  videoStars: 'videos/stars',

  tvLivestream: 'tv/livestream',
  tvPremiumLivestream: 'tv/premium/livestream',
  tvLateNight: 'tv/late-night',
  tvProgram: 'tv/program',
  tvMediathekSeries: 'tv/mediathek/:series',
  tvMediathekVideos: 'tv/mediathek/:key/videos',
  tvMediaSeries: 'tv/media/series',
  tvFormat: 'tv/format/:formatKey',
  tvPost: 'tv/post/:slug',
  tvVideo: 'tv/video/:videoId',

  contests: 'contests',
  contestsArchive: 'contests/archive',
  videoContests: 'contests/videos',
  photoContests: 'contests/photos',
  contest: 'contests/:contestId',
  contestTop10: 'contests/:contestId/top-10',
  contestVoted: 'contests/:contestId/voted',
  contestNotVoted: 'contests/:contestId/not-voted',
  contestActor: 'contests/:contestId/amateur/:actorName',

  blog: 'blog',
  blogCategory: 'blog/:blogCategory',
  blogArchive: 'blog/:blogCategory/archive/:year',

  eventVrPorn: 'events/vr-porn',
  eventKickIt2025: 'events/kick-it-2025',
  eventSlotMachine: 'events/slot-machine',
  eventWiesnShooting: 'events/wiesn-shooting',
  eventWetAndWild: 'events/wet-and-wild',
  eventWiesnBude: 'events/wiesn-bude',
  eventHalloween: 'events/halloween',
  eventCumOn: 'events/cum-on',
  eventVenusAttacks: 'events/venus-attacks',
  eventWiesnGaudi: 'events/wiesn-gaudi',
  newsletterUnsubscribe: 'newsletter/unsubscribe',
} as const;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as readonly RouteName[];

type ParamNamesOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNamesOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParamName<N extends RouteName> = ParamNamesOf<(typeof ROUTES)[N]>;
export type ParamName = RouteParamName<RouteName>;

/** The values a route needs; numbers are written in decimal. */
export type RouteParams<N extends RouteName> = {
  readonly [K in RouteParamName<N>]: string | number;
};

export const SEARCH_CATEGORIES = [
  'actors',
  'asmr',
  'tv',
  'mediathek',
  'blog',
  'photos',
  'galleries',
  'models',
] as const;

/** Blog category slugs, from the blog category ids of document 2 §3. */
export const BLOG_CATEGORIES = [
  'latest',
  'general',
  'event',
  'live',
  'premium-tv',
  'free-tv',
  'actions',
  'production',
  'news',
  'interviews',
  'featured',
] as const;

const digits = /^\d+$/;
const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/**
 * Values a parameter accepts. Constraining them keeps every route reachable: `contests/archive`
 * is not the contest with id "archive", and `search/videos/x` is the video search, not the
 * search results of a category called "videos".
 */
export const PARAM_RULES: Partial<Record<ParamName, (value: string) => boolean>> = {
  albumId: (value) => digits.test(value),
  contestId: (value) => digits.test(value),
  videoId: (value) => digits.test(value),
  year: (value) => /^\d{4}$/.test(value),
  searchCategory: oneOf(SEARCH_CATEGORIES),
  blogCategory: oneOf(BLOG_CATEGORIES),
};

/** Parameters whose values are canonically lower-case (actor names, seed 001 §2). */
export const LOWER_CASE_PARAMS: ReadonlySet<string> = new Set<ParamName>(['actorName']);
