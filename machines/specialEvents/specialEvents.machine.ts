import { assertEvent, assign, enqueueActions, raise, setup } from 'xstate';
import {
  calendarBox,
  tagRewardBox,
  tagRewardLevel,
  tagRewardSeenKey,
} from '../rewards/rewardBoxes.ts';
import {
  isLoggedIn,
  loadInvoke,
  byGuest,
  openBoxAction,
  storeError,
  type BoxSeenInput,
} from '../rewards/rewards.kit.ts';
import type { IoFailure } from '../rewards/rewards.shared.ts';
import type {
  EventAction,
  EventActionResult,
  EventPage,
  EventPageRequest,
  RewardsChildInput,
  RewardsRequest,
} from '../rewards/rewards.types.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { giftCalendarBox } from './giftCalendarBox.ts';

export interface SpecialEventsContext {
  request: RewardsRequest;
  loggedIn: boolean;
  /** What the open page asked for (kept to reload it). */
  pageRequest: EventPageRequest | null;
  page: EventPage | null;
  /** The last action the guest took (the door a calendar box names). */
  lastAction: EventAction | null;
  /** The last action's answer: the reward gained, or the reason for a refusal. */
  lastResult: EventActionResult | null;
  error: IoFailure | null;
}

export type SpecialEventsEvent =
  | { type: 'ui.open'; page: EventPageRequest }
  | { type: 'ui.close' }
  | { type: 'ui.act'; action: EventAction }
  | { type: 'ui.retry' }
  /** Internal: an action changed the page; the level region looks at it again. */
  | { type: 'level.check' };

type ActionDone = { event: { output: EventActionResult } };
type ActEvent = Extract<SpecialEventsEvent, { type: 'ui.act' }>;
type PageInput = { request: RewardsRequest; page: EventPageRequest };
type ActionInput = { request: RewardsRequest; action: EventAction };

/**
 * The special events (seed 001 §3, §7): the event pages with activities, challenges and rewards
 * by required points (fixed ids 22, 30, 7, 6), the Easter egg collection (eggs collected with a
 * verification token and `qmdate`, rewards unlocked by required eggs), the advent calendar (one
 * door a day by Berlin date) and the actor gift calendar (a reward by actor and day). One open
 * page at a time; every action answers with the page as it is afterwards.
 */
