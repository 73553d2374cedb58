import { assign, enqueueActions, setup, type EventObject } from 'xstate';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { toSystem, type AppReadyEvent, type PayTourResultEvent } from '../shared/domainEvents.ts';
import { onlineFirst, withOnline } from './favourites.rules.ts';
import type { FavouriteActor } from './favourites.types.ts';

export interface FavouritesContext {
  actors: FavouriteActor[];
  /** Actors unpinned by the guest and not yet confirmed by `FavoriteActorUnpinned`. */
  unpinning: FavouriteActor[];
}

type OtherFavouritePush =
  | 'push.FavoriteAlbumPinned'
  | 'push.FavoriteAlbumUnpinned'
  | 'push.FavoriteSedcardsAlbumPinned'
  | 'push.FavoriteSedcardsAlbumUnpinned'
  | 'push.FavoritePicturePinned'
  | 'push.FavoritePictureUnpinned';

export type FavouritesEvent =
  | AppReadyEvent
  | PayTourResultEvent
  | GateAnswerEvent
  | GateResumedEvent
  | { type: 'ui.favouritesShown' }
  | { type: 'ui.favouritesLogin' }
  | { type: 'ui.retry' }
  | { type: 'ui.unpin'; actorId: number }
  | { type: 'push.FavoriteActors'; actors: FavouriteActor[] }
  | { type: 'push.FavoriteActorPinned'; targetId: number }
  | { type: 'push.FavoriteActorUnpinned'; targetId: number }
  | { type: OtherFavouritePush; targetId: number }
  | { type: 'push.actorOnline'; actorId: number }
  | { type: 'push.actorOffline'; actorId: number };

