import { assign, fromCallback } from 'xstate';
import type { PayFlow } from '../shared/domainEvents.ts';
import type { CheckoutListenInput, CheckoutLogMessage, PayTourEvent } from './payTour.events.ts';
import type { PayTourContext } from './payTour.types.ts';

// Checkout links (contract: Checkout links): a hidden request, under an id its listener makes,
// whose listener waits for the link, which opens. A region of the pay tour, not a child machine: the VIP club's
// selector and the tests read its tags and states on the tour's snapshot, and it reads the
// tour's config, language and page address.

type EventOf<T extends PayTourEvent['type']> = Extract<PayTourEvent, { type: T }>;

/**
 * The listener, provided by the engine (a recorded stream): it makes the request's id, sends the
 * request and hears only the answer with that id, so the tour needs no id of its own.
 */
export const checkoutActors = {
  checkoutListener: fromCallback<{ type: string }, CheckoutListenInput>(() => () => {}),
};

export const checkoutActions = {
  storeCheckoutFlow: assign<PayTourContext, PayTourEvent, { flow: PayFlow }, PayTourEvent, never>(
    (_, params) => ({ checkoutFlow: params.flow }),
  ),
  // Effects with no answer: provided by the engine, skipped in replay.
  /** Opens the checkout link (a new tab with a warning when the page is framed). */
  openCheckout: (_: unknown, _params: { url: string }) => {},
  /** Logs a checkout error through the logger. */
  logCheckout: (_: unknown, _params: { message: CheckoutLogMessage; origin: string | null }) => {},
};

/**
 * A request for a checkout link, from any checkout state: a new listener (and id). From
 * `waiting` it re-enters it, which ends the old listener (a child state's transition: only it).
 */
const askCheckout = {
  target: 'waiting',
  reenter: true,
  actions: {
    type: 'storeCheckoutFlow',
    params: ({ event }: { event: EventOf<'payTour.checkout'> }) => ({ flow: event.flow }),
  },
} as const;

/** The request failed with the contract's error, logged; the guest may ask again. */
const failWith = (message: CheckoutLogMessage) =>
  ({
    target: 'failed',
    actions: { type: 'logCheckout', params: { message, origin: null } },
  }) as const;

export const checkoutRegion = {
  initial: 'idle',
  states: {
    idle: { on: { 'payTour.checkout': askCheckout } },
    waiting: {
      tags: 'checkoutWaiting',
      invoke: {
        id: 'checkoutListener',
        src: 'checkoutListener',
        input: ({ context }: { context: PayTourContext }): CheckoutListenInput => ({
          checkoutOrigin: context.config.checkoutOrigin,
          ask: {
            flow: context.checkoutFlow ?? 'moneycharge',
            language: context.request.language,
            returnUrl: context.page.href,
          },
        }),
        onError: failWith('checkout listener failed'),
      },
      after: { checkoutTimeout: failWith('checkout timed out') },
      on: {
        'checkout.link': {
          target: 'idle',
          actions: {
            type: 'openCheckout',
            params: ({ event }: { event: EventOf<'checkout.link'> }) => ({ url: event.url }),
          },
        },
        'checkout.invalidLink': failWith('invalid checkout url'),
        'checkout.rejected': {
          actions: {
            type: 'logCheckout',
            params: ({ event }: { event: EventOf<'checkout.rejected'> }) => ({
              message: event.message,
              origin: event.origin,
            }),
          },
        },
        'payTour.checkout': askCheckout,
      },
    },
    failed: { tags: 'checkoutFailed', on: { 'payTour.checkout': askCheckout } },
  },
} as const;
