import type { Language } from '../shell/routes/index.ts';

/** The video list categories of seed 001 §2 ("video lists by category"). */
export const VIDEO_CATEGORIES = [
  'allVideos',
  'newVideos',
  'discountedVideos',
  'trendingVideos',
  'freeVideos',
  'topVideos',
  'vip30Videos',
  'boughtVideos',
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** The sort orders a guest can choose (seed 001 §3, video filter). */
export const VIDEO_SORTS = [
  'newest',
  'mostExpensive',
  'cheapest',
  'longest',
  'shortest',
  'bestSelling',
  'topRated',
] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];
/** What the query service sorts by: a guest's order, or one only a category rule uses. */
export type WireSort = VideoSort | 'topTrending' | 'satisfactionScore';

/** The video filter type flags (seed 001 §3). */
export const VIDEO_TYPES = [
  'free',
  'premium',
  'discount',
  'vip',
  'bought',
  'trending',
  'vxselect',
  'vip30',
  'classic',
  'shared',
  'original',
] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** The video filter (seed 001 §3) plus the release windows of the category rules (§5). */
export interface VideoFilter {
  modelIds?: number[];
  modelName?: string;
  actingGroups?: string[];
  ids?: number[];
  tags?: string[];
  /** ISO dates (yyyy-mm-dd). */
  releasedFrom?: string;
  releasedUntil?: string;
  types?: VideoType[];
  /** Released within the last N days / months of the service's clock (trending 8 days, top 9 months). */
  releasedWithinDays?: number;
  releasedWithinMonths?: number;
  search?: string;
  /** A content category id (VR 208). */
  categoryId?: number;
}

/** One video list query: the list machine's query (its key is the cache key). */
export interface VideoQuery {
  [key: string]: unknown;
  filter: VideoFilter;
  sort: WireSort;
}

interface Money {
  value: number;
  currency: string;
}

/** A picture in the three widths of seed 001 §9. */
export interface Pictures {
  w320: string;
  w640: string;
  w1280: string;
}

/** What a video tile shows (seed 001 §3, Video). */
export interface VideoTile {
  id: number;
  title: string;
  /** Seconds. */
  duration: number;
  actorName: string;
  price: Money;
  basePrice: Money;
  free: boolean;
  vip: boolean;
  isVip30Offer: boolean;
  isNew: boolean;
  classic: boolean;
  /** Seed 001 §3: 16 or 18. */
  ageRating: 16 | 18;
  /** Recorded from a live cam show. */
  camRecording: boolean;
  likes: number;
  bought: boolean;
  /** `guestInfo`: given to the guest, hers by a flatrate (a VIP's VIP30 offer), liked by her. */
  gifted: boolean;
  flatrate: boolean;
  liked: boolean;
  /** The preview picture (w320, w640, w1280). */
  preview: Pictures;
}

/** A jumbotron slide (seed 001 §2, homepage and video station jumbotrons). */
export interface JumbotronSlide {
  id: number;
  headline: string;
  video: VideoTile;
}

/** Where the video calls go and as whom. */
export interface VideosRequest {
  restBaseUrl: string;
  queryServiceUrl: string;
  ver: string;
  language: Language;
  accessToken: string | null;
}

/** A video star (query service `videoStars(first)`): an actor with her videos' count. */
export interface VideoStar {
  id: number;
  name: string;
  videoCount: number;
  avatar: Pictures;
}
