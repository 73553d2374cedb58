import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_ERRORS,
  CHECKOUT_LINK_PATH,
  checkoutRequestUrl,
  createCheckoutListener,
  decideCheckoutMessage,
  openCheckout,
  validCheckoutUrl,
  type CheckoutFact,
} from './checkout.ts';

const ORIGIN = 'http://localhost:8081';
const input = {
  checkoutOrigin: `${ORIGIN}/`,
  id: 'req-1',
  ask: { flow: 'vipabo', language: 'en', returnUrl: 'http://127.0.0.1:8080/en/vipclub/' },
};

describe('decideCheckoutMessage', () => {
  it('accepts a link from the checkout origin with the pending id', () => {
    expect(
      decideCheckoutMessage(input, ORIGIN, { id: 'req-1', checkoutLink: `${ORIGIN}/pay/42` }),
    ).toEqual({
      kind: 'emit',
      fact: { type: 'checkout.link', id: 'req-1', url: `${ORIGIN}/pay/42` },
    });
  });

  it('reads JSON text messages too', () => {
    const text = JSON.stringify({ id: 'req-1', checkoutLink: `${ORIGIN}/c` });
    expect(decideCheckoutMessage(input, ORIGIN, text).kind).toBe('emit');
  });

  it('rejects another origin with "Invalid message response"', () => {
    expect(
      decideCheckoutMessage(input, 'http://evil.test', {
        id: 'req-1',
        checkoutLink: `${ORIGIN}/c`,
      }),
    ).toEqual({ kind: 'ignore', log: CHECKOUT_ERRORS.invalidMessage });
  });

  it('rejects an id that is not the pending request with "Invalid message response"', () => {
    for (const id of ['req-2', undefined, 1]) {
      expect(decideCheckoutMessage(input, ORIGIN, { id, checkoutLink: `${ORIGIN}/c` })).toEqual({
        kind: 'ignore',
        log: CHECKOUT_ERRORS.invalidMessage,
      });
    }
    expect(decideCheckoutMessage(input, ORIGIN, 'not json').kind).toBe('ignore');
  });

  it('logs "Unhandled message response action" for a valid message without a link', () => {
    expect(decideCheckoutMessage(input, ORIGIN, { id: 'req-1', action: 'resize' })).toEqual({
      kind: 'ignore',
      log: CHECKOUT_ERRORS.unhandledAction,
    });
    const other = { id: 'req-1', action: 'resize', checkoutLink: `${ORIGIN}/c` };
    expect(decideCheckoutMessage(input, ORIGIN, other)).toEqual({
      kind: 'ignore',
      log: CHECKOUT_ERRORS.unhandledAction,
    });
    const named = { id: 'req-1', action: 'checkoutLink', checkoutLink: `${ORIGIN}/c` };
    expect(decideCheckoutMessage(input, ORIGIN, named).kind).toBe('emit');
  });

  it('reports an empty link as "invalid checkout url"', () => {
    for (const checkoutLink of ['', '   ', null]) {
      expect(decideCheckoutMessage(input, ORIGIN, { id: 'req-1', checkoutLink })).toEqual({
        kind: 'emit',
        fact: { type: 'checkout.invalidLink', id: 'req-1' },
        log: CHECKOUT_ERRORS.invalidUrl,
      });
    }
  });

  it('reports a link without a path as "invalid checkout url"', () => {
    for (const checkoutLink of [ORIGIN, `${ORIGIN}/`, `${ORIGIN}//?a=1`, 'javascript:alert(1)']) {
      expect(decideCheckoutMessage(input, ORIGIN, { id: 'req-1', checkoutLink })).toMatchObject({
        log: CHECKOUT_ERRORS.invalidUrl,
      });
    }
  });
});

