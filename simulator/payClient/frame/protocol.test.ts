import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutMessage } from './checkout.ts';
import {
  returnUrl,
  FrameController,
  SETTLE_MS,
  decodePageMessage,
  encodeFrameMessage,
  flowOptions,
  isFromPage,
  preselectedAmount,
  requestFromUrl,
  resultData,
  teaserOf,
  type FrameHost,
  type ViewRequest,
} from './protocol.ts';

const TT = 'TT_0b6d9e5c-7d1f-4d8e-9a53-2c9f0e4b1a77';

/** A host that records posts and views, with a manual clock and controllable session lookups. */
function fakeHost() {
  const posted: string[] = [];
  const shown: ViewRequest[] = [];
  const timers = new Map<number, { fn: () => void; at: number }>();
  let now = 0;
  let nextId = 1;
  const sessions: { token: string | null; resolve: () => void }[] = [];
  const actions: { action: string; params: Record<string, unknown> }[] = [];
  const tracked: unknown[] = [];
  let visible = 0;
  const host: FrameHost = {
    post: (message) => posted.push(message),
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { fn, at: now + ms });
      return id;
    },
    clearTimer: (handle) => timers.delete(handle as number),
    resolveSession: (token) => new Promise<void>((resolve) => sessions.push({ token, resolve })),
    runAction: (action, params) => {
      actions.push({ action, params });
      if (action === 'broken') return Promise.reject(new Error('down'));
      return Promise.resolve(
        action === 'getbalance' ? { balance: 12.5, currency: 'EUR' } : action === 'isLoggedIn',
      );
    },
    show: (request) => shown.push(request),
    visible: () => {
      visible += 1;
    },
    track: (entry) => tracked.push(entry),
  };
  /** Advances the clock, runs due timers, and lets promise callbacks run. */
  async function advance(ms: number) {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.fn();
      }
    }
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  }
  return {
    host,
    posted,
    shown,
    sessions,
    actions,
    tracked,
    advance,
    types: () =>
      posted.map((m) => (m.startsWith('{') ? (JSON.parse(m) as { type: string }).type : m)),
    visibleCount: () => visible,
  };
}

const msg = (type: string, payload: Record<string, unknown> = {}) =>
  JSON.stringify({ type, isAction: type.startsWith('modalbox-action-'), ...payload });

function receive(controller: FrameController, data: string) {
  const message = decodePageMessage(data);
  if (!message) throw new Error(`not decoded: ${data}`);
  controller.receive(message);
}

describe('decoding what the page sends', () => {
  it('reads every page message of the contract', () => {
    expect(
      decodePageMessage(msg('modalbox-update-params', { options: { flow: 'vipabo' } })),
    ).toEqual({
      type: 'modalbox-update-params',
      options: { flow: 'vipabo' },
    });
    expect(decodePageMessage(msg('modalbox-additional-info', { options: { ruri: '/x' } }))).toEqual(
      {
        type: 'modalbox-additional-info',
        options: { ruri: '/x' },
      },
    );
    expect(decodePageMessage(msg('modalbox-change-route', { route: '/signup' }))).toEqual({
      type: 'modalbox-change-route',
      route: '/signup',
    });
    expect(decodePageMessage(msg('modalbox-change-route'))).toEqual({
      type: 'modalbox-change-route',
      route: null,
    });
    expect(decodePageMessage(msg('modalbox-init-session', { token: null }))).toEqual({
      type: 'modalbox-init-session',
      token: null,
    });
    expect(decodePageMessage(msg('modalbox-init-session', { token: 'abc' }))).toEqual({
      type: 'modalbox-init-session',
      token: 'abc',
    });
    expect(decodePageMessage(msg('modalbox-is-visible'))).toEqual({ type: 'modalbox-is-visible' });
    expect(
      decodePageMessage(msg('modalbox-action-logout', { params: { clearToken: true } })),
    ).toEqual({
      type: 'action',
      action: 'logout',
      params: { clearToken: true },
    });
    expect(decodePageMessage(msg('modalbox-action-getbalance'))).toEqual({
      type: 'action',
      action: 'getbalance',
      params: {},
    });
  });

  it('drops junk without throwing', () => {
    for (const junk of [
      null,
      undefined,
      42,
      { type: 'modalbox-is-visible' },
      '',
      'not json',
      '[]',
      '"modalbox-is-visible"',
      '{"type":7}',
      '{"kind":"modalbox-is-visible"}',
      msg('modalbox-success'),
      msg('modalbox-action-'),
      'transfer_token:TT_x',
    ]) {
      expect(decodePageMessage(junk)).toBeNull();
    }
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (data) => {
        const decoded = decodePageMessage(data);
        expect(decoded === null || typeof decoded.type === 'string').toBe(true);
      }),
    );
  });
});

