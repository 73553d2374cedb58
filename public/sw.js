// The app's service worker: it shows the platform's web pushes (seed 001 §7, Web push), opens
// their page when the guest clicks one, and tells the platform when the browser renewed the
// subscription (`resubscribe/{token}`). Nothing of the app is cached here; it works without it.
/* global clients */

const FALLBACK_TITLE = 'camclient';

/** Kept by the page when alerts are turned on (services/webPush/browserPush.ts, same names). */
const RENEWAL_CACHE = 'camclient-webpush';
const RENEWAL_KEY = '/webpush/renewal';

/** A push's payload as the simulator and the platform send it: `{ title, body, url, tag }`. */
function readPush(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    // A text push is shown as it is, never dropped.
    return { body: event.data.text() };
  }
}

/** Only a page of this origin is opened: a push cannot send the guest elsewhere. */
function pageOf(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/en/', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/en/`;
  } catch {
    return `${self.location.origin}/en/`;
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  const title = typeof push.title === 'string' && push.title ? push.title : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof push.body === 'string' ? push.body : '',
      tag: typeof push.tag === 'string' ? push.tag : undefined,
      data: { url: pageOf(push.url) },
    }),
  );
});

// The app's open pages come under this worker at once: only a page it controls can be sent to a
// push's page (WindowClient.navigate), and the guest may have turned alerts on in that very page.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    clients.matchAll({ type: 'window' }).then((windows) => {
      // A page of the app already open shows the push's page; else a new window opens it.
      const open = windows.find((client) => 'navigate' in client);
      if (!open) return clients.openWindow(url);
      return open
        .navigate(url)
        .then((client) => (client ? client.focus() : clients.openWindow(url)))
        .catch(() => clients.openWindow(url));
    }),
  );
});

/** The `resubscribe/{token}` URL the page kept when alerts were turned on, or null. */
async function renewalUrl() {
  const cache = await caches.open(RENEWAL_CACHE);
  const kept = await cache.match(RENEWAL_KEY);
  if (!kept) return null;
  const { url } = await kept.json();
  return typeof url === 'string' && url.includes('/webpush/resubscribe/') ? url : null;
}

/**
 * The browser renewed (or dropped) the push subscription: subscribe again with the same key when
 * it gave no new one, and hand the new subscription to the platform under this device's token,
 * so pushes keep coming without the guest opening the settings.
 */
async function resubscribe(event) {
  const url = await renewalUrl();
  if (!url) return;
  const old = event.oldSubscription;
  const renewed =
    event.newSubscription ||
    (old && old.options && old.options.applicationServerKey
      ? await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old.options.applicationServerKey,
        })
      : null);
  if (!renewed) return;
  const { endpoint, keys } = renewed.toJSON();
  await fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ subscription: { endpoint, keys } }),
  });
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(resubscribe(event).catch(() => undefined));
});
