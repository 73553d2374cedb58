import type { SnapshotFrom } from 'xstate';
import {
  blogArchiveListMachine,
  blogCategoryListMachine,
  blogMachine,
} from '../../../machines/blog/blog.machine.ts';
import { blogPage, excludedIds } from '../../../machines/blog/blog.rules.ts';
import type {
  BlogArchiveQuery,
  BlogCategoryQuery,
  BlogLanding,
  BlogPost,
  BlogPostsReply,
  BlogRequest,
} from '../../../machines/blog/blog.types.ts';
import type { FetchPageInput, FetchPageOutput } from '../../../machines/list/list.types.ts';
import { createBlogApi } from '../../../services/blog/blogApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';

type WithRequest<Q> = Q & { request: BlogRequest };

/** The blog's services (system id `blog`, its lists `blog.category.list`, `blog.archive.list`). */
export interface BlogServices {
  fetchLanding: IoRun<BlogLanding, { request: BlogRequest }>;
  fetchCategoryPage: IoRun<
    FetchPageOutput<BlogPost>,
    FetchPageInput<WithRequest<BlogCategoryQuery>>
  >;
  fetchArchivePage: IoRun<FetchPageOutput<BlogPost>, FetchPageInput<WithRequest<BlogArchiveQuery>>>;
}

export interface BlogSnapshots {
  blog: SnapshotFrom<typeof blogMachine>;
}

function blogActors(wiring: Wiring, services: BlogServices | null) {
  const blog = blogMachine.provide({
    actors: {
      categoryList: provideList(
        blogCategoryListMachine,
        wiring,
        'blog.category',
        services && { fetchPage: services.fetchCategoryPage },
      ),
      archiveList: provideList(
        blogArchiveListMachine,
        wiring,
        'blog.archive',
        services && { fetchPage: services.fetchArchivePage },
      ),
      fetchLanding: wiring.call('blog.fetchLanding', services?.fetchLanding),
    },
  });
  return { blog };
}

/**
 * A category page fetched by exclusion (seed 001 §4): the ids the list's cursor carries are
 * left out, and the answer's cursor carries them with the new ones (`blogPage`).
 */
export function categoryPageBy(
  fetchPosts: (
    input: { request: BlogRequest; categoryId: number; pageSize: number; exclude: number[] },
    signal?: AbortSignal,
  ) => Promise<BlogPostsReply>,
): BlogServices['fetchCategoryPage'] {
  return async (input, signal) => {
    const exclude = excludedIds(input.cursor);
    const reply = await fetchPosts(
      {
        request: input.query.request,
        categoryId: input.query.categoryId,
        pageSize: input.limit,
        exclude,
      },
      signal,
    );
    return blogPage(exclude, reply);
  };
}

function liveBlogServices(deps: LiveDeps): BlogServices {
  const api = createBlogApi(deps.fetch);
  return {
    fetchLanding: (input, signal) => api.fetchLanding(input, signal),
    fetchCategoryPage: categoryPageBy((input, signal) => api.fetchPosts(input, signal)),
    fetchArchivePage: (input, signal) => api.fetchArchivePage(input, signal),
  };
}

const DEMO_PICTURE = 'data:image/svg+xml,%3Csvg%2F%3E';
const demoPost = (id: number): BlogPost => ({
  id,
  slug: `demo-post-${id}`,
  categoryId: [45, 43, 46, 38][id % 4] ?? 45,
  title: `Demo post ${id}`,
  teaser: 'A demo post.',
  published: new Date(Date.UTC(2026, 0, 30 - id)).toISOString(),
  picture: { w320: DEMO_PICTURE, w640: DEMO_PICTURE, w1280: DEMO_PICTURE },
});

/** Answers at once with 20 demo posts. */
function demoBlogServices(): BlogServices {
  const posts = Array.from({ length: 20 }, (_, index) => demoPost(index + 1));
  const inCategory = (categoryId: number) =>
    posts.filter((post) => categoryId === 0 || post.categoryId === categoryId);
  return {
    fetchLanding: async () => ({
      featured: posts.slice(0, 2),
      posts: { latest: posts.slice(2, 5) },
      totals: { latest: posts.length - 5 },
      exclude: posts.slice(0, 5).map((post) => post.id),
      archives: [{ year: 2026, categoryId: 45, posts: 5 }],
    }),
    fetchCategoryPage: categoryPageBy(async ({ categoryId, pageSize, exclude }) => {
      const open = inCategory(categoryId).filter((post) => !exclude.includes(post.id));
      return { posts: open.slice(0, pageSize), total: Math.max(0, open.length - pageSize) };
    }),
    fetchArchivePage: async ({ query, limit, offset }) => {
      const year = inCategory(query.categoryId).filter((post) =>
        post.published.startsWith(String(query.year)),
      );
      return { items: year.slice(offset, offset + limit), total: year.length };
    },
  };
}

/** The blog domain starts on first use (src/engine/domains/table.ts). */
export const blogFeature: LazyFeature<BlogServices> = {
  actors: blogActors,
  live: liveBlogServices,
  demo: demoBlogServices,
};
