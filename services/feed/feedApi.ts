import * as z from 'zod/mini';
import {
  boughtMediaOf,
  type BoughtMedia,
  type BoughtQuery,
  type CommentsCall,
  type CommentThread,
  type FeedActionCall,
  type FeedActionReply,
  type FeedAuth,
  type FeedFilter,
  type FeedPost,
  type FeedQuery,
  type FeedTotals,
} from '../../machines/feed/feed.types.ts';
import type { FetchPageInput, FetchPageOutput } from '../../machines/list/list.types.ts';
import { GRAPHQL_TIMEOUT_MS, graphqlRequest, type GraphqlContext } from '../graphql/client.ts';
import { ServiceError } from '../http/serviceError.ts';
import {
  BOUGHT_CONTENT,
  BUY_POST,
  COMMENT_POST,
  DELETE_COMMENT,
  FEED,
  FEED_TOTALS,
  LIKE_POST,
  POST_COMMENTS,
  POSTS_BY_IDS,
  TIP_POST,
  UNLIKE_POST,
  VIEWED_POST,
} from './feedDocuments.ts';
import {
  boughtContentSchema,
  commentSchema,
  feedPageSchema,
  postSchema,
  threadSchema,
  totalsSchema,
} from './feedSchemas.ts';

/** The feed service takes a bearer only when logged in (seed 001 §5): `auth: 'optional'`. */
const OPTIONAL = { auth: 'optional' } as const;

const contextOf = (auth: FeedAuth): GraphqlContext => ({
  url: auth.url,
  language: auth.language,
  ver: auth.ver,
  accessToken: auth.accessToken,
});

/** The `feed` query's variables for a filter (seed 001 §3: legacy filters → type groups). */
function filterVariables(filter: FeedFilter | null) {
  switch (filter) {
    case 'TEXT_POSTS':
      return { typeGroups: ['text' as const] };
    case 'PHOTOS_POSTS':
      return { typeGroups: ['photos' as const] };
    case 'CLIP_POSTS':
      return { typeGroups: ['clip' as const] };
    case 'BOUGHT':
      return { bought: true };
    case 'LIKED':
      return { liked: true };
    case 'COMMENTED':
      return { commented: true };
    default:
      return {};
  }
}

/** A tip's request is sent again this many times when it gets no answer (same key each time). */
const TIP_RETRIES = 2;

/**
 * `call`, again (at most `TIP_RETRIES` times) while it fails with no answer (`timeout`,
 * `network`): the request may or may not have reached the service, whose idempotency key makes
 * the repeat harmless. Any other failure, an abort included, is final.
 */
async function withRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const unanswered =
        error instanceof ServiceError && (error.code === 'timeout' || error.code === 'network');
      if (!unanswered || attempt >= TIP_RETRIES) throw error;
    }
  }
}

const actionResult = z.object({ success: z.boolean(), post: z.nullable(postSchema) });

/**
 * The feed service's calls: a page of the mixed or profile feed (cursor paging), the totals, a
 * post's comments, and the guest's actions.
 *
 * @example
 * const api = createFeedApi(fetch); // a tip: one idempotency key, resent after a timeout
 * const page = await api.fetchPage({ query, limit: 10, offset: 0, cursor: null, requestId: 1 });
 */
