import * as z from 'zod/mini';
import { safeImageUrl, safeUrl } from '../http/safeUrl.ts';
import type {
  CommentThread,
  FeedComment,
  FeedPost,
  FeedTotals,
} from '../../machines/feed/feed.types.ts';
import { postTypeOf } from '../../machines/feed/feed.types.ts';

/** Reply schemas of the feed service; each gives the machines' types (feed.types.ts). */

const count = z.int().check(z.nonnegative());
const postType = z.enum(['clip', 'photos', 'text']);

const commentUser = z.object({ id: z.string(), name: z.string() });
export const commentSchema: z.ZodMiniType<FeedComment> = z.object({
  id: z.string(),
  conversationId: z.string(),
  parentId: z.nullable(z.string()),
  created: z.string(),
  isCreator: z.boolean(),
  tipped: z.boolean(),
  text: z.string(),
  isReplyToReply: z.boolean(),
  user: commentUser,
  isOwn: z.boolean(),
  get replies() {
    return z.array(commentSchema);
  },
});

export const threadSchema: z.ZodMiniType<CommentThread> = z.object({
  totalCount: count,
  nodes: z.array(commentSchema),
  hasMore: z.boolean(),
});

const photo = z.object({
  id: z.string(),
  url: safeImageUrl,
  srcSet: z.string(),
  avsRequired: z.boolean(),
});
const clip = z.object({
  id: z.string(),
  length: count,
  ratio: z.number().check(z.positive()),
  avsRequired: z.boolean(),
  sources: z.array(z.object({ label: z.string(), src: safeUrl, type: z.string() })),
  poster: safeImageUrl,
});

export const postSchema: z.ZodMiniType<FeedPost> = z.pipe(
  z.object({
    id: z.string(),
    published: z.string(),
    type: postType,
    feedType: z.string(),
    pinned: z.boolean(),
    title: z.nullable(z.string()),
    text: z.string(),
    views: count,
    likes: count,
    paidContent: z.boolean(),
    priceCoins: count,
    mediaCount: count,
    model: z.object({
      id: z.string(),
      name: z.string(),
      online: z.boolean(),
      avatar: safeImageUrl,
    }),
    tippingGoal: z.nullable(
      z.object({
        goalCoins: count,
        tipsSumCoins: count,
        progressPercent: z.number().check(z.minimum(0), z.maximum(100)),
        achieved: z.boolean(),
      }),
    ),
    guestState: z.object({
      liked: z.boolean(),
      viewed: z.boolean(),
      following: z.boolean(),
      bought: z.boolean(),
    }),
    comments: z.object({ totalCount: count }),
    clip: z.nullable(clip),
    photos: z.array(photo),
  }),
  z.transform(({ feedType, comments, ...post }) => ({
    ...post,
    type: postTypeOf(feedType, post.type),
    commentsTotal: comments.totalCount,
  })),
);

export const feedPageSchema = z.object({
  feed: z.object({
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.nullable(z.string()) }),
    edges: z.array(z.object({ cursor: z.string(), node: postSchema })),
  }),
});

export const totalsSchema: z.ZodMiniType<{ feedTotalCounts: FeedTotals }> = z.object({
  feedTotalCounts: z.object({
    totalCount: count,
    clips: count,
    photos: count,
    texts: count,
    liked: count,
    commented: count,
  }),
});

/** `boughtContentGuest`: the guest's bought photos and clips (seed 001 §3). */
export const boughtContentSchema = z.object({
  boughtContentGuest: z.object({ photos: z.array(photo), clips: z.array(clip) }),
});