describe('who may talk to the frame', () => {
  const APP = 'http://127.0.0.1:8080';
  const parent = { name: 'the page' };

  it('only the app origin, exactly, from the page window', () => {
    expect(isFromPage({ origin: APP, source: parent }, APP, parent)).toBe(true);
    for (const origin of [
      'http://127.0.0.1:8081',
      'http://localhost:8080',
      'https://127.0.0.1:8080',
      'http://127.0.0.1:8080/',
      'http://127.0.0.1',
      'http://127.0.0.1:80800',
      'http://127.0.0.1.evil.example:8080',
      'http://evil.example',
      'null',
      '',
      'HTTP://127.0.0.1:8080',
      'file://',
    ]) {
      expect(isFromPage({ origin, source: parent }, APP, parent), origin).toBe(false);
    }
    expect(isFromPage({ origin: APP, source: { name: 'another window' } }, APP, parent)).toBe(
      false,
    );
    expect(isFromPage({ origin: APP, source: null }, APP, null)).toBe(false);
  });
});

describe('encoding what the frame sends', () => {
  it('is a JSON string with type first, then data', () => {
    expect(encodeFrameMessage('modalbox-view-ready')).toBe('{"type":"modalbox-view-ready"}');
    expect(encodeFrameMessage('modalbox-response-isLoggedIn', false)).toBe(
      '{"type":"modalbox-response-isLoggedIn","data":false}',
    );
  });

  it('builds the success result of the contract', () => {
    const guest = {
      id: 1001,
      screenname: 'DemoDan',
      balance: 150.5,
      fsk18: true,
      uhash: 'abc',
      isVip: false,
      isTvSubscriber: true,
      isVXSelect: false,
    };
    expect(
      resultData({ flow: 'login', tt: TT, guest, options: { host: 3101 }, userFromLogin: true }),
    ).toEqual({
      userFromLogin: true,
      userFromSignup: false,
      flow: 'login',
      hostId: 3101,
      screenname: 'DemoDan',
      userId: 1001,
      isLoggedIn: true,
      transferToken: TT,
      availableMoney: 150.5,
      fsk18: true,
      uhash: 'abc',
      services: { vip: false, vxtv: true, vxselect: false },
    });
    expect(resultData({ flow: 'avs', tt: TT, guest: null, options: {} })).toMatchObject({
      isLoggedIn: false,
      userId: null,
      availableMoney: 0,
      hostId: null,
    });
  });
});

describe('flow options', () => {
  it('merges the caller over the defaults one level deep and keeps the flow', () => {
    expect(flowOptions('oneclick', { oneClickData: { amount: 5 }, flow: 'x' })).toEqual({
      flow: 'oneclick',
      paytype: '',
      oneClickData: { data: null, amount: 5 },
    });
    expect(flowOptions('changels', {})).toEqual({ flow: 'changels', paytype: 'LS' });
  });

  it('a tab reads the flow from flowParams or flow, and the route from #/<route>', () => {
    const params = encodeURIComponent(JSON.stringify({ flow: 'login', signupEmail: 'a@b.de' }));
    const signup = requestFromUrl(
      `?flow=moneycharge&flowParams=${params}&agbUrl=%2Fagb`,
      '#/signup',
    );
    expect(signup).toMatchObject({
      flow: 'login',
      route: '/signup',
      view: 'signup',
      options: { flow: 'login', signupEmail: 'a@b.de' },
      additional: { agbUrl: '/agb' },
    });
    expect(requestFromUrl('?flow=moneycharge', '#/')).toMatchObject({
      flow: 'moneycharge',
      route: '/payment',
      view: 'moneycharge',
    });
    expect(requestFromUrl('?flow=moneycharge&flowParams=%7Bbroken', '')).toMatchObject({
      flow: 'moneycharge',
    });
    expect(requestFromUrl('?flow=nonsense', '#/').flow).toBe('moneycharge');
    const voice = encodeURIComponent(JSON.stringify({ paytype: 'Voice' }));
    expect(requestFromUrl(`?flow=moneycharge&flowParams=${voice}`, '#/').view).toBe('voicecall');
  });
});

