import { and, assign, enqueueActions, fromCallback, sendTo, setup, stateIn } from 'xstate';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import type { RequestInput } from '../shared/session.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { typedActions } from '../shared/typedActions.ts';
import type { PayTourEvent } from './payTour.events.ts';
import { FLOWS } from './payTour.flows.ts';
import {
  bridgeOpen,
  EMPTY_PAGE,
  onOpenAsks,
  planOpen,
  requestOf,
  type OpenAsk,
} from './payTour.plan.ts';
import { checkoutActions, checkoutActors, checkoutRegion } from './payTour.checkout.ts';
import {
  actActions,
  afterCallbacks,
  answerWaitingActs,
  callbacksThen,
  consumeStoredAction,
  takeAct,
} from './payTour.act.ts';
import { payTourSends } from './payTour.sends.ts';
import type {
  LoginAction,
  LoginSuccessInput,
  LoginSuccessReply,
  OpenPlan,
  OpenRequest,
  PageFacts,
  PayActionName,
  PayData,
  PayTourContext,
} from './payTour.types.ts';

/** Spec §9 and the contract: the load limit, the delayed callbacks and the post-login redirect. */
export const PAY_DELAYS = {
  payLoadTimeout: 15_000,
  callbackDelay: 500,
  redirectDelay: 500,
  /** No checkout link in this time: the request failed, the guest may ask again (issue 23). */
  checkoutTimeout: 20_000,
} as const;

/** The event union, for the system's table of what each actor accepts (`systemEvents.ts`). */
export type { PayTourEvent } from './payTour.events.ts';

/** The contract's hooks, in lower case: one the page does not answer is known, not logged. */
const KNOWN_HOOKS = [
  'login',
  'signup',
  'payment',
  'flowchanged',
  'comfortsettingschanged',
  'emailverified',
  'emailnotverified',
  'passwordchanged',
];

/** A guard on the hook's name, in lower case (the payment client sends camel case). */
const hookIn = (...names: string[]) =>
  ({
    type: 'hookIs',
    params: ({ event }: { event: Extract<PayTourEvent, { type: 'pay.hook' }> }) => ({
      hook: event.hook,
      names,
    }),
  }) as const;

/** A flow named in a hook's data, in lower case; anything but a name reads as none (''). */
const flowName = (value: unknown): string => (typeof value === 'string' ? value.toLowerCase() : '');

/** A request to open, from any such event: planned once, then `deciding` branches on the plan. */
const decide = {
  target: 'deciding',
  actions: {
    type: 'storePlan',
    params: ({ context, event }: { context: PayTourContext; event: OpenAsk }) => ({
      plan: planOpen(context, requestOf(event)),
    }),
  },
} as const;

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** `enqueueActions` typed for this machine (machines/shared/typedActions.ts). */
const { effects } = typedActions<PayTourContext, PayTourEvent>();

/** The payment bridge's stand-in: the engine provides the recorded stream. */
const bridgeStandIn = fromCallback<{ type: string }, { payBaseUrl: string; request: RequestInput }>(
  () => () => {},
);

/**
 * The pay tour (`shared/contract/pay-client.md`, seed 000 §4): opens each flow in the payment
 * client's iframe or tab through the bridge, follows its signals, sets the payment-in-progress
 * flag, runs the delayed callbacks and the balance reload, tells the server about a login and
 * goes where it says, keeps the stored login action, and opens flows from the page's address.
 */
