import Fastify, { type FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorContext } from '../context.ts';
import { NOTIFICATION_TYPES } from '../messenger/activity.ts';
import { createRealtimeHub } from '../realtime/index.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import { registerWebPushSimulator, WebPushStore } from './index.ts';

/** A subscription as a browser makes one: real P-256 and auth keys, so encryption can run. */
function browserSubscription(endpoint: string) {
  const keys = webpush.generateVAPIDKeys();
  return {
    endpoint,
    keys: { p256dh: keys.publicKey, auth: Buffer.from('0123456789abcdef').toString('base64url') },
  };
}

describe('web push simulator', () => {
  let dir: ReturnType<typeof tempDir>;
  let store: Store;
  let app: FastifyInstance;
  let ctx: SimulatorContext;
  let sent: Array<{ endpoint: string; payload: unknown; vapid: unknown }>;
  let answer: (endpoint: string) => Promise<void>;
  let token: string;
  let demoId: number;
  let resolved: Record<string, string[]>;

  beforeEach(async () => {
    dir = tempDir('web-push-');
    store = openTestStore(dir.path);
    ctx = { store, hub: createRealtimeHub(store) } as unknown as SimulatorContext;
    sent = [];
    resolved = {};
    answer = () => Promise.resolve(undefined);
    app = Fastify();
    registerWebPushSimulator(app, ctx, {
      // A push service's public address, or an internal one a test names (no real DNS here).
      resolve: (host) => Promise.resolve(resolved[host] ?? ['142.250.74.42']),
      sendNotification: async (subscription, payload, options) => {
        sent.push({
          endpoint: subscription.endpoint,
          payload: JSON.parse(String(payload)),
          vapid: options?.vapidDetails,
        });
        await answer(subscription.endpoint);
        return { statusCode: 201, body: '', headers: {} };
      },
    });
    await app.ready();
    const demo = store.accounts.findByLogin('demo')!;
    demoId = demo.id;
    token = store.sessions.create(demo.id).accessToken;
  });

  afterEach(async () => {
    await app.close();
    store.close();
    dir.remove();
  });

  const call = (method: 'GET' | 'POST', path: string, body?: object, as = token) =>
    app.inject({
      method,
      url: `/rest/v1/webpush/${path}?access_token=${as}&language=en&ver=t`,
      ...(body ? { payload: body } : {}),
    });
  const payload = (endpoint: string) => encodeURIComponent(JSON.stringify({ endpoint }));

  it('gives one VAPID key, kept across restarts of the store', async () => {
    const first = (await call('GET', 'key')).json<{ key: string }>().key;
    expect(first).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    await app.close();
    app = Fastify();
    registerWebPushSimulator(app, ctx);
    await app.ready();
    expect((await call('GET', 'key')).json()).toEqual({ key: first });
  });

  it('refuses visitors and bad subscriptions with clear errors', async () => {
    const visitor = store.sessions.create(null).accessToken;
    expect((await call('GET', 'key', undefined, visitor)).statusCode).toBe(401);
    expect((await call('POST', 'subscribe', { subscription: { endpoint: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await call('GET', 'status/not-json')).statusCode).toBe(400);
  });

  it('subscribes, tells the status, renews and unsubscribes a device', async () => {
    const device = browserSubscription('https://fcm.googleapis.com/fcm/send/a');
    expect((await call('GET', `status/${payload(device.endpoint)}`)).json()).toEqual({
      subscribed: false,
    });
    const reply = (await call('POST', 'subscribe', { subscription: device })).json<{
      success: boolean;
      token: string;
    }>();
    expect(reply.success).toBe(true);
    expect((await call('GET', `status/${payload(device.endpoint)}`)).json()).toEqual({
      subscribed: true,
    });
    const renewed = browserSubscription('https://fcm.googleapis.com/fcm/send/b');
    expect(
      (await call('POST', `resubscribe/${reply.token}`, { subscription: renewed })).json(),
    ).toEqual({ success: true });
    expect((await call('GET', `status/${payload(renewed.endpoint)}`)).json()).toEqual({
      subscribed: true,
    });
    expect((await call('POST', `unsubscribe/${payload(renewed.endpoint)}`)).json()).toEqual({
      success: true,
    });
    expect((await call('GET', `status/${payload(renewed.endpoint)}`)).json()).toEqual({
      subscribed: false,
    });
  });

  it('renews a device for the service worker, which has only the token (pushsubscriptionchange)', async () => {
    const device = browserSubscription('https://fcm.googleapis.com/fcm/send/w1');
    const { token: deviceToken } = (
      await call('POST', 'subscribe', { subscription: device })
    ).json<{
      token: string;
    }>();
    const renewed = browserSubscription('https://fcm.googleapis.com/fcm/send/w2');
    // No session at all: the token names the subscription.
    expect(
      (await call('POST', `resubscribe/${deviceToken}`, { subscription: renewed }, '')).json(),
    ).toEqual({ success: true });
    expect((await call('GET', `status/${payload(renewed.endpoint)}`)).json()).toEqual({
      subscribed: true,
    });
    // A token the platform never gave renews nothing.
    expect(
      (await call('POST', 'resubscribe/not-a-token', { subscription: renewed }, '')).statusCode,
    ).toBe(401);
  });

  it('updates the keys of a subscribed device, and refuses a device it does not have', async () => {
    const device = browserSubscription('https://fcm.googleapis.com/fcm/send/keys');
    await call('POST', 'subscribe', { subscription: device });
    const rekeyed = { ...browserSubscription(device.endpoint) };
    const path = `update/${encodeURIComponent(JSON.stringify(rekeyed))}`;
    expect((await call('POST', path)).json()).toEqual({ success: true });
    await app.inject({ method: 'POST', url: '/dev/webpush/send', payload: { login: 'demo' } });
    expect(sent).toHaveLength(1);
    const row = new WebPushStore(store.db).of(demoId)[0]!;
    expect({ p256dh: row.p256dh, auth: row.auth }).toEqual(rekeyed.keys);
    const unknown = browserSubscription('https://fcm.googleapis.com/fcm/send/unknown');
    expect(
      (await call('POST', `update/${encodeURIComponent(JSON.stringify(unknown))}`)).json(),
    ).toEqual({ success: false });
    expect((await call('POST', 'update/not-json')).statusCode).toBe(400);
  });

  it('pushes a favourite-online notification to every device of its guest, and nothing else', async () => {
    await call('POST', 'subscribe', {
      subscription: browserSubscription('https://fcm.googleapis.com/fcm/send/1'),
    });
    await call('POST', 'subscribe', {
      subscription: browserSubscription('https://fcm.googleapis.com/fcm/send/2'),
    });
    const notification = {
      id: 9001,
      type: NOTIFICATION_TYPES.actorOnline,
      unread: true,
      unseen: true,
      title: 'LanaLove is online',
      text: 'Your favourite is online now. Say hello!',
      link: '/en/amateur/lanalove/',
      created: '2026-11-24T10:00:00.000Z',
    };
    ctx.hub.push(demoId, { type: 'notification', notification });
    ctx.hub.push(demoId, {
      type: 'notification',
      notification: { ...notification, id: 9002, type: NOTIFICATION_TYPES.newMessage },
    });
    await expect.poll(() => sent.length).toBe(2);
    expect(sent.map((push) => push.endpoint).sort()).toEqual([
      'https://fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com/fcm/send/2',
    ]);
    expect(sent[0]!.payload).toEqual({
      title: 'LanaLove is online',
      body: 'Your favourite is online now. Say hello!',
      url: '/en/amateur/lanalove/',
      tag: 'notification-9001',
    });
    expect(sent[0]!.vapid).toMatchObject({ subject: expect.stringMatching(/^mailto:/) as unknown });
  });

  it('forgets a subscription its push service has dropped (410)', async () => {
    const device = browserSubscription('https://fcm.googleapis.com/fcm/send/gone');
    await call('POST', 'subscribe', { subscription: device });
    answer = () => {
      return Promise.reject(Object.assign(new Error('gone'), { statusCode: 410 }));
    };
    const reply = await app.inject({
      method: 'POST',
      url: '/dev/webpush/send',
      payload: { login: 'demo', title: 'Hi' },
    });
    expect(reply.json()).toEqual({ delivered: 0, subscriptions: 0 });
  });

  it('encrypts a real push for a browser subscription with its VAPID key (aes128gcm)', async () => {
    const { key } = (await call('GET', 'key')).json<{ key: string }>();
    const details = webpush.generateRequestDetails(
      browserSubscription('https://fcm.googleapis.com/fcm/send/real'),
      JSON.stringify({ title: 'x' }),
      {
        vapidDetails: {
          subject: 'mailto:a@b.example',
          publicKey: key,
          privateKey: webpush.generateVAPIDKeys().privateKey,
        },
      },
    );
    expect(details.headers['Content-Encoding']).toBe('aes128gcm');
    expect(String(details.headers.Authorization)).toMatch(/^vapid t=.+, k=/);
  });

  it('takes https endpoints of push services only, public after DNS (no SSRF)', async () => {
    resolved['updates.push.services.mozilla.com'] = ['10.0.0.5'];
    for (const endpoint of [
      'https://127.0.0.1:8443/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://internal.example/push',
      'http://fcm.googleapis.com/fcm/send/a',
      'https://fcm.googleapis.com:8443/fcm/send/a',
      'https://updates.push.services.mozilla.com/wpush/v2/a',
    ]) {
      const reply = await call('POST', 'subscribe', {
        subscription: browserSubscription(endpoint),
      });
      expect({ endpoint, status: reply.statusCode }).toEqual({ endpoint, status: 400 });
    }
    // A name that pointed outside at subscribe and inside later is not pushed to.
    const device = browserSubscription('https://fcm.googleapis.com/fcm/send/rebound');
    expect((await call('POST', 'subscribe', { subscription: device })).statusCode).toBe(200);
    resolved['fcm.googleapis.com'] = ['127.0.0.1'];
    await app.inject({ method: 'POST', url: '/dev/webpush/send', payload: { login: 'demo' } });
    expect(sent).toEqual([]);
  });

  it('never moves an endpoint to another guest, and keeps 10 devices a guest at most', async () => {
    const device = browserSubscription('https://fcm.googleapis.com/fcm/send/AAA');
    expect((await call('POST', 'subscribe', { subscription: device })).statusCode).toBe(200);
    const newbie = store.sessions.create(store.accounts.findByLogin('newbie')!.id).accessToken;
    const hijack = await call('POST', 'subscribe', { subscription: device }, newbie);
    expect(hijack.statusCode).toBe(409);
    expect((await call('GET', `status/${payload(device.endpoint)}`)).json()).toEqual({
      subscribed: true,
    });
    for (let i = 1; i < 10; i += 1) {
      const more = browserSubscription(`https://fcm.googleapis.com/fcm/send/d${i}`);
      expect((await call('POST', 'subscribe', { subscription: more })).statusCode).toBe(200);
    }
    const eleventh = browserSubscription('https://fcm.googleapis.com/fcm/send/d10');
    expect((await call('POST', 'subscribe', { subscription: eleventh })).json()).toEqual({
      error: 'too_many_subscriptions',
    });
    // The same device again is a renewal, not an eleventh.
    expect((await call('POST', 'subscribe', { subscription: device })).statusCode).toBe(200);
  });
});