export function createFeedApi(
  fetchImpl: typeof fetch,
  {
    newKey = () => crypto.randomUUID(),
    tipTimeoutMs = GRAPHQL_TIMEOUT_MS,
  }: { newKey?: () => string; tipTimeoutMs?: number } = {},
) {
  return {
    async fetchPage(
      input: FetchPageInput<FeedQuery>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<FeedPost>> {
      const { auth, model, filter, follows } = input.query;
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(auth),
        FEED,
        {
          ...filterVariables(filter),
          follows,
          modelId: model,
          mode: model === null ? 'mixed' : 'profile',
          first: input.limit,
          after: input.cursor,
          language: auth.language,
        },
        feedPageSchema,
        { ...OPTIONAL, ...(signal ? { signal } : {}) },
      );
      return {
        items: reply.feed.edges.map((edge) => edge.node),
        hasMore: reply.feed.pageInfo.hasNextPage,
        nextCursor: reply.feed.pageInfo.endCursor,
      };
    },

    /**
     * The guest's bought photos and clips (`boughtContentGuest`), all at once: one page for the
     * mediathek's feed section.
     */
    async boughtPage(
      input: FetchPageInput<BoughtQuery>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<BoughtMedia>> {
      const { auth, guestId } = input.query;
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(auth),
        BOUGHT_CONTENT,
        { guestId },
        boughtContentSchema,
        { auth: 'required', ...(signal ? { signal } : {}) },
      );
      const items = boughtMediaOf(reply.boughtContentGuest);
      return { items, total: items.length, hasMore: false };
    },

    async totals(query: FeedQuery, signal?: AbortSignal): Promise<FeedTotals> {
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(query.auth),
        FEED_TOTALS,
        { modelId: query.model },
        totalsSchema,
        { ...OPTIONAL, ...(signal ? { signal } : {}) },
      );
      return reply.feedTotalCounts;
    },

    async posts(auth: FeedAuth, postIds: readonly string[], signal?: AbortSignal) {
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(auth),
        POSTS_BY_IDS,
        { postIds: [...postIds] },
        z.object({ postsByIds: z.array(postSchema) }),
        { ...OPTIONAL, ...(signal ? { signal } : {}) },
      );
      return reply.postsByIds;
    },

    async comments(call: CommentsCall, signal?: AbortSignal): Promise<CommentThread> {
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(call.auth),
        POST_COMMENTS,
        { postId: call.postId, first: call.first },
        z.object({ post: z.nullable(z.object({ comments: threadSchema })) }),
        { ...OPTIONAL, ...(signal ? { signal } : {}) },
      );
      return reply.post?.comments ?? { totalCount: 0, nodes: [], hasMore: false };
    },

    async viewed(auth: FeedAuth, postId: string, signal?: AbortSignal): Promise<void> {
      await graphqlRequest(
        fetchImpl,
        contextOf(auth),
        VIEWED_POST,
        { postId, context: 'feed' },
        z.object({ viewedPost: z.boolean() }),
        { ...OPTIONAL, ...(signal ? { signal } : {}) },
      );
    },

    async act({ auth, action }: FeedActionCall, signal?: AbortSignal): Promise<FeedActionReply> {
      const context = contextOf(auth);
      const options = signal ? { signal } : {};
      switch (action.kind) {
        case 'like': {
          const reply = await graphqlRequest(
            fetchImpl,
            context,
            LIKE_POST,
            { postId: action.postId, context: 'feed' },
            z.object({ likePost: postSchema }),
            options,
          );
          return { kind: 'post', post: reply.likePost, success: true };
        }
        case 'unlike': {
          const reply = await graphqlRequest(
            fetchImpl,
            context,
            UNLIKE_POST,
            { postId: action.postId },
            z.object({ unlikePost: postSchema }),
            options,
          );
          return { kind: 'post', post: reply.unlikePost, success: true };
        }
        case 'comment': {
          const reply = await graphqlRequest(
            fetchImpl,
            context,
            COMMENT_POST,
            { postId: action.postId, text: action.text, repliesToCommentId: action.replyTo },
            z.object({ commentPost: commentSchema }),
            options,
          );
          return { kind: 'comment', comment: reply.commentPost };
        }
        case 'deleteComment':
          await graphqlRequest(
            fetchImpl,
            context,
            DELETE_COMMENT,
            { commentID: action.commentId },
            z.object({ deleteComment: z.boolean() }),
            options,
          );
          return { kind: 'done' };
        case 'buy': {
          const reply = await graphqlRequest(
            fetchImpl,
            context,
            BUY_POST,
            { postId: action.postId },
            z.object({ buyPost: actionResult }),
            options,
          );
          return { kind: 'post', ...reply.buyPost };
        }
        case 'tip': {
          // The amount is in coins; the euro amount stays null (seed 001 §4). One key for this
          // tip: sent again after a timeout or a lost connection, it is charged once.
          const idempotencyKey = newKey();
          const reply = await withRetries(() =>
            graphqlRequest(
              fetchImpl,
              context,
              TIP_POST,
              { postId: action.postId, amount: null, amountCoins: action.coins, idempotencyKey },
              z.object({ tipPost: actionResult }),
              { ...options, timeoutMs: tipTimeoutMs },
            ),
          );
          return { kind: 'post', ...reply.tipPost };
        }
      }
    },
  };
}
