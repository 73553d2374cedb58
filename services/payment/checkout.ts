import type { StreamSubscribe } from '../../src/engine/io.ts';

/** The errors of the checkout-link contract, logged as the contract names them. */
export const CHECKOUT_ERRORS = {
  invalidMessage: 'Invalid message response',
  unhandledAction: 'Unhandled message response action',
  invalidUrl: 'invalid checkout url',
} as const;
export type CheckoutError = (typeof CHECKOUT_ERRORS)[keyof typeof CHECKOUT_ERRORS];

/** What the listener emits to the pay tour. */
export type CheckoutFact =
  { type: 'checkout.link'; id: string; url: string } | { type: 'checkout.invalidLink'; id: string };

export interface CheckoutListenInput {
  checkoutOrigin: string;
  /** The id of the pending checkout request (from the recorded id service). */
  id: string;
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

/** A checkout link is an absolute http(s) URL with a non-empty path; anything else is null. */
export function validCheckoutUrl(link: unknown): string | null {
  if (typeof link !== 'string' || link.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.pathname.replace(/^\/+/, '') === '') return null;
  return url.href;
}

/** The contract's rules for one message: origin, id, action, then the link. */
export function decideCheckoutMessage(
  input: CheckoutListenInput,
  origin: string,
  data: unknown,
): CheckoutDecision {
  const message = parseData(data);
  let expected: string;
  try {
    expected = new URL(input.checkoutOrigin).origin;
  } catch {
    expected = input.checkoutOrigin;
  }
  if (origin !== expected || !isRecord(message) || message['id'] !== input.id) {
    return { kind: 'ignore', log: CHECKOUT_ERRORS.invalidMessage };
  }
  if (!('checkoutLink' in message)) {
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
}

/** The recorded listener stream: window messages filtered by the contract's rules. */
export function createCheckoutListener(deps: {
  win: CheckoutWindow;
  log: (message: CheckoutError, data?: object) => void;
}): StreamSubscribe<CheckoutFact, CheckoutListenInput> {
  return ({ input, emit }) => {
    const onMessage = (event: MessageEvent) => {
      const decision = decideCheckoutMessage(input, event.origin, event.data);
      if (decision.log !== undefined) deps.log(decision.log, { origin: event.origin });
      if (decision.kind === 'emit') emit(decision.fact);
    };
    deps.win.addEventListener('message', onMessage);
    return () => deps.win.removeEventListener('message', onMessage);
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
