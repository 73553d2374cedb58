import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import { createListMachine } from '../list/list.machine.ts';
import {
  GROWS_ON_PRESS,
  LIST_TTL,
  type ListEvent,
  type ListItem,
  type ListQuery,
} from '../list/list.types.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import type { ContentPurchasedEvent } from '../shared/purchases.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { previewScrubMachine, VIDEOS_SCRUB } from '../content/previewScrub.machine.ts';
import {
  STRIP_SIZE,
  VIDEO_LISTS,
  VIDEO_STARS_DEFAULT,
  VIDEO_STRIPS,
  type JumbotronType,
  type VideoStrip,
} from './videos.queries.ts';
import { categoryQuery, type CategoryOptions } from './videos.rules.ts';
import { videosRouteAsks } from './videos.route.ts';
import type { RouteToldEvent } from '../shell/shell.route.ts';
import type { LayoutToldEvent } from '../shell/shell.events.ts';
import { SEO_TEXTS_MAX, type SeoQuery, type SeoTextItem } from '../seo/seo.types.ts';
import type {
  JumbotronSlide,
  VideoQuery,
  VideosRequest,
  VideoStar,
  VideoTile,
} from './videos.types.ts';
import {
  ALBUM_LISTS,
  ALBUM_STRIP_SIZE,
  ALBUMS_PAGE,
  NEW_ALBUMS_QUERY,
  type AlbumQuery,
  type AlbumTile,
} from './albums.ts';

export const videoListMachine = createListMachine<
  VideoTile,
  VideoQuery & { request: VideosRequest }
>();
export const jumbotronListMachine = createListMachine<
  JumbotronSlide,
  { type: JumbotronType; request: VideosRequest }
>();
export const videoStarsListMachine = createListMachine<
  VideoStar,
  { first: number; request: VideosRequest }
>();
/** Photo albums (query service `albums`): an actor's on her profile, the start page's strip. */
export const albumListMachine = createListMachine<
  AlbumTile,
  AlbumQuery & { request: VideosRequest }
>();
/** The SEO texts below a list of videos by tags, each keyed by its tag (one page: all of them). */
export const seoTextListMachine = createListMachine<
  SeoTextItem,
  SeoQuery & { request: VideosRequest }
>();

/** A tag suggestion call: the words typed (tagSearch), or none for the most popular tags. */
export interface TagSuggestCall {
  request: VideosRequest;
  search: string | null;
}

export type VideosEvent =
  /** The main list: an area by category; `page` is the page of the address it starts at. */
  | ({ type: 'videos.showCategory'; category: string; page?: number } & CategoryOptions)
  | { type: 'videos.showQuery'; query: VideoQuery; page?: number }
  | { type: 'videos.showStrip'; category: VideoStrip }
  | { type: 'videos.showJumbotron'; jumbotron: JumbotronType }
  | { type: 'videos.showStars' }
  | { type: 'videos.suggestTags'; search: string }
  /** An actor's albums with the guest's sort and filter (her profile's albums section). */
  | { type: 'videos.showAlbums'; query: AlbumQuery }
  /** The newest albums' strip (the start page's Videostation block). */
  | { type: 'videos.showAlbumStrip' }
  /** A list by tags is shown: its SEO texts are asked for (an actor's, or the catalogue's). */
  | ({ type: 'videos.showSeo' } & SeoQuery)
  /** The root: the guest entered or left a route of this domain (`videosRouteAsks`). */
  | RouteToldEvent
  /** Content: the guest bought a video or an album; the lists holding it learn so. */
  | ContentPurchasedEvent
  /** The shell: the layout, when asked at start and on each change (a phone's page size). */
  | LayoutToldEvent;

export interface VideosContext {
  request: VideosRequest;
  /** The category the main list shows, or the unmapped name it was asked for. */
  category: string | null;
  /** The tag suggestions for `tagSearch`, or the most popular tags before anything is typed. */
  tagSearch: string | null;
  tags: string[];
  /** The videos bought in this visit, asked again (`videos_v2`) for their tiles as they are now. */
  bought: number[];
  /** The mobile layout applies (the shell tells): the main list asks a phone's page size. */
  mobile: boolean;
}

/** A call of `videos_v2(ids)`: the tiles of these videos as the guest sees them now. */
export interface VideosByIdsCall {
  request: VideosRequest;
  ids: number[];
}

