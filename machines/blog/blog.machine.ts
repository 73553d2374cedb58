import { actorIn } from '../shared/actorIn.ts';
import { assign, enqueueActions, setup, type EventObject } from 'xstate';
import { createListMachine } from '../list/list.machine.ts';
import { LIST_TTL, type ListQuery } from '../list/list.types.ts';
import type { AppReadyEvent } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
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
  | AppReadyEvent
  | { type: 'blog.showLanding' }
  | { type: 'blog.showCategory'; category: string }
  | { type: 'blog.showArchive'; category: string; year: number }
  | { type: 'ui.retry' };

export interface BlogContext {
  request: BlogRequest | null;
  landing: BlogLanding | null;
  /** The last query each list was asked for: sent again with a new session. */
  wanted: Record<string, ListQuery>;
}

const requestOf = (event: AppReadyEvent): BlogRequest => ({
  restBaseUrl: event.config.restBaseUrl,
  ver: event.request.ver,
  language: event.request.language,
  accessToken: event.session.accessToken,
});

const listQuery = (query: ListQuery, request: BlogRequest): EventObject => {
  const event = { type: 'list.query', query: { ...query, request } };
  return event;
};

/**
 * The blog (seed 001 §2–§4, §7, §9): the landing (featured posts, the first posts of latest,
 * news, actions, interviews and event, the archives overview) is one call, loaded once the
 * session is known and again with a new session. A category page is the list `blog.category`
 * (3 a page, cached 60 s; later pages exclude the ids already shown: the engine's fetch carries
 * them in the list's cursor, see `blogPage`), an archive year the list `blog.archive` (9 a page).
 */
export const blogMachine = setup({
  types: {
    context: {} as BlogContext,
    events: {} as BlogEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState infers the type from this value (else {})
    input: {} as { owner?: string } | undefined,
    tags: {} as 'landingLoading',
  },
  actors: {
    categoryList: blogCategoryListMachine,
    archiveList: blogArchiveListMachine,
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
        },
      });
      enqueue.spawnChild('archiveList', {
        id: BLOG_LISTS.archive,
        systemId: BLOG_LISTS.archive,
        input: { limit: ARCHIVE_PAGE_SIZE, ttlMs: LIST_TTL.blogPosts, gridType: 'blogArchive' },
      });
    }),
    storeRequest: assign((_, params: { request: BlogRequest }) => ({ request: params.request })),
    storeLanding: assign((_, params: { landing: BlogLanding }) => ({ landing: params.landing })),
    /** Keeps the list's query and sends it with the request (when the session is known). */
    want: enqueueActions(
      ({ context, enqueue, system }, params: { list: string; query: ListQuery }) => {
        enqueue.assign({ wanted: { ...context.wanted, [params.list]: params.query } });
        const list = actorIn(system, params.list);
        if (context.request && list) enqueue.sendTo(list, listQuery(params.query, context.request));
      },
    ),
    resendAll: enqueueActions(({ context, enqueue, system }) => {
      for (const [id, query] of Object.entries(context.wanted)) {
        const list = actorIn(system, id);
        if (context.request && list) enqueue.sendTo(list, listQuery(query, context.request));
      }
    }),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    knownCategory: ({ event }) =>
      (event.type === 'blog.showCategory' || event.type === 'blog.showArchive') &&
      blogCategoryId(event.category) !== null,
  },
}).createMachine({
  id: 'blog',
  context: { request: null, landing: null, wanted: {} },
  entry: 'spawnLists',
  on: {
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
    idle: {
      on: {
        'app.ready': {
          actions: [
            { type: 'storeRequest', params: ({ event }) => ({ request: requestOf(event) }) },
            'resendAll',
          ],
        },
        'blog.showLanding': 'waiting',
      },
    },
    /** Asked for before the session is known: loads as soon as it is. */
    waiting: {
      always: { guard: 'hasRequest', target: 'loading' },
      on: {
        'app.ready': {
          target: 'loading',
          actions: [
            { type: 'storeRequest', params: ({ event }) => ({ request: requestOf(event) }) },
            'resendAll',
          ],
        },
      },
    },
    loading: {
      tags: 'landingLoading',
      invoke: {
        id: 'fetchLanding',
        src: 'fetchLanding',
        input: ({ context }) => ({ request: context.request! }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeLanding', params: ({ event }) => ({ landing: event.output }) },
        },
        onError: 'failed',
      },
      on: {
        'app.ready': {
          target: 'loading',
          reenter: true,
          actions: [
            { type: 'storeRequest', params: ({ event }) => ({ request: requestOf(event) }) },
            'resendAll',
          ],
        },
      },
    },
    loaded: {
      on: {
        // Another session may see other posts: the landing is asked again.
        'app.ready': {
          target: 'loading',
          actions: [
            { type: 'storeRequest', params: ({ event }) => ({ request: requestOf(event) }) },
            'resendAll',
          ],
        },
      },
    },
    failed: {
      on: {
        'ui.retry': 'loading',
        'blog.showLanding': 'loading',
        'app.ready': {
          target: 'loading',
          actions: [
            { type: 'storeRequest', params: ({ event }) => ({ request: requestOf(event) }) },
            'resendAll',
          ],
        },
      },
    },
  },
});
