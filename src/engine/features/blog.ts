import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import {
  blogArchiveListMachine,
  blogCategoryListMachine,
  blogMachine,
} from '../../../machines/blog/blog.machine.ts';
import {
  BLOG_ACTORS_LIST,
  blogActorsListMachine,
  type BlogActor,
  type BlogActorsQuery,
} from '../../../machines/blog/blog.actors.ts';
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
  fetchActors: IoRun<FetchPageOutput<BlogActor>, FetchPageInput<WithRequest<BlogActorsQuery>>>;
}

export interface BlogSnapshots {
  blog: SnapshotFrom<typeof blogMachine>;
}

function blogActors(wiring: Wiring, services: BlogServices | null) {
  const blog = provide(blogMachine, {
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
      actorsList: provideList(
        blogActorsListMachine,
        wiring,
        BLOG_ACTORS_LIST,
        services && { fetchPage: services.fetchActors },
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
    fetchActors: (input, signal) => api.fetchActors(input, signal),
  };
}

/** The blog domain starts on first use (src/engine/domains/table.ts). */
export const blogFeature: LazyFeature<BlogServices> = {
  actors: blogActors,
  live: liveBlogServices,
};