/** The lists a bought video's or album's tile may be in (the jumbotron's slides are not tiles). */
const VIDEO_TILE_LISTS = [
  VIDEO_LISTS.main,
  ...VIDEO_STRIPS.map((strip) => VIDEO_LISTS.strip(strip)),
];
const ALBUM_TILE_LISTS = [ALBUM_LISTS.main, ALBUM_LISTS.strip];

type Patch = { id: number; changes: Partial<VideoTile> };
const patched = (patches: Patch[]) => ({ type: 'list.itemsPatched' as const, patches });

/** The list machine's `list.query` (each list has its own query type; the request rides along). */
const listQuery = (query: ListQuery, request: VideosRequest): ListEvent<ListItem, ListQuery> => ({
  type: 'list.query',
  query: { ...query, request },
});

/** The main list's page size: 30, and 16 in the mobile layout (seed 001 §9 "video items 16/grid"). */
export const VIDEOS_PAGE = { desktop: 30, phone: 16 } as const;

/** What the guest typed in the tag filter, or null before anything is typed. */
const tagSearchOf = ({ event }: { event: { search: string } }) => ({
  search: event.search.trim() === '' ? null : event.search.trim(),
});

const isMapped = (event: { category: string } & CategoryOptions) => {
  try {
    categoryQuery(event.category, event);
    return true;
  } catch {
    return false;
  }
};

/**
 * The video areas (seed 001 §2, §5): the main list (an area by category, the video search, an
 * actor's videos), the strips of the video station and the start page, the jumbotrons (cached
 * 60 s per type) and the video stars, each a list actor of `machines/list` under the ids of
 * `VIDEO_LISTS`, and the photo albums (an actor's, the newest) under `ALBUM_LISTS`. The root
 * tells it of its routes and of the pages that show its blocks (the start page, her profile):
 * `route.entered` is turned into the domain's own `videos.show…` asks, filters from the address
 * (`videos.route.ts`); no screen asks as it mounts. The query (category rule, the guest's sort
 * and filter) is built here and sent with the request of the session the domain was started
 * with. An unmapped category leaves the main list alone and is its own state. Tag suggestions
 * (tagSearch, tags mostPopular) for the filter are a region of their own: the route asks for the
 * popular ones, what the guest types asks for its own.
 */

