import { assign, setup, type DoneActorEvent } from 'xstate';
import { camRequestOf, type CamRequest } from '../cams/cams.types.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { entryOf, noEntries, withEntry, type ByActor } from './byActor.ts';

/**
 * Who is online, by actor id: what the pushes said last (an actor no push named has no entry).
 * Kept by {@link ByActor}, so a push copies one bucket, not the whole record.
 */
export type PresenceFacts = ByActor<boolean>;

/**
 * When an actor last went offline and last came online, as the place of that change among all
 * the changes the pushes made (1, 2, …; null: never, as far as the pushes tell).
 */
interface PresenceMove {
  readonly wentOffline: number | null;
  readonly cameOnline: number | null;
}

/**
 * The order of the changes, by actor id: a block that keeps its tiles' places (the profile's
 * recommendations) replays them in order, so it is derived from the pushes and keeps no copy.
 */
export type PresenceMoves = ByActor<PresenceMove>;

/**
 * Whether a free show runs, by **channel** id: what the free-show pushes said last (a channel no
 * push named has no entry). The push names only the guest's channel with her
 * (`freeShowStart { channelId }`, shared/contract/realtime.md), and which actor that is only the
 * messenger's list of the guest's channels tells; so the owner keeps the fact as the push gives
 * it, and a view that shows her by actor finds her channel in that list
 * (`messenger.selectors.ts`, `channelIdOfActor`) rather than the owner reading another domain.
 */
export type FreeShowFacts = ByActor<boolean>;

export interface PresenceContext {
  request: CamRequest;
  /** What the online and offline pushes said last, by actor id. */
  online: PresenceFacts;
  /** What the free-show pushes said last, by channel id. */
  freeShows: FreeShowFacts;
  /** When each named actor last went offline and came online (the order of the changes). */
  moves: PresenceMoves;
  /** Changes the pushes made so far: the last one's place in that order. */
  changes: number;
  /** Actors online now: loaded once asked for, then moved by each push that changes one. */
  onlineCount: number | null;
}

export type PresenceEvent =
  | { type: 'push.actorOnline'; actorId: number }
  | { type: 'push.actorOffline'; actorId: number }
  | { type: 'push.freeShowStart'; channelId: number }
  | { type: 'push.freeShowStop'; channelId: number }
  /** A page shows the count of actors online (the cams pages): it is loaded once. */
  | { type: 'ui.onlineCountShown' }
  | { type: 'ui.retryOnlineCount' };

/**
 * Whether a push moves the count: it changes what is known of her (an actor no push named yet
 * moves it; a repeated push does not).
 */
const changes = (online: PresenceFacts, actorId: number, isOnline: boolean) =>
  entryOf(online, actorId) !== isOnline;

/**
 * The one owner of actors' presence (issue 52 §2): the online and offline pushes and the free-show
 * pushes come here once, and every grid, profile, favourite and channel selects from it
 * (`presence.selectors.ts`), its own `online` or `freeChat` from the list's answer being the
 * fallback until a push names her. A mobile video call has no push (shared/contract/realtime.md):
 * the lists' field is the fact, which her online state here gates (`mobileVideoCallOf`). No list cache is
 * rewritten for presence. The order of the changes (`moves`) is kept beside the facts, for a block
 * that keeps its tiles' places (the profile's recommendations). The count of actors online is loaded when a page first shows it, and
 * moved by each push that changes an actor's state. It starts on its first push or ask (lazy).
 */
export const presenceMachine = setup({
  types: {
    context: {} as PresenceContext,
    events: {} as PresenceEvent,
    input: {} as DomainInput,
    tags: {} as 'countLoading' | 'countFailed',
  },
  actors: {
    loadOnlineCount: placeholderCall<number, CamRequest>('loadOnlineCount'),
  },
  actions: {
    /** A change (the guard `changes` let it through): her fact, and its place in the order. */
    keep: assign(({ context }, params: { actorId: number; isOnline: boolean }) => {
      const { actorId, isOnline } = params;
      const place = context.changes + 1;
      const move = entryOf(context.moves, actorId) ?? { wentOffline: null, cameOnline: null };
      return {
        online: withEntry(context.online, actorId, isOnline),
        changes: place,
        moves: withEntry(
          context.moves,
          actorId,
          isOnline ? { ...move, cameOnline: place } : { ...move, wentOffline: place },
        ),
      };
    }),
    keepFreeShow: assign({
      freeShows: ({ context }, params: { channelId: number; running: boolean }) =>
        withEntry(context.freeShows, params.channelId, params.running),
    }),
    keepOnlineCount: assign({ onlineCount: (_, params: { count: number }) => params.count }),
    /** She came online (+1) or went offline (−1); never below 0. */
    moveOnlineCount: assign({
      onlineCount: ({ context }, params: { by: 1 | -1 }) =>
        context.onlineCount === null ? null : Math.max(0, context.onlineCount + params.by),
    }),
  },
  guards: {
    changes: ({ context }, params: { actorId: number; isOnline: boolean }) =>
      changes(context.online, params.actorId, params.isOnline),
    changesFreeShow: ({ context }, params: { channelId: number; running: boolean }) =>
      entryOf(context.freeShows, params.channelId) !== params.running,
  },
}).createMachine({
  id: 'presence',
  context: ({ input }) => ({
    request: camRequestOf(input),
    online: noEntries(),
    freeShows: noEntries(),
    moves: noEntries(),
    changes: 0,
    onlineCount: null,
  }),
  type: 'parallel',
  states: {
    actors: {
      on: {
        // Only a change takes a transition: a repeated push leaves the snapshot as it is, so no
        // tile that selects from it computes again.
        'push.actorOnline': {
          guard: {
            type: 'changes',
            params: ({ event }) => ({ actorId: event.actorId, isOnline: true }),
          },
          actions: [
            { type: 'moveOnlineCount', params: { by: 1 } },
            { type: 'keep', params: ({ event }) => ({ actorId: event.actorId, isOnline: true }) },
          ],
        },
        'push.actorOffline': {
          guard: {
            type: 'changes',
            params: ({ event }) => ({ actorId: event.actorId, isOnline: false }),
          },
          actions: [
            { type: 'moveOnlineCount', params: { by: -1 } },
            { type: 'keep', params: ({ event }) => ({ actorId: event.actorId, isOnline: false }) },
          ],
        },
        // A free show starts or stops in her channel (only a change takes a transition).
        'push.freeShowStart': {
          guard: {
            type: 'changesFreeShow',
            params: ({ event }) => ({ channelId: event.channelId, running: true }),
          },
          actions: {
            type: 'keepFreeShow',
            params: ({ event }) => ({ channelId: event.channelId, running: true }),
          },
        },
        'push.freeShowStop': {
          guard: {
            type: 'changesFreeShow',
            params: ({ event }) => ({ channelId: event.channelId, running: false }),
          },
          actions: {
            type: 'keepFreeShow',
            params: ({ event }) => ({ channelId: event.channelId, running: false }),
          },
        },
      },
    },
    count: {
      initial: 'unwanted',
      states: {
        /** No page showed the count yet: it is not loaded. */
        unwanted: { on: { 'ui.onlineCountShown': 'loading' } },
        loading: {
          tags: ['countLoading'],
          invoke: {
            id: 'loadOnlineCount',
            src: 'loadOnlineCount',
            input: ({ context }) => context.request,
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
        /** The count is known: pushes move it (region `actors`). */
        live: {},
        failed: {
          tags: ['countFailed'],
          on: { 'ui.retryOnlineCount': { target: 'loading' } },
        },
      },
    },
  },
});
