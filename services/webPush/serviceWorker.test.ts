import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { RENEWAL_CACHE, RENEWAL_KEY } from './browserPush.ts';

const WORKER = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://camclient.example';

/** A Cache API of one cache, as the page and the worker share it. */
function cacheStorage(kept: Record<string, string>) {
  const cache = {
    match: (key: string) => Promise.resolve(key in kept ? new Response(kept[key]) : undefined),
  };
  return {
    open: (name: string) =>
      name === RENEWAL_CACHE ? Promise.resolve(cache) : Promise.reject(new Error(name)),
  };
}

/**
 * public/sw.js run as a worker: its listeners registered on a fake `self`, `fetch` recorded;
 * `fire` dispatches an event and waits for what it handed to `waitUntil`.
 */
function worker(kept: Record<string, string>) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const fetched: { url: string; body: unknown }[] = [];
  const subscribedWith: unknown[] = [];
  const renewedBySubscribe = {
    toJSON: () => ({ endpoint: 'https://push.example/new', keys: { p256dh: 'P2', auth: 'A2' } }),
  };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    registration: {
      pushManager: {
        subscribe: (options: unknown) => {
          subscribedWith.push(options);
          return Promise.resolve(renewedBySubscribe);
        },
      },
    },
  };
  runInNewContext(WORKER, {
    self,
    caches: cacheStorage(kept),
    clients: {},
    URL,
    Response,
    fetch: (url: string, init: { body: string }) => {
      fetched.push({ url, body: JSON.parse(init.body) as unknown });
      return Promise.resolve(new Response('{"success":true}'));
    },
  });
  const fire = async (type: string, fields: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]?.({ ...fields, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  return { fire, fetched, subscribedWith };
}

const URL_KEPT = `${ORIGIN}/rest/v1/webpush/resubscribe/t1?language=en&ver=t&access_token=`;

describe('the service worker: a renewed push subscription (seed 001 §7, resubscribe/{token})', () => {
  it('hands the new subscription the browser gave to the platform under the device token', async () => {
    const sw = worker({ [RENEWAL_KEY]: JSON.stringify({ url: URL_KEPT }) });
    const newSubscription = {
      toJSON: () => ({ endpoint: 'https://push.example/2', keys: { p256dh: 'P', auth: 'A' } }),
    };
    await sw.fire('pushsubscriptionchange', { oldSubscription: null, newSubscription });
    expect(sw.fetched).toEqual([
      {
        url: URL_KEPT,
        body: {
          subscription: { endpoint: 'https://push.example/2', keys: { p256dh: 'P', auth: 'A' } },
        },
      },
    ]);
  });

  it('subscribes again with the old key when the browser gave no new subscription', async () => {
    const sw = worker({ [RENEWAL_KEY]: JSON.stringify({ url: URL_KEPT }) });
    const applicationServerKey = new Uint8Array([4, 1, 2]).buffer;
    await sw.fire('pushsubscriptionchange', {
      oldSubscription: { endpoint: 'https://push.example/1', options: { applicationServerKey } },
      newSubscription: null,
    });
    expect(sw.subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey }]);
    expect(sw.fetched.map((call) => call.body)).toEqual([
      {
        subscription: { endpoint: 'https://push.example/new', keys: { p256dh: 'P2', auth: 'A2' } },
      },
    ]);
  });

  it('tells nobody when alerts were never turned on on this device', async () => {
    const sw = worker({});
    await sw.fire('pushsubscriptionchange', {
      oldSubscription: null,
      newSubscription: { toJSON: () => ({ endpoint: 'https://push.example/3', keys: {} }) },
    });
    expect(sw.fetched).toEqual([]);
  });
});