export const videosMachine = setup({
  types: {
    context: {} as VideosContext,
    events: {} as VideosEvent,
    input: {} as DomainInput,
    tags: {} as 'tagsLoading',
  },
  actors: {
    videoList: videoListMachine,
    jumbotronList: jumbotronListMachine,
    starsList: videoStarsListMachine,
    seoList: seoTextListMachine,
    albumList: albumListMachine,
    suggestTags: placeholderCall<string[], TagSuggestCall>('videos.suggestTags'),
    videosByIds: placeholderCall<VideoTile[], VideosByIdsCall>('videos.byIds'),
    previewScrub: previewScrubMachine,
  },
  actions: {
    // Child id = system id: an anchor's timers (the lists' cache expiry) find the lists again in
    // the restarted system by it (a generated id would not exist there).
    spawnLists: enqueueActions(({ enqueue, context }) => {
      enqueue.spawnChild('videoList', {
        id: VIDEO_LISTS.main,
        systemId: VIDEO_LISTS.main,
        input: { limit: VIDEOS_PAGE.desktop, gridType: 'videos' },
      });
      enqueue.spawnChild('jumbotronList', {
        id: VIDEO_LISTS.jumbotron,
        systemId: VIDEO_LISTS.jumbotron,
        input: { limit: 10, ttlMs: LIST_TTL.jumbotron, gridType: 'jumbotron' },
      });
      enqueue.spawnChild('starsList', {
        id: VIDEO_LISTS.stars,
        systemId: VIDEO_LISTS.stars,
        input: { limit: VIDEO_STARS_DEFAULT, gridType: 'videoStars' },
      });
      enqueue.spawnChild('seoList', {
        id: VIDEO_LISTS.seo,
        systemId: VIDEO_LISTS.seo,
        input: { limit: SEO_TEXTS_MAX, gridType: 'seoTexts' },
      });
      enqueue.spawnChild('albumList', {
        id: ALBUM_LISTS.main,
        systemId: ALBUM_LISTS.main,
        input: { limit: ALBUMS_PAGE, gridType: 'albums', ...GROWS_ON_PRESS },
      });
      enqueue.spawnChild('albumList', {
        id: ALBUM_LISTS.strip,
        systemId: ALBUM_LISTS.strip,
        input: { limit: ALBUM_STRIP_SIZE, gridType: 'albumStrip' },
      });
      for (const category of VIDEO_STRIPS)
        enqueue.spawnChild('videoList', {
          id: VIDEO_LISTS.strip(category),
          systemId: VIDEO_LISTS.strip(category),
          input: { limit: STRIP_SIZE, gridType: 'videoStrip' },
        });
      // Hover scrubbing over the tiles' pictures, with the session's request.
      enqueue.spawnChild('previewScrub', {
        id: VIDEOS_SCRUB,
        systemId: VIDEOS_SCRUB,
        input: { request: context.request },
      });
    }),
    /** The list's query goes to its list actor (a child, by its id) with the session's request. */
    want: sendTo(
      (_, params: { list: string; query: ListQuery }) => params.list,
      ({ context }, params: { list: string; query: ListQuery }) =>
        listQuery(params.query, context.request),
    ),
    /**
     * The main list's query at the layout's page size, starting at the page of the address (seed
     * 000 §5 `page`).
     */
    wantMain: sendTo(
      VIDEO_LISTS.main,
      ({ context }, params: { query: ListQuery; page?: number }) => ({
        ...listQuery(params.query, context.request),
        ...(context.mobile ? { limit: VIDEOS_PAGE.phone } : {}),
        ...(params.page === undefined ? {} : { page: params.page }),
      }),
    ),
    /** At start the domain asks the shell for the layout (answered before the route is told). */
    askLayout: toSystem('shell', { type: 'shell.layoutAsked' }),
    storeLayout: assign((_, params: { mobile: boolean }) => ({ mobile: params.mobile })),
    /**
     * A route entered asks for what its screen shows; the filter's popular tags only while the
     * domain does not hold them already (they are the same on every page).
     */
    showRoute: enqueueActions(({ enqueue, event, context }) => {
      if (event.type !== 'route.entered') return;
      const popularKnown = context.tagSearch === null && context.tags.length > 0;
      for (const ask of videosRouteAsks(event))
        if (!(ask.type === 'videos.suggestTags' && popularKnown)) enqueue.raise(ask);
    }),
    storeCategory: assign((_, params: { category: string }) => ({ category: params.category })),
    clearCategory: assign({ category: null }),
    storeTagSearch: assign((_, params: { search: string | null }) => ({
      tagSearch: params.search,
    })),
    storeTags: assign((_, params: { tags: string[] }) => ({ tags: params.tags })),
    /**
     * A bought item is shown bought at once in every list that holds it (cached queries too);
     * a video's tile is then asked again (`videos_v2`).
     */
    markBought: enqueueActions(
      ({ context, enqueue }, params: { kind: 'video' | 'album'; id: number }) => {
        const patch = patched([{ id: params.id, changes: { bought: true } }]);
        for (const list of params.kind === 'video' ? VIDEO_TILE_LISTS : ALBUM_TILE_LISTS)
          enqueue.sendTo(list, patch);
        if (params.kind === 'video' && !context.bought.includes(params.id))
          enqueue.assign({ bought: [...context.bought, params.id] });
      },
    ),
    /** The bought videos' tiles as `videos_v2` gave them, in every list that holds them. */
    patchVideos: enqueueActions(({ enqueue }, params: { tiles: VideoTile[] }) => {
      if (params.tiles.length === 0) return;
      const patch = patched(params.tiles.map((tile) => ({ id: tile.id, changes: tile })));
      for (const list of VIDEO_TILE_LISTS) enqueue.sendTo(list, patch);
    }),
  },
  guards: {
    isMapped: ({ event }) => event.type === 'videos.showCategory' && isMapped(event),
    isVideoBought: ({ event }) => event.type === 'content.purchased' && event.kind === 'video',
  },
}).createMachine({
  id: 'videos',
  context: ({ input }) => ({
    request: serviceRequestOf(input),
    category: null,
    tagSearch: null,
    tags: [],
    bought: [],
    mobile: false,
  }),
  type: 'parallel',
  entry: ['spawnLists', 'askLayout'],
  on: {
    'route.entered': { actions: 'showRoute' },
    'shell.layoutTold': {
      actions: { type: 'storeLayout', params: ({ event }) => ({ mobile: event.mobile }) },
    },
    'videos.showStrip': {
      actions: {
        type: 'want',
        params: ({ event }) => ({
          list: VIDEO_LISTS.strip(event.category),
          query: categoryQuery(event.category),
        }),
      },
    },
    'videos.showJumbotron': {
      actions: {
        type: 'want',
        params: ({ event }) => ({ list: VIDEO_LISTS.jumbotron, query: { type: event.jumbotron } }),
      },
    },
    'videos.showStars': {
      actions: {
        type: 'want',
        params: () => ({ list: VIDEO_LISTS.stars, query: { first: VIDEO_STARS_DEFAULT } }),
      },
    },
    'videos.showAlbums': {
      actions: {
        type: 'want',
        params: ({ event }) => ({ list: ALBUM_LISTS.main, query: event.query }),
      },
    },
    'videos.showAlbumStrip': {
      actions: {
        type: 'want',
        params: () => ({ list: ALBUM_LISTS.strip, query: NEW_ALBUMS_QUERY }),
      },
    },
    'videos.showSeo': {
      actions: {
        type: 'want',
        params: ({ event }) => ({
          list: VIDEO_LISTS.seo,
          query: { tags: event.tags, actorId: event.actorId },
        }),
      },
    },
  },
  states: {
    /** The main list: what the area, search or actor page asked for. */
    main: {
      initial: 'idle',
      on: {
        'videos.showCategory': [
          {
            guard: 'isMapped',
            target: '.shown',
            actions: [
              { type: 'storeCategory', params: ({ event }) => ({ category: event.category }) },
              {
                type: 'wantMain',
                params: ({ event }) => ({
                  query: categoryQuery(event.category, event),
                  ...(event.page === undefined ? {} : { page: event.page }),
                }),
              },
            ],
          },
          {
            target: '.unmapped',
            actions: {
              type: 'storeCategory',
              params: ({ event }) => ({ category: event.category }),
            },
          },
        ],
        'videos.showQuery': {
          target: '.shown',
          actions: [
            'clearCategory',
            {
              type: 'wantMain',
              params: ({ event }) => ({
                query: event.query,
                ...(event.page === undefined ? {} : { page: event.page }),
              }),
            },
          ],
        },
      },
      states: {
        idle: {},
        shown: {},
        /** Seed 001 §5, §8: the category has no rule ('Unmapped category'); nothing is fetched. */
        unmapped: {},
      },
    },
    /** Tag suggestions for the filter: the most popular tags, or those matching what was typed. */
    tags: {
      initial: 'idle',
      // Not `reenter` here: re-entering a region of the parallel root re-enters the root, which
      // put the main list back to `idle` (a `?category=` page lost its title). While loading, the
      // state's own handler below starts the ask again.
      on: {
        'videos.suggestTags': {
          target: '.loading',
          actions: {
            type: 'storeTagSearch',
            params: tagSearchOf,
          },
        },
      },
      states: {
        idle: {},
        loading: {
          tags: 'tagsLoading',
          on: {
            'videos.suggestTags': {
              target: 'loading',
              reenter: true,
              actions: {
                type: 'storeTagSearch',
                params: tagSearchOf,
              },
            },
          },
          invoke: {
            src: 'suggestTags',
            input: ({ context }) => ({
              request: context.request,
              search: context.tagSearch,
            }),
            onDone: {
              target: 'loaded',
              actions: { type: 'storeTags', params: ({ event }) => ({ tags: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeTags', params: () => ({ tags: [] }) },
            },
          },
        },
        loaded: {},
        failed: {},
      },
    },
    /**
     * Content's purchases (issue 54, seed 001 §4): the bought item is marked in the lists at once,
     * and a bought video's tile is asked again from the query service (`videos_v2(ids)`), its
     * answer patched in (a failure leaves the mark).
     */
    bought: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'content.purchased': [
              {
                guard: 'isVideoBought',
                target: 'refreshing',
                actions: { type: 'markBought', params: ({ event }) => event },
              },
              { actions: { type: 'markBought', params: ({ event }) => event } },
            ],
          },
        },
        refreshing: {
          on: {
            'content.purchased': [
              {
                guard: 'isVideoBought',
                target: 'refreshing',
                reenter: true,
                actions: { type: 'markBought', params: ({ event }) => event },
              },
              { actions: { type: 'markBought', params: ({ event }) => event } },
            ],
          },
          invoke: {
            id: 'videosByIds',
            src: 'videosByIds',
            input: ({ context }) => ({ request: context.request, ids: context.bought }),
            onDone: {
              target: 'idle',
              actions: { type: 'patchVideos', params: ({ event }) => ({ tiles: event.output }) },
            },
            onError: 'idle',
          },
        },
      },
    },
  },
});
