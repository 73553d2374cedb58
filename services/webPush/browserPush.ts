import type { RequestInput } from '../../machines/shared/session.types.ts';
import type { WebPushState } from '../../machines/webPush/webPush.types.ts';
import { buildRestUrl } from '../http/rest.ts';
import { ServiceError } from '../http/serviceError.ts';
import { createWebPushApi, type PushSubscriptionData } from './webPushApi.ts';

/** The service worker that shows the pushes and opens their page (public/sw.js, scope `/`). */
const SERVICE_WORKER_URL = '/sw.js';

/** The Trusted Types policy that admits our worker's URL, and nothing else (simulator/security.ts). */
const SERVICE_WORKER_POLICY = 'camclient-sw';

interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}
let workerPolicy: { createScriptURL(url: string): unknown } | undefined;

/**
 * The worker's URL as the CSP wants it: `register` is a script sink, and the app's pages require
 * Trusted Types for them, so a plain string is refused. The policy is made once per page and
 * admits only SERVICE_WORKER_URL.
 */
function workerScriptUrl(): string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!trustedTypes) return SERVICE_WORKER_URL;
  workerPolicy ??= trustedTypes.createPolicy(SERVICE_WORKER_POLICY, {
    createScriptURL: (url) => {
      if (url !== SERVICE_WORKER_URL) throw new TypeError(`not our service worker: ${url}`);
      return url;
    },
  });
  // A TrustedScriptURL: register takes it where the DOM types say string.
  return workerPolicy.createScriptURL(SERVICE_WORKER_URL) as string;
}

/**
 * Where the service worker finds how to renew this device's subscription (public/sw.js reads
 * the same cache and key): the `resubscribe/{token}` URL of the platform, kept when alerts are
 * turned on and dropped when they are turned off. The token is the one the platform gave this
 * subscription (it names it in the path); no session token is kept for the worker.
 */
export const RENEWAL_CACHE = 'camclient-webpush';
export const RENEWAL_KEY = '/webpush/renewal';

/** What of the browser web push needs, injected so tests can stand in for it. */
export interface PushBrowser {
  serviceWorker: ServiceWorkerContainer | undefined;
  /** `Notification`, when the browser has it. */
  notification:
    | { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> }
    | undefined;
  pushSupported: boolean;
  /** The Cache API the service worker shares with the page (absent: no renewal is kept). */
  caches: CacheStorage | undefined;
}

/** The page's own browser, as it is (no service worker in an insecure context, for one). */
export function pagePushBrowser(): PushBrowser {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    serviceWorker: nav && 'serviceWorker' in nav ? nav.serviceWorker : undefined,
    notification: typeof Notification === 'undefined' ? undefined : Notification,
    pushSupported: typeof PushManager !== 'undefined',
    caches: typeof caches === 'undefined' ? undefined : caches,
  };
}

/** The VAPID key as the Push API wants it: URL-safe base64 to bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function subscriptionData(subscription: PushSubscription): PushSubscriptionData {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new ServiceError('no_push_service', 'no keys');
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

/**
 * Web push on this device (seed 001 §7): the state the settings show, turning alerts on
 * (permission, the service worker, a subscription with the platform's VAPID key, `subscribe`)
 * and off (`unsubscribe`, then the browser's subscription). Failures are `ServiceError`s with the
 * codes the machine words: `permission_denied`, `no_push_service` (the browser reached no push
 * service: offline, blocked, or none, as on a machine without internet), or the REST codes.
 *
 * @example
 * const push = createBrowserPush(fetch, pagePushBrowser());
 * await push.subscribe(request);
 */
export function createBrowserPush(fetchImpl: typeof fetch, browser: PushBrowser) {
  const api = createWebPushApi(fetchImpl);
  const { serviceWorker, notification } = browser;
  const supported = Boolean(serviceWorker && notification && browser.pushSupported);
  /**
   * Keeps (or drops, `null`) the renewal URL for the worker. Storage refused (private mode, a
   * quota) leaves alerts on: only a renewal by the browser would then go unannounced.
   */
  const keepRenewal = async (url: string | null) => {
    try {
      const cache = await browser.caches?.open(RENEWAL_CACHE);
      if (url === null) await cache?.delete(RENEWAL_KEY);
      else await cache?.put(RENEWAL_KEY, new Response(JSON.stringify({ url })));
    } catch {
      // See above: nothing the guest could act on.
    }
  };
  const existing = async () => {
    const registration = await serviceWorker?.getRegistration('/');
    return (await registration?.pushManager.getSubscription()) ?? null;
  };

  return {
    async readState(request: RequestInput, signal?: AbortSignal): Promise<WebPushState> {
      if (!supported || !notification)
        return { supported: false, permission: 'default', subscribed: false };
      const permission = notification.permission;
      const subscription = await existing();
      if (!subscription || permission !== 'granted')
        return { supported, permission, subscribed: false };
      const { subscribed } = await api.status(request, subscription.endpoint, signal);
      // The platform has this device: it gets the keys the browser holds now. A refresh that
      // fails leaves the alerts as they are (the keys it has may still be current), so it does
      // not turn the settings into an error.
      if (subscribed)
        await api.update(request, subscriptionData(subscription), signal).catch(() => null);
      return { supported, permission, subscribed };
    },

    async subscribe(request: RequestInput, signal?: AbortSignal): Promise<void> {
      if (!supported || !serviceWorker || !notification)
        throw new ServiceError('no_push_service', 'this browser has no Push API');
      const permission = await notification.requestPermission();
      if (permission !== 'granted') throw new ServiceError('permission_denied', permission);
      const { key } = await api.key(request, signal);
      await serviceWorker.register(workerScriptUrl(), { scope: '/' });
      const registration = await serviceWorker.ready;
      let subscription: PushSubscription;
      try {
        subscription = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(key),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'NotAllowedError') throw new ServiceError('permission_denied', name);
        throw new ServiceError('no_push_service', error instanceof Error ? error.message : name);
      }
      const reply = await api.subscribe(request, subscriptionData(subscription), signal);
      if (!reply.success) throw new ServiceError('server', 'subscribe refused');
      // For the worker, when the browser renews the subscription (`pushsubscriptionchange`).
      const url = buildRestUrl(
        { ...request, accessToken: null },
        { method: 'POST', path: `webpush/resubscribe/${encodeURIComponent(reply.token)}` },
      );
      await keepRenewal(url);
    },

    async unsubscribe(request: RequestInput, signal?: AbortSignal): Promise<void> {
      const subscription = await existing();
      if (!subscription) return;
      const reply = await api.unsubscribe(request, subscription.endpoint, signal);
      if (!reply.success) throw new ServiceError('server', 'unsubscribe refused');
      await subscription.unsubscribe();
      await keepRenewal(null);
    },
  };
}
