import { and, assign, enqueueActions, sendTo, setup } from 'xstate';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import type { RestrictionReason } from '../gating/gating.ts';
import { createListMachine } from '../list/list.machine.ts';
import {
  GROWS_ON_PRESS,
  type ListEvent,
  type ListItem,
  type ListQuery,
} from '../list/list.types.ts';
import { playerMachine, type PlayerEvent } from '../player/player.machine.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type {
  ProgramItem,
  ProgramType,
  TvCall,
  TvChannel,
  TvEpisode,
  TvPage,
  TvPageData,
  TvRequest,
  TvSeries,
  TvStream,
} from './tv.types.ts';
import { failureCode } from '../shared/failure.ts';
import type { RouteToldEvent } from '../shell/shell.route.ts';
import { playsOn, tvRouteAsks } from './tv.route.ts';
import {
  suggestQueryOf,
  TV_SUGGEST_LIST,
  TV_SUGGEST_SIZE,
  tvSuggestListMachine,
} from './tv.suggest.ts';

export const tvSeriesListMachine = createListMachine<TvSeries, { request: TvRequest }>();
export const tvEpisodesListMachine = createListMachine<
  TvEpisode,
  { key: string; request: TvRequest }
>();

/** The system ids of the TV domain's children (lists for the tile grid, the one player). */
export const TV_LISTS = { series: 'tv.series.list', episodes: 'tv.episodes.list' } as const;
export const TV_PLAYER = 'tv.player';
/** Seed 001 §9: the program info shows 10 items by default. */
const PROGRAM_SIZE = 10;

export type TvEvent =
  | { type: 'tv.watch'; channel: TvChannel }
  | { type: 'tv.leave' }
  /** The subscription offer's button: the gate opens the TV subscription (vxtvabo). */
  | { type: 'tv.subscribe' }
  | { type: 'tv.retry' }
  | { type: 'tv.showProgram'; program: ProgramType }
  | { type: 'tv.retryProgram' }
  | { type: 'tv.showSeries' }
  | { type: 'tv.showEpisodes'; key: string }
  | { type: 'tv.show'; page: TvPage }
  | { type: 'tv.retryPage' }
  | GateAnswerEvent
  | GateResumedEvent
  /** The root: the guest entered or left a TV route (`tvRouteAsks`; leaving a player stops it). */
  | RouteToldEvent;

export interface TvContext {
  request: TvRequest;
  channel: TvChannel | null;
  stream: TvStream | null;
  /** Why the premium stream is locked (the gate's reason). */
  lockReason: RestrictionReason | null;
  program: ProgramType | null;
  programItems: ProgramItem[];
  page: TvPage | null;
  pageData: TvPageData | null;
  error: string | null;
}

const listQuery = (query: ListQuery, request: TvRequest): ListEvent<ListItem, ListQuery> => ({
  type: 'list.query',
  query: { ...query, request },
});

/**
 * TV and mediathek (seed 001 §2, §3, §7): three regions and three children.
 * - `live`: the free or premium livestream. Premium asks the gate (`tvContent`); a refusal is
 *   `locked` with its reason, and `tv.subscribe` asks again with `openFlow`, so the gate opens
 *   the TV subscription (or what stands first: login, age check) in the pay tour and tells this
 *   machine when it ended. A loaded stream plays in the one player (`tv.player`).
 * - `program`: the current program or the late-night show, loaded on demand (10 items).
 * - `page`: a format, post or video page; a video with a playlist plays in the same player.
 * The series and a series' episodes are list actors for the tile grid (`TV_LISTS`). Every call
 * carries the request of the session the domain was started with. The root tells it of its routes
 * (`route.entered`, `route.left`, `tv.route.ts`); the start page's program block asks itself.
 */
