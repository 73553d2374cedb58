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
  it(
    'accepts every https URL with a non-empty path segment, http only on loopback',
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(fc.webUrl({ withQueryParameters: true }), (link) => {
          const url = new URL(link);
          const path = url.pathname.replace(/^\/+/, '');
          const secure = url.protocol === 'https:' || url.hostname === 'localhost';
          expect(validCheckoutUrl(link) !== null).toBe(path !== '' && secure);
        }),
      );
    },
  );

  it('refuses plain http off the loopback host, other schemes and links with credentials', () => {
    for (const link of [
      'http://pay.example.com/c/1',
      'http://192.168.1.20/c/1',
      'http://localhost.evil.com/c/1',
      'ftp://pay.example.com/c/1',
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)//x',
      'https://user:pass@pay.example.com/c/1',
      '//pay.example.com/c/1',
    ])
      expect(validCheckoutUrl(link), link).toBeNull();
    for (const link of [
      'https://pay.example.com/c/1',
      'http://localhost:8081/c/1',
      'http://127.0.0.1:8081/c/1',
      'http://[::1]:8081/c/1',
    ])
      expect(validCheckoutUrl(link), link).not.toBeNull();
  });
});

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const frames: { src: string; hidden: boolean; removed: boolean; contentWindow: object }[] = [];
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
          contentWindow: { name: 'the request frame' },
        };
        return frame as unknown as HTMLIFrameElement;
      },
      body: {
        append: (node: Node) => frames.push(node as unknown as (typeof frames)[number]),
      },
    },
    /** A message from the request frame, unless another `source` is named. */
    post: (origin: string, data: unknown, source?: unknown) => {
      const from = source === undefined ? frames[0]?.contentWindow : source;
      for (const l of listeners) l({ origin, data, source: from } as MessageEvent);
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

describe('createCheckoutListener against hostile senders (issue 23, item 7)', () => {
  const link = { id: 'req-1', checkoutLink: `${ORIGIN}/c` };
  const cases: { name: string; origin: string; data: unknown; source: 'frame' | 'other' | null }[] =
    [
      {
        name: 'another window of the checkout origin',
        origin: ORIGIN,
        data: link,
        source: 'other',
      },
      { name: 'a closed window (null source)', origin: ORIGIN, data: link, source: null },
      { name: 'another origin', origin: 'http://evil.test', data: link, source: 'frame' },
      {
        name: 'a look-alike host',
        origin: 'http://localhost.evil.test:8081',
        data: link,
        source: 'frame',
      },
      { name: 'another port', origin: 'http://localhost:8082', data: link, source: 'frame' },
      {
        name: 'https of the same host',
        origin: 'https://localhost:8081',
        data: link,
        source: 'frame',
      },
      { name: 'the opaque origin', origin: 'null', data: link, source: 'frame' },
      { name: 'an empty origin', origin: '', data: link, source: 'frame' },
      { name: 'a file origin', origin: 'file://', data: link, source: 'frame' },
      { name: 'a wrong id', origin: ORIGIN, data: { ...link, id: 'req-2' }, source: 'frame' },
      {
        name: 'a prototype key',
        origin: ORIGIN,
        data: JSON.parse('{"__proto__":{"id":"req-1"},"checkoutLink":"x"}'),
        source: 'frame',
      },
      { name: 'an array', origin: ORIGIN, data: [link], source: 'frame' },
    ];
  it.each(cases)('$name: no link, no invalid link', ({ origin, data, source }) => {
    const win = fakeWindow();
    const emitted: CheckoutFact[] = [];
    createCheckoutListener({ win })({
      input,
      emit: (fact) => emitted.push(fact),
      receive: () => undefined,
    });
    win.post(origin, data, source === 'frame' ? undefined : source === 'other' ? {} : null);
    expect(emitted.filter((fact) => fact.type !== 'checkout.rejected')).toEqual([]);
  });

  it('ignores http links off the loopback host and javascript links from the frame', () => {
    const win = fakeWindow();
    const emitted: CheckoutFact[] = [];
    createCheckoutListener({ win })({
      input,
      emit: (fact) => emitted.push(fact),
      receive: () => undefined,
    });
    win.post(ORIGIN, { id: 'req-1', checkoutLink: 'http://pay.example.com/c' });
    win.post(ORIGIN, { id: 'req-1', checkoutLink: 'javascript:alert(1)//c' });
    expect(emitted.map((fact) => fact.type)).toEqual([
      'checkout.invalidLink',
      'checkout.invalidLink',
    ]);
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