export const payTourMachine = setup({
  types: {
    input: {} as DomainInput,
    context: {} as PayTourContext,
    events: {} as PayTourEvent,
    tags: {} as
      | 'open'
      | 'loading'
      | 'visible'
      | 'error'
      | 'popupBlocked'
      | 'leaving'
      | 'checkoutWaiting'
      | 'checkoutFailed',
  },
  actors: {
    readPage: placeholderCall<PageFacts, void>('readPage'),
    bridge: bridgeStandIn,
    loginSuccess: placeholderCall<
      LoginSuccessReply,
      { request: RequestInput; body: LoginSuccessInput }
    >('loginSuccess'),
    runAction: placeholderCall<
      { action: PayActionName; data: unknown },
      { action: PayActionName; params?: Record<string, unknown> }
    >('runAction'),
    ...checkoutActors,
  },
  delays: PAY_DELAYS,
  actions: {
    ...payTourSends,
    ...checkoutActions,
    ...actActions,
    storePage: assign((_, params: { page: PageFacts }) => ({ page: params.page })),
    /** The tour asks the consent domain for the analytics consent (told again on every change). */
    askConsent: toSystem<'consent', PayTourContext, PayTourEvent>('consent', {
      type: 'consent.ask',
    }),
    storeTracking: assign((_, params: { analytics: boolean }) => ({ tracking: params.analytics })),
    keepWaiting: assign((_, params: { request: OpenRequest | null }) => ({
      waiting: params.request,
    })),
    storePlan: assign((_, params: { plan: OpenPlan }) => ({ plan: params.plan })),
    storeOpen: assign(({ context: { plan } }) =>
      plan?.kind === 'open' ? { open: plan.open, result: null, refused: null, leaveTo: null } : {},
    ),
    storeRefusal: assign(({ context: { plan } }) => ({
      refused: plan?.kind === 'refuse' ? plan.reason : null,
    })),
    /** The open flow's bridge command (the state `open` is entered with a flow stored). */
    openBridge: effects(({ context, enqueue }) => {
      if (context.open) enqueue.sendTo('bridge', bridgeOpen(context, context.open));
    }),
    toBridge: sendTo('bridge', (_, params: { command: { type: string } }) => params.command),
    storeResult: assign((_, params: { success: boolean; data: PayData }) => ({
      result: { success: params.success, data: params.data },
    })),
    storeLeaveTo: assign((_, params: { reply: LoginSuccessReply; page: PageFacts | null }) => {
      const stored = params.page?.loginAction;
      const fallback = stored?.type === 'redirect' ? (stored.params.targetUrl ?? null) : null;
      return { leaveTo: params.reply.url || fallback };
    }),
    storeAnswer: assign({
      answers: ({ context }, params: { action: PayActionName; ok: boolean; data: unknown }) => ({
        ...context.answers,
        [params.action]: { ok: params.ok, data: params.data },
      }),
    }),
    // Effects with no answer: provided by the engine, skipped in replay.
    lockBodyScroll: () => {},
    restoreBodyScroll: () => {},
    scrollPage: (_, _params: { top: number }) => {},
    navigate: (_, _params: { url: string }) => {},
    reloadPage: () => {},
    storeLoginAction: (_, _params: { action: LoginAction | null }) => {},
    markSignedUp: () => {},
    logUnknownHook: (_, _params: { hook: string }) => {},
  },
  guards: {
    planRefuses: ({ context }) => context.plan?.kind === 'refuse',
    planStoresAction: ({ context }) =>
      context.plan?.kind === 'open' && context.plan.storeAction !== null,
    loggedIn: ({ context }) => context.guest.isLoggedIn,
    loggedInWithStoredAction: ({ context }) =>
      context.guest.isLoggedIn && context.page.loginAction !== null,
    hookIs: (_, params: { hook: string; names: readonly string[] }) =>
      params.names.includes(params.hook.toLowerCase()),
    frameReusable: and([
      stateIn({ ready: { frame: 'loaded' } }),
      ({ context }) => context.open?.target === 'iframe',
    ]),
    viaIframe: (_, params: { via: 'iframe' | 'tab' }) => params.via === 'iframe',
    loginSucceeded: ({ context }) =>
      context.result?.success === true &&
      context.open !== null &&
      !FLOWS[context.open.flow].payment,
    isLoginToFlowChange: (_, params: { hook: string; data: Record<string, unknown> }) =>
      params.hook.toLowerCase() === 'flowchanged' &&
      flowName(params.data.prevFlow) === 'login' &&
      flowName(params.data.flow) !== 'login' &&
      params.data.success === true,
    redirectAllowed: ({ context }, params: { url: string }) => {
      const origin = originOf(params.url);
      return (
        origin !== null &&
        (origin === context.page.origin || origin === originOf(context.config.payBaseUrl))
      );
    },
    hasLeaveTo: ({ context }) => context.leaveTo !== null,
  },
}).createMachine({
  id: 'payTour',
  context: ({ input }) => ({
    config: input.config,
    guest: input.guest,
    request: input.request,
    page: EMPTY_PAGE,
    open: null,
    result: null,
    waiting: null,
    leaveTo: null,
    answers: {},
    plan: null,
    refused: null,
    checkoutFlow: null,
    actAsks: [],
    tracking: false,
  }),
  initial: 'reading',
  entry: 'askConsent',
  // Logging out needs no page facts: also while they are read.
  on: {
    'ui.logoutRequested': { actions: 'logoutEverywhere' },
    'payTour.takeAct': takeAct,
    'consent.analyticsChanged': {
      actions: { type: 'storeTracking', params: ({ event }) => ({ analytics: event.analytics }) },
    },
  },
  states: {
    /**
     * Reads the address, the device and the stored login action (a recorded answer); an open
     * asked for meanwhile (it may be what started the tour) waits for them. Unreadable: the empty
     * page stays.
     */
    reading: {
      invoke: {
        id: 'readPage',
        src: 'readPage',
        onDone: {
          target: 'ready',
          actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: 'ready',
      },
      on: onOpenAsks({
        actions: {
          type: 'keepWaiting',
          params: ({ event }: { event: OpenAsk }) => ({ request: requestOf(event) }),
        },
      } as const),
    },
    /** The payment bridge failed: the tour shows its error; a retry starts it again. */
    bridgeFailed: {
      tags: 'error',
      on: { 'ui.retryRequested': 'ready' },
    },
    ready: {
      type: 'parallel',
      invoke: {
        id: 'bridge',
        src: 'bridge',
        input: ({ context }) => ({
          payBaseUrl: context.config.payBaseUrl,
          request: context.request,
        }),
        // Without its bridge the tour cannot talk to the payment client (issue 23, item 4).
        onError: 'bridgeFailed',
      },
      states: {
        /** The iframe of this page: it can take messages once content-loaded came from it. */
        frame: {
          initial: 'absent',
          states: {
            absent: {
              on: {
                'pay.contentLoaded': {
                  guard: { type: 'viaIframe', params: ({ event }) => ({ via: event.via }) },
                  target: 'loaded',
                },
              },
            },
            loaded: {},
          },
        },
        /** The payment client's actions: one at a time here, their answers kept. */
        actions: {
          initial: 'idle',
          states: {
            idle: { on: { 'payTour.action': 'asking' } },
            asking: {
              invoke: {
                id: 'runAction',
                src: 'runAction',
                input: ({ event }) =>
                  event.type === 'payTour.action'
                    ? { action: event.action, ...(event.params ? { params: event.params } : {}) }
                    : { action: 'isLoggedIn' as const },
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'storeAnswer',
                    params: ({ event }) => ({
                      action: event.output.action,
                      ok: true,
                      data: event.output.data,
                    }),
                  },
                },
                onError: 'idle',
              },
            },
          },
        },
        /** Checkout links: an id, then the listener waits for the link, which then opens. */
        checkout: checkoutRegion,
        tour: {
          initial: 'starting',
          states: {
            /** A logged-in guest has an account here and has used up the stored action. */
            starting: {
              always: [
                {
                  guard: 'loggedInWithStoredAction',
                  target: 'idle',
                  actions: [
                    'markSignedUp',
                    consumeStoredAction,
                    'handOverPin',
                    'openAtStart',
                    answerWaitingActs,
                  ],
                },
                {
                  guard: 'loggedIn',
                  target: 'idle',
                  actions: ['markSignedUp', 'openAtStart', answerWaitingActs],
                },
                { target: 'idle', actions: ['openAtStart', answerWaitingActs] },
              ],
            },
            idle: { on: onOpenAsks(decide) },
            /** Carries out the plan: a refusal, or the flow (a visitor's stored action first). */
            deciding: {
              always: [
                { guard: 'planRefuses', target: 'idle', actions: ['storeRefusal', 'replyRefused'] },
                {
                  guard: 'planStoresAction',
                  target: 'open',
                  actions: [
                    'storeOpen',
                    {
                      type: 'storeLoginAction',
                      params: ({ context: { plan } }) => ({
                        action: plan?.kind === 'open' ? plan.storeAction : null,
                      }),
                    },
                  ],
                },
                { target: 'open', actions: 'storeOpen' },
              ],
            },
            open: {
              tags: 'open',
              entry: ['lockBodyScroll', 'openBridge', 'announcePayment'],
              initial: 'choosing',
              on: {
                'pay.iframeReady': {
                  actions: { type: 'toBridge', params: { command: { type: 'bridge.maximise' } } },
                },
                'pay.success': {
                  target: 'settling',
                  actions: {
                    type: 'storeResult',
                    params: ({ event }) => ({
                      success: event.data?.success !== false,
                      data: event.data,
                    }),
                  },
                },
                'pay.closed': {
                  target: 'settling',
                  actions: {
                    type: 'storeResult',
                    params: ({ event }) => ({
                      success: event.data?.success === true,
                      data: event.data,
                    }),
                  },
                },
                'ui.closeRequested': {
                  target: 'settling',
                  actions: { type: 'storeResult', params: { success: false, data: null } },
                },
                'pay.hook': [
                  {
                    guard: {
                      type: 'isLoginToFlowChange',
                      params: ({ event }) => ({ hook: event.hook, data: event.data }),
                    },
                    target: 'settling',
                    actions: {
                      type: 'storeResult',
                      params: ({ event }) => ({ success: true, data: event.data }),
                    },
                  },
                  { guard: hookIn('login', 'signup'), actions: 'markSignedUp' },
                  { guard: hookIn('passwordchanged'), actions: 'sendPasswordChanged' },
                  {
                    guard: hookIn('emailverified', 'emailnotverified'),
                    actions: 'sendRefreshEmail',
                  },
                  { guard: hookIn('comfortsettingschanged'), actions: 'reloadGuestBalance' },
                  // A hook the page needs not answer: no action, and nothing to log.
                  { guard: hookIn(...KNOWN_HOOKS) },
                  {
                    actions: {
                      type: 'logUnknownHook',
                      params: ({ event }) => ({ hook: event.hook }),
                    },
                  },
                ],
                'pay.scrollTo': {
                  actions: { type: 'scrollPage', params: ({ event }) => ({ top: event.top }) },
                },
                'pay.redirect': {
                  guard: {
                    type: 'redirectAllowed',
                    params: ({ event }) => ({ url: event.url }),
                  },
                  target: 'leaving',
                  actions: [
                    { type: 'toBridge', params: { command: { type: 'bridge.hide' } } },
                    'restoreBodyScroll',
                    'resetPaymentFlag',
                    assign({ leaveTo: ({ event }) => event.url }),
                  ],
                },
                'pay.loggedOut': {
                  target: 'idle',
                  actions: [
                    { type: 'toBridge', params: { command: { type: 'bridge.hide' } } },
                    'restoreBodyScroll',
                    'resetPaymentFlag',
                    'logoutEverywhere',
                  ],
                },
                'pay.signup': { actions: 'markSignedUp' },
              },
              states: {
                choosing: {
                  always: [
                    // A reused iframe sends no second content-loaded: straight to its view.
                    { guard: 'frameReusable', target: 'awaitingView' },
                    { target: 'loading' },
                  ],
                },
                /** The frame or tab is loading: 15 s for content-loaded, then an error. */
                loading: {
                  tags: 'loading',
                  after: { payLoadTimeout: 'failed' },
                  on: {
                    'pay.contentLoaded': 'awaitingView',
                    'pay.viewReady': 'visible',
                    'pay.popupBlocked': 'popupBlocked',
                  },
                },
                awaitingView: {
                  tags: 'loading',
                  on: { 'pay.viewReady': 'visible' },
                },
                visible: {
                  tags: 'visible',
                  entry: { type: 'toBridge', params: { command: { type: 'bridge.show' } } },
                },
                /** The browser blocked the tab: nothing was sent to it; the guest may try again. */
                popupBlocked: {
                  tags: 'popupBlocked',
                  on: { 'ui.retryRequested': '#payTour.ready.tour.open' },
                },
                failed: {
                  tags: 'error',
                  on: {
                    'ui.reloadRequested': '#payTour.ready.tour.reloading',
                    'ui.retryRequested': {
                      target: 'loading',
                      actions: {
                        type: 'toBridge',
                        params: { command: { type: 'bridge.recreate' } },
                      },
                    },
                  },
                },
              },
            },
            /** The frame is gone from view; the page scrolls again. */
            settling: {
              entry: [
                { type: 'toBridge', params: { command: { type: 'bridge.hide' } } },
                'restoreBodyScroll',
              ],
              always: [{ guard: 'loginSucceeded', target: 'loggingIn' }, { target: 'callbacks' }],
            },
            callbacks: {
              after: { callbackDelay: afterCallbacks },
              on: onOpenAsks(callbacksThen(decide.actions)),
            },
            /** Login, signup or another non-payment success: the server is told, then we go. */
            loggingIn: {
              tags: 'leaving',
              entry: ['markSignedUp', 'replyResult'],
              invoke: {
                id: 'loginSuccess',
                src: 'loginSuccess',
                input: ({ context }) => ({
                  request: context.request,
                  body: {
                    result: context.result?.data ?? {},
                    ...(context.page.redirectToken === null
                      ? {}
                      : { redirectToken: context.page.redirectToken }),
                  },
                }),
                onDone: {
                  target: 'leaving',
                  actions: {
                    type: 'storeLeaveTo',
                    params: ({ context, event }) => ({ reply: event.output, page: context.page }),
                  },
                },
                onError: 'reloading',
              },
            },
            leaving: {
              tags: 'leaving',
              after: {
                redirectDelay: [
                  {
                    guard: 'hasLeaveTo',
                    target: 'left',
                    actions: enqueueActions(({ context, enqueue }) => {
                      if (context.leaveTo !== null)
                        enqueue({ type: 'navigate', params: { url: context.leaveTo } });
                    }),
                  },
                  { target: 'reloading' },
                ],
              },
            },
            left: { tags: 'leaving' },
            reloading: {
              tags: 'leaving',
              entry: ['restoreBodyScroll', 'resetPaymentFlag', 'reloadPage'],
            },
          },
        },
      },
    },
  },
});
