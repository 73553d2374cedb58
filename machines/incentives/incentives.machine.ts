import { assign, enqueueActions, raise, setup } from 'xstate';
import type { AppConfig, GuestState, RequestInput } from '../bootstrap/bootstrap.types.ts';
import type {
  AppReadyEvent,
  ModalOpenEvent,
  ModalResultEvent,
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
  ChatExitInput,
  CloseInput,
  FeedbackInput,
  CloseResult,
  EventIncentivesInput,
  GuestInfoInput,
  Incentive,
  IncentiveEventName,
  IncentiveRoute,
  PageLoadInput,
  PageLoadReply,
  RefillInput,
  RequestOnly,
  StartPageChoice,
  StartPageInput,
  Survey,
  SurveyRating,
  Teaser,
  TeasersReply,
} from './incentives.types.ts';
import { failureMessage } from '../shared/failure.ts';
import { asksChatExitSurvey } from '../liveChat/exitCodes.ts';

/**
 * The one route whose page-load incentives are skipped for visitors (seed 000 §4): the messenger
 * needs a login, so a visitor there sees the login offer and nothing may cover it.
 */
const VISITOR_SKIPPED_ROUTE = 'messenger';

/** The guest info `set-guest-info` sends when a visitor says they already have an account. */
const ALREADY_SIGNED_UP = 'guestAlreadySignedUp';

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
  /** A logged-in guest who signed up on the web: the onboarding box is for them, once. */
  signedUp: boolean;
  /** The forced age check comes first (config `forceAvs`, no age verification yet). */
  ageCheckFirst: boolean;
  /** The start page the guest picked in the onboarding's chooser (kept for a retry). */
  startChoice: StartPageChoice | null;
  /** Why saving the choice failed, shown in the chooser; null after a success. */
  startChoiceError: string | null;
  /** The survey the server says is due, while its box is shown. */
  survey: Survey | null;
  /** The guest's answer (kept for a retry when posting it failed). */
  surveyRating: SurveyRating | null;
  /** Why posting the answer failed, shown in the box; null after a success. */
  surveyError: string | null;
  /** The live chat that just ended (`chatEnd`), asked about with `survey/chatexit`. */
  chatEnd: { chatId: string; exitCode: number } | null;
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
  /** The onboarding chooser's answer: what the start page shows first. */
  | { type: 'ui.startPageChosen'; choice: StartPageChoice }
  | { type: 'ui.surveyAnswered'; rating: SurveyRating }
  /** From the guest machine: a live chat ended (`chatEnd` push); a survey may be due. */
  | { type: 'incentives.chatEnded'; chatId: string; exitCode: number }
  | ModalResultEvent
  | PayTourResultEvent;

/** The boxes this machine opens with `replyTo: 'incentives'`. */
const ONBOARDING_BOXES: readonly string[] = ['onboarding', 'onboarding-choose'];

/**
 * `enqueueActions` for this machine's messages to other domains (they enqueue only built-in
 * actions): typed here, because inference inside `setup` cannot relate it to the named guards.
 */
function effects<TParams extends Record<string, unknown> | undefined = undefined>(
  collect: Parameters<
    typeof enqueueActions<
      IncentivesContext,
      IncentivesEvent,
      TParams,
      IncentivesEvent,
      never,
      never,
      never,
      never,
      never
    >
  >[0],
) {
  return enqueueActions(collect);
}