/**
 * The guest's favourite actors (seed 001, "favourites"), for route `myFavoriteCams` and the start
 * page's Favorite block: visitors get a login prompt, which asks the gate (action `favorite`, with
 * `openFlow`: it opens login or signup); for a logged-in guest the page asks the realtime socket for the list
 * (`requestFavoriteActors` → `FavoriteActors`), keeps it sorted online first as actors go online
 * and offline (pushed), and unpins optimistically (`favoriteUnpin`; `FavoriteActorUnpinned`
 * confirms). Without an answer in time the list failed and can be asked for again.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    tags: {} as 'busy',
  },
  actions: {
    /** The gate decides what a visitor needs (login, or signup without an account cookie). */
    openLogin: toSystem('gating', {
      type: 'gate.ask',
      action: 'favorite',
      replyTo: 'favourites',
      openFlow: true,
    }),
    requestList: enqueueActions(({ system, enqueue }) => {
      const realtime = system.get('realtime');
      const frame = { type: 'requestFavoriteActors' };
      const send: EventObject & { frame: object } = { type: 'realtime.send', frame };
      if (realtime) enqueue.sendTo(realtime, send);
    }),
    sendUnpin: enqueueActions(({ system, enqueue }, params: { actorId: number }) => {
      const realtime = system.get('realtime');
      const frame = { type: 'favoriteUnpin', targetType: 'actor', targetId: params.actorId };
      const send: EventObject & { frame: object } = { type: 'realtime.send', frame };
      if (realtime) enqueue.sendTo(realtime, send);
    }),
    keepList: assign((_, params: { actors: FavouriteActor[] }) => ({
      actors: onlineFirst(params.actors),
      unpinning: [],
    })),
    setOnline: assign(({ context }, params: { actorId: number; isOnline: boolean }) => ({
      actors: withOnline(context.actors, params.actorId, params.isOnline),
    })),
    /** Optimistic: the tile goes at once; it is kept aside until the server confirms. */
    removeOptimistically: assign(({ context }, params: { actorId: number }) => ({
      actors: context.actors.filter((actor) => actor.id !== params.actorId),
      unpinning: [
        ...context.unpinning,
        ...context.actors.filter((actor) => actor.id === params.actorId),
      ],
    })),
    confirmUnpin: assign(({ context }, params: { actorId: number }) => ({
      actors: context.actors.filter((actor) => actor.id !== params.actorId),
      unpinning: context.unpinning.filter((actor) => actor.id !== params.actorId),
    })),
    /** No confirmation in time: the unpinned tiles come back (the server may still have them). */
    restoreUnpinned: assign(({ context }) => ({
      actors: onlineFirst([...context.actors, ...context.unpinning]),
      unpinning: [],
    })),
  },
  guards: {
    isLoggedIn: (_, params: { event: AppReadyEvent }) =>
      params.event.guest.isLoggedIn && params.event.guest.id !== null,
    isListed: ({ context }, params: { actorId: number }) =>
      context.actors.some((actor) => actor.id === params.actorId),
    /** The confirmation of the only unpin still waiting. */
    isLastUnpin: ({ context }, params: { actorId: number }) =>
      context.unpinning.length === 1 && context.unpinning[0]?.id === params.actorId,
  },
  delays: {
    /** How long the list may take to come over the socket. */
    answerTimeout: 10_000,
    /** How long an unpin may take to be confirmed before its tile comes back. */
    unpinTimeout: 10_000,
  },
}).createMachine({
  id: 'favourites',
  context: { actors: [], unpinning: [] },
  initial: 'waiting',
  states: {
    /** Until bootstrap has loaded the guest. */
    waiting: {
      on: {
        'app.ready': [
          { guard: { type: 'isLoggedIn', params: ({ event }) => ({ event }) }, target: 'member' },
          { target: 'visitor' },
        ],
      },
    },
    /**
     * Not logged in: the page offers the login (a successful login reloads the page, so the gate's
     * answer and its `gate.resumed` need nothing here).
     */
    visitor: {
      on: { 'ui.favouritesLogin': { actions: 'openLogin' } },
    },
    member: {
      initial: 'idle',
      on: {
        'push.actorOnline': {
          actions: {
            type: 'setOnline',
            params: ({ event }) => ({ actorId: event.actorId, isOnline: true }),
          },
        },
        'push.actorOffline': {
          actions: {
            type: 'setOnline',
            params: ({ event }) => ({ actorId: event.actorId, isOnline: false }),
          },
        },
      },
      states: {
        idle: { on: { 'ui.favouritesShown': 'loading' } },
        loading: {
          tags: 'busy',
          entry: 'requestList',
          after: { answerTimeout: 'failed' },
          on: {
            'push.FavoriteActors': {
              target: 'loaded',
              actions: { type: 'keepList', params: ({ event }) => ({ actors: event.actors }) },
            },
          },
        },
        failed: {
          on: {
            'ui.retry': 'loading',
            'push.FavoriteActors': {
              target: 'loaded',
              actions: { type: 'keepList', params: ({ event }) => ({ actors: event.actors }) },
            },
          },
        },
        loaded: {
          initial: 'settled',
          on: {
            'ui.favouritesShown': { actions: 'requestList' },
            'push.FavoriteActors': {
              target: '.settled',
              actions: { type: 'keepList', params: ({ event }) => ({ actors: event.actors }) },
            },
            // Pinned elsewhere (another tab, a profile): ask for the list with her name and state.
            'push.FavoriteActorPinned': { actions: 'requestList' },
            'ui.unpin': {
              guard: { type: 'isListed', params: ({ event }) => ({ actorId: event.actorId }) },
              target: '.unpinning',
              actions: [
                {
                  type: 'removeOptimistically',
                  params: ({ event }) => ({ actorId: event.actorId }),
                },
                { type: 'sendUnpin', params: ({ event }) => ({ actorId: event.actorId }) },
              ],
            },
          },
          states: {
            settled: {
              on: {
                'push.FavoriteActorUnpinned': {
                  actions: {
                    type: 'confirmUnpin',
                    params: ({ event }) => ({ actorId: event.targetId }),
                  },
                },
              },
            },
            unpinning: {
              tags: 'busy',
              after: { unpinTimeout: { target: 'settled', actions: 'restoreUnpinned' } },
              on: {
                'push.FavoriteActorUnpinned': [
                  {
                    guard: {
                      type: 'isLastUnpin',
                      params: ({ event }) => ({ actorId: event.targetId }),
                    },
                    target: 'settled',
                    actions: {
                      type: 'confirmUnpin',
                      params: ({ event }) => ({ actorId: event.targetId }),
                    },
                  },
                  {
                    actions: {
                      type: 'confirmUnpin',
                      params: ({ event }) => ({ actorId: event.targetId }),
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
