import { assign, enqueueActions, setup, type DoneActorEvent } from 'xstate';
import { createListMachine } from '../list/list.machine.ts';
import type { ItemPatch } from '../list/list.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { CHAT_TICKETS, chatTicketsMachine } from './chatTickets.machine.ts';
import type { AppReadyEvent } from '../shared/domainEvents.ts';
import {
  NO_FILTERS,
  type ActorCategory,
  type CamFilters,
  type CamListKind,
  type CamQuery,
  type CamRequest,
  type CamTile,
  type ChatShowQuery,
  type ChatShowTile,
} from './cams.types.ts';

/** The one list machine, typed for performer tiles (docs/ARCHITECTURE.md "Lists and tile grids"). */
export const camsListMachine = createListMachine<CamTile, CamQuery>();
/** The same list machine, typed for chat (ticket) shows. */
export const chatShowsListMachine = createListMachine<ChatShowTile, ChatShowQuery>();

/** The list actors this domain spawns, by system id: the page's grid and the start page strips. */
export const CAMS_LISTS = {
  page: 'cams.list',
  top: 'cams.top.list',
  newGirls: 'cams.new.list',
} as const;
/** The chat shows list (cam shows page and the start page's block); not patched by pushes. */
export const CHAT_SHOWS_LIST = 'cams.shows.list';
/** Seed 001 §2/§9: a start page strip shows a handful of tiles with a "show all" link. */
const HOME_STRIP_SIZE = 10;
const PAGE_SIZE = 30;

export interface CamsContext {
  request: CamRequest | null;
  /** The list the page shows (kept until the request is known). */
  shown: { list: CamListKind; filters: CamFilters } | null;
  /** Whether the start page's strips were asked for. */
  homeWanted: boolean;
  /** Whether the chat shows (page or start page block) were asked for. */
  showsWanted: boolean;
  /** Actors online now: loaded once, then moved by each online or offline push. */
  onlineCount: number | null;
  categories: ActorCategory[];
}

export type CamsEvent =
  | AppReadyEvent
  /** The page shows a list with these filters (from its route and address). */
  | { type: 'ui.listShown'; list: CamListKind; filters: CamFilters }
  /** The start page shows the performer blocks. */
  | { type: 'ui.homeShown' }
  /** The cam shows page or the start page's shows block is shown. */
  | { type: 'ui.showsShown' }
  | { type: 'ui.retryOnlineCount' }
  | { type: 'push.actorOnline'; actorId: number }
  | { type: 'push.actorOffline'; actorId: number }
  /** A private ticket show invitation (seed 000 §4): offered by the tickets actor. */
  | { type: 'push.privateTicketShowInvitation'; showId: number; actorId: number; start: string };

const requestOf = (event: AppReadyEvent): CamRequest => ({
  queryServiceUrl: event.config.queryServiceUrl,
  language: event.request.language,
  ver: event.request.ver,
  accessToken: event.request.accessToken,
});

/**
 * The performer lists (seed 001 §2, §3, §4; issue #18 parts 1, 4, 5): the page's grid
 * (`cams.list`: cams, new girls, free chat, a category, a top cams list, with gender and type
 * filters), the start page's TOP and New strips, the actor categories and the count of actors
 * online. Online and offline pushes patch tiles in place in every list (no tile moves while it is
 * shown) and move the online count.
 */
