import type { StreamSubscribe } from '../../src/engine/io.ts';

/** The errors of the checkout-link contract, logged as the contract names them. */
export const CHECKOUT_ERRORS = {
  invalidMessage: 'Invalid message response',
  unhandledAction: 'Unhandled message response action',
  invalidUrl: 'invalid checkout url',
} as const;
type CheckoutError = (typeof CHECKOUT_ERRORS)[keyof typeof CHECKOUT_ERRORS];

/**
 * What the listener emits to the pay tour: the link, an invalid link, or a rejected message (the
 * pay tour logs it through the logger service; each error once per request).
 */
export type CheckoutFact =
  | { type: 'checkout.link'; id: string; url: string }
  | { type: 'checkout.invalidLink'; id: string }
  | { type: 'checkout.rejected'; id: string; message: CheckoutError; origin: string };

/** What the page asks the hosted checkout for: a link to pay for `flow`, then back to `returnUrl`. */
export interface CheckoutAsk {
  flow: string;
  /** The page's language (`en`, `de`, …). */
  language: string;
  /** Where the checkout sends the guest back (the current address). */
  returnUrl: string;
}

export interface CheckoutListenInput {
  checkoutOrigin: string;
  /** The id of the pending checkout request (from the recorded id service). */
  id: string;
  ask: CheckoutAsk;
}

/** Where the checkout origin answers a request for a link: a page that posts it to its parent. */
export const CHECKOUT_LINK_PATH = '/checkout/link';

/**
 * The URL of the hidden request frame: the checkout origin's link page with the request's id,
 * the flow, the language and the return address.
 *
 * @example
 * checkoutRequestUrl('http://pay.test', 'co_1', { flow: 'vipabo', language: 'en', returnUrl: 'http://app.test/en/' });
 * // 'http://pay.test/checkout/link?id=co_1&flow=vipabo&lang=en&ruri=http%3A%2F%2Fapp.test%2Fen%2F'
 */
export function checkoutRequestUrl(checkoutOrigin: string, id: string, ask: CheckoutAsk): string {
  const url = new URL(CHECKOUT_LINK_PATH, checkoutOrigin);
  url.search = new URLSearchParams({
    id,
    flow: ask.flow,
    lang: ask.language,
    ruri: ask.returnUrl,
  }).toString();
  return url.href;
}

/** The outcome of one window message: a fact to emit, or an error to log (and keep waiting). */
export type CheckoutDecision =
  | { kind: 'emit'; fact: CheckoutFact; log?: CheckoutError }
  | { kind: 'ignore'; log: CheckoutError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseData = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
};

/** Hosts where a plain-http checkout link is allowed: the guest's own machine (the simulator). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A checkout link is an absolute https URL with a non-empty path (http only on the loopback
 * host, for the local simulator: issue 23, item 7); anything else is null.
 */
export function validCheckoutUrl(link: unknown): string | null {
  if (typeof link !== 'string' || link.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.pathname.replace(/^\/+/, '') === '') return null;
  return url.href;
}

/**
 * The contract's rules for one message: who sent it (the request frame's window: another window
 * of the same origin, e.g. a second tab or frame, is no answer), origin, id, action, then the link.
 */
export function decideCheckoutMessage(
  input: CheckoutListenInput,
  origin: string,
  data: unknown,
  fromRequestFrame = true,
): CheckoutDecision {
  const message = parseData(data);
  let expected: string;
  try {
    expected = new URL(input.checkoutOrigin).origin;
  } catch {
    expected = input.checkoutOrigin;
  }
  if (
    !fromRequestFrame ||
    origin !== expected ||
    !isRecord(message) ||
    message['id'] !== input.id
  ) {
    return { kind: 'ignore', log: CHECKOUT_ERRORS.invalidMessage };
  }
  const action = message['action'];
  if (!('checkoutLink' in message) || (action !== undefined && action !== 'checkoutLink')) {
    return { kind: 'ignore', log: CHECKOUT_ERRORS.unhandledAction };
  }
  const url = validCheckoutUrl(message['checkoutLink']);
  if (url === null) {
    return {
      kind: 'emit',
      fact: { type: 'checkout.invalidLink', id: input.id },
      log: CHECKOUT_ERRORS.invalidUrl,
    };
  }
  return { kind: 'emit', fact: { type: 'checkout.link', id: input.id, url } };
}

export interface CheckoutWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  document: {
    createElement(tag: 'iframe'): HTMLIFrameElement;
    body: { append(node: Node): void };
  };
}

/**
 * The recorded listener stream of one checkout request: it listens, then asks the checkout
 * origin for the link in a hidden frame, and emits what the contract's rules make of each window
 * message. A rejected message is emitted once per error (the pay tour logs it); unsubscribing
 * removes the frame and the listener.
 */
export function createCheckoutListener(deps: {
  win: CheckoutWindow;
}): StreamSubscribe<CheckoutFact, CheckoutListenInput> {
  return ({ input, emit }) => {
    const reported = new Set<CheckoutError>();
    const frame = deps.win.document.createElement('iframe');
    const onMessage = (event: MessageEvent) => {
      // Only the hidden request frame answers; a null source (a closed window) is nobody.
      const fromFrame = event.source !== null && event.source === frame.contentWindow;
      const decision = decideCheckoutMessage(input, event.origin, event.data, fromFrame);
      if (decision.kind === 'emit') emit(decision.fact);
      // An invalid link is reported by its own fact; other errors once each.
      else if (!reported.has(decision.log)) {
        reported.add(decision.log);
        emit({
          type: 'checkout.rejected',
          id: input.id,
          message: decision.log,
          origin: event.origin,
        });
      }
    };
    deps.win.addEventListener('message', onMessage);
    frame.hidden = true;
    frame.title = 'checkout';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.src = checkoutRequestUrl(input.checkoutOrigin, input.id, input.ask);
    deps.win.document.body.append(frame);
    return () => {
      deps.win.removeEventListener('message', onMessage);
      frame.remove();
    };
  };
}

export interface CheckoutOpenWindow {
  self: unknown;
  top: unknown;
  location: { assign(url: string): void };
  open(url: string, target: string): unknown;
}

/**
 * Opens a validated checkout link: in this window, or in a new tab (with a console warning) when
 * the page itself is framed. A blocked pop-up sends nothing back: the effect has no answer.
 */
export function openCheckout(
  win: CheckoutOpenWindow,
  url: string,
  warn: (message: string) => void,
): 'window' | 'tab' | 'blocked' {
  if (win.self === win.top) {
    win.location.assign(url);
    return 'window';
  }
  warn('checkout opened in a new tab: the page is inside an iframe');
  return win.open(url, '_blank') === null ? 'blocked' : 'tab';
}
