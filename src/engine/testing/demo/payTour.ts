import type { PayActionName } from '../../../../machines/payTour/payTour.types.ts';
import { testPage } from '../../../../machines/payTour/payTour.testing.ts';
import {
  type BridgeCommand,
  type BridgeFact,
  type BridgeInput,
} from '../../../../services/payment/bridge.ts';
import type { StreamSubscribe } from '../../io.ts';
import type { PayTourServices } from '../../features/payTour.ts';

/** The demo payment client's answers to the page's actions. */
const DEMO_ANSWERS: Record<PayActionName, unknown> = {
  isLoggedIn: true,
  getbalance: { balance: 125.5, currency: 'EUR' },
  getactiveabos: {},
  getavsstatus: { fsk18: true },
  logout: null,
  hasLoginCookie: true,
};

/**
 * A payment client that answers at once: each open loads (content-loaded, iframe-ready, a
 * transfer token, view-ready) and the guest completes the flow, so the tour runs its whole cycle
 * (callbacks, balance reload, login success) in tests, tools and the benchmark.
 */
function demoBridge(): StreamSubscribe<BridgeFact, BridgeInput> {
  let token = 0;
  return ({ emit, receive }) => {
    let open = true;
    const later = (facts: BridgeFact[]) =>
      queueMicrotask(() => {
        for (const fact of facts) if (open) emit(fact);
      });
    receive((command) => {
      const typed = command as BridgeCommand;
      if (typed.type === 'bridge.open' || typed.type === 'bridge.recreate') {
        token += 1;
        const flow =
          typed.type === 'bridge.open' ? (typed.url.flow ?? 'moneycharge') : 'moneycharge';
        const via = typed.type === 'bridge.open' ? typed.target : 'iframe';
        later([
          { type: 'pay.contentLoaded', via },
          { type: 'pay.iframeReady' },
          { type: 'pay.transferToken', token: `TT_demo-${token}` },
          { type: 'pay.viewReady' },
          {
            type: 'pay.success',
            data: { success: true, flow, isLoggedIn: true, availableMoney: 125.5 },
          },
        ]);
      }
    });
    return () => {
      open = false;
    };
  };
}

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoPayTourServices(): PayTourServices {
  return {
    payTourReadPage: () => Promise.resolve(testPage({ hasAccount: true })),
    payTourBridge: demoBridge(),
    payTourLoginSuccess: () => Promise.resolve({ url: 'http://127.0.0.1:8080/en/' }),
    payTourAction: ({ action }) => Promise.resolve({ action, data: DEMO_ANSWERS[action] }),
    payTourCheckout: ({ input, emit }) => {
      let open = true;
      queueMicrotask(() => {
        if (open)
          emit({
            type: 'checkout.link',
            id: 'demo-checkout',
            url: new URL('/checkout/demo', input.checkoutOrigin).href,
          });
      });
      return () => {
        open = false;
      };
    },
    payTourEffects: {
      lockBodyScroll: () => {},
      restoreBodyScroll: () => {},
      scrollTo: () => {},
      navigate: () => {},
      reload: () => {},
      storeLoginAction: () => {},
      markSignedUp: () => {},
      openCheckout: () => {},
      logRejected: () => {},
      logCheckout: () => {},
    },
  };
}
