import { createCatalogue } from '../catalogue/index.ts';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildRuntimeConfig } from '../config.ts';
import type { SimulatorContext } from '../context.ts';
import { RealtimeHub } from '../realtime/hub.ts';
import { registerRestRoutes } from '../routes/rest.ts';
import { registerPayClientRoutes } from '../routes/pay-client.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import { landingUrl, registerPayClientAppRoutes } from './appRoutes.ts';
import { PAY_CLIENT_FIXTURES, providePayClientService } from './index.ts';
import { PayClientService } from './service.ts';
import { LOGIN_HANDOFF_MS, TRANSFER_TOKEN_TTL_MS } from './sessions.ts';

const APP_ORIGIN = 'http://127.0.0.1:8080';
const CARD = {
  method: 'CC',
  number: '4111 1111 1111 1111',
  expiry: '12/39',
  cvc: '123',
  holder: 'Dan',
};
const IBAN = { method: 'LS', iban: 'DE89 3704 0044 0532 0130 00', holder: 'Dan' };

/** A socket of the guest on the hub that records every frame pushed to it. */
function socketOf(hub: RealtimeHub, accountId: number, login: string): unknown[] {
  const frames: unknown[] = [];
  const socket = {
    OPEN: 1,
    CLOSED: 3,
    readyState: 1,
    send(data: string, _options: unknown, done: () => void) {
      frames.push(JSON.parse(data));
      done();
    },
    close() {},
    terminate() {},
  };
  const connection = hub.open(socket as unknown as WebSocket);
  hub.authenticate(connection, { accountId, login, accessToken: 'x' });
  return frames;
}

interface Harness {
  store: Store;
  hub: RealtimeHub;
  app: FastifyInstance;
  pay: FastifyInstance;
  service: PayClientService;
  clock: { now: number };
  scheduled: { fn: () => void; ms: number }[];
  remove(): void;
}

async function harness(): Promise<Harness> {
  const dir = tempDir('pay-client-test-');
  const clock = { now: Date.UTC(2026, 10, 22, 8, 0, 0) };
  const store = openTestStore(dir.path, () => clock.now);
  const hub = new RealtimeHub({ sessions: store.sessions, accounts: store.accounts });
  const scheduled: { fn: () => void; ms: number }[] = [];
  const service = new PayClientService({
    store,
    hub,
    ...PAY_CLIENT_FIXTURES,
    now: () => clock.now,
    schedule: (fn, ms) => scheduled.push({ fn, ms }),
  });
  providePayClientService(store, service);
  const config = buildRuntimeConfig({ host: '127.0.0.1', port: 8080, payPort: 8081 }, 'test', {});
  const ctx: SimulatorContext = {
    store,
    hub,
    catalogue: createCatalogue(store.db),
    distDir: dir.path,
    runtime: () => ({ config, appOrigin: APP_ORIGIN, payOrigin: 'http://localhost:8081' }),
  };
  const app = Fastify();
  await app.register(fastifyCookie);
  registerRestRoutes(app, ctx);
  registerPayClientAppRoutes(app, ctx, hub);
  const pay = Fastify();
  registerPayClientRoutes(pay, ctx, hub);
  await Promise.all([app.ready(), pay.ready()]);
  return {
    store,
    hub,
    app,
    pay,
    service,
    clock,
    scheduled,
    remove: () => {
      void app.close();
      void pay.close();
      store.close();
      dir.remove();
    },
  };
}

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(() => h.remove());

/** A page load of the client: its transfer token (for the page) and its key (for the API). */
async function newPage(query = 'flow=moneycharge'): Promise<{ tt: string; key: string }> {
  const page = await h.pay.inject({ method: 'GET', url: `/VXPAY-V3/?${query}` });
  const tt = /data-tt="(TT_[0-9a-f-]{36})"/.exec(page.body)?.[1];
  const key = /data-key="(PK_[\w-]+)"/.exec(page.body)?.[1];
  if (!tt || !key) throw new Error('no transfer token or key in the page');
  return { tt, key };
}

async function newKey(query = 'flow=moneycharge'): Promise<string> {
  return (await newPage(query)).key;
}