describe('the frame controller', () => {
  it('announces itself, then shows the view once the configuration settled', async () => {
    const fake = fakeHost();
    const controller = new FrameController(fake.host, { mode: 'iframe', tt: TT, fromUrl: null });
    controller.start();
    expect(fake.posted).toEqual([
      '{"type":"modalbox-content-loaded"}',
      '{"type":"modalbox-iframe-ready"}',
      `transfer_token:${TT}`,
    ]);
    receive(controller, msg('modalbox-update-params', { options: { flow: 'login' } }));
    receive(controller, msg('modalbox-additional-info', { options: { ruri: '/en/' } }));
    receive(controller, msg('modalbox-change-route', { route: '/signup' }));
    receive(controller, msg('modalbox-init-session', { token: 'app-token' }));
    await fake.advance(SETTLE_MS);
    // The view waits for the session to be known.
    expect(fake.shown).toEqual([]);
    expect(fake.sessions.map((s) => s.token)).toEqual(['app-token']);
    fake.sessions[0]?.resolve();
    await fake.advance(0);
    expect(fake.shown).toEqual([
      {
        flow: 'login',
        route: '/signup',
        view: 'signup',
        options: { flow: 'login' },
        additional: { ruri: '/en/' },
      },
    ]);
    expect(fake.types().at(-1)).toBe('modalbox-view-ready');
    receive(controller, msg('modalbox-is-visible'));
    expect(fake.visibleCount()).toBe(1);
  });

  it('shows nothing before update-params, and nothing twice for one round', async () => {
    const fake = fakeHost();
    const controller = new FrameController(fake.host, { mode: 'iframe', tt: TT, fromUrl: null });
    controller.start();
    receive(controller, msg('modalbox-change-route', { route: '/abo' }));
    await fake.advance(1000);
    expect(fake.shown).toEqual([]);
    receive(controller, msg('modalbox-update-params', { options: { flow: 'vipabo' } }));
    await fake.advance(SETTLE_MS - 1);
    receive(controller, msg('modalbox-change-route', { route: '/abo' }));
    await fake.advance(SETTLE_MS - 1);
    expect(fake.shown).toEqual([]);
    await fake.advance(1);
    expect(fake.shown.map((r) => [r.flow, r.view, r.route])).toEqual([['vipabo', 'abo', '/abo']]);
    await fake.advance(1000);
    expect(fake.types().filter((t) => t === 'modalbox-view-ready')).toHaveLength(1);
  });

  it('a later update-params reuses the frame for the next flow (no route: the flow decides)', async () => {
    const fake = fakeHost();
    const controller = new FrameController(fake.host, { mode: 'iframe', tt: TT, fromUrl: null });
    controller.start();
    receive(controller, msg('modalbox-update-params', { options: { flow: 'login' } }));
    receive(controller, msg('modalbox-change-route', { route: '/login' }));
    await fake.advance(SETTLE_MS);
    receive(
      controller,
      msg('modalbox-update-params', { options: { flow: 'MoneyCharge', paytype: 'Voice' } }),
    );
    await fake.advance(SETTLE_MS);
    expect(fake.shown.map((r) => [r.flow, r.view, r.route])).toEqual([
      ['login', 'login', '/login'],
      ['moneycharge', 'voicecall', null],
    ]);
    expect(controller.request?.flow).toBe('moneycharge');
  });

  it('answers every action with its response type, even when the lookup fails', async () => {
    const fake = fakeHost();
    const controller = new FrameController(fake.host, { mode: 'iframe', tt: TT, fromUrl: null });
    controller.start();
    receive(controller, msg('modalbox-action-getbalance'));
    receive(controller, msg('modalbox-action-isLoggedIn'));
    receive(controller, msg('modalbox-action-broken'));
    receive(controller, msg('modalbox-action-logout', { params: { clearToken: true } }));
    await fake.advance(0);
    expect(fake.posted.slice(3)).toEqual([
      '{"type":"modalbox-response-getbalance","data":{"balance":12.5,"currency":"EUR"}}',
      '{"type":"modalbox-response-isLoggedIn","data":true}',
      '{"type":"modalbox-response-broken","data":null}',
      '{"type":"modalbox-response-logout","data":false}',
    ]);
    expect(fake.actions.at(-1)).toEqual({ action: 'logout', params: { clearToken: true } });
  });

  it('a tab shows the flow of its URL at once, after the session is known', async () => {
    const fake = fakeHost();
    let ready: () => void = () => {};
    const controller = new FrameController(fake.host, {
      mode: 'tab',
      tt: TT,
      fromUrl: requestFromUrl('?flow=avs', '#/'),
      ready: new Promise<void>((resolve) => {
        ready = resolve;
      }),
    });
    controller.start();
    await fake.advance(0);
    expect(fake.shown).toEqual([]);
    ready();
    await fake.advance(0);
    expect(fake.shown.map((r) => r.view)).toEqual(['avs']);
    expect(fake.types()).toEqual([
      'modalbox-content-loaded',
      'modalbox-iframe-ready',
      `transfer_token:${TT}`,
      'modalbox-view-ready',
    ]);
  });

  it('sends success, close, hooks, scrollto, logout, signup and redirect in the contract forms', () => {
    const fake = fakeHost();
    const controller = new FrameController(fake.host, { mode: 'iframe', tt: TT, fromUrl: null });
    controller.success({ flow: 'moneycharge', userId: 1 });
    controller.close({ flow: 'moneycharge', success: true });
    controller.hook('payment', { flow: 'moneycharge', amount: 25 });
    controller.flowChanged('login', 'moneycharge', { success: true });
    controller.scrollTo(120.6);
    controller.scrollTo(-5);
    controller.logout({ userId: 1 });
    controller.signup();
    controller.redirect('http://127.0.0.1:8080/agb');
    expect(fake.posted).toEqual([
      '{"type":"modalbox-success","data":{"success":true,"flow":"moneycharge","userId":1}}',
      '{"type":"modalbox-iframe-close","data":{"flow":"moneycharge","success":false}}',
      '{"type":"modalbox-hook","data":{"flow":"moneycharge","amount":25,"hook":"payment"}}',
      '{"type":"modalbox-hook","data":{"success":true,"prevFlow":"login","flow":"moneycharge","hook":"flowChanged"}}',
      '{"type":"modalbox-scrollto","data":{"top":121}}',
      '{"type":"modalbox-scrollto","data":{"top":0}}',
      '{"type":"modalbox-logout","data":{"userId":1}}',
      '{"type":"modalbox-signup"}',
      'redirect:http://127.0.0.1:8080/agb',
    ]);
  });
});

