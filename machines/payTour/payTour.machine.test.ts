import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { PAY_FLOWS } from '../shared/domainEvents.ts';
import { ACCOUNT_FLOWS, FLOWS } from './payTour.flows.ts';
import { selectOpenFlow, selectPayOverlay } from './payTour.selectors.ts';
import { payTourHarness, testPage } from './payTour.testing.ts';
import type { BridgeOpen, PageFacts } from './payTour.types.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);

async function ready(
  guest = demoGuest,
  config = demoConfig,
  page?: PageFacts,
  loginSuccess?: () => Promise<{ url: string | null }>,
) {
  const h = payTourHarness({
    guest,
    config,
    ...(page ? { page } : {}),
    ...(loginSuccess ? { loginSuccess } : {}),
  });
  await settle();
  return h;
}

const opens = (h: ReturnType<typeof payTourHarness>) =>
  h.commands.filter((c) => c.type === 'bridge.open') as unknown as BridgeOpen[];
const sentTo = (h: ReturnType<typeof payTourHarness>, to: string) =>
  h.received.filter((r) => r.to === to).map((r) => r.event);

/** The frame's side of a first open (contract: Sequence). */
function load(h: ReturnType<typeof payTourHarness>) {
  h.frame({ type: 'pay.contentLoaded', via: 'iframe' });
  h.frame({ type: 'pay.iframeReady' });
  h.frame({ type: 'pay.transferToken', token: 'TT_1' });
  h.frame({ type: 'pay.viewReady' });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pay tour flows', () => {
  it.each(PAY_FLOWS.filter((f) => f !== 'login' && f !== 'signup'))(
    'opens %s with its route and default options merged with the caller’s',
    async (flow) => {
      const h = await ready();
      h.send({ type: 'payTour.open', flow, options: { pfm: 3, extra: { a: 1 } } });
      const open = opens(h)[0]!;
      expect(open.messages[0]).toEqual({
        type: 'modalbox-update-params',
        // The guest's analytics consent, not yet told here: no tracking (decision 0032).
        options: { ...FLOWS[flow].defaults, pfm: 3, extra: { a: 1 }, enableTracking: false },
      });
      expect(open.messages[2]).toEqual({ type: 'modalbox-change-route', route: FLOWS[flow].route });
      expect(open.url.params.pfm).toBe('3');
      expect(open.fullHeight).toBe(flow === 'autorecharge');
      expect(selectOpenFlow(h.snapshot())).toBe(flow);
    },
  );

  it('voice call is moneycharge with paytype Voice on /voicecall', async () => {
    const h = await ready();
    h.send({ type: 'payTour.open', flow: 'voicecall' });
    expect(opens(h)[0]!.messages[0]).toEqual({
      type: 'modalbox-update-params',
      options: { flow: 'moneycharge', paytype: 'Voice', enableTracking: false },
    });
    expect(opens(h)[0]!.url.flow).toBe('moneycharge');
  });

  it('merges nested caller options one level deep', async () => {
    const h = await ready();
    h.send({ type: 'payTour.open', flow: 'oneclick', options: { oneClickData: { amount: 5 } } });
    expect(opens(h)[0]!.messages[0]).toMatchObject({
      options: { oneClickData: { data: null, amount: 5 } },
    });
  });

  it('a restricted guest gets opcompensation for any flow', async () => {
    const h = await ready({ ...demoGuest, isRestricted: true });
    h.send({ type: 'payTour.open', flow: 'vipabo' });
    expect(selectOpenFlow(h.snapshot())).toBe('opcompensation');
    expect(opens(h)[0]!.messages[2]).toEqual({
      type: 'modalbox-change-route',
      route: '/opcompensation',
    });
  });
});