export const tvMachine = setup({
  types: {
    context: {} as TvContext,
    events: {} as TvEvent,
    input: {} as DomainInput,
    tags: {} as 'streamLoading' | 'programLoading' | 'pageLoading',
  },
  actors: {
    seriesList: tvSeriesListMachine,
    episodesList: tvEpisodesListMachine,
    suggestList: tvSuggestListMachine,
    player: playerMachine,
    fetchStream: placeholderCall<TvStream, TvCall<{ channel: TvChannel }>>('tv.fetchStream'),
    fetchProgram: placeholderCall<ProgramItem[], TvCall<{ program: ProgramType; count: number }>>(
      'tv.fetchProgram',
    ),
    fetchPage: placeholderCall<TvPageData, TvCall<{ page: TvPage }>>('tv.fetchPage'),
  },
  actions: {
    /** A route entered asks for what its screen shows; leaving a playing route stops the player. */
    showRoute: enqueueActions(({ enqueue, event }) => {
      if (event.type === 'route.entered') for (const ask of tvRouteAsks(event)) enqueue.raise(ask);
      else if (event.type === 'route.left' && playsOn(event.name))
        enqueue.raise({ type: 'tv.leave' });
    }),
    spawnChildren: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('seriesList', {
        id: TV_LISTS.series,
        systemId: TV_LISTS.series,
        input: { limit: 30, gridType: 'tvSeries', ttlMs: 0 },
      });
      enqueue.spawnChild('episodesList', {
        id: TV_LISTS.episodes,
        systemId: TV_LISTS.episodes,
        input: { limit: 30, gridType: 'tvEpisodes', ttlMs: 0 },
      });
      enqueue.spawnChild('suggestList', {
        id: TV_SUGGEST_LIST,
        systemId: TV_SUGGEST_LIST,
        input: { limit: TV_SUGGEST_SIZE, gridType: 'tvSuggest', ttlMs: 0, ...GROWS_ON_PRESS },
      });
      enqueue.spawnChild('player', { id: TV_PLAYER, systemId: TV_PLAYER });
    }),
    /** The list's query goes to its list actor (a child, by its id) with the session's request. */
    want: sendTo(
      (_, params: { list: string; query: ListQuery }) => params.list,
      ({ context }, params: { list: string; query: ListQuery }) =>
        listQuery(params.query, context.request),
    ),
    storeChannel: assign((_, params: { channel: TvChannel }) => ({
      channel: params.channel,
      stream: null,
      lockReason: null,
      error: null,
    })),
    forgetChannel: assign({ channel: null, stream: null, lockReason: null }),
    storeStream: assign((_, params: { stream: TvStream }) => ({ stream: params.stream })),
    storeLock: assign((_, params: { reason: RestrictionReason | null }) => ({
      lockReason: params.reason,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: failureCode(params.error) })),
    askGate: toSystem('gating', { type: 'gate.ask', action: 'tvContent', replyTo: 'tv' }),
    askGateToOpen: toSystem('gating', {
      type: 'gate.ask',
      action: 'tvContent',
      replyTo: 'tv',
      openFlow: true,
    }),
    play: sendTo(TV_PLAYER, (_, params: { src: string; live: boolean }): PlayerEvent => ({
      type: 'player.load',
      src: params.src,
      live: params.live,
    })),
    stop: sendTo(TV_PLAYER, (): PlayerEvent => ({ type: 'player.unload' })),
    storeProgram: assign((_, params: { program: ProgramType }) => ({
      program: params.program,
      programItems: [],
    })),
    storeProgramItems: assign((_, params: { items: ProgramItem[] }) => ({
      programItems: params.items,
    })),
    storePage: assign((_, params: { page: TvPage }) => ({
      page: params.page,
      pageData: null,
      error: null,
    })),
    storePageData: assign((_, params: { data: TvPageData }) => ({ pageData: params.data })),
    /** A video page's suggestions load beside it (tv.suggest.ts). */
    wantSuggestions: enqueueActions(({ context, enqueue }, params: { page: TvPage }) => {
      const query = suggestQueryOf(params.page);
      if (query) enqueue.sendTo(TV_SUGGEST_LIST, listQuery(query, context.request));
    }),
  },
  guards: {
    isPremium: ({ context }) => context.channel === 'premium',
    isTvAnswer: ({ event }) => event.type === 'gate.answer' && event.action === 'tvContent',
    isAllowed: ({ event }) => event.type === 'gate.answer' && event.allowed,
    resumedOk: ({ event }) =>
      event.type === 'gate.resumed' && event.action === 'tvContent' && event.success,
    isPlayableVideo: ({ context }) =>
      context.pageData?.kind === 'video' && context.pageData.data.playlist !== null,
  },
}).createMachine({
  id: 'tv',
  type: 'parallel',
  context: ({ input }) => ({
    request: serviceRequestOf(input),
    channel: null,
    stream: null,
    lockReason: null,
    program: null,
    programItems: [],
    page: null,
    pageData: null,
    error: null,
  }),
  entry: 'spawnChildren',
  on: {
    'route.entered': { actions: 'showRoute' },
    'route.left': { actions: 'showRoute' },
    'tv.showSeries': {
      actions: { type: 'want', params: () => ({ list: TV_LISTS.series, query: {} }) },
    },
    'tv.showEpisodes': {
      actions: {
        type: 'want',
        params: ({ event }) => ({ list: TV_LISTS.episodes, query: { key: event.key } }),
      },
    },
    // One place asks to open the subscription, for the locked stream and a locked video alike.
    'tv.subscribe': { actions: 'askGateToOpen' },
  },
  states: {
    live: {
      initial: 'idle',
      on: {
        'tv.watch': {
          target: '.pending',
          actions: [
            'stop',
            { type: 'storeChannel', params: ({ event }) => ({ channel: event.channel }) },
          ],
        },
        'tv.leave': { target: '.idle', actions: ['stop', 'forgetChannel'] },
      },
      states: {
        idle: {},
        /** Premium asks the gate first; the free stream loads at once. */
        pending: {
          always: [{ guard: 'isPremium', target: 'asking' }, { target: 'loading' }],
        },
        /** Premium: the gate decides (tvContent: login, age check, TV subscription). */
        asking: {
          entry: 'askGate',
          on: {
            'gate.answer': [
              { guard: and(['isTvAnswer', 'isAllowed']), target: 'loading' },
              {
                guard: 'isTvAnswer',
                target: 'locked',
                actions: { type: 'storeLock', params: ({ event }) => ({ reason: event.reason }) },
              },
            ],
          },
        },
        locked: {
          on: {
            'gate.answer': [
              { guard: and(['isTvAnswer', 'isAllowed']), target: 'loading' },
              {
                guard: 'isTvAnswer',
                actions: { type: 'storeLock', params: ({ event }) => ({ reason: event.reason }) },
              },
            ],
            'gate.resumed': { guard: 'resumedOk', target: 'asking' },
          },
        },
        loading: {
          tags: 'streamLoading',
          entry: { type: 'storeLock', params: { reason: null } },
          invoke: {
            id: 'fetchStream',
            src: 'fetchStream',
            input: ({ context }) => ({
              request: context.request,
              channel: context.channel ?? 'free',
            }),
            onDone: {
              target: 'playing',
              actions: [
                { type: 'storeStream', params: ({ event }) => ({ stream: event.output }) },
                {
                  type: 'play',
                  params: ({ event }) => ({ src: event.output.playlist, live: true }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        playing: {},
        failed: { on: { 'tv.retry': 'pending' } },
      },
    },
    /** The current program or the late-night show, loaded when its page or block shows. */
    program: {
      initial: 'idle',
      on: {
        'tv.showProgram': {
          target: '.pending',
          actions: { type: 'storeProgram', params: ({ event }) => ({ program: event.program }) },
        },
      },
      states: {
        idle: {},
        /** Asked for (again): the load starts anew (the region itself is not re-entered). */
        pending: { always: 'loading' },
        loading: {
          tags: 'programLoading',
          invoke: {
            id: 'fetchProgram',
            src: 'fetchProgram',
            input: ({ context }) => ({
              request: context.request,
              program: context.program ?? 'current',
              count: PROGRAM_SIZE,
            }),
            onDone: {
              target: 'loaded',
              actions: {
                type: 'storeProgramItems',
                params: ({ event }) => ({ items: event.output }),
              },
            },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: { on: { 'tv.retryProgram': 'loading' } },
      },
    },
    /** A format, post or video page. */
    page: {
      initial: 'idle',
      on: {
        'tv.show': {
          target: '.pending',
          actions: [
            { type: 'storePage', params: ({ event }) => ({ page: event.page }) },
            { type: 'wantSuggestions', params: ({ event }) => ({ page: event.page }) },
          ],
        },
      },
      states: {
        idle: {},
        /** Asked for (again): the load starts anew (the region itself is not re-entered). */
        pending: { always: 'loading' },
        loading: {
          tags: 'pageLoading',
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({
              request: context.request,
              page: context.page ?? { kind: 'format', key: '' },
            }),
            onDone: {
              target: 'loaded',
              actions: { type: 'storePageData', params: ({ event }) => ({ data: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {
          entry: enqueueActions(({ context, enqueue, check }) => {
            if (!check('isPlayableVideo') || context.pageData?.kind !== 'video') return;
            enqueue({
              type: 'play',
              params: { src: context.pageData.data.playlist ?? '', live: false },
            });
          }),
          on: {
            // A subscription may unlock a video: load it again.
            'gate.resumed': { guard: 'resumedOk', target: 'loading' },
          },
        },
        failed: { on: { 'tv.retryPage': 'loading' } },
      },
    },
  },
});
