import { assign, enqueueActions, raise, setup } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import type {
  AppReadyEvent,
  ModalOpenEvent,
  PayTourOpenEvent,
  PayTourResultEvent,
} from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  PAGE_LOAD_EVENT,
  hasCountdown,
  mergeIncentives,
  tickCountdowns,
  withBlockedGroup,
  withoutType,
  type ShownIncentive,
} from './incentives.logic.ts';
import type {
  Banner,
  CloseInput,
  CloseResult,
  EventIncentivesInput,
  GuestInfoInput,
  Incentive,
  IncentiveEventName,
  IncentiveRoute,
  PageLoadInput,
  PageLoadReply,
  RefillInput,
  Teaser,
  TeasersReply,
} from './incentives.types.ts';

/**
 * The one route whose page-load incentives are skipped for visitors (seed 000 §4): the messenger
 * needs a login, so a visitor there sees the login offer and nothing may cover it.
 */
export const VISITOR_SKIPPED_ROUTE = 'messenger';

/** The guest info `set-guest-info` sends when a visitor says they already have an account. */
export const ALREADY_SIGNED_UP = 'guestAlreadySignedUp';

export interface IncentivesContext {
  request: RequestInput | null;
  loggedIn: boolean;
  route: IncentiveRoute | null;
  incentives: ShownIncentive[];
  /** Unique groups the guest asked not to see again (the incentive-block cookie). */
  blocked: string[];
  /** Closes waiting to be posted, oldest first (the head is being posted). */
  closeQueue: { incentive: Incentive; result: CloseResult }[];
  refill: { incentiveType: string; interval: number; region: string | null } | null;
  eventRequest: { event: IncentiveEventName; albumId: number } | null;
  guestInfo: { type: string; value: string } | null;
  teasers: Teaser[];
  banners: Banner[];
  vxpayConfig: Record<string, unknown>;
  trackingData: Record<string, unknown>;
  /** The last call that failed, for the view's error line; cleared by the next success. */
  lastError: { call: string; message: string } | null;
}

export type IncentivesEvent =
  | AppReadyEvent
  | { type: 'incentives.routeChanged'; routeName: string; routeArgs: Record<string, string> }
  | { type: 'incentives.reload' }
  | { type: 'incentives.eventOccurred'; event: IncentiveEventName; albumId: number }
  | { type: 'ui.incentiveClosed'; id: string; result: 'dismissed' | 'blocked' }
  | { type: 'ui.incentiveAccepted'; id: string }
  | { type: 'ui.alreadySignedUp'; id: string }
  | { type: 'ui.refillWindowHidden'; incentiveType: string; interval: number; region?: string }
  | PayTourResultEvent;

type Failure = { message?: string } | undefined;
const messageOf = (error: unknown): string =>
  (error as Failure)?.message ?? 'the call failed without a message';

/**
 * Conversion incentives (seed 000 §4, §7): the page-load incentives of each route, replacing
 * earlier ones of the same event, counted down on the engine's clock; closes posted in order
 * (a success reloads the page-load incentives); the refill window hidden by type; the
 * incentives of the video-preview-end and buy-image-album events; the guest info; and the
 * route's teasers and banners. The route arrives as `incentives.routeChanged` from the view
 * that watches the shell's route, so this machine depends on no other machine.
 */