export const camsMachine = setup({
  types: {
    context: {} as CamsContext,
    events: {} as CamsEvent,
    tags: {} as 'countLoading' | 'countFailed',
  },
  actors: {
    camsList: camsListMachine,
    chatShowsList: chatShowsListMachine,
    chatTickets: chatTicketsMachine,
    loadOnlineCount: placeholderCall<number, CamRequest>('loadOnlineCount'),
    loadCategories: placeholderCall<ActorCategory[], CamRequest>('loadCategories'),
  },
  actions: {
    spawnLists: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('camsList', {
        id: CAMS_LISTS.page,
        systemId: CAMS_LISTS.page,
        input: { limit: PAGE_SIZE, paging: 'offset', gridType: 'cams' },
      });
      for (const id of [CAMS_LISTS.top, CAMS_LISTS.newGirls])
        enqueue.spawnChild('camsList', {
          id,
          systemId: id,
          input: { limit: HOME_STRIP_SIZE, paging: 'offset', gridType: 'camsStrip' },
        });
      enqueue.spawnChild('chatShowsList', {
        id: CHAT_SHOWS_LIST,
        systemId: CHAT_SHOWS_LIST,
        input: { limit: PAGE_SIZE, paging: 'offset', gridType: 'chatShows' },
      });
      enqueue.spawnChild('chatTickets', { id: CHAT_TICKETS, systemId: CHAT_TICKETS });
    }),
    /** The tickets actor learns the request (and a new session) with the domain. */
    tellTickets: enqueueActions(({ enqueue, event }) => {
      if (event.type === 'app.ready' || event.type === 'push.privateTicketShowInvitation')
        enqueue.sendTo(CHAT_TICKETS, event);
    }),
    keepRequest: assign({ request: (_, params: { request: CamRequest }) => params.request }),
    keepShown: assign({
      shown: (_, params: { list: CamListKind; filters: CamFilters }) => params,
    }),
    wantHome: assign({ homeWanted: true }),
    wantShows: assign({ showsWanted: true }),
    queryShows: enqueueActions(({ context, enqueue }) => {
      const { request } = context;
      if (!request || !context.showsWanted) return;
      const query: ChatShowQuery = { request };
      enqueue.sendTo(CHAT_SHOWS_LIST, { type: 'list.query', query });
    }),
    /** The shown list's query goes to the grid's list actor (a cached query shows at once). */
    queryPage: enqueueActions(({ context, enqueue }) => {
      if (!context.request || !context.shown) return;
      const query: CamQuery = { ...context.shown, request: context.request };
      enqueue.sendTo(CAMS_LISTS.page, { type: 'list.query', query });
    }),
    queryHome: enqueueActions(({ context, enqueue }) => {
      const { request } = context;
      if (!request || !context.homeWanted) return;
      const strip = (list: CamListKind): CamQuery => ({ list, filters: NO_FILTERS, request });
      enqueue.sendTo(CAMS_LISTS.top, {
        type: 'list.query',
        query: strip({ kind: 'top', type: 'TOP_100' }),
      });
      enqueue.sendTo(CAMS_LISTS.newGirls, {
        type: 'list.query',
        query: strip({ kind: 'newGirls' }),
      });
    }),
    keepOnlineCount: assign({ onlineCount: (_, params: { count: number }) => params.count }),
    keepCategories: assign({
      categories: (_, params: { categories: ActorCategory[] }) => params.categories,
    }),
    /** A push moves the count: she came online (+1) or went offline (−1); never below 0. */
    moveOnlineCount: assign({
      onlineCount: ({ context }, params: { by: 1 | -1 }) =>
        context.onlineCount === null ? null : Math.max(0, context.onlineCount + params.by),
    }),
    /** Patches her tile in every list where she is shown, without moving it. */
    patchTiles: enqueueActions(({ enqueue }, params: { actorId: number; online: boolean }) => {
      const patches: ItemPatch<CamTile>[] = [
        { id: params.actorId, changes: { online: params.online } },
      ];
      for (const id of Object.values(CAMS_LISTS))
        enqueue.sendTo(id, { type: 'list.itemsPatched', patches });
    }),
  },
}).createMachine({
  id: 'cams',
  context: {
    request: null,
    shown: null,
    homeWanted: false,
    showsWanted: false,
    onlineCount: null,
    categories: [],
  },
  entry: 'spawnLists',
  initial: 'waiting',
  on: {
    'ui.listShown': {
      actions: [
        {
          type: 'keepShown',
          params: ({ event }) => ({ list: event.list, filters: event.filters }),
        },
        'queryPage',
      ],
    },
    'ui.homeShown': { actions: ['wantHome', 'queryHome'] },
    'ui.showsShown': { actions: ['wantShows', 'queryShows'] },
    'push.privateTicketShowInvitation': { actions: 'tellTickets' },
  },
  states: {
    /** Before `app.ready` the query service is not known: what is asked for waits. */
    waiting: {
      on: {
        'app.ready': {
          target: 'ready',
          actions: [
            { type: 'keepRequest', params: ({ event }) => ({ request: requestOf(event) }) },
            'tellTickets',
            'queryPage',
            'queryHome',
            'queryShows',
          ],
        },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        // A new session (login, logout) may see other actors (banned countries): ask again.
        'app.ready': {
          actions: [
            { type: 'keepRequest', params: ({ event }) => ({ request: requestOf(event) }) },
            'tellTickets',
            'queryPage',
            'queryHome',
            'queryShows',
          ],
        },
      },
      states: {
        online: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['countLoading'],
              invoke: {
                id: 'loadOnlineCount',
                src: 'loadOnlineCount',
                input: ({ context }) => context.request as CamRequest,
                onDone: {
                  target: 'live',
                  actions: {
                    type: 'keepOnlineCount',
                    params: ({ event }: { event: DoneActorEvent<number> }) => ({
                      count: event.output,
                    }),
                  },
                },
                onError: { target: 'failed' },
              },
            },
            /** The count is known: pushes move it. */
            live: {
              on: {
                'push.actorOnline': {
                  actions: [
                    { type: 'moveOnlineCount', params: { by: 1 } },
                    {
                      type: 'patchTiles',
                      params: ({ event }) => ({ actorId: event.actorId, online: true }),
                    },
                  ],
                },
                'push.actorOffline': {
                  actions: [
                    { type: 'moveOnlineCount', params: { by: -1 } },
                    {
                      type: 'patchTiles',
                      params: ({ event }) => ({ actorId: event.actorId, online: false }),
                    },
                  ],
                },
              },
            },
            failed: {
              tags: ['countFailed'],
              on: { 'ui.retryOnlineCount': { target: 'loading' } },
            },
          },
          // Tiles are patched whatever the count's state (the live state also moves the count).
          on: {
            'push.actorOnline': {
              actions: {
                type: 'patchTiles',
                params: ({ event }) => ({ actorId: event.actorId, online: true }),
              },
            },
            'push.actorOffline': {
              actions: {
                type: 'patchTiles',
                params: ({ event }) => ({ actorId: event.actorId, online: false }),
              },
            },
          },
        },
        categories: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCategories',
                src: 'loadCategories',
                input: ({ context }) => context.request as CamRequest,
                onDone: {
                  target: 'loaded',
                  actions: {
                    type: 'keepCategories',
                    params: ({ event }: { event: DoneActorEvent<ActorCategory[]> }) => ({
                      categories: event.output,
                    }),
                  },
                },
                // Without names the category links are not shown; the lists still work.
                onError: { target: 'loaded' },
              },
            },
            loaded: {},
          },
        },
      },
    },
  },
});
