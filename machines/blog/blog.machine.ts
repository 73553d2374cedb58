import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { createListMachine } from '../list/list.machine.ts';
import {
  GROWS_ON_PRESS,
  LIST_TTL,
  type ListEvent,
  type ListItem,
  type ListQuery,
} from '../list/list.types.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { BLOG_ACTORS_LIST, BLOG_ACTORS_MAX_POSTS, blogActorsListMachine } from './blog.actors.ts';
import type { RouteToldEvent } from '../shell/shell.route.ts';
import { blogRouteAsks } from './blog.route.ts';
import { ARCHIVE_PAGE_SIZE, BLOG_PAGE_SIZE, blogCategoryId } from './blog.rules.ts';
import type {
  BlogArchiveQuery,
  BlogCategoryQuery,
  BlogLanding,
  BlogPost,
  BlogRequest,
} from './blog.types.ts';

/** The blog's lists by system id. */
export const BLOG_LISTS = {
  category: 'blog.category.list',
  archive: 'blog.archive.list',
} as const;

export const blogCategoryListMachine = createListMachine<
  BlogPost,
  BlogCategoryQuery & { request: BlogRequest }
>();
export const blogArchiveListMachine = createListMachine<
  BlogPost,
  BlogArchiveQuery & { request: BlogRequest }
>();

export type BlogEvent =
  | { type: 'blog.showLanding' }
  | { type: 'blog.showCategory'; category: string }
  | { type: 'blog.showArchive'; category: string; year: number }
  | { type: 'ui.retry' }
  /** The root: the guest entered or left a route of the blog (`blogRouteAsks`). */
  | RouteToldEvent;

export interface BlogContext {
  request: BlogRequest;
  landing: BlogLanding | null;
}

const listQuery = (query: ListQuery, request: BlogRequest): ListEvent<ListItem, ListQuery> => ({
  type: 'list.query',
  query: { ...query, request },
});

/**
 * The blog (seed 001 §2–§4, §7, §9): the landing (featured posts, the first posts of latest,
 * news, actions, interviews and event, the archives overview) is one call, loaded when it is
 * first shown, as the session the domain was started with. A category page is the list `blog.category`
 * (3 a page, cached 60 s; later pages exclude the ids already shown: the engine's fetch carries
 * them in the list's cursor, see `blogPage`), an archive year the list `blog.archive` (9 a page).
 */
export const blogMachine = setup({
  types: {
    context: {} as BlogContext,
    events: {} as BlogEvent,
    input: {} as DomainInput,
    tags: {} as 'landingLoading',
  },
  actors: {
    categoryList: blogCategoryListMachine,
    archiveList: blogArchiveListMachine,
    actorsList: blogActorsListMachine,
    fetchLanding: placeholderCall<BlogLanding, { request: BlogRequest }>('blog.fetchLanding'),
  },
  actions: {
    spawnLists: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('categoryList', {
        id: BLOG_LISTS.category,
        systemId: BLOG_LISTS.category,
        input: {
          limit: BLOG_PAGE_SIZE,
          paging: 'cursor',
          ttlMs: LIST_TTL.blogPosts,
          gridType: 'blog',
          ...GROWS_ON_PRESS,
        },
      });
      enqueue.spawnChild('archiveList', {
        id: BLOG_LISTS.archive,
        systemId: BLOG_LISTS.archive,
        input: { limit: ARCHIVE_PAGE_SIZE, ttlMs: LIST_TTL.blogPosts, gridType: 'blogArchive' },
      });
      enqueue.spawnChild('actorsList', {
        id: BLOG_ACTORS_LIST,
        systemId: BLOG_ACTORS_LIST,
        input: { limit: BLOG_ACTORS_MAX_POSTS, ttlMs: LIST_TTL.blogPosts, gridType: 'blogActors' },
      });
    }),
    /** A route entered asks for what its screen shows. */
    showRoute: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'route.entered') return;
      for (const ask of blogRouteAsks(event)) enqueue.raise(ask);
    }),
    storeLanding: assign((_, params: { landing: BlogLanding }) => ({ landing: params.landing })),
    /** The list's query goes to its list actor (a child, by its id) with the session's request. */
    want: sendTo(
      (_, params: { list: string; query: ListQuery }) => params.list,
      ({ context }, params: { list: string; query: ListQuery }) =>
        listQuery(params.query, context.request),
    ),
  },
  guards: {
    knownCategory: ({ event }) =>
      (event.type === 'blog.showCategory' || event.type === 'blog.showArchive') &&
      blogCategoryId(event.category) !== null,
  },
}).createMachine({
  id: 'blog',
  context: ({ input }) => ({ request: serviceRequestOf(input), landing: null }),
  entry: 'spawnLists',
  on: {
    'route.entered': { actions: 'showRoute' },
    'blog.showCategory': {
      guard: 'knownCategory',
      actions: {
        type: 'want',
        params: ({ event }) => ({
          list: BLOG_LISTS.category,
          query: { categoryId: blogCategoryId(event.category) ?? 0 },
        }),
      },
    },
    'blog.showArchive': {
      guard: 'knownCategory',
      actions: {
        type: 'want',
        params: ({ event }) => ({
          list: BLOG_LISTS.archive,
          query: { categoryId: blogCategoryId(event.category) ?? 0, year: event.year },
        }),
      },
    },
  },
  initial: 'idle',
  states: {
    /** Nothing has asked for the landing yet. */
    idle: { on: { 'blog.showLanding': 'loading' } },
    loading: {
      tags: 'landingLoading',
      invoke: {
        id: 'fetchLanding',
        src: 'fetchLanding',
        input: ({ context }) => ({ request: context.request }),
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'storeLanding', params: ({ event }) => ({ landing: event.output }) },
            // The performers its posts name (blog.actors.ts), asked once the posts are known.
            {
              type: 'want',
              params: ({ event }) => ({
                list: BLOG_ACTORS_LIST,
                query: { postIds: event.output.exclude.slice(0, BLOG_ACTORS_MAX_POSTS) },
              }),
            },
          ],
        },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: { on: { 'ui.retry': 'loading', 'blog.showLanding': 'loading' } },
  },
});