export const incentivesMachine = setup({
  types: {
    context: {} as IncentivesContext,
    events: {} as IncentivesEvent,
    tags: {} as 'loadingIncentives' | 'countingDown',
  },
  actors: {
    readBlockCookie: placeholderCall<string[], void>('readBlockCookie'),
    loadPageLoad: placeholderCall<PageLoadReply, PageLoadInput>('loadPageLoad'),
    loadTeasers: placeholderCall<TeasersReply, PageLoadInput>('loadTeasers'),
    closeIncentive: placeholderCall<{ success: boolean }, CloseInput>('closeIncentive'),
    setRefillHidden: placeholderCall<{ success: boolean }, RefillInput>('setRefillHidden'),
    loadEventIncentives: placeholderCall<Incentive[], EventIncentivesInput>('loadEventIncentives'),
    setGuestInfo: placeholderCall<{ success: boolean }, GuestInfoInput>('setGuestInfo'),
  },
  actions: {
    storeReady: assign((_, params: { request: RequestInput; loggedIn: boolean }) => params),
    storeRoute: assign((_, params: IncentiveRoute) => ({ route: params })),
    storeBlocked: assign((_, params: { groups: readonly string[] }) => ({
      blocked: [...params.groups],
    })),
    takePageLoad: assign(({ context }, params: { reply: PageLoadReply }) => ({
      incentives: mergeIncentives(
        context.incentives,
        params.reply.incentives,
        PAGE_LOAD_EVENT,
        context.blocked,
      ),
      vxpayConfig: params.reply.vxpayConfig,
      trackingData: params.reply.trackingData,
      lastError: null,
    })),
    dropPageLoad: assign(({ context }) => ({
      incentives: mergeIncentives(context.incentives, [], PAGE_LOAD_EVENT, context.blocked),
    })),
    takeTeasers: assign((_, params: { reply: TeasersReply }) => ({
      teasers: params.reply.teasers,
      banners: params.reply.banners,
    })),
    noteError: assign((_, params: { call: string; error: unknown }) => ({
      lastError: { call: params.call, message: messageOf(params.error) },
    })),
    /** Removes the incentive at once and queues its result for `close-incentive`. */
    closeShown: assign(({ context }, params: { id: string; result: CloseResult }) => {
      const incentive = context.incentives.find((each) => each.id === params.id);
      if (!incentive) return {};
      const { remaining: _remaining, ...sent } = incentive;
      return {
        incentives: context.incentives.filter((each) => each.id !== params.id),
        closeQueue: [...context.closeQueue, { incentive: sent, result: params.result }],
        blocked:
          params.result === 'blocked'
            ? withBlockedGroup(context.blocked, incentive.uniqueGroup ?? incentive.type)
            : context.blocked,
      };
    }),
    dequeueClose: assign(({ context }) => ({ closeQueue: context.closeQueue.slice(1) })),
    /** Effect: the incentive-block cookie gets the new list (provided by the engine). */
    writeBlockCookie: (_, _params: { groups: readonly string[] }) => {},
    requestReload: raise({ type: 'incentives.reload' }),
    /** The incentive's button: its pay-tour flow or modal box opens (`toSystem` by hand: typed here). */
    runAction: enqueueActions(({ enqueue, context, system }, params: { id: string }) => {
      const action = context.incentives.find((each) => each.id === params.id)?.action;
      const payTour = system.get('payTour');
      const modals = system.get('modals');
      if (action?.kind === 'payTour' && payTour) {
        const open: PayTourOpenEvent = {
          type: 'payTour.open',
          flow: action.flow,
          replyTo: 'incentives',
        };
        enqueue.sendTo(payTour, open);
      }
      if (action?.kind === 'modal' && modals) {
        const open: ModalOpenEvent = {
          type: 'modals.open',
          id: action.modalId,
          ...(action.props ? { props: action.props } : {}),
        };
        enqueue.sendTo(modals, open);
      }
    }),
    openLogin: enqueueActions(({ enqueue, system }) => {
      const payTour = system.get('payTour');
      const open: PayTourOpenEvent = { type: 'payTour.open', flow: 'login', replyTo: 'incentives' };
      if (payTour) enqueue.sendTo(payTour, open);
    }),
    storeRefill: assign(
      (_, params: { incentiveType: string; interval: number; region: string | null }) => ({
        refill: params,
      }),
    ),
    removeRefillType: assign(({ context }) => ({
      incentives: context.refill
        ? withoutType(context.incentives, context.refill.incentiveType, context.refill.region)
        : context.incentives,
      refill: null,
    })),
    forgetRefill: assign({ refill: null }),
    storeEventRequest: assign((_, params: { event: IncentiveEventName; albumId: number }) => ({
      eventRequest: params,
    })),
    takeEventIncentives: assign(({ context }, params: { incentives: Incentive[] }) => ({
      incentives: mergeIncentives(
        context.incentives,
        params.incentives,
        context.eventRequest?.event ?? PAGE_LOAD_EVENT,
        context.blocked,
      ),
      lastError: null,
    })),
    storeGuestInfo: assign((_, params: { type: string; value: string }) => ({
      guestInfo: params,
    })),
    forgetGuestInfo: assign({ guestInfo: null }),
    tick: assign(({ context }) => ({ incentives: tickCountdowns(context.incentives) })),
  },
  guards: {
    hasRoute: ({ context }) => context.route !== null,
    isSkippedRoute: ({ context }) =>
      !context.loggedIn && context.route?.routeName === VISITOR_SKIPPED_ROUTE,
    isShown: ({ context }, params: { id: string }) =>
      context.incentives.some((each) => each.id === params.id),
    replySucceeded: (_, params: { success: boolean }) => params.success,
    hasQueuedClose: ({ context }) => context.closeQueue.length > 0,
    hasCountdown: ({ context }) => hasCountdown(context.incentives),
    noCountdown: ({ context }) => !hasCountdown(context.incentives),
    isVisitor: ({ context }) => !context.loggedIn,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'incentives',
  context: {
    request: null,
    loggedIn: false,
    route: null,
    incentives: [],
    blocked: [],
    closeQueue: [],
    refill: null,
    eventRequest: null,
    guestInfo: null,
    teasers: [],
    banners: [],
    vxpayConfig: {},
    trackingData: {},
    lastError: null,
  },
  initial: 'waiting',
  states: {
    /** Until bootstrap is done: the route is kept for when the guest is known. */
    waiting: {
      on: {
        'incentives.routeChanged': {
          actions: {
            type: 'storeRoute',
            params: ({ event }) => ({ routeName: event.routeName, routeArgs: event.routeArgs }),
          },
        },
        'app.ready': {
          target: 'readingBlock',
          actions: {
            type: 'storeReady',
            params: ({ event }) => ({
              request: event.request,
              loggedIn: event.guest.isLoggedIn && !event.guest.isLocked,
            }),
          },
        },
      },
    },
    /** The incentive-block cookie, read once: blocked groups are never shown. */
    readingBlock: {
      on: {
        'incentives.routeChanged': {
          actions: {
            type: 'storeRoute',
            params: ({ event }) => ({ routeName: event.routeName, routeArgs: event.routeArgs }),
          },
        },
      },
      invoke: {
        id: 'readBlockCookie',
        src: 'readBlockCookie',
        onDone: {
          target: 'ready',
          actions: { type: 'storeBlocked', params: ({ event }) => ({ groups: event.output }) },
        },
        // An unreadable cookie blocks nothing: the incentives still show.
        onError: 'ready',
      },
    },
    ready: {
      type: 'parallel',
      states: {
        pageLoad: {
          initial: 'deciding',
          on: {
            'incentives.routeChanged': {
              target: '.deciding',
              reenter: true,
              actions: {
                type: 'storeRoute',
                params: ({ event }) => ({ routeName: event.routeName, routeArgs: event.routeArgs }),
              },
            },
            'incentives.reload': { target: '.deciding', reenter: true },
            'payTour.result': {
              guard: { type: 'replySucceeded', params: ({ event }) => event },
              target: '.deciding',
              reenter: true,
            },
          },
          states: {
            deciding: {
              always: [
                { guard: { type: 'hasRoute' }, target: 'checkingRoute' },
                { target: 'idle' },
              ],
            },
            checkingRoute: {
              always: [
                { guard: 'isSkippedRoute', target: 'skipped', actions: 'dropPageLoad' },
                { target: 'loading' },
              ],
            },
            loading: {
              tags: 'loadingIncentives',
              invoke: {
                id: 'loadPageLoad',
                src: 'loadPageLoad',
                input: ({ context }) => ({ request: context.request!, ...context.route! }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'takePageLoad',
                    params: ({ event }) => ({ reply: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'noteError',
                    params: ({ event }) => ({ call: 'page-load-incentives', error: event.error }),
                  },
                },
              },
            },
            idle: {},
            /** The visitor is on the skipped route: nothing is asked, nothing of the last page stays. */
            skipped: {},
            /** The call failed: what was shown stays; the next route or reload asks again. */
            failed: {},
          },
        },
        teasers: {
          initial: 'deciding',
          on: { 'incentives.routeChanged': { target: '.deciding', reenter: true } },
          states: {
            deciding: {
              always: [{ guard: 'hasRoute', target: 'loading' }, { target: 'idle' }],
            },
            loading: {
              invoke: {
                id: 'loadTeasers',
                src: 'loadTeasers',
                input: ({ context }) => ({ request: context.request!, ...context.route! }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'takeTeasers',
                    params: ({ event }) => ({ reply: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'noteError',
                    params: ({ event }) => ({ call: 'teaser/getTeasers', error: event.error }),
                  },
                },
              },
            },
            idle: {},
            failed: {},
          },
        },
        /** Closes are taken at once (the incentive goes) and posted one by one, in order. */
        closing: {
          initial: 'idle',
          on: {
            'ui.incentiveClosed': {
              guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
              actions: [
                {
                  type: 'closeShown',
                  params: ({ event }) => ({ id: event.id, result: event.result }),
                },
                {
                  type: 'writeBlockCookie',
                  params: ({ context }) => ({ groups: context.blocked }),
                },
              ],
            },
            'ui.incentiveAccepted': {
              guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
              actions: [
                { type: 'runAction', params: ({ event }) => ({ id: event.id }) },
                {
                  type: 'closeShown',
                  params: ({ event }) => ({ id: event.id, result: 'accepted' as const }),
                },
              ],
            },
            'ui.alreadySignedUp': {
              guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
              actions: [
                {
                  type: 'closeShown',
                  params: ({ event }) => ({ id: event.id, result: 'alreadySignedUp' as const }),
                },
                'openLogin',
              ],
            },
          },
          states: {
            idle: { always: { guard: 'hasQueuedClose', target: 'posting' } },
            posting: {
              invoke: {
                id: 'closeIncentive',
                src: 'closeIncentive',
                input: ({ context }) => ({ request: context.request!, ...context.closeQueue[0]! }),
                onDone: [
                  {
                    guard: { type: 'replySucceeded', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: ['dequeueClose', 'requestReload'],
                  },
                  { target: 'idle', actions: 'dequeueClose' },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    'dequeueClose',
                    {
                      type: 'noteError',
                      params: ({ event }) => ({ call: 'close-incentive', error: event.error }),
                    },
                  ],
                },
              },
            },
          },
        },
        refill: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'ui.refillWindowHidden': {
                  target: 'posting',
                  actions: {
                    type: 'storeRefill',
                    params: ({ event }) => ({
                      incentiveType: event.incentiveType,
                      interval: event.interval,
                      region: event.region ?? null,
                    }),
                  },
                },
              },
            },
            posting: {
              invoke: {
                id: 'setRefillHidden',
                src: 'setRefillHidden',
                input: ({ context }) => ({
                  request: context.request!,
                  incentiveType: context.refill!.incentiveType,
                  interval: context.refill!.interval,
                }),
                onDone: [
                  {
                    guard: { type: 'replySucceeded', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: 'removeRefillType',
                  },
                  { target: 'idle', actions: 'forgetRefill' },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    'forgetRefill',
                    {
                      type: 'noteError',
                      params: ({ event }) => ({
                        call: 'set-refill-window-hidden',
                        error: event.error,
                      }),
                    },
                  ],
                },
              },
            },
          },
        },
        byEvent: {
          initial: 'idle',
          on: {
            'incentives.eventOccurred': {
              target: '.loading',
              reenter: true,
              actions: {
                type: 'storeEventRequest',
                params: ({ event }) => ({ event: event.event, albumId: event.albumId }),
              },
            },
          },
          states: {
            idle: {},
            loading: {
              tags: 'loadingIncentives',
              invoke: {
                id: 'loadEventIncentives',
                src: 'loadEventIncentives',
                input: ({ context }) => ({ request: context.request!, ...context.eventRequest! }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'takeEventIncentives',
                    params: ({ event }) => ({ incentives: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'noteError',
                    params: ({ event }) => ({ call: 'event incentives', error: event.error }),
                  },
                },
              },
            },
            failed: {},
          },
        },
        guestInfo: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'ui.alreadySignedUp': {
                  guard: 'isVisitor',
                  target: 'posting',
                  actions: {
                    type: 'storeGuestInfo',
                    params: () => ({ type: ALREADY_SIGNED_UP, value: '1' }),
                  },
                },
              },
            },
            posting: {
              invoke: {
                id: 'setGuestInfo',
                src: 'setGuestInfo',
                input: ({ context }) => ({ request: context.request!, ...context.guestInfo! }),
                onDone: { target: 'idle', actions: 'forgetGuestInfo' },
                onError: {
                  target: 'idle',
                  actions: [
                    'forgetGuestInfo',
                    {
                      type: 'noteError',
                      params: ({ event }) => ({ call: 'set-guest-info', error: event.error }),
                    },
                  ],
                },
              },
            },
          },
        },
        clock: {
          initial: 'still',
          states: {
            still: { always: { guard: 'hasCountdown', target: 'counting' } },
            counting: {
              tags: 'countingDown',
              always: { guard: 'noCountdown', target: 'still' },
              after: { second: { target: 'counting', reenter: true, actions: 'tick' } },
            },
          },
        },
      },
    },
  },
});
