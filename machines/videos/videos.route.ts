import type { RouteEnteredEvent } from '../shell/shell.route.ts';
import { actorAlbumsQuery, type AlbumQuery } from './albums.ts';
import { actorQuery, searchQuery, type GuestChoice, type VideoStrip } from './videos.queries.ts';
import { isVideoSort } from './videos.rules.ts';
import {
  VIDEO_TYPES,
  type VideoCategory,
  type VideoFilter,
  type VideoQuery,
  type VideoType,
} from './videos.types.ts';

type Query = Readonly<Record<string, string>>;

const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** The guest's sort and filter as the address keeps them (`sort`, `tags`, `types`, `models`, …). */
export function choiceOfQuery(query: Query): GuestChoice {
  const filter: VideoFilter = {};
  const tags = list(query.tags);
  if (tags.length > 0) filter.tags = tags;
  const types = list(query.types).filter((type): type is VideoType =>
    (VIDEO_TYPES as readonly string[]).includes(type),
  );
  if (types.length > 0) filter.types = types;
  const models = list(query.models).map(Number).filter(Number.isInteger);
  if (models.length > 0) filter.modelIds = models;
  if (query.from) filter.releasedFrom = query.from;
  if (query.until) filter.releasedUntil = query.until;
  const sort = query.sort;
  return {
    sort: sort && isVideoSort(sort) ? sort : null,
    filter,
    testSatisfaction: query.testSatisfaction !== undefined,
  };
}

/**
 * The page a shared address starts the main list at (seed 000 §5 `page`), when it names one: the
 * list kit keeps what is not a whole number from 1 at the first page.
 */
function pageOf(query: Query): { page?: number } {
  return query.page === undefined ? {} : { page: Number(query.page) };
}

/** The area routes: each a list by category (seed 001 §2, §5). */
const AREA_ROUTES = {
  allVideos: 'allVideos',
  freeClips: 'freeVideos',
  videoTrends: 'trendingVideos',
  videosOnSale: 'discountedVideos',
  newVideos: 'newVideos',
  vipVideos: 'vip30Videos',
  dailyDeals: 'discountedVideos',
} as const satisfies Partial<Record<RouteEnteredEvent['name'], VideoCategory>>;

/** The video station's strips, each under the link to its area. */
export const STATION_STRIPS = [
  { category: 'trendingVideos', route: 'videoTrends' },
  { category: 'newVideos', route: 'newVideos' },
  { category: 'discountedVideos', route: 'videosOnSale' },
  { category: 'freeVideos', route: 'freeClips' },
] as const satisfies readonly { category: VideoStrip; route: keyof typeof AREA_ROUTES }[];

/**
 * The start page's video blocks (seed 000 §2): three strips, each under the link to its area,
 * and the Videostation block (the homepage jumbotron and the newest albums). The root tells the
 * domain of the start page once a block's gate started it; the blocks ask nothing.
 */
export const HOME_STRIPS = {
  vip30: { category: 'vip30Videos', route: 'vipVideos' },
  trends: { category: 'trendingVideos', route: 'videoTrends' },
  welcomeClips: { category: 'freeVideos', route: 'freeClips' },
} as const satisfies Record<string, { category: VideoStrip; route: keyof typeof AREA_ROUTES }>;

/** The VR content category of the catalogue (media category 208): the VR porn event's videos. */
const VR_CATEGORY = 208;

/** What the domain is asked for on a route (its `videos.show…` events and the filter's tags). */
type VideosRouteAsk =
  | ({ type: 'videos.showCategory'; category: string; page?: number } & GuestChoice)
  | { type: 'videos.showQuery'; query: VideoQuery; page?: number }
  | { type: 'videos.showStrip'; category: VideoStrip }
  | { type: 'videos.showJumbotron'; jumbotron: 'videostation' | 'homepage' }
  | { type: 'videos.showStars' }
  | { type: 'videos.showAlbums'; query: AlbumQuery }
  | { type: 'videos.showAlbumStrip' }
  | { type: 'videos.showSeo'; tags: string[]; actorId: null }
  /** The filter's suggestions before anything is typed: the most popular tags. */
  | { type: 'videos.suggestTags'; search: '' };

const POPULAR_TAGS = { type: 'videos.suggestTags', search: '' } as const;

/** The catalogue's SEO texts below a list filtered by tags (seed 001 §7). */
const seoOf = (choice: GuestChoice): VideosRouteAsk[] =>
  choice.filter?.tags ? [{ type: 'videos.showSeo', tags: choice.filter.tags, actorId: null }] : [];

/**
 * What a route shows of the domain, as the domain's own asks: an area its category (or the one
 * `?category=` names) with the guest's choice and the SEO texts of its tags, the search and an
 * actor's lists their query, each with the filter's popular tags; the station its jumbotron and
 * strips, the stars their list, the start page its blocks, an actor's profile her albums.
 */
export function videosRouteAsks({ name, params, query }: RouteEnteredEvent): VideosRouteAsk[] {
  const choice = choiceOfQuery(query);
  if (name in AREA_ROUTES) {
    const category = query.category ?? AREA_ROUTES[name as keyof typeof AREA_ROUTES];
    return [
      { type: 'videos.showCategory', category, ...choice, ...pageOf(query) },
      POPULAR_TAGS,
      ...seoOf(choice),
    ];
  }
  switch (name) {
    case 'home':
      return [
        ...Object.values(HOME_STRIPS).map(({ category }) => ({
          type: 'videos.showStrip' as const,
          category,
        })),
        { type: 'videos.showJumbotron', jumbotron: 'homepage' },
        { type: 'videos.showAlbumStrip' },
      ];
    case 'videos':
      return [
        { type: 'videos.showJumbotron', jumbotron: 'videostation' },
        ...STATION_STRIPS.map(({ category }) => ({ type: 'videos.showStrip' as const, category })),
      ];
    case 'videoStars':
      return [{ type: 'videos.showStars' }];
    case 'videoSearch':
      return [
        {
          type: 'videos.showQuery',
          query: searchQuery(params.searchPattern ?? '', choice),
          ...pageOf(query),
        },
        POPULAR_TAGS,
      ];
    case 'actorProfile':
      return [
        { type: 'videos.showAlbums', query: actorAlbumsQuery(params.actorName ?? '', choice) },
        POPULAR_TAGS,
      ];
    case 'actorVideos':
    case 'actorClassicVideos':
    case 'actorVideosByTag':
      return [
        {
          type: 'videos.showQuery',
          query: actorQuery(
            params.actorName ?? '',
            {
              ...(name === 'actorClassicVideos' ? { classic: true } : {}),
              ...(params.tagGroup !== undefined ? { tagGroup: params.tagGroup } : {}),
            },
            choice,
          ),
          ...pageOf(query),
        },
        POPULAR_TAGS,
      ];
    case 'eventVrPorn':
      return [
        {
          type: 'videos.showQuery',
          query: { sort: 'newest', filter: { categoryId: VR_CATEGORY } },
        },
      ];
    default:
      return [];
  }
}