export const specialEventsMachine = setup({
  types: {
    context: {} as SpecialEventsContext,
    input: {} as RewardsChildInput,
    events: {} as SpecialEventsEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadEventPage: placeholderCall<EventPage, PageInput>('loadEventPage'),
    runEventAction: placeholderCall<EventActionResult, ActionInput>('runEventAction'),
    markBoxSeen: placeholderCall<{ first: boolean }, BoxSeenInput>('markBoxSeen'),
  },
  actions: {
    openPage: assign((_, params: { page: EventPageRequest }) => ({
      pageRequest: params.page,
      page: null,
      lastAction: null,
      lastResult: null,
      error: null,
    })),
    storePage: assign((_, params: { page: EventPage }) => ({ page: params.page, error: null })),
    storeResult: assign((_, params: { result: EventActionResult }) => ({
      lastResult: params.result,
      page: params.result.page,
      error: null,
    })),
    storeAction: assign((_, params: { action: EventAction }) => ({ lastAction: params.action })),
    storeError: assign(storeError),
    openBox: openBoxAction<SpecialEventsContext, SpecialEventsEvent>(),
    checkLevel: raise({ type: 'level.check' }),
    reloadBenefits: toSystem('benefits', { type: 'benefits.reload' as const }),
  },
  guards: {
    isLoggedIn,
    succeeded: (_, params: { result: EventActionResult }) => params.result.success,
    /** The event page shows a reward level reached (its box may not have been shown yet). */
    levelReached: ({ context }) =>
      context.page?.kind === 'event' && tagRewardLevel(context.page.event) !== null,
    firstTime: (_, params: { first: boolean }) => params.first,
    isGiftCalendar: (_, params: { page: EventPageRequest }) => params.page.kind === 'giftCalendar',
  },
}).createMachine({
  id: 'specialEvents',
  context: ({ input }) => ({
    ...input,
    pageRequest: null,
    page: null,
    lastAction: null,
    lastResult: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: byGuest('closed'),
    /**
     * Not logged in: event pages ask to log in; an actor's gift calendar also opens its box
     * (`actor-gift-calendar`), whose button is the login.
     */
    visitor: {
      on: {
        'ui.open': {
          guard: { type: 'isGiftCalendar', params: ({ event }) => ({ page: event.page }) },
          actions: {
            type: 'openBox',
            params: ({ event }) => ({ box: giftCalendarBox(event.page) }),
          },
        },
      },
    },
    closed: {
      on: {
        'ui.open': {
          target: 'open',
          actions: { type: 'openPage', params: ({ event }) => ({ page: event.page }) },
        },
      },
    },
    open: {
      on: {
        'ui.close': 'closed',
        'ui.open': {
          target: 'open',
          reenter: true,
          actions: { type: 'openPage', params: ({ event }) => ({ page: event.page }) },
        },
      },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: loadInvoke<EventPage>()({
            src: 'loadEventPage',
            // Entered only by opening a page (a retry opens it again): the page is the event's.
            input: ({
              context,
              event,
            }: {
              context: SpecialEventsContext;
              event: SpecialEventsEvent;
            }) => {
              assertEvent(event, 'ui.open');
              return { request: context.request, page: event.page };
            },
            store: 'storePage',
            key: 'page',
            done: 'showing',
          }),
        },
        failed: {
          on: {
            // A retry opens the page asked for again (a failed load showed nothing of it).
            'ui.retry': {
              actions: enqueueActions(({ context, enqueue }) => {
                if (context.pageRequest)
                  enqueue.raise({ type: 'ui.open', page: context.pageRequest });
              }),
            },
          },
        },
        /**
         * The page is shown: the guest's actions (`action`) and, beside them, the tag reward box
         * (`level`): when the page shows a reward level reached, the platform is asked whether
         * its box was shown (`markBoxSeen`, server state: a reload does not open it again) and,
         * the first time, the level's box opens (`rewardBoxes.ts`: the levels are the event's
         * rewards by required points). A failed mark opens nothing; the next change asks again.
         */
        showing: {
          type: 'parallel',
          states: {
            action: {
              initial: 'idle',
              on: {
                'ui.act': {
                  target: '.acting',
                  actions: {
                    type: 'storeAction',
                    params: ({ event }: { event: ActEvent }) => ({ action: event.action }),
                  },
                },
              },
              states: {
                idle: {},
                acting: {
                  tags: 'busy',
                  on: { 'ui.act': {} },
                  invoke: {
                    id: 'runEventAction',
                    src: 'runEventAction',
                    // Entered only by the guest's action: the action is the event's.
                    input: ({ context, event }) => {
                      assertEvent(event, 'ui.act');
                      return { request: context.request, action: event.action };
                    },
                    onDone: [
                      {
                        guard: {
                          type: 'succeeded',
                          params: ({ event }: ActionDone) => ({ result: event.output }),
                        },
                        target: 'rewarded',
                        actions: [
                          {
                            type: 'storeResult',
                            params: ({ event }: ActionDone) => ({ result: event.output }),
                          },
                          'reloadBenefits',
                          {
                            type: 'openBox',
                            params: ({
                              context,
                              event,
                            }: ActionDone & { context: SpecialEventsContext }) => ({
                              box: doorBox(context, event.output),
                            }),
                          },
                          'checkLevel',
                        ],
                      },
                      {
                        target: 'refused',
                        actions: {
                          type: 'storeResult',
                          params: ({ event }: ActionDone) => ({ result: event.output }),
                        },
                      },
                    ],
                    onError: {
                      target: 'actionFailed',
                      actions: {
                        type: 'storeError',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                /**
                 * The action counted: points, an egg, a door or a reward; the page shows the new
                 * state (a door claimed opens its calendar edition's box).
                 */
                rewarded: {},
                /** The platform said no (limit reached, not today, too few points): its reason is shown. */
                refused: {},
                /** The call failed; the page is as it was, the guest may try again. */
                actionFailed: {},
              },
            },
            level: {
              initial: 'checking',
              states: {
                checking: {
                  always: [{ guard: 'levelReached', target: 'marking' }, { target: 'settled' }],
                },
                marking: {
                  invoke: {
                    id: 'markBoxSeen',
                    src: 'markBoxSeen',
                    input: ({ context }) => ({ request: context.request, key: levelKey(context) }),
                    onDone: [
                      {
                        guard: {
                          type: 'firstTime',
                          params: ({ event }: { event: { output: { first: boolean } } }) => ({
                            first: event.output.first,
                          }),
                        },
                        target: 'settled',
                        actions: {
                          type: 'openBox',
                          params: ({ context }) => ({ box: levelBox(context) }),
                        },
                      },
                      { target: 'settled' },
                    ],
                    onError: { target: 'settled' },
                  },
                },
                /** Nothing to show, or shown: waits for the next change of the page. */
                settled: { on: { 'level.check': 'checking' } },
              },
            },
          },
        },
      },
    },
  },
});

function levelKey(context: SpecialEventsContext): string {
  const page = context.page;
  const reached = page?.kind === 'event' ? tagRewardLevel(page.event) : null;
  return page?.kind === 'event' && reached ? tagRewardSeenKey(page.event.id, reached.level) : '';
}

function levelBox(context: SpecialEventsContext) {
  return context.page?.kind === 'event'
    ? tagRewardBox(context.page.event.id, context.page.event)
    : null;
}

/** The calendar box of a claimed door: the edition (configuration year) of the page it is on. */
function doorBox(context: SpecialEventsContext, result: EventActionResult) {
  const action = context.lastAction;
  if (action?.kind !== 'openDoor' || result.page.kind !== 'advent' || !result.reward) return null;
  return calendarBox(result.page.calendar.year, action.day, result.reward);
}