/** A box this machine asks the modal manager for (`toSystem` by hand: typed here). */
const toModals = (
  event: ModalOpenEvent | { type: 'modals.dismiss'; id: string; confirmed: boolean },
) =>
  effects(({ enqueue, system }) => {
    const modals = system.get('modals');
    if (modals) enqueue.sendTo(modals, event);
  });

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
    tags: {} as
      | 'loadingIncentives'
      | 'countingDown'
      | 'welcoming'
      | 'savingStartChoice'
      | 'surveyShown'
      | 'sendingSurvey',
  },
  actors: {
    readBlockCookie: placeholderCall<string[], void>('readBlockCookie'),
    loadPageLoad: placeholderCall<PageLoadReply, PageLoadInput>('loadPageLoad'),
    loadTeasers: placeholderCall<TeasersReply, PageLoadInput>('loadTeasers'),
    closeIncentive: placeholderCall<{ success: boolean }, CloseInput>('closeIncentive'),
    setRefillHidden: placeholderCall<{ success: boolean }, RefillInput>('setRefillHidden'),
    loadEventIncentives: placeholderCall<Incentive[], EventIncentivesInput>('loadEventIncentives'),
    setGuestInfo: placeholderCall<{ success: boolean }, GuestInfoInput>('setGuestInfo'),
    hasSeenOnboarding: placeholderCall<boolean, RequestOnly>('hasSeenOnboarding'),
    markOnboardingSeen: placeholderCall<boolean, RequestOnly>('markOnboardingSeen'),
    saveStartPage: placeholderCall<boolean, StartPageInput>('saveStartPage'),
    loadSurveyDue: placeholderCall<Survey | null, RequestOnly>('loadSurveyDue'),
    loadChatExitSurvey: placeholderCall<Survey | null, ChatExitInput>('loadChatExitSurvey'),
    sendFeedback: placeholderCall<boolean, FeedbackInput>('sendFeedback'),
  },
  actions: {
    storeReady: assign(
      (_, params: { request: RequestInput; guest: GuestState; config: AppConfig }) => {
        const loggedIn = params.guest.isLoggedIn && !params.guest.isLocked;
        return {
          request: params.request,
          loggedIn,
          signedUp: loggedIn && params.guest.signupOrigin !== null,
          ageCheckFirst: params.config.forceAvs && !params.guest.hasAvs,
        };
      },
    ),
    openOnboarding: toModals({ type: 'modals.open', id: 'onboarding', replyTo: 'incentives' }),
    dismissChooser: toModals({ type: 'modals.dismiss', id: 'onboarding-choose', confirmed: true }),
    storeStartChoice: assign((_, params: { choice: StartPageChoice }) => ({
      startChoice: params.choice,
      startChoiceError: null,
    })),
    noteStartChoiceError: assign((_, params: { error: unknown }) => ({
      startChoiceError: failureMessage(params.error),
    })),
    storeSurvey: assign((_, params: { survey: Survey }) => ({
      survey: params.survey,
      surveyRating: null,
      surveyError: null,
    })),
    openSurvey: effects<{ survey: Survey }>(({ enqueue, system }, params) => {
      const modals = system.get('modals');
      const open: ModalOpenEvent = {
        type: 'modals.open',
        id: 'survey',
        props: { topic: params.survey.topic },
        replyTo: 'incentives',
      };
      if (modals) enqueue.sendTo(modals, open);
    }),
    forgetSurvey: assign({ survey: null, surveyRating: null, surveyError: null }),
    storeRating: assign((_, params: { rating: SurveyRating }) => ({
      surveyRating: params.rating,
      surveyError: null,
    })),
    noteSurveyError: assign((_, params: { error: unknown }) => ({
      surveyError: failureMessage(params.error),
    })),
    storeChatEnd: assign((_, params: { chatId: string; exitCode: number }) => ({
      chatEnd: params,
    })),
    storeRoute: assign((_, params: IncentiveRoute) => ({ route: params })),
    storeBlocked: assign((_, params: { groups: readonly string[] }) => ({
      blocked: [...params.groups],
    })),
    takePageLoad: assign(({ context }, params: { reply: PageLoadReply }) => ({
      incentives: mergeIncentives(
        context.incentives,
        params.reply.incentives.filter((incentive) => incentive.region !== 'modal'),
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
      lastError: { call: params.call, message: failureMessage(params.error) },
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
    runAction: effects<{ id: string }>(({ enqueue, context, system }, params) => {
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
    /** Page-load incentives of the `modal` region: their boxes open now (the first one shows). */
    openModalIncentives: effects<{ reply: PageLoadReply }>(({ enqueue, system }, params) => {
      const modals = system.get('modals');
      const incentive = params.reply.incentives.find(
        (each) => each.region === 'modal' && each.action?.kind === 'modal',
      );
      if (!modals || incentive?.action?.kind !== 'modal') return;
      const open: ModalOpenEvent = {
        type: 'modals.open',
        id: incentive.action.modalId,
        props: { ...incentive.action.props, incentiveId: incentive.id },
      };
      enqueue.sendTo(modals, open);
    }),
    openLogin: effects(({ enqueue, system }) => {
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
    asksChatExitSurvey: (_, params: { exitCode: number }) => asksChatExitSurvey(params.exitCode),
    isSkippedRoute: ({ context }) =>
      !context.loggedIn && context.route?.routeName === VISITOR_SKIPPED_ROUTE,
    isShown: ({ context }, params: { id: string }) =>
      context.incentives.some((each) => each.id === params.id),
    replySucceeded: (_, params: { success: boolean }) => params.success,
    hasQueuedClose: ({ context }) => context.closeQueue.length > 0,
    hasCountdown: ({ context }) => hasCountdown(context.incentives),
    noCountdown: ({ context }) => !hasCountdown(context.incentives),
    isVisitor: ({ context }) => !context.loggedIn,
    isLoggedIn: ({ context }) => context.loggedIn,
    /** A new web signup, not held back by the forced age check (that box comes first). */
    welcomesNewGuest: ({ context }) => context.signedUp && !context.ageCheckFirst,
    isTrue: (_, params: { value: boolean }) => params.value,
    isSurvey: (_, params: { survey: Survey | null }) => params.survey !== null,
    endsOnboardingBox: (_, params: { id: string }) => ONBOARDING_BOXES.includes(params.id),
    endsSurveyBox: (_, params: { id: string }) => params.id === 'survey',
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
    signedUp: false,
    ageCheckFirst: false,
    startChoice: null,
    startChoiceError: null,
    survey: null,
    surveyRating: null,
    surveyError: null,
    chatEnd: null,
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
              guest: event.guest,
              config: event.config,
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
                  actions: [
                    { type: 'takePageLoad', params: ({ event }) => ({ reply: event.output }) },
                    {
                      type: 'openModalIncentives',
                      params: ({ event }) => ({ reply: event.output }),
                    },
                  ],
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
        /**
         * The onboarding box, once for a guest who signed up on the web (seed 000 §2): the server
         * keeps that they have seen it (relation "has seen modalbox"), recorded before it opens;
         * its chooser saves what the start page shows first (`savePreferences`).
         */
        onboarding: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'welcomesNewGuest', target: 'checking' }, { target: 'off' }],
            },
            checking: {
              invoke: {
                id: 'hasSeenOnboarding',
                src: 'hasSeenOnboarding',
                input: ({ context }) => ({ request: context.request! }),
                onDone: [
                  {
                    guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
                    target: 'off',
                  },
                  { target: 'marking' },
                ],
                onError: {
                  target: 'off',
                  actions: {
                    type: 'noteError',
                    params: ({ event }) => ({ call: 'relation/hasRelation', error: event.error }),
                  },
                },
              },
            },
            /** Seen is recorded first: if that fails, the box waits for another page. */
            marking: {
              invoke: {
                id: 'markOnboardingSeen',
                src: 'markOnboardingSeen',
                input: ({ context }) => ({ request: context.request! }),
                onDone: { target: 'shown', actions: 'openOnboarding' },
                onError: {
                  target: 'off',
                  actions: {
                    type: 'noteError',
                    params: ({ event }) => ({ call: 'relation/addRelation', error: event.error }),
                  },
                },
              },
            },
            shown: {
              tags: 'welcoming',
              on: {
                'ui.startPageChosen': {
                  target: 'saving',
                  actions: {
                    type: 'storeStartChoice',
                    params: ({ event }) => ({ choice: event.choice }),
                  },
                },
                'modals.result': {
                  guard: { type: 'endsOnboardingBox', params: ({ event }) => ({ id: event.id }) },
                  target: 'dismissed',
                },
              },
            },
            saving: {
              tags: ['welcoming', 'savingStartChoice'],
              invoke: {
                id: 'saveStartPage',
                src: 'saveStartPage',
                input: ({ context }) => ({
                  request: context.request!,
                  choice: context.startChoice!,
                }),
                onDone: { target: 'chosen', actions: 'dismissChooser' },
                onError: {
                  target: 'saveFailed',
                  actions: {
                    type: 'noteStartChoiceError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            /** The choice stays selected in the box; the guest may save it again. */
            saveFailed: {
              tags: 'welcoming',
              on: {
                'ui.startPageChosen': {
                  target: 'saving',
                  actions: {
                    type: 'storeStartChoice',
                    params: ({ event }) => ({ choice: event.choice }),
                  },
                },
                'modals.result': {
                  guard: { type: 'endsOnboardingBox', params: ({ event }) => ({ id: event.id }) },
                  target: 'dismissed',
                },
              },
            },
            // A chooser opened another way (a banner, a link) saves for a logged-in guest too.
            /** Saved on the server; the box closed. */
            chosen: {
              on: {
                'ui.startPageChosen': {
                  guard: 'isLoggedIn',
                  target: 'saving',
                  actions: {
                    type: 'storeStartChoice',
                    params: ({ event }) => ({ choice: event.choice }),
                  },
                },
              },
            },
            /** Closed without a saved choice (it is not offered again). */
            dismissed: {
              on: {
                'ui.startPageChosen': {
                  guard: 'isLoggedIn',
                  target: 'saving',
                  actions: {
                    type: 'storeStartChoice',
                    params: ({ event }) => ({ choice: event.choice }),
                  },
                },
              },
            },
            /** Not for this guest, or already seen. */
            off: {
              on: {
                'ui.startPageChosen': {
                  guard: 'isLoggedIn',
                  target: 'saving',
                  actions: {
                    type: 'storeStartChoice',
                    params: ({ event }) => ({ choice: event.choice }),
                  },
                },
              },
            },
          },
        },
        /**
         * Surveys (seed 001): asked for once the guest is known (`survey/feedbackdata`) and after a
         * live chat ended (`survey/chatexit`); the answer is posted with `survey/feedback`, a
         * failure shown in the box with the answer kept for a retry.
         */
        survey: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'isLoggedIn', target: 'loadingDue' }, { target: 'off' }],
            },
            loadingDue: {
              invoke: {
                id: 'loadSurveyDue',
                src: 'loadSurveyDue',
                input: ({ context }) => ({ request: context.request! }),
                onDone: [
                  {
                    guard: { type: 'isSurvey', params: ({ event }) => ({ survey: event.output }) },
                    target: 'asking',
                    actions: [
                      { type: 'storeSurvey', params: ({ event }) => ({ survey: event.output! }) },
                      { type: 'openSurvey', params: ({ event }) => ({ survey: event.output! }) },
                    ],
                  },
                  { target: 'idle' },
                ],
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'noteError',
                    params: ({ event }) => ({ call: 'survey/feedbackdata', error: event.error }),
                  },
                },
              },
            },
            idle: {
              on: {
                'incentives.chatEnded': {
                  guard: {
                    type: 'asksChatExitSurvey',
                    params: ({ event }) => ({ exitCode: event.exitCode }),
                  },
                  target: 'checkingChatExit',
                  actions: {
                    type: 'storeChatEnd',
                    params: ({ event }) => ({ chatId: event.chatId, exitCode: event.exitCode }),
                  },
                },
              },
            },
            checkingChatExit: {
              invoke: {
                id: 'loadChatExitSurvey',
                src: 'loadChatExitSurvey',
                input: ({ context }) => ({ request: context.request!, ...context.chatEnd! }),
                onDone: [
                  {
                    guard: { type: 'isSurvey', params: ({ event }) => ({ survey: event.output }) },
                    target: 'asking',
                    actions: [
                      { type: 'storeSurvey', params: ({ event }) => ({ survey: event.output! }) },
                      { type: 'openSurvey', params: ({ event }) => ({ survey: event.output! }) },
                    ],
                  },
                  { target: 'idle' },
                ],
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'noteError',
                    params: ({ event }) => ({ call: 'survey/chatexit', error: event.error }),
                  },
                },
              },
            },
            asking: {
              tags: 'surveyShown',
              on: {
                'ui.surveyAnswered': {
                  target: 'sending',
                  actions: {
                    type: 'storeRating',
                    params: ({ event }) => ({ rating: event.rating }),
                  },
                },
                'modals.result': {
                  guard: { type: 'endsSurveyBox', params: ({ event }) => ({ id: event.id }) },
                  target: 'idle',
                  actions: 'forgetSurvey',
                },
              },
            },
            sending: {
              tags: ['surveyShown', 'sendingSurvey'],
              invoke: {
                id: 'sendFeedback',
                src: 'sendFeedback',
                input: ({ context }) => ({
                  request: context.request!,
                  surveyId: context.survey!.id,
                  rating: context.surveyRating!,
                }),
                onDone: 'answered',
                onError: {
                  target: 'sendFailed',
                  actions: {
                    type: 'noteSurveyError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            /** The answer stays chosen in the box; sending it again retries. */
            sendFailed: {
              tags: 'surveyShown',
              on: {
                'ui.surveyAnswered': {
                  target: 'sending',
                  actions: {
                    type: 'storeRating',
                    params: ({ event }) => ({ rating: event.rating }),
                  },
                },
                'modals.result': {
                  guard: { type: 'endsSurveyBox', params: ({ event }) => ({ id: event.id }) },
                  target: 'idle',
                  actions: 'forgetSurvey',
                },
              },
            },
            /** Thanked in the box until the guest closes it. */
            answered: {
              tags: 'surveyShown',
              on: {
                'modals.result': {
                  guard: { type: 'endsSurveyBox', params: ({ event }) => ({ id: event.id }) },
                  target: 'idle',
                  actions: 'forgetSurvey',
                },
              },
            },
            /** Visitors are not asked. */
            off: {},
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
