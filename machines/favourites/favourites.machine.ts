import { assign, raise, sendTo, setup, type ParameterizedObject } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import {
  toSystem,
  type DomainInput,
  type FavouritePinResumedEvent,
  type PayTourResultEvent,
} from '../shared/domainEvents.ts';
import {
  confirmedBy,
  isBeingUnpinned,
  isConfirmed,
  isPinned,
  onlineFirst,
  pinsOf,
  pinTicket,
  sameTarget,
  withoutFirst,
  type PinPushType,
} from './favourites.rules.ts';
import type { OutgoingFrame } from '../realtime/realtime.types.ts';
import type { RouteToldEvent } from '../shell/shell.route.ts';
import type { FavouriteTarget } from '../shared/favouriteTarget.ts';
import type {
  FavouriteActor,
  FavouriteChange,
  FavouritePins,
  FavouritesList,
  FavouritesListCall,
  NotificationAnswer,
} from './favourites.types.ts';
import { FAVOURITE_NOTIFICATIONS, favouriteNotificationsMachine } from './notifications.machine.ts';

export interface FavouritesContext {
  /** The favourite actors as the server listed them (online first), less those being unpinned. */
  actors: FavouriteActor[];
  /**
   * Confirmed pins the list does not carry: albums, sedcard albums and pictures pinned in this
   * visit, and actors pinned until the list is asked for again.
   */
  extra: FavouriteTarget[];
  /** Pins and unpins sent and not yet confirmed by their push, oldest first. */
  changes: FavouriteChange[];
  /** The changes the last timeout took back: what the guest is told did not happen. */
  undone: FavouriteChange[];
  /** A pin resumed after login, made once the list is here (the server may have it already). */
  wanted: FavouriteTarget | null;
  /** A visitor's pin at the gate: what the login is for. */
  asked: FavouriteTarget | null;
  /** A logged-in guest's (from the session the domain is spawned with): else a visitor's. */
  member: boolean;
  /** The session's request, for the list over REST when the socket does not answer. */
  request: RequestInput;
}

type PinPushEvent = { type: PinPushType; targetId: number };
type PinEvent = { type: 'ui.pin' } & FavouriteTarget;
/** The guest's favourites (`FavoriteActors`, with our extensions: docs/realtime-extensions.md). */
interface ListEvent {
  type: 'push.FavoriteActors';
  actors: FavouriteActor[];
  pins?: FavouritePins | undefined;
  notificationAnswer?: NotificationAnswer | undefined;
}
const listOf = ({ event }: { event: ListEvent }) => ({ actors: event.actors, pins: event.pins });
type UnpinEvent = { type: 'ui.unpin' } & FavouriteTarget;

export type FavouritesEvent =
  | PayTourResultEvent
  | GateAnswerEvent
  | GateResumedEvent
  | FavouritePinResumedEvent
  /** The root: the guest entered or left a page that shows the favourites (their list, the start page). */
  | RouteToldEvent
  | { type: 'ui.favouritesLogin' }
  | { type: 'ui.retry' }
  | PinEvent
  | UnpinEvent
  | ListEvent
  | PinPushEvent;

const LIST_FRAME = { type: 'requestFavoriteActors' };

/**
 * Sends frames over the realtime socket (the realtime machine adds the token and guest id), made
 * from the action's params.
 */
function toRealtime<TParams extends ParameterizedObject['params'] | undefined>(
  framesOf: (params: TParams) => OutgoingFrame[],
) {
  return toSystem<'realtime', FavouritesContext, FavouritesEvent, TParams>(
    'realtime',
    (_, params) => framesOf(params).map((frame) => ({ type: 'realtime.send' as const, frame })),
  );
}

const targetOf = ({ event }: { event: FavouriteTarget }): { target: FavouriteTarget } => ({
  target: { targetType: event.targetType, targetId: event.targetId },
});
/** The same as a one-item list, for the actions that take several targets. */
const targetsOf = (args: { event: FavouriteTarget }): { targets: FavouriteTarget[] } => ({
  targets: [targetOf(args).target],
});
/**
 * Guard `wantsPin` and the params of the pin it makes: the pin resumed after login, when the list
 * just come does not hold it yet (none, or that one).
 */
