import { describe, expect, it } from 'vitest';
import {
  guestBalanceSchema,
  guestStateSchema,
  logoutReplySchema,
  sessionReplySchema,
} from '../../services/rest/schemas.ts';
import { cookieFrom, loginAs, openTestStore, restUrl } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();

async function json(response: Response): Promise<unknown> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

describe('auth/session', () => {
  it('gives a new browser an anonymous session and a sid cookie', async () => {
    const response = await fetch(restUrl(sim, 'auth/session', { access_token: '' }));
    expect(response.status).toBe(200);
    const reply = sessionReplySchema.parse(await json(response));
    expect(reply.guestId).toBeNull();
    expect(reply.accessToken.length).toBeGreaterThanOrEqual(32);
    const cookie = cookieFrom(response, 'sid');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(response.headers.get('cache-control')).toBe('no-store');

    // The same browser keeps its session; another browser gets another token.
    const again = await fetch(restUrl(sim, 'auth/session'), {
      headers: { cookie: cookie?.split(';')[0] ?? '' },
    });
    expect(sessionReplySchema.parse(await again.json()).accessToken).toBe(reply.accessToken);
    const other = sessionReplySchema.parse(
      await (await fetch(restUrl(sim, 'auth/session'))).json(),
    );
    expect(other.accessToken).not.toBe(reply.accessToken);
  });

  it('answers a logged-in browser with its token and guest id', async () => {
    const { accessToken, guestId } = await loginAs(sim, 'demo');
    expect(guestId).toBe(1001);
    expect(accessToken.length).toBeGreaterThanOrEqual(32);
  });

  it('replaces a garbage sid cookie with a fresh anonymous session', async () => {
    const response = await fetch(restUrl(sim, 'auth/session'), {
      headers: { cookie: 'sid=%%%garbage; other=1' },
    });
    expect(response.status).toBe(200);
    expect(sessionReplySchema.parse(await response.json()).guestId).toBeNull();
    expect(cookieFrom(response, 'sid')).toBeDefined();
  });
});

describe('guest/state', () => {
  it.each([
    ['missing', {}],
    ['empty', { access_token: '' }],
    ['unknown', { access_token: 'not-a-token' }],
  ])('is 401 invalid_token for a %s token', async (_label, params) => {
    const response = await fetch(restUrl(sim, 'guest/state', params));
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ error: 'invalid_token' });
  });

  it('is the visitor state for an anonymous token', async () => {
    const session = sessionReplySchema.parse(
      await (await fetch(restUrl(sim, 'auth/session'))).json(),
    );
    const response = await fetch(
      restUrl(sim, 'guest/state', { access_token: session.accessToken }),
    );
    expect(response.status).toBe(200);
    const state = guestStateSchema.parse(await json(response));
    expect(state).toMatchObject({
      id: null,
      name: null,
      email: null,
      isLoggedIn: false,
      balance: 0,
      currency: 'EUR',
      balanceFormatted: '0,00 €',
      avsStatus: 'unknown',
      hasAvs: false,
      isPayingCustomer: false,
    });
  });

  it('is the demo account’s state for its token', async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    const response = await fetch(restUrl(sim, 'guest/state', { access_token: accessToken }));
    const state = guestStateSchema.parse(await json(response));
    expect(state).toMatchObject({
      id: 1001,
      name: 'DemoDan',
      email: 'demo@example.com',
      isLoggedIn: true,
      isLocked: false,
      balance: 125.5,
      currency: 'EUR',
      balanceFormatted: '125,50 €',
      avsStatus: 'accepted',
      hasAvs: true,
      isPayingCustomer: true,
    });
    expect(state.vouchers.length).toBeGreaterThan(0);
    expect(state.loyaltyPoints).toBeGreaterThan(0);
  });

  it('accepts the token as a bearer header too', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const response = await fetch(restUrl(sim, 'guest/state'), {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(guestStateSchema.parse(await response.json())).toMatchObject({ isVip: true });
  });

  it('formats a franc balance the platform’s way', async () => {
    const { accessToken } = await loginAs(sim, 'franc');
    const response = await fetch(restUrl(sim, 'guest/state', { access_token: accessToken }));
    const state = guestStateSchema.parse(await response.json());
    expect(state.currency).toBe('CHF');
    expect(state.balanceFormatted).toBe('CHF 1.250,00');
  });

  it('is 403 locked for a locked account', async () => {
    const { accessToken } = await loginAs(sim, 'locked');
    const store = openTestStore(sim.dataDir);
    try {
      store.accounts.setLocked(1006, true);
    } finally {
      store.close();
    }
    const state = await fetch(restUrl(sim, 'guest/state', { access_token: accessToken }));
    expect(state.status).toBe(403);
    expect(await json(state)).toEqual({ error: 'locked' });
    const balance = await fetch(restUrl(sim, 'getGuestBalance', { access_token: accessToken }));
    expect(balance.status).toBe(403);
  });
});

describe('getGuestBalance', () => {
  it('is 401 without a logged-in token', async () => {
    const anonymous = sessionReplySchema.parse(
      await (await fetch(restUrl(sim, 'auth/session'))).json(),
    );
    for (const token of [undefined, 'nope', anonymous.accessToken]) {
      const params: Record<string, string> = token === undefined ? {} : { access_token: token };
      const response = await fetch(restUrl(sim, 'getGuestBalance', params));
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ error: 'invalid_token' });
    }
  });

  it('answers the balance of a logged-in guest', async () => {
    const { accessToken } = await loginAs(sim, 'newbie');
    const response = await fetch(restUrl(sim, 'getGuestBalance', { access_token: accessToken }));
    expect(guestBalanceSchema.parse(await json(response))).toEqual({
      balance: 0,
      balanceFormatted: '0,00 €',
      isPayingCustomer: false,
    });
  });
});

describe('vxpay/logout', () => {
  it('ends the session, clears the cookie and invalidates the token', async () => {
    const { cookie, accessToken } = await loginAs(sim, 'tv');
    const response = await fetch(restUrl(sim, 'vxpay/logout', { access_token: accessToken }), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(logoutReplySchema.parse(await json(response))).toEqual({ success: true });
    expect(cookieFrom(response, 'sid')).toMatch(/^sid=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);

    const state = await fetch(restUrl(sim, 'guest/state', { access_token: accessToken }));
    expect(state.status).toBe(401);
    const session = await fetch(restUrl(sim, 'auth/session'), { headers: { cookie } });
    expect(sessionReplySchema.parse(await session.json()).guestId).toBeNull();
  });

  it('takes a JSON body', async () => {
    const { accessToken } = await loginAs(sim, 'tv');
    const response = await fetch(restUrl(sim, 'vxpay/logout'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: accessToken }),
    });
    expect(await json(response)).toEqual({ success: true });
    const state = await fetch(restUrl(sim, 'guest/state', { access_token: accessToken }));
    expect(state.status).toBe(401);
  });
});

describe('errors', () => {
  it('answers an unknown REST path with JSON 404', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(restUrl(sim, 'no/such/call'), { method });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ error: 'not_found' });
    }
  });

  it('answers a broken JSON body with JSON 400, not 500', async () => {
    const response = await fetch(restUrl(sim, 'vxpay/logout'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: 'bad_request' });
  });
});
