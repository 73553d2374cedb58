import {
  assign,
  enqueueActions,
  sendTo,
  setup,
  type DoneActorEvent,
  type SnapshotFrom,
} from 'xstate';
import { createListMachine } from '../list/list.machine.ts';
import { selectItems } from '../list/list.selectors.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { serviceRequestOf, type ServiceRequest } from '../shared/serviceRequest.ts';
import { ACTOR_SEARCH, actorSearchMachine } from './actorSearch.machine.ts';
import {
  camRequestOf,
  NO_FILTERS,
  type ActorCategory,
  type ActorSearchQuery,
  type Interview,
  type InterviewsQuery,
  type SidebarEntry,
  type SidebarQuery,
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
/** The same list machine, typed for an actor search's results (performer tiles too). */
export const actorSearchListMachine = createListMachine<CamTile, ActorSearchQuery>();
/** The same list machine, typed for the cams sidebar's entries and for interviews. */
export const sidebarListMachine = createListMachine<SidebarEntry, SidebarQuery>();
export const interviewsListMachine = createListMachine<Interview, InterviewsQuery>();
/** The same list machine, typed for chat (ticket) shows. */
export const chatShowsListMachine = createListMachine<ChatShowTile, ChatShowQuery>();

/** The list actors this domain spawns, by system id: the page's grid and the start page strips. */
export const CAMS_LISTS = {
  page: 'cams.list',
  top: 'cams.top.list',
  newGirls: 'cams.new.list',
  /** An actor search's results: the page's grid while its address has a search. */
  search: 'cams.search.list',
  /** The sidebar beside the grid (the phone's category menu on a phone) and its interviews. */
  sidebar: 'cams.sidebar.list',
  interviews: 'cams.interviews.list',
} as const;
/** Interviews the sidebar shows (decision 0031). */
const SIDEBAR_INTERVIEWS = 3;
/** The chat shows list (cam shows page and the start page's block). */
export const CHAT_SHOWS_LIST = 'cams.shows.list';
/**
 * The shows list is reloaded this long after the next show's start, so the service (whose clock
 * may run a little behind the browser's) says it started.
 */
export const SHOW_START_GRACE_MS = 2_000;
/** Seed 001 §2/§9: a start page strip shows a handful of tiles with a "show all" link. */
const HOME_STRIP_SIZE = 10;
const PAGE_SIZE = 30;

export interface CamsContext {
  request: CamRequest;
  /** The actor search's REST request (`actorsearch` is a REST call). */
  searchRequest: ServiceRequest;
  /** The list the page shows. */
  shown: { list: CamListKind; filters: CamFilters } | null;
  /** A logged-in guest (the service keeps her last actor search). */
  loggedIn: boolean;
  /** Whether the start page's strips were asked for. */
  homeWanted: boolean;
  /** Whether the chat shows (page or start page block) were asked for. */
  showsWanted: boolean;
  /** The performer whose shows her live show page asked for (chat tickets by model), else null. */
  showsActorId: number | null;
  /** Whether the sidebar (and its interviews) was shown. */
  sidebarWanted: boolean;
  categories: ActorCategory[];
  /** The start (ISO) of the first listed show that has not started: the list reloads then. */
  nextShowStart: string | null;
  /** The wall clock (ms since the epoch, a recorded read) when that start was last timed. */
  clock: number;
}

type ChatShowsSnapshot = SnapshotFrom<typeof chatShowsListMachine>;

/** The first start among the listed shows not running yet (ISO), or null when all run. */
function nextShowStartOf(snapshot: ChatShowsSnapshot): string | null {
  let next: string | null = null;
  for (const show of selectItems(snapshot))
    if (!show.running && (next === null || Date.parse(show.start) < Date.parse(next)))
      next = show.start;
  return next;
}

export type CamsEvent =
  /** The page shows a list with these filters (from its route and address). */
  | { type: 'ui.listShown'; list: CamListKind; filters: CamFilters }
  /** The start page shows the performer blocks. */
  | { type: 'ui.homeShown' }
  /** The cam shows page or the start page's shows block is shown. */
  | { type: 'ui.showsShown'; actorId?: number }
  /** The sidebar (beside a list, or the phone's category menu) is shown. */
  | { type: 'ui.sidebarShown' }
  /** The shows list changed (its snapshot, synced to the domain): the next start may be another. */
  | { type: `xstate.snapshot.${typeof CHAT_SHOWS_LIST}`; snapshot: ChatShowsSnapshot };

/**
 * The performer lists (seed 001 §2, §3, §4; issue #18 parts 1, 4, 5): the page's grid
 * (`cams.list`: cams, new girls, free chat, a category, a top cams list, with gender and type
 * filters), the start page's TOP and New strips and the actor categories. Who is online is not
 * theirs: the tiles and the count online select it from the presence domain (issue 52 §2). No push says a ticket show started (decision 0017): region
 * `showStart` times the next listed show's start on the recorded wall clock and reloads the shows
 * list then, so a page that lists it shows it running.
 */
export const camsMachine = setup({
  types: {
    context: {} as CamsContext,
    events: {} as CamsEvent,
    input: {} as DomainInput,
  },
  actors: {
    camsList: camsListMachine,
    actorSearchList: actorSearchListMachine,
    sidebarList: sidebarListMachine,
    interviewsList: interviewsListMachine,
    actorSearch: actorSearchMachine,
    chatShowsList: chatShowsListMachine,
    loadCategories: placeholderCall<ActorCategory[], CamRequest>('loadCategories'),
    /** The wall clock in ms since the epoch (recorded, so replay gets the same). */
    readClock: placeholderCall<number, void>('readClock'),
  },
  actions: {
    spawnLists: enqueueActions(({ enqueue, context }) => {
      enqueue.spawnChild('camsList', {
        id: CAMS_LISTS.page,
        systemId: CAMS_LISTS.page,
        input: { limit: PAGE_SIZE, paging: 'offset', gridType: 'cams' },
      });
      enqueue.spawnChild('actorSearchList', {
        id: CAMS_LISTS.search,
        systemId: CAMS_LISTS.search,
        input: { limit: PAGE_SIZE, paging: 'offset', gridType: 'cams' },
      });
      enqueue.spawnChild('sidebarList', {
        id: CAMS_LISTS.sidebar,
        systemId: CAMS_LISTS.sidebar,
        input: { limit: 100, paging: 'offset', gridType: 'camsSidebar' },
      });
      enqueue.spawnChild('interviewsList', {
        id: CAMS_LISTS.interviews,
        systemId: CAMS_LISTS.interviews,
        input: { limit: SIDEBAR_INTERVIEWS, paging: 'offset', gridType: 'interviews' },
      });
      enqueue.spawnChild('actorSearch', {
        id: ACTOR_SEARCH,
        systemId: ACTOR_SEARCH,
        input: { request: context.searchRequest, loggedIn: context.loggedIn },
      });
      for (const id of [CAMS_LISTS.top, CAMS_LISTS.newGirls])
        enqueue.spawnChild('camsList', {
          id,
          systemId: id,
          input: { limit: HOME_STRIP_SIZE, paging: 'offset', gridType: 'camsStrip' },
        });
      // Its snapshots come to the domain, which times the next show's start from them.
      enqueue.spawnChild('chatShowsList', {
        id: CHAT_SHOWS_LIST,
        systemId: CHAT_SHOWS_LIST,
        input: { limit: PAGE_SIZE, paging: 'offset', gridType: 'chatShows' },
        syncSnapshot: true,
      });
    }),
    keepShown: assign({
      shown: (_, params: { list: CamListKind; filters: CamFilters }) => params,
    }),
    wantHome: assign({ homeWanted: true }),
    wantShows: assign({
      showsWanted: true,
      showsActorId: (_, params: { actorId: number | null }) => params.actorId,
    }),
    wantSidebar: assign({ sidebarWanted: true }),
    /** The sidebar and its interviews are asked once shown (a cached query is not asked again). */
    querySidebar: enqueueActions(({ context, enqueue }) => {
      if (!context.sidebarWanted) return;
      const query = { request: context.request };
      enqueue.sendTo(CAMS_LISTS.sidebar, { type: 'list.query', query });
      enqueue.sendTo(CAMS_LISTS.interviews, { type: 'list.query', query });
    }),
    queryShows: enqueueActions(({ context, enqueue }) => {
      const { request } = context;
      if (!context.showsWanted) return;
      const actorId = context.showsActorId;
      const query: ChatShowQuery = actorId === null ? { request } : { request, actorId };
      enqueue.sendTo(CHAT_SHOWS_LIST, { type: 'list.query', query });
    }),
    /**
     * The shown list's query goes to the grid's list actor (a cached query shows at once); an
     * address with an actor search lists its results instead, and the search child hears of it.
     */
    queryPage: enqueueActions(({ context, enqueue }) => {
      if (!context.shown) return;
      const { list, filters } = context.shown;
      if (list.kind === 'cams') enqueue.sendTo(ACTOR_SEARCH, { type: 'actorSearch.wanted' });
      if (filters.search) {
        const query: ActorSearchQuery = {
          search: filters.search,
          genders: filters.genders,
          types: filters.types,
          request: context.searchRequest,
        };
        enqueue.sendTo(CAMS_LISTS.search, { type: 'list.query', query });
        enqueue.sendTo(ACTOR_SEARCH, { type: 'actorSearch.listed', search: filters.search });
        return;
      }
      const query: CamQuery = { ...context.shown, request: context.request };
      enqueue.sendTo(CAMS_LISTS.page, { type: 'list.query', query });
    }),
    queryHome: enqueueActions(({ context, enqueue }) => {
      const { request } = context;
      if (!context.homeWanted) return;
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
    keepCategories: assign({
      categories: (_, params: { categories: ActorCategory[] }) => params.categories,
    }),
    keepNextShowStart: assign({
      nextShowStart: (_, params: { start: string | null }) => params.start,
    }),
    keepClock: assign({ clock: (_, params: { now: number }) => params.now }),
    /** The shown shows reload (every cached query is stale): a started one says so now. */
    reloadShows: sendTo(CHAT_SHOWS_LIST, { type: 'list.invalidate' as const }),
  },
  guards: {
    /**
     * The list's next start is not the one timed (a show started, or the list changed), and is
     * `to` a start or to none.
     */
    nextStartMoved: ({ context }, params: { start: string | null; to: 'start' | 'none' }) =>
      params.start !== context.nextShowStart && (params.start === null) === (params.to === 'none'),
  },
  delays: {
    /** From the clock's reading to the next show's start, and a little after it. */
    untilShowStart: ({ context }) =>
      Math.max(0, Date.parse(context.nextShowStart ?? '') - context.clock || 0) +
      SHOW_START_GRACE_MS,
  },
}).createMachine({
  id: 'cams',
  context: ({ input }) => ({
    request: camRequestOf(input),
    searchRequest: serviceRequestOf(input),
    loggedIn: input.guest.isLoggedIn,
    shown: null,
    homeWanted: false,
    showsWanted: false,
    showsActorId: null,
    sidebarWanted: false,
    categories: [],
    nextShowStart: null,
    clock: 0,
  }),
  entry: 'spawnLists',
  type: 'parallel',
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
    'ui.showsShown': {
      actions: [
        { type: 'wantShows', params: ({ event }) => ({ actorId: event.actorId ?? null }) },
        'queryShows',
      ],
    },
    'ui.sidebarShown': { actions: ['wantSidebar', 'querySidebar'] },
  },
  states: {
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCategories',
            src: 'loadCategories',
            input: ({ context }) => context.request,
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
    /** The next listed show's start, timed: the list reloads then (no push says it). */
    showStart: {
      initial: 'none',
      on: {
        [`xstate.snapshot.${CHAT_SHOWS_LIST}`]: [
          {
            guard: {
              type: 'nextStartMoved',
              params: ({ event }) => ({ start: nextShowStartOf(event.snapshot), to: 'none' }),
            },
            target: '.none',
            actions: { type: 'keepNextShowStart', params: { start: null } },
          },
          {
            guard: {
              type: 'nextStartMoved',
              params: ({ event }) => ({ start: nextShowStartOf(event.snapshot), to: 'start' }),
            },
            target: '.reading',
            reenter: true,
            actions: {
              type: 'keepNextShowStart',
              params: ({ event }) => ({ start: nextShowStartOf(event.snapshot) }),
            },
          },
        ],
      },
      states: {
        /** No listed show waits for its start. */
        none: {},
        /** The wall clock is read to time the start. */
        reading: {
          invoke: {
            id: 'readClock',
            src: 'readClock',
            onDone: {
              target: 'timing',
              actions: {
                type: 'keepClock',
                params: ({ event }: { event: DoneActorEvent<number> }) => ({
                  now: event.output,
                }),
              },
            },
            // Without the clock the start is not timed; the next change of the list tries again.
            onError: {
              target: 'none',
              actions: { type: 'keepNextShowStart', params: { start: null } },
            },
          },
        },
        timing: { after: { untilShowStart: { target: 'none', actions: 'reloadShows' } } },
      },
    },
  },
});
