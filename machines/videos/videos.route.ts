import type { RouteEnteredEvent } from '../shell/shell.route.ts';
import { actorQuery, searchQuery, type GuestChoice, type VideoStrip } from './videos.queries.ts';
import { isVideoSort } from './videos.rules.ts';
import {
  VIDEO_TYPES,
  type VideoCategory,
  type VideoFilter,
  type VideoQuery,
  type VideoType,
} from './videos.types.ts';

/**
 * The query parameters a video list reads from the address (`?category=` names another list by
 * category; the rest are the guest's sort and filter). The root hands the domain these of its
 * route (machines/app/routeEvents.ts), so that the page number or a scroll target asks nothing.
 */
export const VIDEO_ADDRESS_KEYS = [
  'category',
  'sort',
  'tags',
  'types',
  'models',
  'from',
  'until',
  'testSatisfaction',
] as const;

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

/** The VR content category of the catalogue (media category 208): the VR porn event's videos. */
const VR_CATEGORY = 208;

/** What the domain is asked for on a route of its own (its `videos.show…` events). */
type VideosRouteAsk =
  | ({ type: 'videos.showCategory'; category: string } & GuestChoice)
  | { type: 'videos.showQuery'; query: VideoQuery }
  | { type: 'videos.showStrip'; category: VideoStrip }
  | { type: 'videos.showJumbotron'; jumbotron: 'videostation' }
  | { type: 'videos.showStars' };

/**
 * What a route of the videos domain shows, as the domain's own asks: an area its category (or
 * the one `?category=` names) with the guest's choice, the search and an actor's lists their
 * query, the station its jumbotron and strips, the stars their list.
 */
export function videosRouteAsks({ name, params, query }: RouteEnteredEvent): VideosRouteAsk[] {
  const choice = choiceOfQuery(query);
  if (name in AREA_ROUTES) {
    const category = query.category ?? AREA_ROUTES[name as keyof typeof AREA_ROUTES];
    return [{ type: 'videos.showCategory', category, ...choice }];
  }
  switch (name) {
    case 'videos':
      return [
        { type: 'videos.showJumbotron', jumbotron: 'videostation' },
        ...STATION_STRIPS.map(({ category }) => ({ type: 'videos.showStrip' as const, category })),
      ];
    case 'videoStars':
      return [{ type: 'videos.showStars' }];
    case 'videoSearch':
      return [{ type: 'videos.showQuery', query: searchQuery(params.searchPattern ?? '', choice) }];
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
        },
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
