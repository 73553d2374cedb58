import { provide } from '../provide.ts';
import { readIo } from '../io.ts';
import type { SnapshotFrom } from 'xstate';
import type { RequestInput } from '../../../machines/shared/session.types.ts';
import { payTourMachine } from '../../../machines/payTour/payTour.machine.ts';
import type {
  LoginAction,
  LoginSuccessInput,
  LoginSuccessReply,
  PageFacts,
  PayActionName,
} from '../../../machines/payTour/payTour.types.ts';
import {
  createPaymentBridge,
  type BridgeFact,
  type BridgeInput,
} from '../../../services/payment/bridge.ts';
import {
  createCheckoutListener,
  openCheckout,
  type CheckoutFact,
} from '../../../services/payment/checkout.ts';
import type { CheckoutListenInput } from '../../../machines/payTour/payTour.events.ts';
import { createPayApi } from '../../../services/payment/payApi.ts';
import { createPayPage } from '../../../services/payment/page.ts';
import type { IoRun, StreamSubscribe } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import type { LazyFeature } from '../domains/feature.ts';
import { randomUuid } from '../../../services/ids/ids.ts';

/** The pay tour's effects with no answer (skipped in replay). */
interface PayTourEffects {
  lockBodyScroll(): void;
  restoreBodyScroll(): void;
  scrollTo(top: number): void;
  navigate(url: string): void;
  reload(): void;
  storeLoginAction(action: LoginAction | null): void;
  markSignedUp(): void;
  /** Opens a checkout link: here, or a new tab with a console warning when framed. */
  openCheckout(url: string): void;
  /** Logs a checkout error of the contract through the logger service. */
  logCheckout(request: RequestInput, message: string, data: Record<string, unknown>): void;
  logRejected(request: RequestInput, message: string, data: Record<string, unknown>): void;
}

/**
 * The pay tour's services: the page facts, the payment bridge (a stream of frame messages), the
 * login-success call, the payment client's actions, and the page effects.
 */
export interface PayTourServices {
  payTourReadPage: IoRun<PageFacts, void>;
  payTourBridge: StreamSubscribe<BridgeFact, BridgeInput>;
  payTourLoginSuccess: IoRun<LoginSuccessReply, { request: RequestInput; body: LoginSuccessInput }>;
  payTourAction: IoRun<
    { action: PayActionName; data: unknown },
    { action: PayActionName; params?: Record<string, unknown> }
  >;
  /**
   * A checkout-link request under an id of its own, and the window messages from the checkout
   * origin that answer it, filtered by the contract's rules.
   */
  payTourCheckout: StreamSubscribe<CheckoutFact, CheckoutListenInput>;
  payTourEffects: PayTourEffects;
}

/** The feature's actors by system id, as the views read them. */
export interface PayTourSnapshots {
  payTour: SnapshotFrom<typeof payTourMachine>;
}

function payTourActors(wiring: Wiring, services: PayTourServices | null) {
  const fx = services?.payTourEffects;
  const payTour = provide(payTourMachine, {
    actors: {
      readPage: wiring.call('payTour.readPage', services?.payTourReadPage),
      bridge: wiring.stream<
        BridgeFact,
        { payBaseUrl: string; request: RequestInput },
        { type: string }
      >('payTour.bridge', services?.payTourBridge),
      loginSuccess: wiring.call('payTour.loginSuccess', services?.payTourLoginSuccess),
      runAction: wiring.call('payTour.action', services?.payTourAction),
      checkoutListener: wiring.stream<CheckoutFact, CheckoutListenInput, { type: string }>(
        'payTour.checkout',
        services?.payTourCheckout,
      ),
    },
    actions: {
      lockBodyScroll: () => fx?.lockBodyScroll(),
      restoreBodyScroll: () => fx?.restoreBodyScroll(),
      scrollPage: (_, params) => fx?.scrollTo(params.top),
      navigate: (_, params) => fx?.navigate(params.url),
      reloadPage: () => fx?.reload(),
      storeLoginAction: (_, params) => fx?.storeLoginAction(params.action),
      markSignedUp: () => fx?.markSignedUp(),
      openCheckout: (_, params) => fx?.openCheckout(params.url),
      logCheckout: ({ context }, params) =>
        fx?.logCheckout(context.request, params.message, {
          channel: 'checkout',
          ...(params.origin === null ? {} : { origin: params.origin }),
        }),
      logUnknownHook: ({ context }, params) =>
        fx?.logRejected(context.request, `unknown pay hook: ${params.hook}`, {
          kind: 'unknown-hook',
          hook: params.hook,
        }),
    },
  });
  return { payTour };
}

function livePayTourServices(deps: LiveDeps): PayTourServices {
  const { win, logger } = deps;
  const api = createPayApi(deps.fetch);
  const bridge = createPaymentBridge({
    win: {
      document: win.document,
      location: win.location,
      open: (url, target) => win.open(url, target),
      addEventListener: (type, listener) => win.addEventListener(type, listener),
      removeEventListener: (type, listener) => win.removeEventListener(type, listener),
      setTimeout: (handler, ms) => win.setTimeout(handler, ms),
      clearTimeout: (id) => win.clearTimeout(id),
      scrollTo: (options) => win.scrollTo(options),
    },
    log: (request, kind, message, data) =>
      logger.log(request, kind, message, data as Record<string, unknown>),
    // The frame's token is claimed for this page's session before anything is sent to it.
    claim: api.claim,
  });
  const page = createPayPage(win);
  return {
    payTourReadPage: () => readIo(() => page.readPage()),
    payTourBridge: bridge.subscribe,
    payTourLoginSuccess: ({ request, body }, signal) =>
      api.loginSuccess(request, { ...body, targetUrl: page.currentAddress() }, signal),
    payTourAction: async ({ action, params }) => ({
      action,
      data: await bridge.runAction(action, params),
    }),
    payTourCheckout: (() => {
      const listen = createCheckoutListener({ win });
      return ({ input, emit, receive }) =>
        listen({ input: { ...input, id: randomUuid(win.crypto) }, emit, receive });
    })(),
    payTourEffects: {
      lockBodyScroll: page.lockBodyScroll,
      restoreBodyScroll: page.restoreBodyScroll,
      scrollTo: page.scrollTo,
      navigate: page.navigate,
      reload: () => deps.page.reload(),
      storeLoginAction: page.storeLoginAction,
      markSignedUp: page.markSignedUp,
      openCheckout: (url) => {
        openCheckout(win, url, (message) => console.warn(message));
      },
      logRejected: (request, message, data) =>
        logger.log(request, 'vxpayMessageRejected', message, data),
      // The logger has no kind of its own for checkout messages: they are payment messages too.
      logCheckout: (request, message, data) =>
        logger.log(request, 'vxpayMessageRejected', message, data),
    },
  };
}

/**
 * The pay tour starts on first use (issue 50 §5, decision 0008): for a logged-in guest at boot, for
 * an address that asks for a flow, and on the first send to it; a visitor's first load has none
 * of its machine, its bridge or its checkout listener.
 */
export const payTourFeature: LazyFeature<PayTourServices> = {
  actors: payTourActors,
  live: livePayTourServices,
};