describe('validCheckoutUrl', () => {
  // fast-check's web URLs are dear to generate: room for a busy machine.
  it('accepts every http(s) URL with a non-empty path segment', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), (link) => {
        const path = new URL(link).pathname.replace(/^\/+/, '');
        expect(validCheckoutUrl(link) !== null).toBe(path !== '');
      }),
    );
  });
});

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const frames: { src: string; hidden: boolean; removed: boolean }[] = [];
  return {
    listeners,
    frames,
    addEventListener: (_: 'message', l: (event: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: 'message', l: (event: MessageEvent) => void) => listeners.delete(l),
    document: {
      createElement: () => {
        const frame = {
          src: '',
          hidden: false,
          removed: false,
          title: '',
          tabIndex: 0,
          setAttribute: () => undefined,
          remove: () => (frame.removed = true),
        };
        return frame as unknown as HTMLIFrameElement;
      },
      body: {
        append: (node: Node) => frames.push(node as unknown as (typeof frames)[number]),
      },
    },
    post: (origin: string, data: unknown) => {
      for (const l of listeners) l({ origin, data } as MessageEvent);
    },
  };
}

describe('checkoutRequestUrl', () => {
  it('names the request, the flow, the language and the way back on the checkout origin', () => {
    const url = new URL(checkoutRequestUrl(input.checkoutOrigin, 'req-1', input.ask));
    expect(url.origin + url.pathname).toBe(`${ORIGIN}${CHECKOUT_LINK_PATH}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: 'req-1',
      flow: 'vipabo',
      lang: 'en',
      ruri: 'http://127.0.0.1:8080/en/vipclub/',
    });
  });
});

describe('createCheckoutListener', () => {
  it('asks in a hidden frame, emits links and each rejection once, and cleans up', () => {
    const win = fakeWindow();
    const emitted: CheckoutFact[] = [];
    const stop = createCheckoutListener({ win })({
      input,
      emit: (fact) => emitted.push(fact),
      receive: () => undefined,
    });
    expect(win.frames).toHaveLength(1);
    expect(win.frames[0]?.hidden).toBe(true);
    expect(win.frames[0]?.src).toBe(checkoutRequestUrl(input.checkoutOrigin, 'req-1', input.ask));
    win.post('http://evil.test', { id: 'req-1', checkoutLink: `${ORIGIN}/c` });
    win.post(ORIGIN, { id: 'old', checkoutLink: `${ORIGIN}/c` });
    win.post(ORIGIN, { id: 'req-1', action: 'other' });
    win.post(ORIGIN, { id: 'req-1', checkoutLink: '' });
    win.post(ORIGIN, { id: 'req-1', checkoutLink: `${ORIGIN}/c` });
    expect(emitted).toEqual([
      {
        type: 'checkout.rejected',
        id: 'req-1',
        message: CHECKOUT_ERRORS.invalidMessage,
        origin: 'http://evil.test',
      },
      {
        type: 'checkout.rejected',
        id: 'req-1',
        message: CHECKOUT_ERRORS.unhandledAction,
        origin: ORIGIN,
      },
      { type: 'checkout.invalidLink', id: 'req-1' },
      { type: 'checkout.link', id: 'req-1', url: `${ORIGIN}/c` },
    ]);
    stop();
    expect(win.listeners.size).toBe(0);
    expect(win.frames[0]?.removed).toBe(true);
  });
});

describe('openCheckout', () => {
  const page = (framed: boolean, opened: unknown) => {
    const top = {};
    return {
      self: framed ? {} : top,
      top,
      location: { assign: vi.fn() },
      open: vi.fn(() => opened),
    };
  };

  it('opens in this window when the page is not framed, without a warning', () => {
    const win = page(false, {});
    const warn = vi.fn();
    expect(openCheckout(win, `${ORIGIN}/c`, warn)).toBe('window');
    expect(win.location.assign).toHaveBeenCalledWith(`${ORIGIN}/c`);
    expect(win.open).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('opens a new tab with a console warning when the page is inside an iframe', () => {
    const win = page(true, {});
    const warn = vi.fn();
    expect(openCheckout(win, `${ORIGIN}/c`, warn)).toBe('tab');
    expect(win.open).toHaveBeenCalledWith(`${ORIGIN}/c`, '_blank');
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a blocked pop-up sends nothing back: no navigation, no answer', () => {
    const win = page(true, null);
    expect(openCheckout(win, `${ORIGIN}/c`, () => undefined)).toBe('blocked');
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
