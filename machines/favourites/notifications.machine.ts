import { assign, setup } from 'xstate';
import { toSystem } from '../shared/domainEvents.ts';
import { knownNotificationsOf, notificationShown, settledBy } from './notifications.rules.ts';
import type {
  ActorNotifications,
  FavouriteActor,
  NotificationAnswer,
  NotificationChange,
  UndoneNotification,
} from './favourites.types.ts';

/** The system id of the favourites' notification switches (a child of `favourites`). */
export const FAVOURITE_NOTIFICATIONS = 'favourites.notifications';

export interface NotificationsContext {
  /** Each favourite's switches as the server last listed them, by actor id. */
  known: Record<number, ActorNotifications>;
  /** Changes sent and not yet answered, oldest first: the switches show them at once. */
  waiting: NotificationChange[];
  /** Changes taken back, with why: the guest is told until her next change. */
  undone: UndoneNotification[];
}

/** The list as the favourites machine hands it on (`push.FavoriteActors`). */
interface ListEvent {
  type: 'push.FavoriteActors';
  actors: FavouriteActor[];
  notificationAnswer?: NotificationAnswer | undefined;
}

export type FavouriteNotificationsEvent =
  ({ type: 'ui.setNotification' } & NotificationChange) | ListEvent;

const changeOf = ({ event }: { event: NotificationChange }): { change: NotificationChange } => ({
  change: { actorId: event.actorId, medium: event.medium, enabled: event.enabled },
});

/** A switch pressed: shown at once, sent, and what was said of earlier changes is done. */
const SET = {
  guard: { type: 'canSet', params: changeOf },
  target: 'saving',
  reenter: true,
  actions: [
    'forgetUndone',
    { type: 'addWaiting', params: changeOf },
    { type: 'send', params: changeOf },
  ],
} as const;

/**
 * The e-mail and SMS notification switches of the guest's favourites (issue 18 §3,
 * `setActorNotification`; docs/realtime-extensions.md). The favourites machine runs it while her
 * list is loaded and hands it every list. A change shows at once and is sent; the list that
 * answers it (`notificationAnswer`) settles it, or takes it back when the server refused it. With
 * no answer within `answerTimeout` of her last change (the connection is down), every waiting
 * change is taken back; a late answer still counts, as each list is the server's word.
 */
export const favouriteNotificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as FavouriteNotificationsEvent,
    input: {} as { actors: FavouriteActor[] },
    tags: {} as 'busy',
  },
  actions: {
    keepList: assign((_, params: { actors: FavouriteActor[] }) => ({
      known: knownNotificationsOf(params.actors),
    })),
    /** The answer settles its change; a refused one is taken back and said. */
    settle: assign(({ context }, params: { answer: NotificationAnswer | undefined }) =>
      params.answer ? settledBy(context, params.answer) : {},
    ),
    addWaiting: assign(({ context }, params: { change: NotificationChange }) => ({
      waiting: [...context.waiting, params.change],
    })),
    send: toSystem<
      'realtime',
      NotificationsContext,
      FavouriteNotificationsEvent,
      { change: NotificationChange }
    >('realtime', (_, { change }) => ({
      type: 'realtime.send',
      frame: { type: 'setActorNotification', ...change },
    })),
    takeBackWaiting: assign(({ context }) => ({
      waiting: [],
      undone: [
        ...context.undone,
        ...context.waiting.map((change) => ({ change, reason: 'noAnswer' as const })),
      ],
    })),
    forgetUndone: assign({ undone: [] }),
  },
  guards: {
    /** A favourite the list knows, switched to what it does not show now. */
    canSet: ({ context }, params: { change: NotificationChange }) => {
      const shown = notificationShown(context, params.change.actorId, params.change.medium);
      return shown !== null && shown !== params.change.enabled;
    },
    noneWaiting: ({ context }) => context.waiting.length === 0,
  },
  delays: {
    /** How long changes may wait for their answer (from her last change) before they go back. */
    answerTimeout: 10_000,
  },
}).createMachine({
  id: 'favouriteNotifications',
  context: ({ input }) => ({
    known: knownNotificationsOf(input.actors),
    waiting: [],
    undone: [],
  }),
  initial: 'idle',
  on: {
    'push.FavoriteActors': {
      actions: [
        { type: 'keepList', params: ({ event }) => ({ actors: event.actors }) },
        { type: 'settle', params: ({ event }) => ({ answer: event.notificationAnswer }) },
      ],
    },
  },
  states: {
    idle: { on: { 'ui.setNotification': SET } },
    /** Changes wait for their answer; the last one answered settles them. */
    saving: {
      tags: 'busy',
      always: { guard: 'noneWaiting', target: 'idle' },
      after: { answerTimeout: { target: 'idle', actions: 'takeBackWaiting' } },
      on: { 'ui.setNotification': SET },
    },
  },
});
