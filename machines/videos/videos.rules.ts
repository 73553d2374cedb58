import {
  VIDEO_CATEGORIES,
  VIDEO_SORTS,
  type VideoCategory,
  type VideoFilter,
  type VideoQuery,
  type VideoSort,
  type WireSort,
} from './videos.types.ts';

/** What an unknown category name throws (seed 001 §5, §8). */
export const UNMAPPED_CATEGORY = 'Unmapped category';

/** The acting groups the free category keeps to (seed 001 §5: the female acting group). */
export const FEMALE_ACTING_GROUPS = ['solo', 'girl-girl'] as const;
/** Trending videos: released within the last 8 days; top videos: within the last 9 months. */
const TRENDING_DAYS = 8;
const TOP_MONTHS = 9;

const isVideoCategory = (name: string): name is VideoCategory =>
  (VIDEO_CATEGORIES as readonly string[]).includes(name);
export const isVideoSort = (name: string): name is VideoSort =>
  (VIDEO_SORTS as readonly string[]).includes(name);

interface CategoryRule {
  sort: WireSort;
  filter: VideoFilter;
}

const RULES: Record<VideoCategory, CategoryRule> = {
  allVideos: { sort: 'topRated', filter: {} },
  vip30Videos: { sort: 'topRated', filter: { types: ['vip30'] } },
  newVideos: { sort: 'newest', filter: {} },
  discountedVideos: { sort: 'newest', filter: { types: ['discount'] } },
  freeVideos: {
    sort: 'newest',
    filter: { types: ['free'], actingGroups: [...FEMALE_ACTING_GROUPS] },
  },
  boughtVideos: { sort: 'newest', filter: { types: ['bought'] } },
  trendingVideos: { sort: 'topTrending', filter: { releasedWithinDays: TRENDING_DAYS } },
  topVideos: { sort: 'bestSelling', filter: { releasedWithinMonths: TOP_MONTHS } },
};

export interface CategoryOptions {
  /** The guest's chosen order (`sort` in the address); the category's own order otherwise. */
  sort?: VideoSort | null;
  /** The guest's filter (model ids, tags, release range, types), added to the category's. */
  filter?: VideoFilter;
  /** `testSatisfaction` in the address: every order becomes satisfactionScore. */
  testSatisfaction?: boolean;
}

/**
 * The query of a video list by category (seed 001 §5): its sort rule and its filter, with the
 * guest's choices on top (a chosen sort wins; the category's type flags and window stay).
 * An unknown category throws 'Unmapped category'.
 *
 * @example
 * categoryQuery('trendingVideos'); // { sort: 'topTrending', filter: { releasedWithinDays: 8 } }
 */
export function categoryQuery(category: string, options: CategoryOptions = {}): VideoQuery {
  if (!isVideoCategory(category)) throw new Error(UNMAPPED_CATEGORY);
  const rule = RULES[category];
  const guest = options.filter ?? {};
  const types = [...new Set([...(rule.filter.types ?? []), ...(guest.types ?? [])])];
  const filter: VideoFilter = { ...guest, ...rule.filter };
  if (types.length > 0) filter.types = types;
  const sort: WireSort = options.testSatisfaction
    ? 'satisfactionScore'
    : (options.sort ?? rule.sort);
  return { sort, filter };
}
