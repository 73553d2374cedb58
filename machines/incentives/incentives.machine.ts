import { assertEvent, assign, enqueueActions, raise, sendTo, setup } from 'xstate';
import { installPromptMachine } from '../installPrompt/installPrompt.machine.ts';
import { onboardingMachine } from '../onboarding/onboarding.machine.ts';
import { ONBOARDING } from '../onboarding/onboarding.types.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { failureMessage } from '../shared/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { surveyMachine } from '../survey/survey.machine.ts';
import { PROMO, promoMachine } from './promo.machine.ts';
import { contextOf, guestFacts } from './incentives.context.ts';
import { SURVEY } from '../survey/survey.types.ts';
import {
  PAGE_LOAD_EVENT,
  chatEndEvent,
  eventRequestOf,
  mergeIncentives,
  nextEnd,
  runningAt,
  withBlockedGroup,
  withoutType,
} from './incentives.logic.ts';
import type {
  Arrival,
  CloseInput,
  CloseResult,
  EventIncentivesInput,
  GuestInfoInput,
  EventRequest,
  Incentive,
  IncentiveRoute,
  IncentivesContext,
  IncentivesEvent,
  IncentivesInput,
  PageLoadInput,
  PageLoadReply,
  RefillInput,
  TeasersReply,
} from './incentives.types.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

export type { IncentivesEvent } from './incentives.types.ts';

/**
 * The one route whose page-load incentives are skipped for visitors (seed 000 §4): the messenger
 * needs a login, so a visitor there sees the login offer and nothing may cover it.
 */
const VISITOR_SKIPPED_ROUTE = 'messenger';

/** The guest info `set-guest-info` sends when a visitor says they already have an account. */
const ALREADY_SIGNED_UP = 'guestAlreadySignedUp';

type EventOf<T extends IncentivesEvent['type']> = Extract<IncentivesEvent, { type: T }>;

/** Keeps the route the shell resolved (the page-load and teaser calls name it). */
const storeRoute = {
  type: 'storeRoute',
  params: ({ event }: { event: EventOf<'incentives.routeChanged'> }) => ({
    routeName: event.routeName,
    routeArgs: event.routeArgs,
  }),
} as const;

/** A failed call: named in the view's error line. */
const noteError = (call: string) => ({
  type: 'noteError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ call, error: event.error }),
});

/** A failed call, noted, and the region on to `target`. */
const failed = <const TTarget extends string>(target: TTarget, call: string) => ({
  target,
  actions: noteError(call),
});

/**
 * Conversion incentives (seed 000 §4, §7): the page-load incentives of each route, replacing
 * earlier ones of the same event, each offer with a countdown going when it ends (one timer for
 * the next end; views count the seconds, decision 0002); closes posted in order (a success
 * reloads the page-load incentives); the refill window hidden by type; the incentives of the
 * video-preview-end and buy-image-album events, and of a live preview's or chat's end by name
 * (`getIncentivesByEvent`); the guest info; and the route's teasers and
 * banners. The root starts it once bootstrap is done, with the session and the page's route as
 * input, and tells it each route the guest goes to (`incentives.routeChanged`), so this machine
 * depends on no other machine. The onboarding (`incentives.onboarding`), the surveys
 * (`incentives.survey`), the install prompt and the split tests' promo offers
 * (`incentives.promo`, asked again on each page) run as its children.
 */