describe('a payment flow from open to feedback', () => {
  it('locks the body, flags the payment, shows on view-ready, and runs the delayed callbacks', async () => {
    const h = await ready();
    h.send({ type: 'payTour.open', flow: 'moneycharge', replyTo: 'incentives' });
    expect(h.effectNames()).toContain('lockBodyScroll');
    expect(sentTo(h, 'app')).toEqual([{ type: 'payTour.paymentStarted' }]);
    expect(selectPayOverlay(h.snapshot())).toBe('loading');
    load(h);
    expect(h.commands.map((c) => c.type)).toEqual([
      'bridge.open',
      'bridge.maximise',
      'bridge.show',
    ]);
    expect(h.snapshot().hasTag('visible')).toBe(true);
    h.frame({ type: 'pay.scrollTo', top: 90 });
    expect(h.effects).toContainEqual({ name: 'scrollPage', params: { top: 90 } });
    h.frame({ type: 'pay.success', data: { success: true, flow: 'moneycharge' } });
    expect(h.commands.at(-1)).toEqual({ type: 'bridge.hide' });
    expect(h.effectNames()).toContain('restoreBodyScroll');
    expect(sentTo(h, 'guest')).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(sentTo(h, 'app')).toEqual([
      { type: 'payTour.paymentStarted' },
      { type: 'payTour.paymentFeedback' },
    ]);
    expect(sentTo(h, 'guest')).toEqual([{ type: 'guest.reloadBalance' }]);
    expect(sentTo(h, 'incentives')).toEqual([
      { type: 'payTour.result', flow: 'moneycharge', success: true },
    ]);
    expect(h.snapshot().matches({ ready: { tour: 'idle' } })).toBe(true);
  });

  it('a cancel is a close: page restored, result false, no error', async () => {
    const h = await ready();
    h.send({ type: 'payTour.open', flow: 'vipabo', replyTo: 'incentives' });
    load(h);
    h.frame({ type: 'pay.closed', data: { success: false } });
    await vi.advanceTimersByTimeAsync(500);
    expect(h.effectNames()).toContain('restoreBodyScroll');
    expect(sentTo(h, 'incentives')).toEqual([
      { type: 'payTour.result', flow: 'vipabo', success: false },
    ]);
    expect(selectPayOverlay(h.snapshot())).toBe('none');
  });

  it('reuses the loaded iframe: the next open waits only for view-ready', async () => {
    const h = await ready();
    h.send({ type: 'payTour.open', flow: 'moneycharge' });
    load(h);
    h.frame({ type: 'pay.closed', data: null });
    await vi.advanceTimersByTimeAsync(500);
    h.send({ type: 'payTour.open', flow: 'promocode' });
    expect(h.snapshot().matches({ ready: { tour: { open: 'awaitingView' } } })).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.snapshot().hasTag('error')).toBe(false);
  });

  it('a flow asked right after the last one closed opens: its callbacks run first (e2e payTourAccount)', async () => {
    const h = await ready();
    h.send({ type: 'ui.payFlowRequested', flow: 'limit' });
    load(h);
    h.frame({ type: 'pay.closed', data: { success: false } });
    // Within the callbacks' 500 ms: the guest's next click is not dropped.
    await vi.advanceTimersByTimeAsync(100);
    h.send({ type: 'ui.payFlowRequested', flow: 'autorecharge' });
    expect(sentTo(h, 'guest')).toEqual([{ type: 'guest.reloadBalance' }]);
    expect(selectOpenFlow(h.snapshot())).toBe('autorecharge');
    expect(h.snapshot().matches({ ready: { tour: { open: 'awaitingView' } } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectOpenFlow(h.snapshot())).toBe('autorecharge');
    expect(sentTo(h, 'guest')).toEqual([{ type: 'guest.reloadBalance' }]);
  });

  it('15 s without content-loaded is an error; retry recreates the iframe', async () => {
    const h = await ready();
    h.send({ type: 'payTour.open', flow: 'moneycharge' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(h.snapshot().hasTag('error')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectPayOverlay(h.snapshot())).toBe('error');
    h.send({ type: 'ui.retryRequested' });
    expect(h.commands.at(-1)).toEqual({ type: 'bridge.recreate' });
    expect(selectPayOverlay(h.snapshot())).toBe('loading');
    load(h);
    expect(h.snapshot().hasTag('visible')).toBe(true);
  });

  it('follows a redirect only to its own origin or the pay origin', async () => {
    const h = await ready();
    h.send({ type: 'payTour.open', flow: 'moneycharge' });
    load(h);
    h.frame({ type: 'pay.redirect', url: 'https://evil.test/x' });
    h.frame({ type: 'pay.redirect', url: 'not a url' });
    expect(h.snapshot().hasTag('visible')).toBe(true);
    h.frame({ type: 'pay.redirect', url: 'http://localhost:8081/done' });
    await vi.advanceTimersByTimeAsync(500);
    expect(h.effects).toContainEqual({
      name: 'navigate',
      params: { url: 'http://localhost:8081/done' },
    });
  });

  it('answers hooks: signed-up flag, realtime frames, balance; unknown hooks logged and ignored', async () => {
    const h = await ready();
    h.send({ type: 'payTour.open', flow: 'settings' });
    load(h);
    h.frame({ type: 'pay.hook', hook: 'passwordChanged', data: { hook: 'passwordChanged' } });
    h.frame({ type: 'pay.hook', hook: 'emailVerified', data: { hook: 'emailVerified' } });
    h.frame({
      type: 'pay.hook',
      hook: 'comfortSettingsChanged',
      data: { hook: 'comfortSettingsChanged' },
    });
    h.frame({ type: 'pay.hook', hook: 'payment', data: { hook: 'payment' } });
    h.frame({ type: 'pay.hook', hook: 'somethingNew', data: { hook: 'somethingNew' } });
    expect(sentTo(h, 'realtime')).toEqual([
      { type: 'realtime.send', frame: { type: 'passwordChanged' } },
      { type: 'realtime.send', frame: { type: 'refreshEmailProperties' } },
    ]);
    expect(sentTo(h, 'guest')).toEqual([{ type: 'guest.reloadBalance' }]);
    expect(h.effects.filter((e) => e.name === 'logUnknownHook')).toEqual([
      { name: 'logUnknownHook', params: { hook: 'somethingNew' } },
    ]);
    expect(h.snapshot().hasTag('visible')).toBe(true);
  });

  it('a logout inside the frame logs the page out', async () => {
    const h = await ready();
    h.send({ type: 'payTour.open', flow: 'settings' });
    load(h);
    h.frame({ type: 'pay.loggedOut', data: null });
    expect(sentTo(h, 'bootstrap')).toEqual([{ type: 'ui.logoutRequested' }]);
    expect(h.effectNames()).toContain('restoreBodyScroll');
  });
});

describe('login and signup', () => {
  it('after login success tells the server and goes to the returned url', async () => {
    const h = await ready(visitorGuest);
    h.send({ type: 'payTour.open', flow: 'login' });
    load(h);
    h.frame({ type: 'pay.success', data: { success: true, flow: 'login', userFromLogin: true } });
    await settle();
    expect(h.snapshot().hasTag('leaving')).toBe(true);
    expect(h.effectNames()).toContain('markSignedUp');
    await vi.advanceTimersByTimeAsync(500);
    expect(h.effects).toContainEqual({
      name: 'navigate',
      params: { url: 'http://127.0.0.1:8080/en/?in=1' },
    });
  });

  it('a failed login-success call reloads and resets the payment flag', async () => {
    const h = await ready(visitorGuest, demoConfig, undefined, () => {
      return Promise.reject(new Error('down'));
    });
    h.send({ type: 'payTour.open', flow: 'signup' });
    load(h);
    h.frame({ type: 'pay.success', data: { success: true } });
    await settle();
    expect(h.effectNames()).toContain('reloadPage');
  });

  it('an empty url falls back to the stored redirect action, else a reload', async () => {
    const page = testPage({
      loginAction: { type: 'redirect', params: { targetUrl: 'http://127.0.0.1:8080/en/feed/' } },
    });
    const h = await ready(visitorGuest, demoConfig, page, () => Promise.resolve({ url: null }));
    h.send({ type: 'payTour.open', flow: 'login' });
    load(h);
    h.frame({ type: 'pay.success', data: { success: true } });
    await vi.advanceTimersByTimeAsync(500);
    expect(h.effects).toContainEqual({
      name: 'navigate',
      params: { url: 'http://127.0.0.1:8080/en/feed/' },
    });
  });

  it('the flow-changed hook from login with success does the same (case-insensitive)', async () => {
    const h = await ready(visitorGuest);
    h.send({ type: 'payTour.open', flow: 'login' });
    load(h);
    h.frame({
      type: 'pay.hook',
      hook: 'FlowChanged',
      data: { hook: 'FlowChanged', prevFlow: 'LOGIN', flow: 'moneycharge', success: true },
    });
    await settle();
    expect(h.snapshot().hasTag('leaving')).toBe(true);
  });

  it('login and signup are not offered when login is disabled', async () => {
    const h = await ready(visitorGuest, { ...demoConfig, loginEnabled: false });
    h.send({ type: 'payTour.open', flow: 'login', replyTo: 'incentives' });
    h.send({ type: 'payTour.open', flow: 'moneycharge' });
    expect(opens(h)).toEqual([]);
    expect(h.snapshot().context.refused).toBe('loginDisabled');
    expect(sentTo(h, 'incentives')).toEqual([
      { type: 'payTour.result', flow: 'login', success: false },
    ]);
  });

  it('a visitor asking for a flow signs up (or logs in with the account cookie) and stores it', async () => {
    const h = await ready(visitorGuest);
    h.send({ type: 'payTour.open', flow: 'moneycharge', options: { selectedAmount: 20 } });
    expect(selectOpenFlow(h.snapshot())).toBe('signup');
    expect(h.effects).toContainEqual({
      name: 'storeLoginAction',
      params: {
        action: {
          type: 'openFlow',
          params: { flow: 'moneycharge', options: { selectedAmount: 20 } },
        },
      },
    });
    const known = await ready(visitorGuest, demoConfig, testPage({ hasAccount: true }));
    known.send({ type: 'payTour.open', flow: 'vipabo' });
    expect(selectOpenFlow(known.snapshot())).toBe('login');
  });

  it('get-VIP logs a visitor in first and does nothing for a VIP', async () => {
    const visitor = await ready(visitorGuest);
    visitor.send({ type: 'ui.getVipRequested' });
    expect(visitor.effects).toContainEqual({
      name: 'storeLoginAction',
      params: { action: { type: 'getVip', params: {} } },
    });
    const vip = await ready({ ...demoGuest, isVip: true });
    vip.send({ type: 'ui.getVipRequested' });
    expect(opens(vip)).toEqual([]);
    const guest = await ready();
    guest.send({ type: 'ui.getVipRequested' });
    expect(selectOpenFlow(guest.snapshot())).toBe('vipabo');
  });

  it("the account corner's intents: a visitor's login and signup open, a visitor's top-up logs her in first and stores it", async () => {
    const login = await ready(visitorGuest);
    login.send({ type: 'ui.loginRequested' });
    expect(selectOpenFlow(login.snapshot())).toBe('login');
    const signup = await ready(visitorGuest);
    signup.send({ type: 'ui.signupRequested' });
    expect(selectOpenFlow(signup.snapshot())).toBe('signup');
    const visitor = await ready(visitorGuest, demoConfig, testPage({ hasAccount: true }));
    visitor.send({ type: 'ui.topUpRequested' });
    expect(selectOpenFlow(visitor.snapshot())).toBe('login');
    expect(visitor.effects).toContainEqual({
      name: 'storeLoginAction',
      params: { action: { type: 'openFlow', params: { flow: 'moneycharge', options: {} } } },
    });
    const guest = await ready();
    guest.send({ type: 'ui.topUpRequested' });
    expect(selectOpenFlow(guest.snapshot())).toBe('moneycharge');
  });

  it('runs the stored action after login and clears it; the TV action is skipped for premium', async () => {
    const page = testPage({ loginAction: { type: 'openFlow', params: { flow: 'vipabo' } } });
    const h = await ready(demoGuest, demoConfig, page);
    expect(selectOpenFlow(h.snapshot())).toBe('vipabo');
    expect(h.effects).toContainEqual({ name: 'storeLoginAction', params: { action: null } });
    expect(h.effectNames()).toContain('markSignedUp');
    const premium = await ready(
      { ...demoGuest, isPremium: true },
      demoConfig,
      testPage({ loginAction: { type: 'showTvAbo', params: {} } }),
    );
    expect(opens(premium)).toEqual([]);
    expect(premium.effects).toContainEqual({ name: 'storeLoginAction', params: { action: null } });
  });

  it("a visitor's login asked with an action (a heart's pin) stores it; a guest's flow does not", async () => {
    const pin = { type: 'favoritePin' as const, params: { targetType: 'actor', targetId: 7 } };
    const h = await ready(visitorGuest);
    h.send({ type: 'payTour.open', flow: 'signup', replyTo: 'incentives', loginAction: pin });
    expect(selectOpenFlow(h.snapshot())).toBe('signup');
    expect(h.effects).toContainEqual({ name: 'storeLoginAction', params: { action: pin } });
    const guest = await ready({ ...demoGuest, hasAvs: false });
    guest.send({ type: 'payTour.open', flow: 'avs', replyTo: 'incentives', loginAction: pin });
    expect(selectOpenFlow(guest.snapshot())).toBe('avs');
    expect(guest.effectNames()).not.toContain('storeLoginAction');
  });

  it('hands a stored pin to the favourites after login (starting them), and opens no flow', async () => {
    const page = testPage({
      loginAction: { type: 'favoritePin', params: { targetType: 'actor', targetId: 7 } },
    });
    const h = await ready(demoGuest, demoConfig, page);
    expect(sentTo(h, 'app')).toContainEqual({
      type: 'app.domainEvent',
      domain: 'favourites',
      event: { type: 'favourites.pinResumed', target: { targetType: 'actor', targetId: 7 } },
    });
    expect(h.effects).toContainEqual({ name: 'storeLoginAction', params: { action: null } });
    expect(opens(h)).toEqual([]);
    // A record that names no target (edited by hand, an older client) pins nothing.
    const broken = await ready(
      demoGuest,
      demoConfig,
      testPage({ loginAction: { type: 'favoritePin', params: { targetType: 'actor' } } }),
    );
    expect(sentTo(broken, 'app')).toEqual([]);
    expect(broken.effects).toContainEqual({ name: 'storeLoginAction', params: { action: null } });
  });

  it('forces the age check after login: its box opens with a logout option', async () => {
    const h = await ready({ ...demoGuest, hasAvs: false }, { ...demoConfig, forceAvs: true });
    // The box comes first; its button hands over to the avs flow (the modal manager's part).
    expect(selectOpenFlow(h.snapshot())).toBeNull();
    expect(opens(h)).toEqual([]);
    expect(h.received.filter((each) => each.to === 'modals')).toEqual([
      { to: 'modals', event: { type: 'modals.open', id: 'avs', props: { withLogout: true } } },
    ]);
    const verified = await ready(demoGuest, { ...demoConfig, forceAvs: true });
    expect(verified.received.filter((each) => each.to === 'modals')).toEqual([]);
  });

  it('logs out through the same path as the payment client when a box asks', async () => {
    const h = await ready({ ...demoGuest, hasAvs: false }, { ...demoConfig, forceAvs: true });
    h.send({ type: 'ui.logoutRequested' });
    expect(h.received.filter((each) => each.to === 'bootstrap')).toEqual([
      { to: 'bootstrap', event: { type: 'ui.logoutRequested' } },
    ]);
  });
});

describe('entry points', () => {
  const at = (search: string, guest = demoGuest) => ready(guest, demoConfig, testPage({ search }));

  it.each([
    ['?vxpAutoFlow=moneycharge', 'moneycharge'],
    ['?vxpAutoFlow=Paytour', 'moneycharge'],
    ['?vxpAutoFlow=ABO', 'vipabo'],
    ['?vxpAutoFlow=VXTVAbo', 'vxtvabo'],
    ['?vxpAutoFlow=PromoCode', 'promocode'],
    ['?vxpAutoFlow=avs', 'avs'],
    ['?showModalbox=1', 'moneycharge'],
    ['?showModalbox=1&vxpFlow=vipabo', 'vipabo'],
    ['?pwdresetKey=k1&pwdresetUserId=5&pwdresetUserName=dan', 'pwdreset'],
  ])('%s opens %s', async (search, flow) => {
    const h = await at(search);
    expect(selectOpenFlow(h.snapshot())).toBe(flow);
    expect(opens(h)[0]!.target).toBe('iframe');
  });

  it('showModalbox opens the waiting view; pwdreset gets its parameters', async () => {
    const waiting = await at('?showModalbox=1');
    expect(opens(waiting)[0]!.messages[0]).toMatchObject({ options: { sview: 'waiting' } });
    const reset = await at('?pwdresetKey=k1&pwdresetUserId=5&pwdresetUserName=dan', visitorGuest);
    expect(opens(reset)[0]!.messages[0]).toMatchObject({
      options: {
        flow: 'pwdreset',
        pwdresetKey: 'k1',
        pwdresetUserId: '5',
        pwdresetUserName: 'dan',
      },
    });
  });

  it('opens signup by itself for a guest with a signup flow, an external token, e-mail and name', async () => {
    const h = await at(
      '?vxpFlow=signup&externalToken=EXT&signupEmail=a%40b.test&signupName=Ann',
      visitorGuest,
    );
    expect(selectOpenFlow(h.snapshot())).toBe('signup');
    expect(opens(h)[0]!.initToken).toBe('EXT');
    const missing = await at(
      '?vxpFlow=signup&externalToken=EXT&signupEmail=a%40b.test',
      visitorGuest,
    );
    expect(opens(missing)).toEqual([]);
  });

  it('an open asked before the page was read waits for it', async () => {
    const h = payTourHarness();
    h.send({ type: 'payTour.open', flow: 'vipabo' });
    expect(h.snapshot().matches('reading')).toBe(true);
    await settle();
    expect(selectOpenFlow(h.snapshot())).toBe('vipabo');
  });

  it("a visitor's open that started the tour keeps its login action while the page is read", async () => {
    const pin = { type: 'favoritePin' as const, params: { targetType: 'actor', targetId: 7 } };
    const h = payTourHarness({ guest: visitorGuest });
    h.send({ type: 'payTour.open', flow: 'signup', replyTo: 'favourites', loginAction: pin });
    expect(h.snapshot().matches('reading')).toBe(true);
    await settle();
    expect(selectOpenFlow(h.snapshot())).toBe('signup');
    expect(h.effects).toContainEqual({ name: 'storeLoginAction', params: { action: pin } });
  });
});

describe('phones', () => {
  it('open flows in a tab from a click, autorecharge in the iframe; a blocked tab can be retried', async () => {
    const h = await ready(demoGuest, demoConfig, testPage({ isPhone: true }));
    h.send({ type: 'payTour.open', flow: 'moneycharge' });
    expect(opens(h)[0]!.target).toBe('tab');
    expect(opens(h)[0]!.url.flowParams).toEqual({
      flow: 'moneycharge',
      paytype: '',
      enableTracking: false,
    });
    h.frame({ type: 'pay.popupBlocked' });
    expect(selectPayOverlay(h.snapshot())).toBe('popupBlocked');
    h.send({ type: 'ui.retryRequested' });
    expect(opens(h)).toHaveLength(2);
    h.frame({ type: 'pay.contentLoaded', via: 'tab' });
    h.frame({ type: 'pay.viewReady' });
    expect(selectPayOverlay(h.snapshot())).toBe('tabOpen');
    h.send({ type: 'ui.closeRequested' });
    await vi.advanceTimersByTimeAsync(500);
    h.send({ type: 'payTour.open', flow: 'autorecharge' });
    expect(opens(h)[2]!.target).toBe('iframe');
  });
});

describe('phones, a click before the tour is ready', () => {
  it('still opens a tab: a guest’s click waits as a click', async () => {
    const h = payTourHarness({
      guest: demoGuest,
      config: demoConfig,
      page: testPage({ isPhone: true }),
    });
    h.send({ type: 'payTour.open', flow: 'moneycharge' });
    expect(opens(h)).toHaveLength(0);
    await settle();
    expect(opens(h)[0]!.target).toBe('tab');
  });
});

describe('actions', () => {
  it('keeps the answer of an action', async () => {
    const h = await ready();
    h.send({ type: 'payTour.action', action: 'getbalance' });
    await settle();
    expect(h.snapshot().context.answers.getbalance).toEqual({
      ok: true,
      data: { balance: 1, currency: 'EUR' },
    });
  });
});

describe("the account's payment section (issue 54 §10)", () => {
  it.each(ACCOUNT_FLOWS)('ui.payFlowRequested opens %s for a guest', async (flow) => {
    const h = await ready();
    h.send({ type: 'ui.payFlowRequested', flow });
    expect(selectOpenFlow(h.snapshot())).toBe(flow);
    expect(opens(h)[0]?.messages[2]).toEqual({
      type: 'modalbox-change-route',
      route: FLOWS[flow].route,
    });
  });

  it('a visitor logs in first and the flow is stored for after the login', async () => {
    const h = await ready(visitorGuest, demoConfig, testPage({ hasAccount: true }));
    h.send({ type: 'ui.payFlowRequested', flow: 'promocode' });
    expect(selectOpenFlow(h.snapshot())).toBe('login');
    expect(h.effects).toContainEqual({
      name: 'storeLoginAction',
      params: { action: { type: 'openFlow', params: { flow: 'promocode', options: {} } } },
    });
  });
});

describe('checkout links', () => {
  it('asks the checkout origin, opens the link that comes, logs what is rejected', async () => {
    const h = await ready();
    h.send({ type: 'payTour.checkout', flow: 'vipabo' });
    await settle();
    expect(h.snapshot().hasTag('checkoutWaiting')).toBe(true);
    expect(h.checkoutRequests).toEqual([
      {
        checkoutOrigin: demoConfig.checkoutOrigin,
        ask: { flow: 'vipabo', language: 'en', returnUrl: testPage().href },
      },
    ]);
    h.checkout({
      type: 'checkout.rejected',
      id: 'co_1',
      message: 'Invalid message response',
      origin: 'http://evil.test',
    });
    expect(h.effects.filter((e) => e.name === 'logCheckout')).toEqual([
      {
        name: 'logCheckout',
        params: { message: 'Invalid message response', origin: 'http://evil.test' },
      },
    ]);
    expect(h.snapshot().hasTag('checkoutWaiting')).toBe(true);
    h.checkout({ type: 'checkout.link', id: 'co_1', url: 'http://localhost:8081/VXPAY-V3/' });
    expect(h.effects.filter((e) => e.name === 'openCheckout')).toEqual([
      { name: 'openCheckout', params: { url: 'http://localhost:8081/VXPAY-V3/' } },
    ]);
    // The request is over: its listener (and hidden frame) are gone.
    expect(h.snapshot().matches({ ready: { checkout: 'idle' } })).toBe(true);
    expect(h.checkout({ type: 'checkout.link', id: 'co_1', url: 'http://x.test/again' })).toBe(
      false,
    );
  });

  it('an invalid link is logged as "invalid checkout url" and can be asked again', async () => {
    const h = await ready();
    h.send({ type: 'payTour.checkout', flow: 'moneycharge' });
    await settle();
    h.checkout({ type: 'checkout.invalidLink', id: 'co_1' });
    expect(h.snapshot().hasTag('checkoutFailed')).toBe(true);
    expect(h.effects.filter((e) => e.name === 'logCheckout')).toEqual([
      { name: 'logCheckout', params: { message: 'invalid checkout url', origin: null } },
    ]);
    expect(h.effectNames()).not.toContain('openCheckout');
    h.send({ type: 'payTour.checkout', flow: 'vipabo' });
    await settle();
    expect(h.checkoutRequests).toHaveLength(2);
    expect(h.checkoutRequests.at(-1)).toMatchObject({ ask: { flow: 'vipabo' } });
  });

  it('asked again while it waits, a new request replaces the old one', async () => {
    const h = await ready();
    h.send({ type: 'payTour.checkout', flow: 'moneycharge' });
    await settle();
    h.send({ type: 'payTour.checkout', flow: 'vipabo' });
    await settle();
    expect(h.checkoutRequests.map((r) => r.ask.flow)).toEqual(['moneycharge', 'vipabo']);
    expect(h.snapshot().hasTag('checkoutWaiting')).toBe(true);
    h.checkout({ type: 'checkout.link', id: 'co_2', url: 'http://localhost:8081/VXPAY-V3/' });
    expect(h.effects.filter((e) => e.name === 'openCheckout')).toHaveLength(1);
  });
});