describe('returnUrl', () => {
  it('keeps a way back on the app origin only', () => {
    const app = 'http://127.0.0.1:8080';
    expect(returnUrl(`${app}/en/vipclub/`, app)).toBe(`${app}/en/vipclub/`);
    expect(returnUrl('http://evil.test/en/', app)).toBeNull();
    expect(returnUrl('javascript:alert(1)', app)).toBeNull();
    expect(returnUrl(null, app)).toBeNull();
    expect(returnUrl(`${app}/en/`, '')).toBeNull();
  });
});

describe('checkoutMessage', () => {
  it('is the JSON string the page checks: id, action, link', () => {
    expect(JSON.parse(checkoutMessage('co_1', 'http://pay.test/VXPAY-V3/#/'))).toEqual({
      id: 'co_1',
      action: 'checkoutLink',
      checkoutLink: 'http://pay.test/VXPAY-V3/#/',
    });
  });
});

describe('the options the page chooses (decision 0032)', () => {
  it('preselects the page’s selectedAmount: a step, or an own whole amount within the bounds', () => {
    expect(preselectedAmount({ selectedAmount: 10 })).toEqual({ choice: '10', other: '' });
    expect(preselectedAmount({ selectedAmount: 121 })).toEqual({ choice: 'other', other: '121' });
    // None, out of bounds or not a whole amount: the default step.
    for (const selectedAmount of [undefined, 2, 1001, 12.5, 'ten'])
      expect(preselectedAmount({ selectedAmount })).toEqual({ choice: '25', other: '' });
  });

  it('shows the performer’s line of hostData, and nothing without one', () => {
    expect(teaserOf({ hostData: { id: 12, teaserText: ' Top up and stay with Lana. ' } })).toBe(
      'Top up and stay with Lana.',
    );
    expect(teaserOf({ hostData: { id: 12 } })).toBeNull();
    expect(teaserOf({ hostData: 'Lana' })).toBeNull();
    expect(teaserOf({})).toBeNull();
  });

  it('records tracking for a view only when the page says enableTracking: true', async () => {
    for (const [enableTracking, expected] of [
      [true, [{ event: 'vxp.view', flow: 'limit', view: 'limit' }]],
      [false, []],
      [undefined, []],
      ['1', []],
    ] as const) {
      const fake = fakeHost();
      const controller = new FrameController(fake.host, { mode: 'iframe', tt: TT, fromUrl: null });
      controller.start();
      receive(
        controller,
        msg('modalbox-update-params', { options: { flow: 'limit', enableTracking } }),
      );
      await fake.advance(SETTLE_MS);
      expect(fake.shown).toHaveLength(1);
      expect(fake.tracked).toEqual(expected);
    }
  });
});
