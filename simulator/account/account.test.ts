import { describe, expect, it } from 'vitest';
import { createAccountApi } from '../../services/account/accountApi.ts';
import { createPinCallApi } from '../../services/account/pinCallApi.ts';
import { createMediathekApi } from '../../services/contests/mediathekApi.ts';
import type { RestContext } from '../../services/http/rest.ts';
import { createTracker } from '../../services/tracking/tracker.ts';
import { loginAs, openTestStore } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createAccountApi(fetch);
const pin = createPinCallApi(fetch);

async function guest(login: string) {
  const { accessToken, guestId } = await loginAs(sim, login);
  const rest: RestContext = {
    restBaseUrl: sim.config.restBaseUrl,
    ver: sim.config.ver,
    language: 'en',
    accessToken,
  };
  const graphql = {
    url: new URL('guest', sim.config.queryServiceUrl).toString(),
    language: 'en',
    ver: sim.config.ver,
    accessToken,
  };
  return { rest, graphql, guestId: guestId!, accessToken };
}

const fields = {
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'dana@example.com',
  zipCode: '10115',
  city: 'Berlin',
};

describe('account simulator: REST', () => {
  it('stores a profile update, and a new address needs verifying again', async () => {
    const { rest } = await guest('demo');
    const before = await api.loadProfile(rest);
    expect(before).toMatchObject({ nickname: expect.any(String) as unknown, emailVerified: true });
    const saved = await api.updateProfile(rest, fields);
    expect(saved).toMatchObject({ ...fields, emailVerified: false });
    expect(await api.loadProfile(rest)).toMatchObject(fields);
  });

  it('refuses an invalid profile with the field errors (a failure with no message for the client)', async () => {
    const { rest } = await guest('demo');
    await expect(
      api.updateProfile(rest, { ...fields, email: 'not an address' }),
    ).rejects.toMatchObject({
      code: 'http_400',
    });
    const response = await fetch(
      `${rest.restBaseUrl}/profile?language=en&ver=t&access_token=${rest.accessToken}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, email: 'x@' }),
      },
    );
    expect(await response.json()).toMatchObject({ fields: { email: 'invalidEmail' } });
  });

  it('subscribes and unsubscribes newsletters; a failure emits false', async () => {
    const { rest, guestId } = await guest('newbie');
    const { email } = await api.loadProfile(rest);
    expect(
      await api.subscribeNewsletter(rest, { typeId: 512, userId: guestId, emailAddress: email }),
    ).toBe(true);
    expect(
      await api.subscribeNewsletter(rest, { typeId: 2048, userId: guestId, emailAddress: email }),
    ).toBe(true);
    expect((await api.loadProfile(rest)).newsletters).toEqual([2048, 512]);
    expect(await api.unsubscribeNewsletter(rest, { typeId: 512, userId: guestId })).toBe(true);
    expect((await api.loadProfile(rest)).newsletters).toEqual([2048]);
    // An unknown type, another guest's id, a failing service: all just false.
    expect(
      await api.subscribeNewsletter(rest, { typeId: 7, userId: guestId, emailAddress: email }),
    ).toBe(false);
    expect(
      await api.subscribeNewsletter(rest, {
        typeId: 256,
        userId: guestId + 1,
        emailAddress: email,
      }),
    ).toBe(false);
    await fetch(`${sim.appUrl}/dev/account/fail?call=newsletter`, { method: 'POST' });
    expect(
      await api.subscribeNewsletter(rest, { typeId: 256, userId: guestId, emailAddress: email }),
    ).toBe(false);
    await fetch(`${sim.appUrl}/dev/account/fail`, { method: 'DELETE' });
  });

  it('keeps notification settings, preferences, relations and the teaser state', async () => {
    const { rest } = await guest('tv');
    const settings = await api.loadNotificationSettings(rest);
    expect(settings.messages).toBe(true);
    expect(
      await api.saveNotificationSettings(rest, { ...settings, messages: false }),
    ).toMatchObject({ messages: false });
    expect((await api.loadNotificationSettings(rest)).messages).toBe(false);
    await api.savePreferences(rest, { theme: 'dark' });
    const state = (await (
      await fetch(
        `${rest.restBaseUrl}/guest/state?language=en&ver=t&access_token=${rest.accessToken}`,
      )
    ).json()) as { preferences: Record<string, unknown> };
    expect(state.preferences).toMatchObject({ theme: 'dark' });
    const relation = { predicate: 'hasSeen', object: 'newsletter' } as const;
    expect(await api.hasRelation(rest, relation)).toBe(false);
    expect(await api.addRelation(rest, relation)).toBe(true);
    expect(await api.hasRelation(rest, relation)).toBe(true);
    await api.setAutoRechargeTeaserState(rest, 'hidden');
    expect((await api.loadProfile(rest)).autoRechargeTeaser).toBe('hidden');
  });

  it('accepts the VIP cancellation offer once', async () => {
    const { rest, guestId } = await guest('vip');
    const offer = (await api.loadProfile(rest)).cancellationOffer!;
    expect(offer.text).not.toBe('');
    expect(
      await api.acceptCancellationOffer(rest, { guestId, platformText: offer.text }),
    ).toMatchObject({ acceptedOffer: true });
    expect((await api.loadProfile(rest)).cancellationOffer).toBeNull();
    expect(
      await api.acceptCancellationOffer(rest, { guestId, platformText: offer.text }),
    ).toMatchObject({ acceptedOffer: false });
  });

  it('sets a balance from the developer control, and refuses a bad amount or login', async () => {
    const { rest } = await guest('franc');
    const balanceOf = async () =>
      (
        (await (
          await fetch(
            `${rest.restBaseUrl}/guest/state?language=en&ver=t&access_token=${rest.accessToken}`,
          )
        ).json()) as { balance: number }
      ).balance;
    const set = (query: string) =>
      fetch(`${sim.appUrl}/dev/account/balance?${query}`, { method: 'POST' });
    expect((await set('as=franc&balance=42.50')).status).toBe(200);
    expect(await balanceOf()).toBe(42.5);
    expect((await set('as=franc&balance=-1')).status).toBe(400);
    expect((await set('as=franc&balance=1.234')).status).toBe(400);
    expect((await set('as=nobody&balance=1.00')).status).toBe(404);
    expect(await balanceOf()).toBe(42.5);
  });

  it('refuses visitors', async () => {
    const rest = {
      restBaseUrl: sim.config.restBaseUrl,
      ver: 't',
      language: 'en',
      accessToken: 'nope',
    };
    await expect(api.loadProfile(rest)).rejects.toMatchObject({ code: 'http_401' });
    expect(await api.hasRelation(rest, { predicate: 'hasSeen', object: 'story' })).toBe(false);
  });
});

describe('account simulator: pin call', () => {
  const phone = { countryCode: 'DE', preCode: '49', number: '1701234567', type: 'mobile' as const };

  it('verifies a mobile number with the 6-digit demo pin after a wrong one (8)', async () => {
    const { graphql, rest } = await guest('franc');
    const started = await pin.start(graphql, phone);
    expect(started.pinLength).toBe(6);
    await expect(
      pin.verify(graphql, { id: started.id, type: 'mobile', pin: '000000' }),
    ).rejects.toMatchObject({ code: '8' });
    const verified = await pin.verify(graphql, { id: started.id, type: 'mobile', pin: '123456' });
    expect(verified).toMatchObject({ verified: true, e123: '+49 1701234567' });
    expect((await api.loadProfile(rest)).verifiedPhone).toBe('+49 1701234567');
  });

  it('gives fixed lines 5 digits and answers each error code', async () => {
    const { graphql } = await guest('restricted');
    expect(
      (await pin.start(graphql, { ...phone, number: '301234567', type: 'fixed' })).pinLength,
    ).toBe(5);
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
    expect(await code(pin.start(graphql, { ...phone, number: '12' }))).toBe('1');
    expect(await code(pin.start(graphql, { ...phone, countryCode: 'US' }))).toBe('2');
    expect(await code(pin.start(graphql, { ...phone, type: 'satellite' as never }))).toBe('3');
    expect(await code(pin.start(graphql, { ...phone, number: '5551234' }))).toBe('5');
    // Verified by `franc` above: not unique.
    expect(await code(pin.start(graphql, phone))).toBe('6');
    expect(await code(pin.start(graphql, { ...phone, number: '9991234' }))).toBe('10');
    expect(await code(pin.verify(graphql, { id: 'pin_nope', type: 'mobile', pin: '123456' }))).toBe(
      '7',
    );
    const late = await pin.start(graphql, { ...phone, number: '4441234' });
    expect(await code(pin.verify(graphql, { id: late.id, type: 'mobile', pin: '123456' }))).toBe(
      '4',
    );
    const limited = await pin.start(graphql, { ...phone, number: '1709999999' });
    const wrong = () =>
      code(pin.verify(graphql, { id: limited.id, type: 'mobile', pin: '111111' }));
    expect([await wrong(), await wrong(), await wrong(), await wrong()]).toEqual([
      '8',
      '8',
      '9',
      '9',
    ]);
  });
});

describe('account simulator: tracking', () => {
  it('records beacons and profile visits, readable and clearable from /dev/tracking', async () => {
    const { rest, accessToken } = await guest('demo');
    await fetch(`${sim.appUrl}/dev/tracking`, { method: 'DELETE' });
    const beacons: Promise<Response>[] = [];
    const tracker = createTracker({
      fetch,
      now: () => 1_700_000_000_000,
      sendBeacon: (url, body) => {
        beacons.push(
          fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' } }),
        );
        return true;
      },
    });
    const target = {
      request: rest,
      trackingUrl: new URL('tracking', sim.config.queryServiceUrl).toString(),
      webToken: accessToken,
    };
    expect(
      tracker.track(target, { eventContext: 'profile', eventAction: 'open', eventData: { n: 2 } }),
    ).toBe(true);
    expect((await Promise.all(beacons))[0]!.status).toBe(200);
    tracker.trackActorProfileVisit(target, { actorName: 'Lana' });
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${sim.appUrl}/dev/tracking`)).json()) as { records: unknown[] })
            .records.length,
      )
      .toBe(2);
    const { records } = (await (await fetch(`${sim.appUrl}/dev/tracking`)).json()) as {
      records: { kind: string; payload: Record<string, unknown> }[];
    };
    expect(records[0]).toMatchObject({
      kind: 'track',
      payload: { context: 'profile', type: 'open', int1: 2 },
    });
    expect(records[1]).toMatchObject({ kind: 'actorProfileVisit', payload: { actorName: 'Lana' } });
    expect(await (await fetch(`${sim.appUrl}/dev/tracking`, { method: 'DELETE' })).json()).toEqual({
      removed: 2,
    });
  });

  it('refuses a beacon without a valid web token', async () => {
    const response = await fetch(`${sim.appUrl}/graphql/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        query: 'mutation { tracking { track } }',
        variables: {
          webToken: 'x',
          event: { timestamp: 1, source: 'web', type: 'a', context: 'b', data: '{}' },
        },
      }),
    });
    expect(response.status).toBe(401);
  });
});

describe('test copies of demo accounts', () => {
  const copy = async (from: string) =>
    fetch(`${sim.appUrl}/dev/account/copy?from=${from}`, { method: 'POST' });

  it('gives each caller a fresh account with the original money and flags, logged in like it', async () => {
    const first = (await (await copy('vip')).json()) as { login: string; id: number };
    const second = (await (await copy('vip')).json()) as { login: string; id: number };
    expect(first.login).toMatch(/^vip\.copy\d+$/);
    expect(second.id).toBe(first.id + 1);
    const store = openTestStore(sim.dataDir);
    try {
      const original = store.accounts.findByLogin('vip')!;
      const made = store.accounts.findByLogin(first.login)!;
      expect(made).toMatchObject({ balance: original.balance, currency: original.currency });
      expect(made.state.isVip).toBe(true);
    } finally {
      store.close();
    }
    const { guestId } = await loginAs(sim, first.login);
    expect(guestId).toBe(first.id);
    // Copies stay out of the demo logins' list.
    const list = await (await fetch(`${sim.appUrl}/dev/login?as=nobody`)).text();
    expect(list).toContain('vip');
    expect(list).not.toContain(first.login);
  });

  it('keeps what the original has seen: the onboarding box, and relations added since', async () => {
    const onboarding = { predicate: 'hasSeen', object: 'modalbox' } as const;
    const teaser = { predicate: 'hasSeen', object: 'teaser' } as const;
    const original = await guest('newbie');
    // Every account the simulator starts with has seen the onboarding box.
    expect(await api.hasRelation(original.rest, onboarding)).toBe(true);
    expect(await api.addRelation(original.rest, teaser)).toBe(true);
    const made = (await (await copy('newbie')).json()) as { login: string };
    const { rest } = await guest(made.login);
    expect(await api.hasRelation(rest, onboarding)).toBe(true);
    expect(await api.hasRelation(rest, teaser)).toBe(true);
    expect(await api.hasRelation(rest, { predicate: 'hasSeen', object: 'story' })).toBe(false);
    // The copy's own relations are its own.
    expect(await api.addRelation(rest, { predicate: 'hasSeen', object: 'story' })).toBe(true);
    expect(await api.hasRelation(original.rest, { predicate: 'hasSeen', object: 'story' })).toBe(
      false,
    );
  });

  it("carries the payment client's password, and the pinned favourites only when asked", async () => {
    const plain = (await (await copy('demo')).json()) as { id: number };
    const pinning = (await (await copy('demo&favourites=1')).json()) as { id: number };
    const store = openTestStore(sim.dataDir);
    try {
      const pinned = (id: number) =>
        store.db
          .prepare(
            `SELECT target_type, target_id, updated_at FROM favorites
             WHERE account_id = ? AND pinned = 1 ORDER BY target_type, target_id`,
          )
          .all(id);
      const password = (id: number) =>
        store.db
          .prepare('SELECT password_hash FROM pay_client_credentials WHERE account_id = ?')
          .get(id);
      const demo = store.accounts.findByLogin('demo')!;
      expect(pinned(demo.id)).not.toEqual([]);
      expect(pinned(pinning.id)).toEqual(pinned(demo.id));
      expect(pinned(plain.id)).toEqual([]);
      expect(password(demo.id)).toBeDefined();
      expect(password(plain.id)).toEqual(password(demo.id));
    } finally {
      store.close();
    }
  });

  it('carries the conversations, with their messages under new ids, only when asked', async () => {
    const plain = (await (await copy('vip')).json()) as { id: number };
    const talking = (await (await copy('vip&conversations=1')).json()) as { id: number };
    const store = openTestStore(sim.dataDir);
    try {
      const conversations = (id: number) =>
        store.db
          .prepare<[number], { id: number; actor_id: number; archived: number; messages: number }>(
            `SELECT c.id, c.actor_id, c.archived, COUNT(m.id) AS messages
             FROM channels c LEFT JOIN messages m ON m.channel_id = c.id
             WHERE c.account_id = ? GROUP BY c.id ORDER BY c.id`,
          )
          .all(id);
      const vip = conversations(store.accounts.findByLogin('vip')!.id);
      const made = conversations(talking.id);
      expect(vip.length).toBeGreaterThan(100);
      expect(made.map(({ id: _, ...rest }) => rest)).toEqual(vip.map(({ id: _, ...rest }) => rest));
      expect(made[0]!.id).toBeGreaterThan(vip.at(-1)!.id);
      expect(conversations(plain.id)).toEqual([]);
    } finally {
      store.close();
    }
  });

  it("carries the mediathek only when asked: the original's albums less removed ones, and its purchases", async () => {
    const albums = createMediathekApi(fetch);
    const ids = async (login: string) =>
      (await albums.loadAlbums((await guest(login)).rest)).map((album) => album.albumId);
    const demo = (await guest('demo')).rest;
    await albums.removeAlbums(demo, [7308]);
    try {
      const plain = (await (await copy('demo')).json()) as { login: string };
      const owning = (await (await copy('demo&mediathek=1')).json()) as {
        login: string;
        id: number;
      };
      expect(await ids(plain.login)).toEqual([]);
      expect(await ids(owning.login)).toEqual([6202, 7301, 7304, 7313]);
      // The copy's removal is its own: the original keeps the album.
      await albums.removeAlbums((await guest(owning.login)).rest, [7301]);
      expect(await ids(owning.login)).toEqual([6202, 7304, 7313]);
      expect(await ids('demo')).toEqual([6202, 7301, 7304, 7313]);
      // Its reset brings back what the original had removed, as the original's reset would.
      const reset = await fetch(`${sim.appUrl}/rest/v1/dev/contests/reset?as=${owning.login}`, {
        method: 'POST',
      });
      expect(reset.ok).toBe(true);
      expect(await ids(owning.login)).toEqual([6202, 7301, 7304, 7308, 7313]);
      // Shop and feed purchases come along.
      const store = openTestStore(sim.dataDir);
      try {
        const purchases = (id: number) =>
          store.db
            .prepare(
              `SELECT kind, item_id FROM content_purchases WHERE account_id = ?
               UNION ALL SELECT 'post', post_id FROM feed_purchases WHERE account_id = ?
               ORDER BY 1, 2`,
            )
            .all(id, id);
        const original = store.accounts.findByLogin('demo')!.id;
        store.db.prepare("INSERT INTO content_purchases VALUES (?, 'video', 5101)").run(original);
        store.db.prepare('INSERT INTO feed_purchases VALUES (?, 1)').run(original);
        const later = (await (await copy('demo&mediathek=1')).json()) as { id: number };
        expect(purchases(later.id)).toEqual(
          expect.arrayContaining([
            { kind: 'video', item_id: 5101 },
            { kind: 'post', item_id: 1 },
            { kind: 'album', item_id: 7313 },
          ]),
        );
        expect(purchases(owning.id)).not.toContainEqual({ kind: 'video', item_id: 5101 });
      } finally {
        store.close();
      }
    } finally {
      await fetch(`${sim.appUrl}/rest/v1/dev/contests/reset?as=demo`, { method: 'POST' });
    }
  });

  it('refuses an unknown login and copies of copies', async () => {
    expect((await copy('nobody')).status).toBe(404);
    const made = (await (await copy('demo')).json()) as { login: string };
    expect((await copy(made.login)).status).toBe(404);
  });
});
