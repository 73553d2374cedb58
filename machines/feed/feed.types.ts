/**
 * The feed's data (seed 001 §3 "Feed post", §7 feed service): posts with their model, media,
 * tipping goal, guest state and comments, as the client keeps them.
 */
export type PostType = 'clip' | 'photos' | 'text';

/** The legacy feed types (seed 001 §3) and the post type each one is. */
const LEGACY_FEED_TYPES: Readonly<Record<string, PostType>> = {
  CLIP: 'clip',
  HOT_CLIP: 'clip',
  FP_HOT_CLIP: 'clip',
  PHOTO_GALLERY: 'photos',
  PHOTOS: 'photos',
  FP_PHOTO_GALLERY: 'photos',
  PROFILE_IMAGE: 'photos',
  CP_PHOTO_CONTEST: 'photos',
  TEXT: 'text',
};

/** A post's type from its legacy feed type, else the type the service gave. */
export const postTypeOf = (feedType: string, type: PostType): PostType =>
  LEGACY_FEED_TYPES[feedType] ?? type;

export interface FeedComment {
  id: string;
  conversationId: string;
  parentId: string | null;
  created: string;
  isCreator: boolean;
  tipped: boolean;
  text: string;
  isReplyToReply: boolean;
  user: { id: string; name: string };
  /** The guest wrote it: it may be deleted. */
  isOwn: boolean;
  replies: FeedComment[];
}

export interface FeedPhoto {
  id: string;
  url: string;
  srcSet: string;
  avsRequired: boolean;
}

export interface FeedClip {
  id: string;
  length: number;
  ratio: number;
  avsRequired: boolean;
  sources: { label: string; src: string; type: string }[];
  poster: string;
}

export interface TippingGoal {
  goalCoins: number;
  tipsSumCoins: number;
  progressPercent: number;
  achieved: boolean;
}

export interface FeedPost {
  id: string;
  published: string;
  type: PostType;
  pinned: boolean;
  title: string | null;
  text: string;
  views: number;
  likes: number;
  paidContent: boolean;
  priceCoins: number;
  mediaCount: number;
  model: { id: string; name: string; online: boolean; avatar: string };
  tippingGoal: TippingGoal | null;
  guestState: { liked: boolean; viewed: boolean; following: boolean; bought: boolean };
  commentsTotal: number;
  clip: FeedClip | null;
  photos: FeedPhoto[];
}

/** The feed filters of seed 001 §3. */
export const FEED_FILTERS = [
  'BOUGHT',
  'TEXT_POSTS',
  'PHOTOS_POSTS',
  'CLIP_POSTS',
  'LIKED',
  'COMMENTED',
] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/** Which filters need a logged-in guest (they are the guest's own posts). */
export const GUEST_FILTERS: readonly FeedFilter[] = ['BOUGHT', 'LIKED', 'COMMENTED'];

export interface FeedTotals {
  totalCount: number;
  clips: number;
  photos: number;
  texts: number;
  liked: number;
  commented: number;
}

/** Where feed calls go and as whom: the bearer only when logged in (seed 001 §5). */
export interface FeedAuth {
  url: string;
  language: string;
  ver: string;
  accessToken: string | null;
}

/** The list's query: the mixed feed or one model's profile feed, with a filter. */
export interface FeedQuery {
  [key: string]: unknown;
  auth: FeedAuth;
  /** An actor's name (profile feed) or null (mixed feed). */
  model: string | null;
  filter: FeedFilter | null;
  /** Only posts of the models the guest follows (`follows`, seed 001 §7; a logged-in guest's). */
  follows: boolean;
}

/** What the guest does to a post: each one feed-service mutation. */
/** A post's open panel (feed.panels.ts keeps which, by post). */
export type PostPanel = 'comments' | 'tip';

export type FeedAction =
  | { kind: 'like'; postId: string }
  | { kind: 'unlike'; postId: string }
  | { kind: 'comment'; postId: string; text: string; replyTo: string | null }
  | { kind: 'deleteComment'; postId: string; commentId: string }
  | { kind: 'buy'; postId: string }
  | { kind: 'tip'; postId: string; coins: number };

export interface FeedActionCall {
  auth: FeedAuth;
  action: FeedAction;
}

/** A mutation's answer: the post as it is now, or the new comment. */
export type FeedActionReply =
  | { kind: 'post'; post: FeedPost | null; success: boolean }
  | { kind: 'comment'; comment: FeedComment }
  | { kind: 'done' };

export interface CommentsCall {
  auth: FeedAuth;
  postId: string;
  first: number;
}

export interface CommentThread {
  totalCount: number;
  nodes: FeedComment[];
  hasMore: boolean;
}

/** Comments come 5 at a time (seed 001 §9). */
export const COMMENTS_PAGE = 5;

/** Tip presets in coins; a tip above the confirmation limit asks first. */
export const TIP_PRESETS = [10, 50, 100] as const;
export const TIP_CONFIRM_ABOVE = 200;

/**
 * One piece of the guest's bought feed content (`boughtContentGuest`, seed 001 §3 "Guest bought
 * content: photos, clips"), a tile of the mediathek's feed section. The service names neither the
 * post nor a unique photo id, so the tile's id is its kind and its media address.
 */
export type BoughtMedia =
  { id: string; kind: 'photo'; photo: FeedPhoto } | { id: string; kind: 'clip'; clip: FeedClip };

/** The bought-content list's query: the guest whose content it is. */
export interface BoughtQuery {
  [key: string]: unknown;
  auth: FeedAuth;
  guestId: string;
}

/** The tiles of `boughtContentGuest`'s answer: photos, then clips, as the service lists them. */
export function boughtMediaOf(content: { photos: FeedPhoto[]; clips: FeedClip[] }): BoughtMedia[] {
  return [
    ...content.photos.map((photo) => ({ id: `photo:${photo.url}`, kind: 'photo' as const, photo })),
    ...content.clips.map((clip) => ({ id: `clip:${clip.id}`, kind: 'clip' as const, clip })),
  ];
}
