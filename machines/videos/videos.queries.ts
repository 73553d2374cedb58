import type { VideoFilter, VideoQuery, VideoSort, WireSort } from './videos.types.ts';

/** The strips of the video station and the start page blocks, each its own list. */
export const VIDEO_STRIPS = [
  'trendingVideos',
  'newVideos',
  'discountedVideos',
  'freeVideos',
  'vip30Videos',
  'topVideos',
] as const;
export type VideoStrip = (typeof VIDEO_STRIPS)[number];

export const STRIP_SIZE = 10;
/** Seed 001 §9: the video stars list shows 100 by default. */
export const VIDEO_STARS_DEFAULT = 100;
export type JumbotronType = 'videostation' | 'homepage';

/** The system ids of the domain's lists (the views render them by these). */
export const VIDEO_LISTS = {
  main: 'videos.list' as const,
  jumbotron: 'videos.jumbotron.list' as const,
  stars: 'videos.stars.list' as const,
  strip: (category: VideoStrip) => `videos.strip.${category}.list` as const,
  /** The SEO texts of a list's tags, shown below it (seed 001 §7 "SEO texts by tags"). */
  seo: 'videos.seo.list' as const,
} as const;

/** What the guest chose in the address (`sort`, filter parameters) for a list without a category. */
export interface GuestChoice {
  sort?: VideoSort | null;
  filter?: VideoFilter;
  testSatisfaction?: boolean;
}

const sortOf = (choice: GuestChoice, fallback: WireSort): WireSort =>
  choice.testSatisfaction ? 'satisfactionScore' : (choice.sort ?? fallback);

/** The video search (`/en/search/videos/{searchPattern}/`): titles matching, newest first. */
export function searchQuery(pattern: string, choice: GuestChoice = {}): VideoQuery {
  return { sort: sortOf(choice, 'newest'), filter: { ...choice.filter, search: pattern } };
}

/** An actor's videos, classic videos, or videos of one tag group (seed 001 §2). */
export function actorQuery(
  actorName: string,
  section: { classic?: boolean; tagGroup?: string },
  choice: GuestChoice = {},
): VideoQuery {
  const filter: VideoFilter = { ...choice.filter, modelName: actorName.toLowerCase() };
  if (section.classic) filter.types = [...new Set([...(filter.types ?? []), 'classic' as const])];
  if (section.tagGroup !== undefined)
    filter.tags = [...new Set([...(filter.tags ?? []), section.tagGroup])];
  return { sort: sortOf(choice, 'newest'), filter };
}
