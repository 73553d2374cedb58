// The app's service worker: it shows the platform's web pushes (seed 001 §7, Web push) and opens
// their page when the guest clicks one. Nothing is cached here; the app works without it.
/* global clients */

const FALLBACK_TITLE = 'camclient';

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
