import { assign, setup } from 'xstate';
import {
  isLoggedIn,
  loadInvoke,
  onRewardsReady,
  storeError,
  storeRequest,
} from '../rewards/rewards.kit.ts';
import type { IoFailure } from '../rewards/rewards.shared.ts';
import type {
  EventAction,
  EventActionResult,
  EventPage,
  EventPageRequest,
  RewardsReadyEvent,
  RewardsRequest,
} from '../rewards/rewards.types.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';

export interface SpecialEventsContext {
  request: RewardsRequest | null;
  /** What the open page asked for (kept to reload it). */
  pageRequest: EventPageRequest | null;
  page: EventPage | null;
  /** The last action's answer: the reward gained, or the reason for a refusal. */
  lastResult: EventActionResult | null;
  error: IoFailure | null;
}

export type SpecialEventsEvent =
  | RewardsReadyEvent
  | { type: 'ui.open'; page: EventPageRequest }
  | { type: 'ui.close' }
  | { type: 'ui.act'; action: EventAction }
  | { type: 'ui.retry' };

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
    events: {} as SpecialEventsEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadEventPage: placeholderCall<EventPage, PageInput>('loadEventPage'),
    runEventAction: placeholderCall<EventActionResult, ActionInput>('runEventAction'),
  },
  actions: {
    storeRequest: assign(storeRequest),
    openPage: assign((_, params: { page: EventPageRequest }) => ({
      pageRequest: params.page,
      page: null,
      lastResult: null,
      error: null,
    })),
    storePage: assign((_, params: { page: EventPage }) => ({ page: params.page, error: null })),
    storeResult: assign((_, params: { result: EventActionResult }) => ({
      lastResult: params.result,
      page: params.result.page,
      error: null,
    })),
    storeError: assign(storeError),
    reloadBenefits: toSystem('benefits', { type: 'benefits.reload' as const }) as never,
  },
  guards: {
    isLoggedIn,
    succeeded: (_, params: { result: EventActionResult }) => params.result.success,
  },
}).createMachine({
  id: 'specialEvents',
  context: { request: null, pageRequest: null, page: null, lastResult: null, error: null },
  initial: 'waiting',
  states: {
    waiting: { on: onRewardsReady('closed') },
    /** Not logged in: event pages ask to log in. */
    visitor: {},
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
            input: ({ context }: { context: SpecialEventsContext }) => ({
              request: context.request!,
              page: context.pageRequest!,
            }),
            store: 'storePage',
            key: 'page',
            done: 'showing',
          }),
        },
        failed: { on: { 'ui.retry': 'loading' } },
        showing: {
          initial: 'idle',
          on: { 'ui.act': '.acting' },
          states: {
            idle: {},
            acting: {
              tags: 'busy',
              on: { 'ui.act': {} },
              invoke: {
                id: 'runEventAction',
                src: 'runEventAction',
                input: ({ context, event }) => ({
                  request: context.request!,
                  action: (event as Extract<SpecialEventsEvent, { type: 'ui.act' }>).action,
                }),
                onDone: [
                  {
                    guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
                    target: 'rewarded',
                    actions: [
                      { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
                      'reloadBenefits',
                    ],
                  },
                  {
                    target: 'refused',
                    actions: {
                      type: 'storeResult',
                      params: ({ event }) => ({ result: event.output }),
                    },
                  },
                ],
                onError: {
                  target: 'actionFailed',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** The action counted: points, an egg, a door or a reward; the page shows the new state. */
            rewarded: {},
            /** The platform said no (limit reached, not today, too few points): its reason is shown. */
            refused: {},
            /** The call failed; the page is as it was, the guest may try again. */
            actionFailed: {},
          },
        },
      },
    },
  },
});