/** The page's claim on the app origin: its app session (cookie and access token) owns `tt`. */
async function claim(tt: string, session: { sid: string; accessToken: string }) {
  const response = await h.app.inject({
    method: 'POST',
    url: `/rest/v1/vxpay/claim?language=en&ver=x&access_token=${session.accessToken}`,
    payload: { transferToken: tt },
    headers: { cookie: `sid=${session.sid}` },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function call(op: string, body: Record<string, unknown>) {
  const response = await h.pay.inject({
    method: 'POST',
    url: `/VXPAY-V3/api/${op}`,
    payload: body,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** A page claimed by a visitor's app session, logged in in the frame. */
async function claimedLogin(login: string, password: string) {
  const visitor = h.store.sessions.create(null);
  const page = await newPage();
  expect((await claim(page.tt, visitor)).status).toBe(200);
  expect((await call('login', { frameKey: page.key, login, password })).status).toBe(200);
  return { ...page, visitor, cookie: `sid=${visitor.sid}` };
}

async function loggedIn(login = 'demo', password = 'demo1234'): Promise<string> {
  const fk = await newKey();
  expect((await call('login', { frameKey: fk, login, password })).status).toBe(200);
  return fk;
}

function balanceOf(login: string): number {
  return h.store.accounts.findByLogin(login)?.balance ?? Number.NaN;
}

describe('checkout links on the checkout origin', () => {
  it('answers a request with a page whose own script posts the link with the id', async () => {
    const ruri = `${APP_ORIGIN}/en/vipclub/`;
    const query = new URLSearchParams({ id: 'co_1', flow: 'vipabo', lang: 'de', ruri });
    const page = await h.pay.inject({ method: 'GET', url: `/checkout/link?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/<script>[^<]/);
    expect(page.body).toContain('src="/VXPAY-V3/assets/checkout.js"');
    expect(page.body).toContain(`data-app-origin="${APP_ORIGIN}"`);
    expect(page.body).toContain('data-id="co_1"');
    const link = /data-link="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://localhost:8081/VXPAY-V3/');
    expect(url.hash).toBe('#/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ flow: 'vipabo', lang: 'DE', ruri });
    const script = await h.pay.inject({ method: 'GET', url: '/VXPAY-V3/assets/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('checkoutLink');
  }, 60_000);

  it('drops a way back to another origin and refuses a request without a usable id', async () => {
    const foreign = new URLSearchParams({ id: 'co_2', ruri: 'http://evil.test/steal' });
    const page = await h.pay.inject({ method: 'GET', url: `/checkout/link?${foreign}` });
    const link = /data-link="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(Object.fromEntries(new URL(link).searchParams)).toEqual({
      flow: 'moneycharge',
      lang: 'EN',
    });
    for (const id of ['', 'a b', '<x>', 'x'.repeat(101)]) {
      const url = `/checkout/link?${new URLSearchParams({ id })}`;
      expect((await h.pay.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
  });
});

describe('the payment client page and assets', () => {
  it('says so on a test device and hides the close button the page asks to hide (decision 0032)', async () => {
    const plain = await h.pay.inject({ method: 'GET', url: '/VXPAY-V3/?flow=moneycharge' });
    expect(plain.body).not.toContain('vxp-test-device');
    expect(plain.body).toContain('id="vxp-close"');
    const marked = await h.pay.inject({
      method: 'GET',
      url: '/VXPAY-V3/?flow=moneycharge&testdevice=1&mc%5BhideClose%5D=1',
    });
    expect(marked.body).toContain('Test device: no real money is taken');
    expect(marked.body).not.toContain('id="vxp-close"');
  });

  it('serves the page with the app origin, a new transfer token and a key of its own', async () => {
    const page = await h.pay.inject({ method: 'GET', url: '/VXPAY-V3/?flow=login&lang=nl' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`data-app-origin="${APP_ORIGIN}"`);
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('<title>Inloggen · VXPAY</title>');
    expect(page.body).not.toMatch(/<script>[^<]/); // no inline script: the pay CSP forbids it
    const tt = /data-tt="(TT_[0-9a-f-]{36})"/.exec(page.body)?.[1];
    expect(tt).toBeDefined();
    expect(page.body).toMatch(/data-key="PK_[\w-]{32}"/);
    // A later load with the token is a new page: a new token and a new key, never the old ones.
    const again = await h.pay.inject({ method: 'GET', url: `/VXPAY-V3/?tt=${tt}` });
    expect(again.body).not.toContain(`${tt}`);
    expect(again.body).toMatch(/data-tt="TT_[0-9a-f-]{36}"/);
    const unknown = await h.pay.inject({ method: 'GET', url: '/VXPAY-V3/?tt=TT_forged' });
    expect(unknown.body).not.toContain('TT_forged');
    const bare = await h.pay.inject({ method: 'GET', url: '/VXPAY-V3?flow=avs' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/VXPAY-V3/?flow=avs');
  });

  it('serves the frame modules as JavaScript with .js imports, and the style sheet', async () => {
    const main = await h.pay.inject({ method: 'GET', url: '/VXPAY-V3/assets/main.js' });
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(main.body).toContain('from "./protocol.js"');
    expect(main.body).toContain('from "../../../machines/shared/money.js"');
    expect(main.body).not.toMatch(/import type|: PayGuest/);
    const money = await h.pay.inject({ method: 'GET', url: '/machines/shared/money.js' });
    expect(money.body).toContain('export function formatMoney');
    // The flows module imports the contract's lists, served the same way.
    const flows = await h.pay.inject({ method: 'GET', url: '/VXPAY-V3/assets/flows.js' });
    expect(flows.body).toContain('from "../../../contract/payClient.js"');
    const contract = await h.pay.inject({ method: 'GET', url: '/contract/payClient.js' });
    expect(contract.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(contract.body).toContain('export const PAY_CLIENT_FLOWS');
    const css = await h.pay.inject({ method: 'GET', url: '/VXPAY-V3/assets/frame.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const url of [
      '/VXPAY-V3/assets/service.js',
      '/VXPAY-V3/assets/..%2Fstore.js',
      '/VXPAY-V3/assets/x.ts',
    ]) {
      expect((await h.pay.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  }, 60_000);

  it('refuses unknown operations, bad bodies and unknown transfer tokens with JSON', async () => {
    expect((await call('nope', { frameKey: 'x' })).status).toBe(404);
    expect(await call('login', { frameKey: 'PK_x' })).toEqual({
      status: 400,
      body: { ok: false, error: 'invalid_request', fields: {} },
    });
    expect(
      (await call('login', { frameKey: 'PK_x', login: 'demo', password: 'demo1234' })).body,
    ).toMatchObject({
      ok: false,
      error: 'unknown_key',
    });
  });
});

describe('login, signup and the session', () => {
  it('logs in a demo account by login, screen name or e-mail, and refuses a wrong password', async () => {
    const fk = await newKey();
    expect(
      await call('login', { frameKey: fk, login: 'demo', password: 'nope1234' }),
    ).toMatchObject({
      status: 401,
      body: { error: 'wrong_credentials' },
    });
    for (const login of ['demo', 'DemoDan', 'DEMO@example.com']) {
      const reply = await call('login', { frameKey: fk, login, password: 'demo1234' });
      expect(reply.status).toBe(200);
      expect(reply.body['guest']).toMatchObject({ id: 1001, screenname: 'DemoDan', fsk18: true });
    }
    expect((await call('login', { frameKey: fk, login: '', password: '' })).body).toMatchObject({
      error: 'invalid',
      fields: { login: 'required', password: 'required' },
    });
  });

  it('signs up a new account after validating e-mail, username and password', async () => {
    const fk = await newKey('flow=login');
    const bad = await call('signup', {
      frameKey: fk,
      email: 'a@b',
      username: '9lives',
      password: 'short',
    });
    expect(bad).toMatchObject({
      status: 422,
      body: {
        fields: { email: 'emailInvalid', username: 'usernameInvalid', password: 'passwordShort' },
      },
    });
    expect(
      (
        await call('signup', {
          frameKey: fk,
          email: 'x@example.org',
          username: 'DemoDan',
          password: 'secret123',
        })
      ).body,
    ).toMatchObject({ error: 'username_taken' });
    expect(
      (
        await call('signup', {
          frameKey: fk,
          email: 'Demo@Example.com',
          username: 'Newcomer',
          password: 'secret123',
        })
      ).body,
    ).toMatchObject({ error: 'email_taken' });
    const ok = await call('signup', {
      frameKey: fk,
      email: 'new@example.org',
      username: 'Newcomer',
      password: 'secret123',
      newsletter: true,
    });
    expect(ok.status).toBe(200);
    const account = h.store.accounts.findByLogin('newcomer');
    expect(account).toMatchObject({ name: 'Newcomer', email: 'new@example.org', balance: 0 });
    expect(account?.id).toBeGreaterThanOrEqual(5001);
    expect(account?.state.notificationsSettings).toEqual({ newsletter: true });
    // The new password works in another session.
    const other = await newKey();
    expect(
      (await call('login', { frameKey: other, login: 'new@example.org', password: 'secret123' }))
        .status,
    ).toBe(200);
  });

  it('knows the guest from the app access token of init-session', async () => {
    const fk = await newKey();
    expect((await call('session', { frameKey: fk, token: null })).body['guest']).toBeNull();
    const anonymous = h.store.sessions.create(null);
    expect(
      (await call('session', { frameKey: fk, token: anonymous.accessToken })).body['guest'],
    ).toBeNull();
    const session = h.store.sessions.create(1003);
    const reply = await call('session', { frameKey: fk, token: session.accessToken });
    expect(reply.body['guest']).toMatchObject({ id: 1003, isVip: true });
    expect((await call('action', { frameKey: fk, name: 'isLoggedIn' })).body['data']).toBe(true);
  });

  it('carries a login of this browser over to a new page (resume) while the app session lives', async () => {
    const first = await claimedLogin('tv', 'tv123456');
    const resume = async () =>
      (await call('session', { frameKey: await newKey(), token: null, resume: first.key })).body[
        'guest'
      ];
    expect(
      (await call('session', { frameKey: await newKey(), token: null, resume: 'PK_unknown' })).body[
        'guest'
      ],
    ).toBeNull();
    // The transfer token is no key: it resumes nothing.
    expect(
      (await call('session', { frameKey: await newKey(), token: null, resume: first.tt })).body[
        'guest'
      ],
    ).toBeNull();
    // Not handed to the app yet: the app does not know this guest, so neither does a new page.
    expect(await resume()).toBeNull();
    const handoff = await h.app.inject({
      method: 'POST',
      url: '/rest/v1/vxpay/onsuccess?language=en&ver=x&access_token=',
      payload: {
        result: { transferToken: first.tt, userId: 1004 },
        targetUrl: `${APP_ORIGIN}/en/`,
      },
      headers: { cookie: first.cookie },
    });
    expect(handoff.statusCode).toBe(200);
    expect(await resume()).toMatchObject({ id: 1004 });
    // A token of another logged-in guest wins over what was remembered.
    const other = h.store.sessions.create(1001);
    const next = await newKey();
    expect(
      (await call('session', { frameKey: next, token: other.accessToken, resume: first.key })).body[
        'guest'
      ],
    ).toMatchObject({ id: 1001 });
    // Logged out of the app: a visitor in the payment client too.
    const sid = handoff.cookies.find((cookie) => cookie.name === 'sid')?.value ?? '';
    h.store.sessions.delete(sid);
    expect(await resume()).toBeNull();
  });

  it('answers every action for the pay session', async () => {
    const visitor = await newKey();
    const answers = async (fk: string): Promise<Record<string, unknown>> =>
      Object.fromEntries(
        await Promise.all(
          ['isLoggedIn', 'getbalance', 'getavsstatus', 'getactiveabos'].map(
            async (name): Promise<[string, unknown]> => [
              name,
              (await call('action', { frameKey: fk, name })).body['data'],
            ],
          ),
        ),
      );
    expect(await answers(visitor)).toEqual({
      isLoggedIn: false,
      getbalance: { balance: 0, currency: 'EUR' },
      getavsstatus: { fsk18: false },
      getactiveabos: {},
    });
    const fk = await loggedIn('vip', 'vip12345');
    const vip = await answers(fk);
    expect(vip).toMatchObject({
      isLoggedIn: true,
      getbalance: { balance: 480, currency: 'EUR' },
      getavsstatus: { fsk18: true },
      getactiveabos: {
        vip: {
          name: 'VIP Club',
          isPaidAbo: true,
          isTrialAbo: false,
          isActive: true,
          isFreeAbo: false,
          amount: 9.99,
        },
      },
    });
    expect((await call('action', { frameKey: fk, name: 'frobnicate' })).status).toBe(404);
    expect(
      (await call('action', { frameKey: fk, name: 'logout', params: { clearToken: true } })).status,
    ).toBe(200);
    expect((await call('action', { frameKey: fk, name: 'isLoggedIn' })).body['data']).toBe(false);
  });
});

describe('money', () => {
  it('a top-up raises the balance, records the card and pushes guestBalance with isPayment', async () => {
    const frames = socketOf(h.hub, 1001, 'demo');
    const fk = await loggedIn();
    const reply = await call('moneycharge', {
      frameKey: fk,
      amount: 25,
      payment: CARD,
      save: true,
    });
    expect(reply.status).toBe(200);
    expect(balanceOf('demo')).toBe(150.5);
    expect(frames).toEqual([
      {
        type: 'guestBalance',
        balance: 150.5,
        balanceFormatted: '150,50 €',
        isPayingCustomer: true,
        isPayment: true,
      },
    ]);
    expect(reply.body['guest']).toMatchObject({
      methods: { card: { brand: 'VISA', last4: '1111', expiry: '12/39' } },
    });
    // The saved card pays the next time.
    await call('moneycharge', {
      frameKey: fk,
      amount: 10,
      payment: { method: 'CC', stored: true },
      save: false,
    });
    expect(balanceOf('demo')).toBe(160.5);
    expect(h.service.pay.payments(1001)).toEqual([
      { flow: 'moneycharge', paytype: 'CC', amount: 25, credited: 25 },
      { flow: 'moneycharge', paytype: 'CC', amount: 10, credited: 10 },
    ]);
  });

  it('refuses bad amounts and cards, a declined card, and a visitor, charging nothing', async () => {
    const frames = socketOf(h.hub, 1001, 'demo');
    const visitor = await newKey();
    expect(
      (await call('moneycharge', { frameKey: visitor, amount: 25, payment: CARD })).body,
    ).toMatchObject({ error: 'login_required' });
    const fk = await loggedIn();
    expect(
      (await call('moneycharge', { frameKey: fk, amount: 2, payment: CARD })).body,
    ).toMatchObject({
      fields: { amount: 'amountInvalid' },
    });
    expect(
      (await call('moneycharge', { frameKey: fk, amount: 10.005, payment: CARD })).body,
    ).toMatchObject({
      fields: { amount: 'amountInvalid' },
    });
    const badCard = { ...CARD, number: '4111 1111 1111 1112', expiry: '01/20', cvc: '12' };
    expect(
      (await call('moneycharge', { frameKey: fk, amount: 25, payment: badCard })).body,
    ).toMatchObject({
      fields: { number: 'cardNumberInvalid', expiry: 'cardExpired', cvc: 'cvcInvalid' },
    });
    expect(
      (
        await call('moneycharge', {
          frameKey: fk,
          amount: 25,
          payment: { ...CARD, number: '4000 0000 0000 0002' },
        })
      ).body,
    ).toMatchObject({ error: 'card_declined' });
    expect(
      (
        await call('moneycharge', {
          frameKey: fk,
          amount: 25,
          payment: { method: 'LS', stored: true },
        })
      ).body,
    ).toMatchObject({ error: 'no_stored_debit' });
    expect(balanceOf('demo')).toBe(125.5);
    expect(frames).toEqual([]);
  });

  it('the deposit limit caps top-ups over 30 days', async () => {
    const fk = await loggedIn();
    expect((await call('limit', { frameKey: fk, limit: 50 })).body['guest']).toMatchObject({
      methods: { monthlyLimit: 50 },
    });
    expect((await call('moneycharge', { frameKey: fk, amount: 40, payment: IBAN })).status).toBe(
      200,
    );
    expect(
      (await call('moneycharge', { frameKey: fk, amount: 25, payment: IBAN })).body,
    ).toMatchObject({
      error: 'limit_exceeded',
    });
    h.clock.now += 31 * 24 * 60 * 60 * 1000;
    expect((await call('moneycharge', { frameKey: fk, amount: 25, payment: IBAN })).status).toBe(
      200,
    );
    expect((await call('limit', { frameKey: fk, limit: null })).body['guest']).toMatchObject({
      methods: { monthlyLimit: null },
    });
  });

  it('the trial top-up is for first payments only: pay 1, get 5', async () => {
    const fk = await loggedIn('newbie', 'newbie1234');
    const frames = socketOf(h.hub, 1002, 'newbie');
    expect((await call('trialcharge', { frameKey: fk, payment: CARD })).status).toBe(200);
    expect(balanceOf('newbie')).toBe(5);
    expect(h.store.accounts.findByLogin('newbie')?.state.isPayingCustomer).toBe(true);
    expect(frames).toMatchObject([
      { type: 'guestBalance', balance: 5, isPayingCustomer: true, isPayment: true },
    ]);
    expect((await call('trialcharge', { frameKey: fk, payment: CARD })).body).toMatchObject({
      error: 'trial_not_available',
    });
  });

  it('carrier billing and voice calls top up too', async () => {
    const fk = await loggedIn();
    expect(
      (await call('carrier', { frameKey: fk, phone: '12345', amount: 10 })).body,
    ).toMatchObject({
      fields: { phone: 'phoneInvalid' },
    });
    expect(
      (await call('carrier', { frameKey: fk, phone: '+49 151 2345678', amount: 7 })).body,
    ).toMatchObject({ fields: { amount: 'amountInvalid' } });
    expect(
      (await call('carrier', { frameKey: fk, phone: '+49 151 2345678', amount: 10 })).body['guest'],
    ).toMatchObject({ methods: { carrierPhone: '+491512345678' } });
    expect((await call('voicecharge', { frameKey: fk, amount: 20 })).status).toBe(200);
    expect(balanceOf('demo')).toBe(155.5);
  });

  it('one-click and auto-recharge settings need a saved method and land in the guest state', async () => {
    const fk = await loggedIn('newbie', 'newbie1234');
    expect(
      (await call('oneclick', { frameKey: fk, enabled: true, amounts: [10] })).body,
    ).toMatchObject({
      error: 'no_stored_method',
    });
    expect(
      (await call('changepayment', { frameKey: fk, payment: { ...IBAN, iban: 'DE00 1234' } })).body,
    ).toMatchObject({ fields: { iban: 'ibanInvalid' } });
    expect(
      (await call('changepayment', { frameKey: fk, payment: IBAN })).body['guest'],
    ).toMatchObject({
      methods: { debit: { ibanMasked: 'DE89 •••• 3000', holder: 'Dan' } },
    });
    expect(
      (await call('changepayment', { frameKey: fk, payment: CARD })).body['guest'],
    ).toMatchObject({
      methods: { card: { last4: '1111' } },
    });
    await call('oneclick', { frameKey: fk, enabled: true, amounts: [50, 10, 10] });
    await call('autorecharge', { frameKey: fk, enabled: true, amount: 25 });
    expect(h.store.accounts.findByLogin('newbie')?.state).toMatchObject({
      oneClick: { enabled: true, amounts: [10, 50] },
      autoRecharge: { enabled: true, amount: 25 },
    });
    await call('autorecharge', { frameKey: fk, enabled: false, amount: 0 });
    expect(h.store.accounts.findByLogin('newbie')?.state.autoRecharge).toEqual({
      enabled: false,
      amount: 0,
    });
  });

  it('opcompensation settles what a restricted guest owes and lifts the restriction', async () => {
    const fk = await loggedIn('restricted', 'restricted1234');
    expect((await call('session', { frameKey: fk })).body['guest']).toMatchObject({
      isRestricted: true,
      amountDue: 20,
    });
    expect(
      (await call('opcompensation', { frameKey: fk, payment: CARD })).body['guest'],
    ).toMatchObject({
      isRestricted: false,
      amountDue: 0,
    });
    expect(h.store.accounts.findByLogin('restricted')?.state).toMatchObject({
      isRestricted: false,
      restrictionLevel: 0,
    });
    expect((await call('opcompensation', { frameKey: fk, payment: CARD })).body).toMatchObject({
      error: 'nothing_due',
    });
  });
});

describe('subscriptions and the age check', () => {
  it('VIP, TV and trial VIP start with their pushes, once', async () => {
    const frames = socketOf(h.hub, 1002, 'newbie');
    const fk = await loggedIn('newbie', 'newbie1234');
    expect((await call('abo', { frameKey: fk, flow: 'trialvipabo', payment: CARD })).status).toBe(
      200,
    );
    expect(
      (
        await call('abo', {
          frameKey: fk,
          flow: 'vxtvabo',
          payment: { method: 'CC', stored: true },
        })
      ).status,
    ).toBe(200);
    expect((await call('abo', { frameKey: fk, flow: 'vipabo', payment: CARD })).body).toMatchObject(
      {
        error: 'already_subscribed',
      },
    );
    expect(frames).toEqual([
      { type: 'vipAboUpdate', active: true, justStarted: true, priceEur: 1.99 },
      { type: 'vxtvAboUpdate', active: true, justStarted: true, priceEur: 19.99 },
    ]);
    expect(h.store.accounts.findByLogin('newbie')?.state).toMatchObject({
      isVip: true,
      isTvSubscriber: true,
      isPremium: true,
    });
    const abos = (await call('action', { frameKey: fk, name: 'getactiveabos' })).body['data'];
    expect(abos).toMatchObject({
      vip: {
        isTrialAbo: true,
        isPaidAbo: false,
        amount: 1.99,
        endDate: new Date(h.clock.now + 7 * 86_400_000).toISOString(),
      },
      vxtv: { isPaidAbo: true, amount: 19.99 },
    });
    h.clock.now += 8 * 86_400_000;
    expect(
      (await call('action', { frameKey: fk, name: 'getactiveabos' })).body['data'],
    ).toMatchObject({
      vip: { isActive: false },
    });
  });

  it('age verification: avsPending at once, avsSet after the delay; REJECT is rejected', async () => {
    const frames = socketOf(h.hub, 1002, 'newbie');
    const fk = await loggedIn('newbie', 'newbie1234');
    expect(
      (
        await call('avs', {
          frameKey: fk,
          fullName: 'Felix',
          birthDate: '2015-01-01',
          documentNumber: 'X1',
        })
      ).body,
    ).toMatchObject({ fields: { birthDate: 'underAge' } });
    expect(
      (
        await call('avs', {
          frameKey: fk,
          fullName: 'Felix',
          birthDate: '1990-02-30',
          documentNumber: 'X1',
        })
      ).body,
    ).toMatchObject({ fields: { birthDate: 'birthDateInvalid' } });
    const reply = await call('avs', {
      frameKey: fk,
      fullName: 'Felix',
      birthDate: '1990-02-03',
      documentNumber: 'X1',
    });
    expect(reply.body['guest']).toMatchObject({ avsStatus: 'pending', fsk18: false });
    expect(frames).toEqual([{ type: 'avsPending' }]);
    expect(h.scheduled.map((entry) => entry.ms)).toEqual([2000]);
    h.scheduled.shift()?.fn();
    expect(frames).toEqual([{ type: 'avsPending' }, { type: 'avsSet' }]);
    expect(h.store.accounts.findByLogin('newbie')?.state.avsStatus).toBe('accepted');
    expect((await call('action', { frameKey: fk, name: 'getavsstatus' })).body['data']).toEqual({
      fsk18: true,
    });
    expect(
      (
        await call('avs', {
          frameKey: fk,
          fullName: 'Felix',
          birthDate: '1990-02-03',
          documentNumber: 'X1',
        })
      ).body,
    ).toMatchObject({ error: 'already_verified' });

    const other = await loggedIn('restricted', 'restricted1234');
    h.store.accounts.patchState(1005, { avsStatus: 'unknown' });
    const rejected = socketOf(h.hub, 1005, 'restricted');
    await call('avs', {
      frameKey: other,
      fullName: 'Q',
      birthDate: '1980-01-01',
      documentNumber: 'reject',
    });
    h.scheduled.shift()?.fn();
    expect(rejected).toEqual([
      { type: 'avsPending' },
      { type: 'avsRejected', message: 'The document could not be verified.' },
    ]);
  });
});

describe('codes, passwords and settings', () => {
  it('a promo code credits the balance once per guest; a scratch card once at all', async () => {
    const frames = socketOf(h.hub, 1001, 'demo');
    const fk = await loggedIn();
    expect(
      (await call('redeem', { frameKey: fk, code: ' welcome10 ', kind: 'promocode' })).body[
        'benefit'
      ],
    ).toEqual({ type: 'balance', amount: 10 });
    expect(balanceOf('demo')).toBe(135.5);
    expect(frames).toEqual([
      {
        type: 'guestBalance',
        balance: 135.5,
        balanceFormatted: '135,50 €',
        isPayingCustomer: true,
        isPayment: false,
      },
      { type: 'bonusCodeRedeemed', code: 'WELCOME10', bonus: { type: 'balance', amount: 10 } },
    ]);
    expect(
      (await call('redeem', { frameKey: fk, code: 'WELCOME10', kind: 'promocode' })).body,
    ).toMatchObject({ error: 'code_used' });
    expect(
      (await call('redeem', { frameKey: fk, code: 'WELCOME10', kind: 'scratchcard' })).body,
    ).toMatchObject({ error: 'unknown_code' });
    expect(
      (await call('redeem', { frameKey: fk, code: '', kind: 'promocode' })).body,
    ).toMatchObject({
      fields: { code: 'required' },
    });
    await call('redeem', { frameKey: fk, code: 'FREEVIDEO', kind: 'promocode' });
    expect(frames.at(-2)).toMatchObject({ type: 'vouchers' });
    expect(h.store.accounts.findByLogin('demo')?.state.vouchers).toContainEqual({
      type: 1,
      actorId: null,
      amount: 1,
    });
    expect(
      (await call('redeem', { frameKey: fk, code: '2024-1111-2222', kind: 'scratchcard' })).status,
    ).toBe(200);
    const vip = await loggedIn('vip', 'vip12345');
    expect(
      (await call('redeem', { frameKey: vip, code: '2024-1111-2222', kind: 'scratchcard' })).body,
    ).toMatchObject({ error: 'code_used' });
    expect(
      (await call('redeem', { frameKey: vip, code: 'WELCOME10', kind: 'promocode' })).status,
    ).toBe(200);
  });

  it('password lost and reset: one key, used once, then the new password logs in', async () => {
    const fk = await newKey('flow=pwdlost');
    expect((await call('pwdlost', { frameKey: fk, login: 'nobody' })).body).toMatchObject({
      resetKey: null,
      userId: null,
    });
    const lost = await call('pwdlost', { frameKey: fk, login: 'newbie@example.com' });
    const key = lost.body['resetKey'] as string;
    expect(lost.body['userId']).toBe(1002);
    expect(
      (await call('pwdreset', { frameKey: fk, userId: 1002, key, password: 'weakweak' })).body,
    ).toMatchObject({ fields: { password: 'passwordWeak' } });
    expect(
      (await call('pwdreset', { frameKey: fk, userId: 1001, key, password: 'brandnew1' })).body,
    ).toMatchObject({ error: 'reset_key_invalid' });
    const reset = await call('pwdreset', {
      frameKey: fk,
      userId: 1002,
      key,
      password: 'brandnew1',
    });
    expect(reset.body['guest']).toMatchObject({ id: 1002 });
    expect(
      (await call('pwdreset', { frameKey: fk, userId: 1002, key, password: 'brandnew2' })).body,
    ).toMatchObject({ error: 'reset_key_invalid' });
    const other = await newKey();
    expect(
      (await call('login', { frameKey: other, login: 'newbie', password: 'newbie1234' })).status,
    ).toBe(401);
    expect(
      (await call('login', { frameKey: other, login: 'newbie', password: 'brandnew1' })).status,
    ).toBe(200);
  });

  it('settings change the password (with the current one), the newsletter, and confirm the e-mail', async () => {
    const frames = socketOf(h.hub, 1001, 'demo');
    const fk = await loggedIn();
    expect(
      (await call('settings', { frameKey: fk, currentPassword: 'wrong', newPassword: 'other1234' }))
        .body,
    ).toMatchObject({ error: 'wrong_password' });
    const reply = await call('settings', {
      frameKey: fk,
      currentPassword: 'demo1234',
      newPassword: 'other1234',
      newsletter: false,
      verifyEmail: true,
    });
    expect(reply.body).toMatchObject({
      passwordChanged: true,
      emailVerified: true,
      guest: { newsletter: false, emailVerified: true },
    });
    expect(frames).toEqual([{ type: 'guestEmailVerified' }]);
    expect((await call('settings', { frameKey: fk, verifyEmail: true })).body).toMatchObject({
      emailVerified: false,
    });
    expect(
      (await call('login', { frameKey: await newKey(), login: 'demo', password: 'other1234' }))
        .status,
    ).toBe(200);
  });
});

describe('the app origin: vxpay/onsuccess', () => {
  async function onSuccess(body: unknown, cookie?: string) {
    const response = await h.app.inject({
      method: 'POST',
      url: '/rest/v1/vxpay/onsuccess?language=en&ver=x&access_token=',
      payload: body as Record<string, unknown>,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    return response;
  }

  it('sets the app session of the account that logged in in the frame and answers the URL', async () => {
    const { tt, cookie } = await claimedLogin('vip', 'vip12345');
    const response = await onSuccess(
      {
        result: { success: true, flow: 'login', userId: 1003, transferToken: tt },
        targetUrl: `${APP_ORIGIN}/en/videos?x=1#frag`,
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { url: `${APP_ORIGIN}/en/videos?x=1` },
    });
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    const session = await h.app.inject({
      method: 'GET',
      url: '/rest/v1/auth/session?language=en&ver=x&access_token=',
      headers: { cookie: `sid=${sid?.value}` },
    });
    expect(session.json()).toMatchObject({ guestId: 1003 });
  });

  it('never trusts a bare or mismatching userId, nor an old login', async () => {
    expect((await onSuccess({ result: { userId: 1001 } })).statusCode).toBe(400);
    expect(
      (await onSuccess({ result: { userId: 1001, transferToken: 'TT_forged' } })).json(),
    ).toMatchObject({ error: 'not_logged_in_in_payment_client' });
    const visitor = await newPage();
    expect((await onSuccess({ result: { transferToken: visitor.tt } })).statusCode).toBe(403);
    const { tt, cookie } = await claimedLogin('vip', 'vip12345');
    expect(
      (await onSuccess({ result: { userId: 1001, transferToken: tt } }, cookie)).json(),
    ).toMatchObject({ error: 'user_mismatch' });
    h.clock.now += LOGIN_HANDOFF_MS + 1;
    expect(
      (await onSuccess({ result: { userId: 1003, transferToken: tt } }, cookie)).json(),
    ).toMatchObject({ error: 'login_expired' });
  });

  it("hands a visitor's flow only to the app session that claimed it when it opened: a stolen token presented first does not win", async () => {
    const { tt, visitor, cookie } = await claimedLogin('vip', 'vip12345');
    const result = { success: true, flow: 'login', userId: 1003, transferToken: tt };
    const thief = h.store.sessions.create(null);
    // The thief cannot claim it again, and presenting it first (or without a session) gets nothing.
    expect(await claim(tt, thief)).toEqual({
      status: 409,
      body: { success: false, error: 'transfer_token_claimed' },
    });
    for (const other of [`sid=${thief.sid}`, undefined]) {
      const stolen = await onSuccess({ result }, other);
      expect(stolen.json()).toEqual({ success: false, error: 'session_mismatch' });
      expect(stolen.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    expect(h.store.sessions.findBySid(thief.sid)?.accountId).toBeNull();
    // The page that opened it still can, and its claim again is a no-op.
    expect((await claim(tt, visitor)).status).toBe(200);
    expect((await onSuccess({ result }, cookie)).statusCode).toBe(200);
  });

  it('hands off no login that no app session claimed, and takes claims only with the cookie and its own access token', async () => {
    const page = await newPage();
    const visitor = h.store.sessions.create(null);
    const stranger = h.store.sessions.create(null);
    const forged = await h.app.inject({
      method: 'POST',
      url: `/rest/v1/vxpay/claim?language=en&ver=x&access_token=${stranger.accessToken}`,
      payload: { transferToken: page.tt },
      headers: { cookie: `sid=${visitor.sid}` },
    });
    expect(forged.json()).toEqual({ success: false, error: 'no_session' });
    expect((await claim('TT_forged', visitor)).status).toBe(404);
    expect(
      (await call('login', { frameKey: page.key, login: 'vip', password: 'vip12345' })).status,
    ).toBe(200);
    const result = { userId: 1003, transferToken: page.tt };
    expect((await onSuccess({ result }, `sid=${visitor.sid}`)).json()).toEqual({
      success: false,
      error: 'not_claimed',
    });
    // A token is claimed while it is young and unspent only.
    const late = await newPage();
    h.clock.now += TRANSFER_TOKEN_TTL_MS + 1;
    expect((await claim(late.tt, visitor)).body).toMatchObject({ error: 'transfer_token_expired' });
  });

  it("a page's transfer token is no key to the payment client: a load with it opens a new session, which only its own app session's claim logs in", async () => {
    const first = await claimedLogin('vip', 'vip12345');
    const balance = balanceOf('vip');
    // The token does not work as a key, nor does a forged one.
    expect((await call('action', { frameKey: first.tt, name: 'isLoggedIn' })).status).toBe(401);
    // A thief loads the client with it: a new session, not logged in, not after their own claim.
    const thief = h.store.sessions.create(null);
    const stolen = await newPage(`flow=moneycharge&tt=${first.tt}`);
    expect((await claim(stolen.tt, thief)).status).toBe(200);
    expect((await call('action', { frameKey: stolen.key, name: 'isLoggedIn' })).body['data']).toBe(
      false,
    );
    expect(
      (await call('moneycharge', { frameKey: stolen.key, amount: 25, payment: CARD })).body,
    ).toMatchObject({ error: 'login_required' });
    expect(balanceOf('vip')).toBe(balance);
    // The token is spent: a second load with it continues nothing either.
    const again = await newPage(`flow=moneycharge&tt=${first.tt}`);
    expect((await claim(again.tt, first.visitor)).status).toBe(200);
    expect((await call('action', { frameKey: again.key, name: 'isLoggedIn' })).body['data']).toBe(
      false,
    );
  });

  it("a load with the page's fresh token continues its login once the page's own app session claims it", async () => {
    const first = await claimedLogin('vip', 'vip12345');
    const next = await newPage(`flow=moneycharge&tt=${first.tt}`);
    expect((await call('action', { frameKey: next.key, name: 'isLoggedIn' })).body['data']).toBe(
      false,
    );
    expect((await claim(next.tt, first.visitor)).status).toBe(200);
    expect((await call('action', { frameKey: next.key, name: 'isLoggedIn' })).body['data']).toBe(
      true,
    );
    // Its first key keeps working; a token older than its lifetime continues nothing.
    expect((await call('action', { frameKey: first.key, name: 'isLoggedIn' })).body['data']).toBe(
      true,
    );
    h.clock.now += TRANSFER_TOKEN_TTL_MS + 1;
    const stale = await newPage(`flow=moneycharge&tt=${next.tt}`);
    h.clock.now -= TRANSFER_TOKEN_TTL_MS + 1;
    expect((await claim(stale.tt, first.visitor)).status).toBe(200);
    expect((await call('action', { frameKey: stale.key, name: 'isLoggedIn' })).body['data']).toBe(
      false,
    );
  });

  it('hands a login off once, within 5 minutes: a replay into another session does nothing', async () => {
    expect(LOGIN_HANDOFF_MS).toBe(5 * 60 * 1000);
    const { tt, key, cookie } = await claimedLogin('vip', 'vip12345');
    const result = { success: true, flow: 'login', userId: 1003, transferToken: tt };
    const first = await onSuccess({ result }, cookie);
    expect(first.statusCode).toBe(200);
    const attacker = h.store.sessions.create(null);
    const replay = await onSuccess({ result }, `sid=${attacker.sid}`);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({ success: false, error: 'transfer_token_used' });
    expect(replay.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect(h.store.sessions.findBySid(attacker.sid)?.accountId).toBeNull();
    // A new login in the same frame may be handed off again, to the browser's new session.
    const now = first.cookies.find((c) => c.name === 'sid')?.value ?? '';
    expect(
      (await call('login', { frameKey: key, login: 'vip', password: 'vip12345' })).status,
    ).toBe(200);
    expect((await onSuccess({ result }, `sid=${attacker.sid}`)).statusCode).toBe(403);
    expect((await onSuccess({ result }, `sid=${now}`)).statusCode).toBe(200);
  });

  it("hands a flow opened by a logged-in guest only to that guest's app session", async () => {
    const owner = h.store.sessions.create(1001);
    const page = await newPage();
    await call('session', { frameKey: page.key, token: owner.accessToken });
    const result = { success: true, flow: 'avs', userId: 1001, transferToken: page.tt };
    const stranger = h.store.sessions.create(null);
    for (const cookie of [undefined, `sid=${stranger.sid}`]) {
      const response = await onSuccess({ result }, cookie);
      expect(response.json()).toEqual({ success: false, error: 'session_mismatch' });
    }
    expect(h.store.sessions.findBySid(stranger.sid)?.accountId).toBeNull();
    const own = await onSuccess({ result }, `sid=${owner.sid}`);
    expect(own.statusCode).toBe(200);
  });

  it('issues a new session token at login and ends the one the browser had (no fixation)', async () => {
    for (const planted of [h.store.sessions.create(null), h.store.sessions.create(1003)]) {
      const page = await newPage();
      expect((await claim(page.tt, planted)).status).toBe(200);
      await call('login', { frameKey: page.key, login: 'vip', password: 'vip12345' });
      const response = await onSuccess(
        { result: { userId: 1003, transferToken: page.tt } },
        `sid=${planted.sid}`,
      );
      expect(response.statusCode).toBe(200);
      const sid = response.cookies.find((cookie) => cookie.name === 'sid')?.value ?? '';
      expect(sid).not.toBe(planted.sid);
      expect(h.store.sessions.findBySid(sid)?.accountId).toBe(1003);
      expect(h.store.sessions.findBySid(planted.sid)).toBeUndefined();
      expect(h.store.sessions.findByToken(planted.accessToken)).toBeUndefined();
    }
  });

  it('sends a foreign target URL home', () => {
    expect(landingUrl('https://evil.example/x', APP_ORIGIN)).toBe(`${APP_ORIGIN}/en/`);
    expect(landingUrl(undefined, APP_ORIGIN)).toBe(`${APP_ORIGIN}/en/`);
    expect(landingUrl('/de/live#a', APP_ORIGIN)).toBe(`${APP_ORIGIN}/de/live`);
  });

  it('keeps vxpay/logout working', async () => {
    const session = h.store.sessions.create(1001);
    const response = await h.app.inject({
      method: 'POST',
      url: `/rest/v1/vxpay/logout?language=en&ver=x&access_token=${session.accessToken}`,
    });
    expect(response.json()).toEqual({ success: true });
    expect(h.store.sessions.findByToken(session.accessToken)).toBeUndefined();
  });
});
