import * as z from 'zod/mini';
import { safeImageUrl } from '../http/safeUrl.ts';
import type { FetchPageInput, FetchPageOutput } from '../../machines/list/list.types.ts';
import type {
  BlogArchiveQuery,
  BlogLanding,
  BlogPost,
  BlogPostsReply,
  BlogRequest,
} from '../../machines/blog/blog.types.ts';
import { restRequest } from '../http/rest.ts';
import type { BlogActor, BlogActorsQuery } from '../../machines/blog/blog.actors.ts';

const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const post = z.object({
  id,
  slug: z.string(),
  categoryId: count,
  title: z.string(),
  teaser: z.string(),
  published: z.string(),
  picture: z.object({ w320: safeImageUrl, w640: safeImageUrl, w1280: safeImageUrl }),
});
const archive = z.object({ year: count, categoryId: count, posts: count });

/** A path on this site (`/en/blog/`), never another origin. */
const sitePath = z.string().check(z.regex(/^\/(?!\/)[^\s\\]*$/));

/**
 * The landing (`blog/pm`): the Blog response of seed 001 §3. `total`, `models`, `categories`,
 * `route` and `archivesRoute` are checked as the contract; the landing shows posts and archives,
 * and the client's links come from its own route table in the guest's language (decision 0039).
 */
export const blogLandingSchema = z.object({
  total: count,
  models: z.array(z.object({ id })),
  categories: z.record(z.string(), count),
  route: sitePath,
  archivesRoute: sitePath,
  featured: z.array(post),
  posts: z.record(z.string(), z.array(post)),
  totals: z.record(z.string(), count),
  exclude: z.array(id),
  archives: z.array(archive),
});

/** `posts/{categoryId}/{page, pageSize, exclude}`: posts keyed by category, totals left. */
const blogPostsSchema = z.object({
  posts: z.record(z.string(), z.array(post)),
  totals: z.record(z.string(), count),
  exclude: z.array(id),
});

/** `archives/{category}` (page, pageSize, year). */
const blogArchiveSchema = z.object({ total: count, posts: z.array(post) });

/** `actors/{payload}`: the performers the posts asked about name (decision 0027). */
const blogActorsSchema = z.object({
  actors: z.array(
    z.object({
      id,
      name: z.string(),
      slug: z.string(),
      avatar: z.object({
        url: safeImageUrl,
        srcSet: z.string(),
        width: count,
        height: count,
      }),
      postIds: z.array(id),
    }),
  ),
});

type WithRequest<Q> = Q & { request: BlogRequest };

/** The blog's REST calls (seed 001 §7, Blog); every path below `blog/`. */
export function createBlogApi(fetchImpl: typeof fetch) {
  return {
    async fetchLanding(input: { request: BlogRequest }, signal?: AbortSignal) {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        { method: 'GET', path: 'blog/pm' },
        blogLandingSchema,
        signal,
      );
      return reply satisfies BlogLanding;
    },

    /** `posts/{categoryId}/{page, pageSize, exclude}`: the category's page and what is left. */
    async fetchPosts(
      input: { request: BlogRequest; categoryId: number; pageSize: number; exclude: number[] },
      signal?: AbortSignal,
    ): Promise<BlogPostsReply> {
      const payload = encodeURIComponent(
        JSON.stringify({ page: 1, pageSize: input.pageSize, exclude: input.exclude }),
      );
      const reply = await restRequest(
        fetchImpl,
        input.request,
        { method: 'GET', path: `blog/posts/${input.categoryId}/${payload}` },
        blogPostsSchema,
        signal,
      );
      const key = String(input.categoryId);
      return { posts: reply.posts[key] ?? [], total: reply.totals[key] ?? 0 };
    },

    /** `actors/{payload}` with `{ ids }`: the performers the posts name, in one page. */
    async fetchActors(
      input: FetchPageInput<WithRequest<BlogActorsQuery>>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<BlogActor>> {
      const payload = encodeURIComponent(JSON.stringify({ ids: input.query.postIds }));
      const reply = await restRequest(
        fetchImpl,
        input.query.request,
        { method: 'GET', path: `blog/actors/${payload}` },
        blogActorsSchema,
        signal,
      );
      return { items: reply.actors, total: reply.actors.length };
    },

    /** One page of an archive year (offset paging: page = offset / pageSize + 1). */
    async fetchArchivePage(
      input: FetchPageInput<WithRequest<BlogArchiveQuery>>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<BlogPost>> {
      const { request, categoryId, year } = input.query;
      const reply = await restRequest(
        fetchImpl,
        request,
        {
          method: 'GET',
          path: `blog/archives/${categoryId}`,
          params: { page: Math.floor(input.offset / input.limit) + 1, pageSize: input.limit, year },
        },
        blogArchiveSchema,
        signal,
      );
      return { items: reply.posts, total: reply.total };
    },
  };
}