export const incentivesMachine = onFirstUse(() =>
  setup({
    types: {
      input: {} as IncentivesInput,
      context: {} as IncentivesContext,
      events: {} as IncentivesEvent,
      tags: {} as 'loadingIncentives' | 'countingDown',
    },
    actors: {
      readBlockCookie: placeholderCall<string[], void>('readBlockCookie'),
      loadPageLoad: placeholderCall<PageLoadReply & Arrival, PageLoadInput>('loadPageLoad'),
      loadTeasers: placeholderCall<TeasersReply, PageLoadInput>('loadTeasers'),
      closeIncentive: placeholderCall<{ success: boolean }, CloseInput>('closeIncentive'),
      setRefillHidden: placeholderCall<{ success: boolean }, RefillInput>('setRefillHidden'),
      loadEventIncentives: placeholderCall<
        { incentives: Incentive[] } & Arrival,
        EventIncentivesInput
      >('loadEventIncentives'),
      setGuestInfo: placeholderCall<{ success: boolean }, GuestInfoInput>('setGuestInfo'),
      onboarding: onboardingMachine(),
      survey: surveyMachine(),
      installPrompt: installPromptMachine(),
      promo: promoMachine(),
    },
    actions: {
      /** The guest machine tells the incentives of an ended live chat: the survey's business. */
      forwardChatEnd: sendTo('survey', ({ event }) => event),
      /** Another page: the split tests' promo offers ask whether their codes are still open. */
      recheckPromo: sendTo('promo', { type: 'promo.recheck' }),
      /** A live preview's or chat's end is an incentive event of its own (not a refused start). */
      raiseChatEndEvent: enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'incentives.chatEnded');
        const name = chatEndEvent(event.exitCode);
        if (name) enqueue.raise({ type: 'incentives.namedEventOccurred', event: name });
      }),
      storeRoute: assign((_, params: IncentiveRoute) => ({ route: params })),
      storeBlocked: assign((_, params: { groups: readonly string[] }) => ({
        blocked: [...params.groups],
      })),
      takePageLoad: assign(({ context }, params: { reply: PageLoadReply & Arrival }) => ({
        incentives: mergeIncentives(
          context.incentives,
          params.reply.incentives.filter((incentive) => incentive.region !== 'modal'),
          PAGE_LOAD_EVENT,
          context.blocked,
          params.reply.receivedAt,
        ),
        clock: params.reply.receivedAt,
        vxpayConfig: params.reply.vxpayConfig,
        trackingData: params.reply.trackingData,
        lastError: null,
      })),
      dropPageLoad: assign(({ context }) => ({
        incentives: mergeIncentives(context.incentives, [], PAGE_LOAD_EVENT, context.blocked, 0),
      })),
      takeTeasers: assign((_, params: { reply: TeasersReply }) => ({
        teasers: params.reply.teasers,
        banners: params.reply.banners,
      })),
      noteError: assign((_, params: { call: string; error: unknown }) => ({
        lastError: { call: params.call, message: failureMessage(params.error) },
      })),
      /** Removes the incentive at once and queues its result for `close-incentive`. */
      closeShown: assign(({ context }, params: { id: string; result: CloseResult }) => {
        const incentive = context.incentives.find((each) => each.id === params.id);
        if (!incentive) return {};
        const { endsAt: _endsAt, ...sent } = incentive;
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
      /** The queue's head, if any, handed to the posting state in the event that enters it. */
      postNextClose: enqueueActions(({ context, enqueue }) => {
        const [next] = context.closeQueue;
        if (next) enqueue.raise({ type: 'incentives.closeNext', close: next });
      }),
      /** Effect: the incentive-block cookie gets the new list (provided by the engine). */
      writeBlockCookie: (_, _params: { groups: readonly string[] }) => {},
      requestReload: raise({ type: 'incentives.reload' }),
      /** The incentive's button: its pay-tour flow or its modal box opens. */
      runAction: enqueueActions(({ enqueue, context }, params: { id: string }) => {
        const action = context.incentives.find((each) => each.id === params.id)?.action;
        if (action?.kind === 'payTour')
          enqueue(
            toSystem('payTour', { type: 'payTour.open', flow: action.flow, replyTo: 'incentives' }),
          );
        if (action?.kind === 'modal')
          enqueue(
            toSystem('modals', {
              type: 'modals.open',
              id: action.modalId,
              ...(action.props ? { props: action.props } : {}),
            }),
          );
      }),
      /** Page-load incentives of the `modal` region: their boxes open now (the first one shows). */
      openModalIncentives: toSystem('modals', (_, params: { reply: PageLoadReply }) => {
        const incentive = params.reply.incentives.find(
          (each) => each.region === 'modal' && each.action?.kind === 'modal',
        );
        if (incentive?.action?.kind !== 'modal') return [];
        const { modalId, props } = incentive.action;
        return { type: 'modals.open', id: modalId, props: { ...props, incentiveId: incentive.id } };
      }),
      openLogin: toSystem('payTour', {
        type: 'payTour.open',
        flow: 'login',
        replyTo: 'incentives',
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
      storeEventRequest: assign((_, params: EventRequest) => ({ eventRequest: params })),
      takeEventIncentives: assign(
        ({ context }, params: { reply: { incentives: Incentive[] } & Arrival }) => ({
          incentives: mergeIncentives(
            context.incentives,
            params.reply.incentives,
            context.eventRequest?.event ?? PAGE_LOAD_EVENT,
            context.blocked,
            params.reply.receivedAt,
          ),
          clock: params.reply.receivedAt,
          lastError: null,
        }),
      ),
      /** The expiry timer is set for the next countdown end, from the clock as last learned. */
      scheduleExpiry: assign(({ context }) => ({ expiry: nextEnd(context.incentives) })),
      /** The timer fired at the end it was set for: that is the time now; ended offers go. */
      dropEnded: assign(({ context }) => {
        const now = context.expiry ?? context.clock;
        return { clock: now, incentives: runningAt(context.incentives, now) };
      }),
    },
    guards: {
      isSkippedRoute: ({ context }) =>
        !context.loggedIn && context.route.routeName === VISITOR_SKIPPED_ROUTE,
      isShown: ({ context }, params: { id: string }) =>
        context.incentives.some((each) => each.id === params.id),
      replySucceeded: (_, params: { success: boolean }) => params.success,
      hasCountdown: ({ context }) => nextEnd(context.incentives) !== null,
      noCountdown: ({ context }) => nextEnd(context.incentives) === null,
      /** A reply brought an offer ending before the one the timer is set for. */
      endsSooner: ({ context }) =>
        (nextEnd(context.incentives) ?? Infinity) < (context.expiry ?? Infinity),
      isVisitor: ({ context }) => !context.loggedIn,
    },
    delays: {
      untilExpiry: ({ context }) => Math.max(0, (context.expiry ?? context.clock) - context.clock),
    },
  }).createMachine({
    id: 'incentives',
    context: ({ input }) => contextOf(input),
    invoke: [
      {
        id: 'onboarding',
        systemId: ONBOARDING,
        src: 'onboarding',
        input: ({ context }) => guestFacts(context),
      },
      {
        id: 'survey',
        systemId: SURVEY,
        src: 'survey',
        input: ({ context }) => guestFacts(context),
      },
      // The add-to-homescreen prompt (seed 000 §2), for every guest.
      { id: 'installPrompt', systemId: 'incentives.installPrompt', src: 'installPrompt' },
      // The split tests' promo offers (decision 0041), for the guest's variants.
      {
        id: 'promo',
        systemId: PROMO,
        src: 'promo',
        input: ({ context }) => ({ request: context.request, offers: context.promoOffers }),
      },
    ],
    on: { 'incentives.chatEnded': { actions: ['forwardChatEnd', 'raiseChatEndEvent'] } },
    initial: 'readingBlock',
    states: {
      /** The incentive-block cookie, read once: blocked groups are never shown. */
      readingBlock: {
        on: { 'incentives.routeChanged': { actions: storeRoute } },
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
            initial: 'checkingRoute',
            on: {
              // Internal transitions: the region starts again, the others go on (a reentering one
              // would exit the parallel state, restarting every region and cancelling their calls).
              'incentives.routeChanged': {
                target: '.checkingRoute',
                actions: [storeRoute, 'recheckPromo'],
              },
              'incentives.reload': '.checkingRoute',
              'payTour.result': {
                guard: { type: 'replySucceeded', params: ({ event }) => event },
                target: '.checkingRoute',
              },
            },
            states: {
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
                  input: ({ context }) => ({ request: context.request, ...context.route }),
                  onDone: {
                    target: 'idle',
                    actions: [
                      { type: 'takePageLoad', params: ({ event }) => ({ reply: event.output }) },
                      {
                        type: 'openModalIncentives',
                        params: ({ event }) => ({ reply: event.output }),
                      },
                    ],
                  },
                  onError: failed('failed', 'page-load-incentives'),
                },
              },
              idle: {},
              /** The visitor is on the skipped route: nothing asked, nothing of the last page stays. */
              skipped: {},
              /** The call failed: what was shown stays; the next route or reload asks again. */
              failed: {},
            },
          },
          teasers: {
            initial: 'loading',
            // The route is stored by the page-load region's transition, which comes first.
            on: { 'incentives.routeChanged': '.loading' },
            states: {
              loading: {
                invoke: {
                  id: 'loadTeasers',
                  src: 'loadTeasers',
                  input: ({ context }) => ({ request: context.request, ...context.route }),
                  onDone: {
                    target: 'idle',
                    actions: {
                      type: 'takeTeasers',
                      params: ({ event }) => ({ reply: event.output }),
                    },
                  },
                  onError: failed('failed', 'teaser/getTeasers'),
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
                  'postNextClose',
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
                  'postNextClose',
                ],
              },
              'ui.alreadySignedUp': {
                guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
                actions: [
                  {
                    type: 'closeShown',
                    params: ({ event }) => ({
                      id: event.id,
                      result: 'alreadySignedUp' as const,
                    }),
                  },
                  'postNextClose',
                  'openLogin',
                ],
              },
            },
            states: {
              idle: {
                entry: 'postNextClose',
                on: { 'incentives.closeNext': 'posting' },
              },
              posting: {
                invoke: {
                  id: 'closeIncentive',
                  src: 'closeIncentive',
                  input: ({ context, event }) => {
                    assertEvent(event, 'incentives.closeNext');
                    return { request: context.request, ...event.close };
                  },
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
                    actions: ['dequeueClose', noteError('close-incentive')],
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
                  // Entered only by a hidden refill window: its type and interval are the event's.
                  input: ({ context, event }) => {
                    assertEvent(event, 'ui.refillWindowHidden');
                    const { incentiveType, interval } = event;
                    return { request: context.request, incentiveType, interval };
                  },
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
                    actions: ['forgetRefill', noteError('set-refill-window-hidden')],
                  },
                },
              },
            },
          },
          /** An album's event asks its own call; any other by name (`getIncentivesByEvent`). */
          byEvent: {
            initial: 'idle',
            on: {
              'incentives.eventOccurred': {
                target: '.loading',
                actions: {
                  type: 'storeEventRequest',
                  params: ({ event }) => eventRequestOf(event),
                },
              },
              'incentives.namedEventOccurred': {
                target: '.loading',
                actions: {
                  type: 'storeEventRequest',
                  params: ({ event }) => eventRequestOf(event),
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
                  // Entered only by an event: its name, and its album for an album's.
                  input: ({ context, event }) => {
                    assertEvent(event, [
                      'incentives.eventOccurred',
                      'incentives.namedEventOccurred',
                    ]);
                    return { request: context.request, ...eventRequestOf(event) };
                  },
                  onDone: {
                    target: 'idle',
                    actions: {
                      type: 'takeEventIncentives',
                      params: ({ event }) => ({ reply: event.output }),
                    },
                  },
                  onError: failed('failed', 'event incentives'),
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
                  },
                },
              },
              posting: {
                invoke: {
                  id: 'setGuestInfo',
                  src: 'setGuestInfo',
                  // The one guest info posted here: the visitor has an account already.
                  input: ({ context }) => ({
                    request: context.request,
                    type: ALREADY_SIGNED_UP,
                    value: '1',
                  }),
                  onDone: 'idle',
                  onError: { target: 'idle', actions: noteError('set-guest-info') },
                },
              },
            },
          },
          /** Offers with a countdown go at their end: one timer, for the next end. */
          expiry: {
            initial: 'none',
            states: {
              none: {
                always: { guard: 'hasCountdown', target: 'waiting', actions: 'scheduleExpiry' },
              },
              waiting: {
                tags: 'countingDown',
                always: [
                  { guard: 'noCountdown', target: 'none' },
                  {
                    guard: 'endsSooner',
                    target: 'waiting',
                    reenter: true,
                    actions: 'scheduleExpiry',
                  },
                ],
                after: {
                  untilExpiry: {
                    target: 'waiting',
                    reenter: true,
                    actions: ['dropEnded', 'scheduleExpiry'],
                  },
                },
              },
            },
          },
        },
      },
    },
  }),
);
