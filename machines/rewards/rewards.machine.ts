import { assign, enqueueActions, setup } from 'xstate';
import { benefitsMachine } from '../benefits/benefits.machine.ts';
import { bonusCodeMachine } from '../bonusCode/bonusCode.machine.ts';
import { dailyBonusMachine } from '../dailyBonus/dailyBonus.machine.ts';
import { gameAttemptsMachine } from '../gameAttempts/gameAttempts.machine.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import { specialEventsMachine } from '../specialEvents/specialEvents.machine.ts';
import { berlinDateKey } from './berlinTime.ts';
import { storeError } from './rewards.kit.ts';
import { rewardsRouteAsk, rewardsRouteChild } from './rewards.route.ts';
import type { RouteToldEvent } from '../shell/shell.route.ts';
import type { IoFailure } from './rewards.shared.ts';
import type { EventsList, RewardsChildInput, RewardsRequest } from './rewards.types.ts';

/** The rewards domain's children, each under its own system id (views select them by it). */
const REWARDS_CHILDREN = [
  'dailyBonus',
  'gameAttempts',
  'bonusCode',
  'benefits',
  'specialEvents',
] as const;

export interface RewardsContext extends RewardsChildInput {
  /** The platform's events (`get/events`), once the Rewards menu asked for them. */
  events: EventsList | null;
  /** Why the events list could not be loaded (the menu says so and offers a retry). */
  error: IoFailure | null;
  /** The Berlin date (`YYYY-MM-DD`, engine clock) the events list was last asked for. */
  eventsDay: string | null;
}

export type RewardsEvent =
  /** The guest opened the Rewards menu: its events list is loaded the first time and each new day. */
  | { type: 'ui.menuOpened' }
  /** The guest asked again for an events list that failed. */
  | { type: 'ui.retry' }
  /** The root: the guest entered or left a rewards route (`rewards.route.ts`). */
  | RouteToldEvent;

/**
 * The rewards domain (games and events, daily bonus, bonus codes, benefits): it runs one child
 * per area, started with the session's request and whether the guest may play. The children talk to each
 * other by system id (`benefits.reload` after a win, a claim or a redeemed code). It also keeps
 * the Rewards menu's events list (`get/events`) for a logged-in guest: loaded when the menu is
 * first opened (not on every page load) and kept, but loaded again when the menu is opened on a
 * later Berlin day than the last load (a session left open past midnight); the day comes from the
 * recorded clock (`readClock`). A failure is retried by the guest (a button, or opening the menu
 * again). The root tells it of its routes (`route.entered`, `route.left`): it opens and closes the
 * page in the child that shows it (`rewards.route.ts`), so no screen does as it mounts.
 */
export const rewardsMachine = setup({
  types: {
    context: {} as RewardsContext,
    events: {} as RewardsEvent,
    input: {} as DomainInput,
    tags: {} as 'busy',
  },
  actors: {
    dailyBonus: dailyBonusMachine,
    gameAttempts: gameAttemptsMachine,
    bonusCode: bonusCodeMachine,
    benefits: benefitsMachine,
    specialEvents: specialEventsMachine,
    loadEvents: placeholderCall<EventsList, RewardsRequest>('loadEvents'),
    /** The wall clock in ms since the epoch (recorded): which Berlin day the menu opens on. */
    readClock: placeholderCall<number, void>('readClock'),
  },
  guards: {
    /** A logged-in guest who is not locked: the one the rewards menu is for. */
    mayPlay: ({ context }) => context.loggedIn,
    /** The list in hand was asked for on the Berlin day of `now`. */
    loadedToday: ({ context }, params: { now: number }) =>
      context.eventsDay === berlinDateKey(params.now),
  },
  actions: {
    storeEvents: assign((_, params: { events: EventsList }) => ({
      events: params.events,
      error: null,
    })),
    storeError: assign(storeError),
    /** A route entered opens its page in the child that shows it; a route left closes it. */
    tellChild: enqueueActions(({ enqueue, event }) => {
      if (event.type === 'route.entered') {
        const ask = rewardsRouteAsk(event);
        if (ask) enqueue.sendTo(ask.to, ask.event);
      } else if (event.type === 'route.left') {
        const child = rewardsRouteChild(event.name);
        if (child) enqueue.sendTo(child, { type: 'ui.close' });
      }
    }),
    storeEventsDay: assign((_, params: { now: number }) => ({
      eventsDay: berlinDateKey(params.now),
    })),
  },
}).createMachine({
  id: 'rewards',
  context: ({ input }) => ({
    request: serviceRequestOf(input),
    loggedIn: input.guest.isLoggedIn && !input.guest.isLocked,
    events: null,
    error: null,
    eventsDay: null,
  }),
  invoke: REWARDS_CHILDREN.map((child) => ({
    id: child,
    systemId: child,
    src: child,
    input: ({ context }: { context: RewardsContext }): RewardsChildInput => ({
      request: context.request,
      loggedIn: context.loggedIn,
    }),
  })),
  on: { 'route.entered': { actions: 'tellChild' }, 'route.left': { actions: 'tellChild' } },
  initial: 'ready',
  states: {
    /** The children have the request context; they do the rest. */
    ready: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'mayPlay', target: 'events' }, { target: 'visitor' }] },
        /** Not logged in (or locked): no Rewards menu, so no events list. */
        visitor: {},
        /** The Rewards menu's events list. */
        events: {
          initial: 'idle',
          states: {
            /** Not asked for yet: the menu has not been opened. */
            idle: { on: { 'ui.menuOpened': 'dating' } },
            /** The clock is read to note the day of the load (no clock: the load goes ahead). */
            dating: {
              tags: 'busy',
              invoke: {
                id: 'readClock',
                src: 'readClock',
                onDone: {
                  target: 'loading',
                  actions: {
                    type: 'storeEventsDay',
                    params: ({ event }) => ({ now: event.output }),
                  },
                },
                onError: 'loading',
              },
            },
            loading: {
              tags: 'busy',
              invoke: {
                id: 'loadEvents',
                src: 'loadEvents',
                input: ({ context }) => context.request,
                onDone: {
                  target: 'loaded',
                  actions: {
                    type: 'storeEvents',
                    params: ({ event }) => ({ events: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** The menu shows why and a retry; opening it again retries too. */
            failed: { on: { 'ui.retry': 'dating', 'ui.menuOpened': 'dating' } },
            /** Kept while the day lasts: the menu reads today's events from it. */
            loaded: { on: { 'ui.menuOpened': 'checkingDay' } },
            /**
             * The menu opened again: the list stays shown while the clock says whether the Berlin
             * day has changed since the load; a new day loads it again (no clock: it stays).
             */
            checkingDay: {
              invoke: {
                id: 'readClock',
                src: 'readClock',
                onDone: [
                  {
                    guard: { type: 'loadedToday', params: ({ event }) => ({ now: event.output }) },
                    target: 'loaded',
                  },
                  {
                    target: 'loading',
                    actions: {
                      type: 'storeEventsDay',
                      params: ({ event }) => ({ now: event.output }),
                    },
                  },
                ],
                onError: 'loaded',
              },
            },
          },
        },
      },
    },
  },
});