const resumedPins = ({ context, event }: { context: FavouritesContext; event: ListEvent }) => {
  const { wanted } = context;
  const listed = { actors: event.actors, extra: event.pins ? pinsOf(event.pins) : [], changes: [] };
  return { targets: wanted !== null && !isPinned(listed, wanted) ? [wanted] : [] };
};
const confirmedOf = ({ event }: { event: PinPushEvent }) => confirmedBy(event.type, event.targetId);

/**
 * A favourite push: the server's word is kept, whether it confirms the guest's change, one the
 * last timeout took back (it happened after all), or a change made elsewhere (another tab).
 */
const onConfirmation = {
  actions: [
    { type: 'confirm', params: confirmedOf },
    { type: 'askListAfterPin', params: confirmedOf },
  ],
} as const;

/**
 * The guest's favourites (seed 001, "favourites"): the favourite actors for route
 * `myFavoriteCams` and the start page's Favorite block, and the hearts that pin and unpin actors,
 * albums, sedcard albums and pictures. A logged-in guest's list is asked for over the realtime
 * socket when the domain starts (`requestFavoriteActors` → `FavoriteActors`) and again on each
 * visit of a list, online first (who is online now is the presence domain's: the views
 * overlay it, `withPresenceOnlineFirst`). Pins and unpins
 * are optimistic (`favoritePin`, `favoriteUnpin`), each confirmed by its push
 * (`Favorite…Pinned`/`Unpinned`); without a confirmation in time they are taken back and the
 * guest is told. A visitor's heart asks the gate (action `favorite`, `openFlow`: login or
 * signup) with the pin as the stored login action: the login reloads the page, and the pay tour
 * hands the pin back (`favourites.pinResumed`), made once the list is here. When the socket does
 * not answer in time, the list is asked once over REST (`favorite/actors`, the same contract,
 * decision 0038) before the page says it failed.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    input: {} as DomainInput,
    events: {} as FavouritesEvent,
    tags: {} as 'busy',
  },
  actors: {
    notifications: favouriteNotificationsMachine,
    loadList: placeholderCall<FavouritesList, FavouritesListCall>('favourites.loadList'),
  },
  actions: {
    /** The gate decides what a visitor needs (login, or signup without an account cookie). */
    openLogin: toSystem('gating', {
      type: 'gate.ask',
      action: 'favorite',
      replyTo: 'favourites',
      openFlow: true,
    }),
    /** The same for a heart: the pin is stored to run after the login's reload. */
    askGateForPin: toSystem<
      'gating',
      FavouritesContext,
      FavouritesEvent,
      { target: FavouriteTarget }
    >('gating', (_, { target }) => {
      return {
        type: 'gate.ask',
        action: 'favorite',
        replyTo: 'favourites',
        openFlow: true,
        ticket: pinTicket(target),
        loginAction: { type: 'favoritePin', params: { ...target } },
      };
    }),
    storeAsked: assign((_, params: { target: FavouriteTarget }) => ({ asked: params.target })),
    forgetAsked: assign({ asked: null }),
    requestList: toRealtime(() => [LIST_FRAME]),
    /** A frame per target: a heart sends a one-item list, as does the pin resumed after login. */
    sendChanges: toRealtime((params: { targets: FavouriteTarget[]; pin: boolean }) =>
      params.targets.map((target) => ({
        type: params.pin ? 'favoritePin' : 'favoriteUnpin',
        ...target,
      })),
    ),
    /**
     * The server's list and other pins; what her waiting unpin took away stays away (the list may
     * be older). A list without the other pins (a server without our extension) keeps those
     * confirmed in this visit.
     */
    keepList: assign(
      ({ context }, params: { actors: FavouriteActor[]; pins?: FavouritePins | undefined }) => ({
        actors: onlineFirst(
          params.actors.filter(
            (actor) =>
              !isBeingUnpinned(context.changes, { targetType: 'actor', targetId: actor.id }),
          ),
        ),
        extra: params.pins
          ? pinsOf(params.pins).filter((pin) => !isBeingUnpinned(context.changes, pin))
          : context.extra.filter((pin) => pin.targetType !== 'actor'),
      }),
    ),
    /** The notification switches follow every list (and settle the change it answers). */
    forwardList: sendTo('notifications', (_, params: { event: ListEvent }) => params.event),
    /** Optimistic: the heart fills at once; the change waits for its confirmation. */
    addPins: assign(({ context }, params: { targets: FavouriteTarget[] }) => ({
      changes: [
        ...context.changes,
        ...params.targets.map((target) => ({ kind: 'pin' as const, target })),
      ],
    })),
    /** Optimistic: her tile goes at once; what went is kept with the change until confirmed. */
    removeOptimistically: assign(({ context }, params: { target: FavouriteTarget }) => {
      const { target } = params;
      const tile =
        target.targetType === 'actor'
          ? (context.actors.find((actor) => actor.id === target.targetId) ?? null)
          : null;
      const wasExtra = context.extra.some((pin) => sameTarget(pin, target));
      return {
        actors: tile ? context.actors.filter((actor) => actor !== tile) : context.actors,
        extra: context.extra.filter((pin) => !sameTarget(pin, target)),
        changes: [...context.changes, { kind: 'unpin' as const, target, tile, wasExtra }],
      };
    }),
    /**
     * The server did it: the change is done (and no longer among those taken back), and the
     * target is pinned or gone for good.
     */
    confirm: assign(({ context }, params: { target: FavouriteTarget; pin: boolean }) => {
      const { target, pin } = params;
      const changes = withoutFirst(context.changes, pin, target);
      const undone = withoutFirst(context.undone, pin, target);
      if (pin)
        return {
          changes,
          undone,
          extra: isConfirmed(context, target) ? context.extra : [...context.extra, target],
        };
      return {
        changes,
        undone,
        actors: context.actors.filter(
          (actor) => !(target.targetType === 'actor' && actor.id === target.targetId),
        ),
        extra: context.extra.filter((each) => !sameTarget(each, target)),
      };
    }),
    /** A pinned actor: the list is asked for with her name, picture and state. */
    askListAfterPin: toRealtime((params: { target: FavouriteTarget; pin: boolean }) =>
      params.pin && params.target.targetType === 'actor' ? [LIST_FRAME] : [],
    ),
    /**
     * No confirmation in time: every waiting change is taken back (the server may not have it):
     * pins just go, unpinned tiles and pins come back.
     */
    undoChanges: assign(({ context }) => {
      let actors = context.actors;
      let extra = context.extra;
      for (const change of context.changes) {
        if (change.kind === 'pin') continue;
        const { tile, target } = change;
        if (tile && !actors.some((actor) => actor.id === tile.id)) actors = [...actors, tile];
        if (change.wasExtra && !extra.some((pin) => sameTarget(pin, target)))
          extra = [...extra, target];
      }
      return { actors: onlineFirst(actors), extra, changes: [], undone: context.changes };
    }),
    forgetUndone: assign({ undone: [] }),
    keepWanted: assign((_, params: { target: FavouriteTarget }) => ({ wanted: params.target })),
    /** The list REST answered is handled as the socket's (one contract, one handler). */
    takeRestList: raise((_, params: { list: FavouritesList }) => ({
      type: 'push.FavoriteActors' as const,
      actors: params.list.actors,
      pins: params.list.pins,
    })),
    forgetWanted: assign({ wanted: null }),
  },
  guards: {
    isMember: ({ context }) => context.member,
    canPin: ({ context }, params: { target: FavouriteTarget }) => !isPinned(context, params.target),
    canUnpin: ({ context }, params: { target: FavouriteTarget }) =>
      isPinned(context, params.target),
    wantsPin: (_, params: { targets: FavouriteTarget[] }) => params.targets.length > 0,
    allConfirmed: ({ context }) => context.changes.length === 0,
    nothingUndone: ({ context }) => context.undone.length === 0,
    isOurTicket: ({ context }, params: { ticket: string | null }) =>
      context.asked !== null && params.ticket === pinTicket(context.asked),
    /** The gate refused the pin with nothing to open (login is turned off). */
    isOurRefusalWithoutFlow: (
      { context },
      params: { ticket: string | null; allowed: boolean; open: unknown },
    ) =>
      context.asked !== null &&
      params.ticket === pinTicket(context.asked) &&
      !params.allowed &&
      params.open === null,
    isOurAllowed: ({ context }, params: { ticket: string | null; allowed: boolean }) =>
      context.asked !== null && params.ticket === pinTicket(context.asked) && params.allowed,
    isOurLogin: ({ context }, params: { ticket: string | null; success: boolean }) =>
      context.asked !== null && params.ticket === pinTicket(context.asked) && params.success,
  },
  delays: {
    /** How long the list may take to come over the socket. */
    answerTimeout: 10_000,
    /** How long pins and unpins may wait for their confirmation (from her last change) before they are taken back. */
    saveTimeout: 10_000,
  },
}).createMachine({
  id: 'favourites',
  context: ({ input: { guest, request } }) => ({
    actors: [],
    extra: [],
    changes: [],
    undone: [],
    wanted: null,
    asked: null,
    member: guest.isLoggedIn && guest.id !== null,
    request,
  }),
  initial: 'starting',
  states: {
    /** The session it is spawned with says whose favourites they are (issue 52 §3). */
    starting: { always: [{ guard: 'isMember', target: 'member' }, { target: 'visitor' }] },
    /**
     * Not logged in: the page offers the login, and a heart asks the gate for it with the pin
     * to make afterwards (a successful login reloads the page; the stored login action resumes
     * the pin there).
     */
    visitor: {
      initial: 'idle',
      on: { 'ui.favouritesLogin': { actions: 'openLogin' } },
      states: {
        idle: {
          on: {
            'ui.pin': {
              target: 'gated',
              actions: [
                { type: 'storeAsked', params: targetOf },
                { type: 'askGateForPin', params: targetOf },
              ],
            },
          },
        },
        /** The gate's flow (login or signup) is open for her pin. */
        gated: {
          tags: 'busy',
          on: {
            'gate.answer': [
              {
                guard: { type: 'isOurRefusalWithoutFlow', params: ({ event }) => event },
                target: 'declined',
              },
              {
                guard: { type: 'isOurAllowed', params: ({ event }) => event },
                target: 'idle',
                actions: 'forgetAsked',
              },
            ],
            'gate.resumed': [
              { guard: { type: 'isOurLogin', params: ({ event }) => event }, target: 'resuming' },
              {
                guard: { type: 'isOurTicket', params: ({ event }) => event },
                target: 'idle',
                actions: 'forgetAsked',
              },
            ],
          },
        },
        /** Logged in: the page reloads, and the pin is made after it. */
        resuming: { tags: 'busy' },
        /** Login is not offered: her heart says so, and may ask again. */
        declined: {
          on: {
            'ui.pin': {
              target: 'gated',
              actions: [
                { type: 'storeAsked', params: targetOf },
                { type: 'askGateForPin', params: targetOf },
              ],
            },
          },
        },
      },
    },
    member: {
      initial: 'loading',
      on: {
        // Loading or failed: the list is here (loaded has its own), with the pin resumed after
        // login if she is not in it.
        'push.FavoriteActors': [
          {
            guard: { type: 'wantsPin', params: resumedPins },
            target: '.loaded.saving',
            actions: [
              { type: 'keepList', params: listOf },
              { type: 'addPins', params: resumedPins },
              { type: 'sendChanges', params: (args) => ({ ...resumedPins(args), pin: true }) },
              'forgetWanted',
            ],
          },
          {
            target: '.loaded',
            actions: [{ type: 'keepList', params: listOf }, 'forgetWanted'],
          },
        ],
      },
      states: {
        /** Whoever started the domain shows favourites or hearts: the list is asked for. */
        loading: {
          tags: 'busy',
          entry: 'requestList',
          after: { answerTimeout: 'fetching' },
          on: {
            'favourites.pinResumed': {
              actions: { type: 'keepWanted', params: ({ event }) => ({ target: event.target }) },
            },
          },
        },
        /**
         * The socket did not answer in time (reconnecting, or a network that blocks it): the list
         * is asked once over REST; its answer is taken as the socket's list. A list the socket
         * sends meanwhile ends the wait too.
         */
        fetching: {
          tags: 'busy',
          invoke: {
            id: 'loadList',
            src: 'loadList',
            input: ({ context }) => ({ request: context.request }),
            onDone: {
              actions: { type: 'takeRestList', params: ({ event }) => ({ list: event.output }) },
            },
            onError: 'failed',
          },
          on: {
            'favourites.pinResumed': {
              actions: { type: 'keepWanted', params: ({ event }) => ({ target: event.target }) },
            },
          },
        },
        failed: {
          on: {
            'ui.retry': 'loading',
            'favourites.pinResumed': {
              actions: { type: 'keepWanted', params: ({ event }) => ({ target: event.target }) },
            },
          },
        },
        loaded: {
          initial: 'settled',
          /** The favourites' e-mail and SMS switches (notifications.machine.ts). */
          invoke: {
            src: 'notifications',
            id: 'notifications',
            systemId: FAVOURITE_NOTIFICATIONS,
            input: ({ context }) => ({ actors: context.actors }),
          },
          on: {
            // A page that shows them is entered: the list is asked for again, fresh on every visit.
            'route.entered': { actions: 'requestList' },
            'push.FavoriteActors': {
              actions: [
                { type: 'keepList', params: listOf },
                { type: 'forwardList', params: ({ event }) => ({ event }) },
              ],
            },
            'ui.pin': {
              guard: { type: 'canPin', params: targetOf },
              target: '.saving',
              actions: [
                { type: 'addPins', params: targetsOf },
                { type: 'sendChanges', params: (args) => ({ ...targetsOf(args), pin: true }) },
              ],
            },
            'favourites.pinResumed': {
              guard: { type: 'canPin', params: ({ event }) => ({ target: event.target }) },
              target: '.saving',
              actions: [
                { type: 'addPins', params: ({ event }) => ({ targets: [event.target] }) },
                {
                  type: 'sendChanges',
                  params: ({ event }) => ({ targets: [event.target], pin: true }),
                },
              ],
            },
            'ui.unpin': {
              guard: { type: 'canUnpin', params: targetOf },
              target: '.saving',
              actions: [
                { type: 'removeOptimistically', params: targetOf },
                { type: 'sendChanges', params: (args) => ({ ...targetsOf(args), pin: false }) },
              ],
            },
            'push.FavoriteActorPinned': onConfirmation,
            'push.FavoriteActorUnpinned': onConfirmation,
            'push.FavoriteAlbumPinned': onConfirmation,
            'push.FavoriteAlbumUnpinned': onConfirmation,
            'push.FavoriteSedcardsAlbumPinned': onConfirmation,
            'push.FavoriteSedcardsAlbumUnpinned': onConfirmation,
            'push.FavoritePicturePinned': onConfirmation,
            'push.FavoritePictureUnpinned': onConfirmation,
          },
          states: {
            settled: {},
            /** Changes wait for their confirmation; the last one confirmed settles them. */
            saving: {
              tags: 'busy',
              always: { guard: 'allConfirmed', target: 'settled' },
              after: { saveTimeout: { target: 'undone', actions: 'undoChanges' } },
            },
            /**
             * The last changes were taken back: the guest is told until her next change, or
             * until late confirmations say they happened after all.
             */
            undone: {
              always: { guard: 'nothingUndone', target: 'settled' },
              exit: 'forgetUndone',
            },
          },
        },
      },
    },
  },
});
