import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPaymentBridge,
  type BridgeDeps,
  type BridgeFact,
  type BridgeWindow,
} from './bridge.ts';
import type { ClaimOutcome } from './payApi.ts';

const PAY = 'http://localhost:8081';
const request = {
  restBaseUrl: 'http://127.0.0.1:8080/rest/v1',
  ver: 't',
  language: 'en',
  accessToken: 'a',
};

interface FakeFrameWindow {
  posted: { text: string; origin: string }[];
  postMessage(text: string, origin: string): void;
}
const frameWindow = (): FakeFrameWindow => {
  const posted: FakeFrameWindow['posted'] = [];
  return { posted, postMessage: (text, origin) => posted.push({ text, origin }) };
};

/** A window with just what the bridge touches: elements, message listeners, open, timers. */
function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const frames: { element: Record<string, unknown>; win: FakeFrameWindow }[] = [];
  const body = {
    children: [] as unknown[],
    appendChild: (child: unknown) => body.children.push(child),
  };
  const element = (tag: string) => {
    const node: Record<string, unknown> & {
      style: { cssText: string };
      attrs: Record<string, string>;
    } = {
      tag,
      style: { cssText: '' },
      attrs: {},
      isConnected: true,
      setAttribute(name: string, value: string) {
        node.attrs[name] = value;
      },
      appendChild() {},
      addEventListener(type: string, listener: () => void) {
        if (type === 'load') node.onLoad = listener;
      },
      remove() {
        node.isConnected = false;
        for (const frame of frames)
          if (frame.element.host === node) frame.element.isConnected = false;
      },
    };
    if (tag === 'iframe') {
      const win = frameWindow();
      node.contentWindow = win;
      frames.push({ element: node, win });
    }
    return node;
  };
  let tab: FakeFrameWindow | null = frameWindow();
  const opened: string[] = [];
  const win: BridgeWindow = {
    document: { createElement: element, body } as unknown as Document,
    location: { origin: 'http://127.0.0.1:8080' },
    open: (url) => {
      opened.push(url);
      return tab as unknown as Window | null;
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setTimeout: (handler, ms) => setTimeout(handler, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
    scrollTo: () => {},
  };
  const deliver = (data: unknown, origin: string, source: unknown) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return {
    win,
    frames,
    opened,
    listeners,
    blockPopups: () => (tab = null),
    tab: () => tab!,
    frameWin: () => frames[frames.length - 1]!.win,
    fromFrame: (data: unknown) => deliver(data, PAY, frames[frames.length - 1]!.win),
    /** The last iframe's document loaded (its element's load event). */
    loadFrame: () => (frames[frames.length - 1]!.element.onLoad as () => void)(),
    deliver,
  };
}

/** The type of a message posted to the pay window (the bridge posts JSON text). */
const typeOf = (posted: { text: string }) => (JSON.parse(posted.text) as { type: string }).type;

const openCommand = (target: 'iframe' | 'tab' = 'iframe') => ({
  type: 'bridge.open' as const,
  target,
  fullHeight: false,
  url: { flow: 'moneycharge', language: 'en', params: { ruri: 'http://127.0.0.1:8080/en/' } },
  messages: [
    { type: 'modalbox-update-params' as const, options: { flow: 'moneycharge', paytype: '' } },
    { type: 'modalbox-additional-info' as const, options: { ref: '' } },
    { type: 'modalbox-change-route' as const, route: '/payment' },
  ],
  initToken: null,
});

function start(fake = fakeWindow(), claim?: BridgeDeps['claim']) {
  const log = vi.fn<BridgeDeps['log']>();
  const bridge = createPaymentBridge({ win: fake.win, log, ...(claim ? { claim } : {}) });
  const facts: BridgeFact[] = [];
  let send: (command: { type: string }) => void = () => {};
  const stop = bridge.subscribe({
    input: { payBaseUrl: `${PAY}/`, request },
    emit: (fact) => facts.push(fact),
    receive: (listener) => (send = listener),
  });
  return { fake, bridge, facts, log, send: (command: { type: string }) => send(command), stop };
}

const loaded = (fromFrame: (data: unknown) => void, token = 'TT_1') => {
  fromFrame('{"type":"modalbox-content-loaded"}');
  fromFrame('{"type":"modalbox-iframe-ready"}');
  fromFrame(`transfer_token:${token}`);
};

describe('the payment bridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("claims each transfer token for the page's session before anything goes to its window (issue 23 §3)", async () => {
    const answers: ((outcome: ClaimOutcome) => void)[] = [];
    const claimed: string[] = [];
    const claim = vi.fn(
      (_request: unknown, token: string) =>
        new Promise<ClaimOutcome>((resolve) => {
          claimed.push(token);
          answers.push(resolve);
        }),
    );
    const { fake, send, facts, log, bridge } = start(fakeWindow(), claim);
    send(openCommand());
    loaded(fake.fromFrame);
    expect(claimed).toEqual(['TT_1']);
    expect(claim.mock.calls[0]![0]).toEqual(request);
    // The fact is there at once, the frame hears nothing until the claim is answered.
    expect(facts.map((f) => f.type)).toContain('pay.transferToken');
    expect(fake.frameWin().posted).toEqual([]);
    answers[0]!('claimed');
    await vi.waitFor(() => expect(fake.frameWin().posted).toHaveLength(4));
    // A token another session claimed first: nothing goes there; a new frame starts over, once.
    const second = start(fakeWindow(), claim);
    second.send(openCommand());
    loaded(second.fake.fromFrame, 'TT_stolen');
    answers[1]!('refused');
    await vi.waitFor(() => expect(second.fake.frames).toHaveLength(2));
    expect(second.fake.frames[0]!.win.posted).toEqual([]);
    expect(second.log).toHaveBeenCalledWith(
      request,
      'vxpayMessageRejected',
      'transfer token claimed by another session',
      { kind: 'claim-refused' },
    );
    expect((second.fake.frames[1]!.element as { src: string }).src).not.toContain('TT_stolen');
    loaded(second.fake.fromFrame, 'TT_2');
    answers[2]!('claimed');
    await vi.waitFor(() => expect(second.fake.frameWin().posted).toHaveLength(4));
    // A backend without claims (or no answer) does not stop the flow: the hand-off decides.
    const third = start(fakeWindow(), claim);
    third.send(openCommand());
    loaded(third.fake.fromFrame, 'TT_3');
    answers[3]!('unavailable');
    await vi.waitFor(() => expect(third.fake.frameWin().posted).toHaveLength(4));
    expect(log).not.toHaveBeenCalled();
    expect(bridge.transferToken()).toBe('TT_1');
  });

  it('creates one hidden iframe with the allow list and queues until content-loaded and the token', () => {
    const { fake, send, facts } = start();
    send(openCommand());
    expect(fake.frames).toHaveLength(1);
    const frame = fake.frames[0]!.element as { attrs: Record<string, string>; src: string };
    expect(frame.attrs.allow).toBe('camera; microphone; payment');
    expect(frame.src.startsWith(`${PAY}/VXPAY-V3/?environment=lp&flow=moneycharge&lang=EN`)).toBe(
      true,
    );
    expect(frame.src).not.toContain('#');
    expect(fake.frameWin().posted).toEqual([]);
    fake.fromFrame('{"type":"modalbox-content-loaded"}');
    expect(fake.frameWin().posted).toEqual([]);
    fake.fromFrame('transfer_token:TT_1');
    expect(fake.frameWin().posted.map((p) => p.text)).toEqual([
      '{"type":"modalbox-update-params","isAction":false,"options":{"flow":"moneycharge","paytype":""}}',
      '{"type":"modalbox-additional-info","isAction":false,"options":{"ref":""}}',
      '{"type":"modalbox-change-route","isAction":false,"route":"/payment"}',
      '{"type":"modalbox-init-session","isAction":false,"token":null}',
    ]);
    expect(fake.frameWin().posted.every((p) => p.origin === PAY)).toBe(true);
    expect(facts.map((f) => f.type)).toEqual(['pay.contentLoaded', 'pay.transferToken']);
    expect(facts[0]).toEqual({ type: 'pay.contentLoaded', via: 'iframe' });
  });

  it('reuses the iframe: a later open sends step 3 without init-session, at once', () => {
    const { fake, send } = start();
    send(openCommand());
    loaded(fake.fromFrame);
    send({ type: 'bridge.hide' });
    fake.frameWin().posted.length = 0;
    send(openCommand());
    expect(fake.frames).toHaveLength(1);
    expect(fake.frameWin().posted.map(typeOf)).toEqual([
      'modalbox-update-params',
      'modalbox-additional-info',
      'modalbox-change-route',
    ]);
  });

  it('answers view-ready with is-visible and shows the frame; iframe-ready maximises it', () => {
    const { fake, send } = start();
    send(openCommand());
    loaded(fake.fromFrame);
    const frame = fake.frames[0]!.element as { style: { cssText: string } };
    expect(frame.style.cssText).toContain('675px');
    send({ type: 'bridge.maximise' });
    expect(frame.style.cssText).toContain('width:100%');
    send({ type: 'bridge.show' });
    expect(fake.frameWin().posted.at(-1)?.text).toBe(
      '{"type":"modalbox-is-visible","isAction":false}',
    );
    expect(frame.style.cssText).toContain('visibility:visible');
    send({ type: 'bridge.hide' });
    expect(frame.style.cssText).toContain('visibility:hidden');
  });

  it('recreates the iframe on retry and sends the open again, init-session included', () => {
    const { fake, send } = start();
    send(openCommand());
    send({ type: 'bridge.recreate' });
    expect(fake.frames).toHaveLength(2);
    loaded(fake.fromFrame);
    expect(fake.frameWin().posted.map(typeOf)).toContain('modalbox-init-session');
  });

  it('makes an iframe anew when its document loaded and the client said nothing in 1000 ms, twice at most (seed 000 §9)', () => {
    const { fake, send } = start();
    send(openCommand());
    fake.loadFrame();
    vi.advanceTimersByTime(999);
    expect(fake.frames).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fake.frames).toHaveLength(2);
    // Not loaded yet: no clock runs.
    vi.advanceTimersByTime(5_000);
    expect(fake.frames).toHaveLength(2);
    fake.loadFrame();
    vi.advanceTimersByTime(1_000);
    expect(fake.frames).toHaveLength(3);
    fake.loadFrame();
    vi.advanceTimersByTime(10_000);
    expect(fake.frames).toHaveLength(3);
    // The third one speaks after all: the open goes to it, init-session included.
    loaded(fake.fromFrame);
    expect(fake.frameWin().posted.map(typeOf)).toContain('modalbox-init-session');
  });

  it('keeps an iframe that said content-loaded, however late its load event', () => {
    const { fake, send } = start();
    send(openCommand());
    fake.fromFrame('{"type":"modalbox-content-loaded"}');
    fake.loadFrame();
    vi.advanceTimersByTime(5_000);
    expect(fake.frames).toHaveLength(1);
  });

  it('posts an unanswered action again every 500 ms until its answer (seed 000 §9, action retry poll)', async () => {
    const { fake, bridge } = start();
    const asked = bridge.runAction('getavsstatus');
    loaded(fake.fromFrame);
    const posts = () =>
      fake.frameWin().posted.filter((p) => typeOf(p) === 'modalbox-action-getavsstatus').length;
    expect(posts()).toBe(1);
    vi.advanceTimersByTime(499);
    expect(posts()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(posts()).toBe(2);
    vi.advanceTimersByTime(1_000);
    expect(posts()).toBe(4);
    fake.fromFrame(JSON.stringify({ type: 'modalbox-response-getavsstatus', data: { ok: 1 } }));
    await expect(asked).resolves.toEqual({ ok: 1 });
    vi.advanceTimersByTime(2_000);
    expect(posts()).toBe(4);
    // A late second answer is dropped; nothing else goes.
    fake.fromFrame(JSON.stringify({ type: 'modalbox-response-getavsstatus', data: { ok: 2 } }));
    expect(posts()).toBe(4);
  });

  it('polls an action asked before the frame could take it without queueing it twice', () => {
    const { fake, bridge } = start();
    void bridge.runAction('getbalance').catch(() => undefined);
    vi.advanceTimersByTime(2_000);
    expect(fake.frameWin().posted).toEqual([]);
    loaded(fake.fromFrame);
    expect(fake.frameWin().posted.map(typeOf)).toEqual(['modalbox-action-getbalance']);
  });

  const hostile = [
    'http://localhost:8082',
    'https://localhost:8081',
    'http://localhost',
    'http://127.0.0.1:8081',
    'http://localhost:8081.evil.test',
    'http://evil.test',
    'null',
    '',
    'http://LOCALHOST:8081x',
    'http://localhost:80810',
    'file://',
    'http://sub.localhost:8081',
    'http://127.0.0.1:8080',
  ];
  it.each(hostile)('ignores messages from the hostile origin %j', (origin) => {
    const { fake, send, facts, log } = start();
    send(openCommand());
    fake.deliver('{"type":"modalbox-content-loaded"}', origin, fake.frameWin());
    fake.deliver('transfer_token:TT_evil', origin, fake.frameWin());
    fake.deliver('{"type":"modalbox-success","data":{"success":true}}', origin, fake.frameWin());
    fake.deliver('junk', origin, fake.frameWin());
    expect(facts).toEqual([]);
    expect(fake.frameWin().posted).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('ignores the right origin from a window it did not open', () => {
    const { fake, send, facts } = start();
    send(openCommand());
    const stranger = frameWindow();
    fake.deliver('{"type":"modalbox-content-loaded"}', PAY, stranger);
    fake.deliver('transfer_token:TT_evil', PAY, stranger);
    fake.deliver('{"type":"modalbox-success"}', PAY, null);
    expect(facts).toEqual([]);
    expect(fake.frameWin().posted).toEqual([]);
  });

  it('drops junk without throwing and logs each kind once', () => {
    const { fake, send, facts, log, bridge } = start();
    send(openCommand());
    for (const junk of [42, 'x', 'y', '{"type":1}', 'modalbox-hook', 'modalbox-hook'])
      expect(() => fake.fromFrame(junk)).not.toThrow();
    expect(facts).toEqual([]);
    expect(log.mock.calls.map((call) => (call[3] as { kind: string }).kind)).toEqual([
      'not-a-string',
      'not-json',
      'no-type',
      'hook-without-name',
    ]);
    expect(log.mock.calls[0]![1]).toBe('vxpayMessageRejected');
    expect(bridge.rejections().get('hook-without-name')).toBe(2);
  });

  it('opens a tab synchronously with #/ and talks to it; a blocked pop-up is reported, nothing sent', () => {
    const { fake, send, facts } = start();
    send(openCommand('tab'));
    expect(fake.opened[0]!.endsWith('#/')).toBe(true);
    expect(fake.opened[0]).toContain('enableTab');
    expect(facts).toEqual([{ type: 'pay.tabOpened' }]);
    fake.deliver('{"type":"modalbox-content-loaded"}', PAY, fake.tab());
    fake.deliver('transfer_token:TT_t', PAY, fake.tab());
    expect(facts[1]).toEqual({ type: 'pay.contentLoaded', via: 'tab' });
    expect(fake.tab().posted.map(typeOf)).toContain('modalbox-change-route');
    fake.blockPopups();
    send(openCommand('tab'));
    expect(facts.at(-1)).toEqual({ type: 'pay.popupBlocked' });
  });

  it('runs actions only with a token, shares concurrent ones, and times out with a typed error', async () => {
    const { fake, bridge } = start();
    const first = bridge.runAction('getbalance');
    const second = bridge.runAction('getbalance');
    expect(first).toBe(second);
    expect(fake.frameWin().posted).toEqual([]);
    loaded(fake.fromFrame);
    expect(fake.frameWin().posted.map((p) => p.text)).toEqual([
      '{"type":"modalbox-action-getbalance","isAction":true}',
    ]);
    fake.fromFrame(
      JSON.stringify({
        type: 'modalbox-response-getbalance',
        data: { balance: 3, currency: 'EUR' },
      }),
    );
    await expect(first).resolves.toEqual({ balance: 3, currency: 'EUR' });
    const logout = bridge.runAction('logout', { clearToken: true });
    expect(fake.frameWin().posted.at(-1)?.text).toBe(
      '{"type":"modalbox-action-logout","isAction":true,"params":{"clearToken":true}}',
    );
    vi.advanceTimersByTime(10_000);
    await expect(logout).rejects.toMatchObject({ code: 'pay_action_timeout' });
  });

  it('stops listening when the stream ends', () => {
    const { fake, stop } = start();
    expect(fake.listeners.size).toBe(1);
    stop();
    expect(fake.listeners.size).toBe(0);
  });

  it('ends with its stream: the frame goes, a waiting action fails, a later one is refused', async () => {
    const { fake, send, bridge, stop } = start();
    send(openCommand());
    const waiting = expect(bridge.runAction('getbalance')).rejects.toMatchObject({
      code: 'pay_bridge_closed',
    });
    const body = fake.win.document.body as unknown as { children: { isConnected: boolean }[] };
    expect(body.children[0]!.isConnected).toBe(true);
    stop();
    expect(body.children[0]!.isConnected).toBe(false);
    await waiting;
    await expect(bridge.runAction('isLoggedIn')).rejects.toMatchObject({
      code: 'pay_bridge_closed',
    });
  });
});
