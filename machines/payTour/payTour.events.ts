import type { AnalyticsConsentEvent } from '../consent/consent.types.ts';
import type { PayFlow, PayTourOpenEvent } from '../shared/domainEvents.ts';
import type { AccountFlow } from './payTour.flows.ts';
import type { TakeActEvent } from './payTour.loginAct.ts';
import type { LoginAction, PayActionName, PayData } from './payTour.types.ts';

// The events the pay tour receives. They are logged and replayed: names and payloads are a format.

/** Facts from the payment bridge (`services/payment/bridge.ts`), each a recorded push. */
export type BridgeFactEvent =
  | { type: 'pay.contentLoaded'; via: 'iframe' | 'tab' }
  | { type: 'pay.iframeReady' }
  | { type: 'pay.transferToken'; token: string }
  | { type: 'pay.viewReady' }
  | { type: 'pay.success'; data: PayData }
  | { type: 'pay.closed'; data: PayData }
  | { type: 'pay.hook'; hook: string; data: Record<string, unknown> }
  | { type: 'pay.scrollTo'; top: number }
  | { type: 'pay.loggedOut'; data: unknown }
  | { type: 'pay.signup' }
  | { type: 'pay.countdownFinished' }
  | { type: 'pay.redirect'; url: string }
  | { type: 'pay.popupBlocked' }
  | { type: 'pay.tabOpened' };

export type PayTourEvent =
  | (PayTourOpenEvent & { auto?: boolean; loginAction?: LoginAction })
  /** A logout button outside the payment client (the forced age check's box): the same path. */
  | { type: 'ui.logoutRequested' }
  /** The shell's VIP button: a visitor logs in first, a VIP gets nothing. */
  | { type: 'ui.getVipRequested' }
  /** The navbar's account corner: log in, sign up, top up (the tour plans how each opens). */
  | { type: 'ui.loginRequested' }
  | { type: 'ui.signupRequested' }
  | { type: 'ui.topUpRequested' }
  /** The account's payment section: one of its flows (a visitor logs in first). */
  | { type: 'ui.payFlowRequested'; flow: AccountFlow }
  | { type: 'ui.closeRequested' }
  | { type: 'ui.retryRequested' }
  /** The error's reload button: a fresh page. */
  | { type: 'ui.reloadRequested' }
  /** Asks the payment client something (contract: Actions); the answer lands in `answers`. */
  | { type: 'payTour.action'; action: PayActionName; params?: Record<string, unknown> }
  /**
   * Asks the hosted checkout for a link to pay for `flow` (contract: Checkout links); the link
   * opens when it comes.
   */
  | { type: 'payTour.checkout'; flow: PayFlow }
  /** A domain asks for the act a visitor's login kept for it (decision 0030, payTour.act.ts). */
  | TakeActEvent
  /** The guest's analytics consent (the consent domain): the payment client tracks only with it. */
  | AnalyticsConsentEvent
  | BridgeFactEvent
  | CheckoutFactEvent;

/**
 * Facts from the checkout listener (`services/payment/checkout.ts`): a link or an invalid link
 * (origin- and id-checked), or a rejected message with the contract's error to log.
 */
export type CheckoutFactEvent =
  | { type: 'checkout.link'; id: string; url: string }
  | { type: 'checkout.invalidLink'; id: string }
  | { type: 'checkout.rejected'; id: string; message: CheckoutLogMessage; origin: string };

/** The checkout errors of the contract, as logged. */
export type CheckoutLogMessage =
  | 'Invalid message response'
  | 'Unhandled message response action'
  | 'invalid checkout url'
  | 'checkout timed out'
  | 'checkout listener failed';

/**
 * What the hidden checkout request asks for (see `services/payment/checkout.ts`, whose listener
 * adds the request's id).
 */
export interface CheckoutListenInput {
  checkoutOrigin: string;
  ask: { flow: string; language: string; returnUrl: string };
}
