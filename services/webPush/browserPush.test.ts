import { describe, expect, it } from 'vitest';
import {
  applicationServerKey,
  createBrowserPush,
  RENEWAL_CACHE,
  RENEWAL_KEY,
  type PushBrowser,
} from './browserPush.ts';

const request = {
  restBaseUrl: 'http://sim/rest/v1',
  ver: 't',
  language: 'en' as const,
  accessToken: 'tok',
};
const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A browser whose push service answers as told, and a platform that records the calls. */
function fakes(
  options: { permission?: NotificationPermission; pushFails?: string; updateFails?: boolean } = {},
) {
  const calls: string[] = [];
  const kept = new Map<string, Response>();
  const cache = {
    put: (key: string, value: Response) => Promise.resolve(void kept.set(key, value)),
    delete: (key: string) => Promise.resolve(kept.delete(key)),
  };
  let subscription: PushSubscription | null = null;
  const pushManager = {
    getSubscription: () => Promise.resolve(subscription),
    subscribe: () => {
      if (options.pushFails)
        return Promise.reject(
          Object.assign(new Error('push service error'), { name: options.pushFails }),
        );
      subscription = {
        endpoint: 'https://push.example/1',
        toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: () => Promise.resolve(((subscription = null), true)),
      } as unknown as PushSubscription;
      return Promise.resolve(subscription);
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const browser: PushBrowser = {
    serviceWorker: {
      register: (url: string) => Promise.resolve((calls.push(`register ${url}`), registration)),
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    } as unknown as ServiceWorkerContainer,
    notification: {
      permission: 'default',
      requestPermission: () => Promise.resolve(options.permission ?? 'granted'),
    },
    pushSupported: true,
    caches: {
      open: (name: string) => Promise.resolve(name === RENEWAL_CACHE ? cache : null),
    } as unknown as CacheStorage,
  };
  const fetchImpl = ((url: string | URL, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace('/rest/v1/', '');
    calls.push(`${init?.method ?? 'GET'} ${decodeURIComponent(path)}`);
    if (options.updateFails && path.startsWith('webpush/update'))
      return Promise.resolve(new Response('', { status: 500 }));
    const body =
      path === 'webpush/key'
        ? { key: KEY }
        : path === 'webpush/subscribe'
          ? { success: true, token: 't1' }
          : path.startsWith('webpush/status')
            ? { subscribed: true }
            : { success: true };
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
  }) as typeof fetch;
  return { browser, calls, fetchImpl, kept };
}

describe('browser push', () => {
  it('turns alerts on: permission, the service worker, a subscription with the platform key', async () => {
    const { browser, calls, fetchImpl } = fakes();
    const push = createBrowserPush(fetchImpl, browser);
    await push.subscribe(request);
    expect(calls).toEqual(['GET webpush/key', 'register /sw.js', 'POST webpush/subscribe']);
    browser.notification!.permission = 'granted';
    expect(await push.readState(request)).toEqual({
      supported: true,
      permission: 'granted',
      subscribed: true,
    });
    // The platform knows the device: it is told the keys the browser holds now.
    expect(calls.slice(-2)).toEqual([
      'GET webpush/status/{"endpoint":"https://push.example/1"}',
      'POST webpush/update/{"endpoint":"https://push.example/1","keys":{"p256dh":"p","auth":"a"}}',
    ]);
    await push.unsubscribe(request);
    expect(calls.at(-1)).toBe('POST webpush/unsubscribe/{"endpoint":"https://push.example/1"}');
  });

  it('keeps the resubscribe URL of its token for the service worker while alerts are on', async () => {
    const { browser, fetchImpl, kept } = fakes();
    const push = createBrowserPush(fetchImpl, browser);
    await push.subscribe(request);
    const renewal = (await kept.get(RENEWAL_KEY)?.json()) as { url: string };
    const url = new URL(renewal.url);
    expect(url.pathname).toBe('/rest/v1/webpush/resubscribe/t1');
    // The worker calls with the device's token only: no session token is kept for it.
    expect(url.searchParams.get('access_token')).toBe('');
    await push.unsubscribe(request);
    expect(kept.has(RENEWAL_KEY)).toBe(false);
  });

  it('reads alerts as on when refreshing the keys fails', async () => {
    const { browser, calls, fetchImpl } = fakes({ updateFails: true });
    const push = createBrowserPush(fetchImpl, browser);
    await push.subscribe(request);
    browser.notification!.permission = 'granted';
    expect((await push.readState(request)).subscribed).toBe(true);
    expect(calls.at(-1)).toMatch(/^POST webpush\/update\//);
  });

  it('says why it failed: permission refused, or no push service reachable', async () => {
    const refused = fakes({ permission: 'denied' });
    await expect(
      createBrowserPush(refused.fetchImpl, refused.browser).subscribe(request),
    ).rejects.toMatchObject({ code: 'permission_denied' });
    const offline = fakes({ pushFails: 'AbortError' });
    await expect(
      createBrowserPush(offline.fetchImpl, offline.browser).subscribe(request),
    ).rejects.toMatchObject({ code: 'no_push_service' });
    expect(offline.calls).not.toContain('POST webpush/subscribe');
  });

  it('knows a browser without the Push API', async () => {
    const { fetchImpl } = fakes();
    const push = createBrowserPush(fetchImpl, {
      serviceWorker: undefined,
      notification: undefined,
      pushSupported: false,
      caches: undefined,
    });
    expect(await push.readState(request)).toEqual({
      supported: false,
      permission: 'default',
      subscribed: false,
    });
  });

  it('decodes the VAPID key to its 65 bytes', () => {
    expect(applicationServerKey(KEY)).toHaveLength(65);
  });
});
