import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Browser alerts in the profile's notification settings, and the service worker behind them. */
export class WebPushAlerts {
  /** The alerts' group, as a selector for accessibility checks. */
  static readonly scope = '[aria-labelledby="web-push-title"]';
  readonly group: Locator;

  constructor(private readonly page: Page) {
    this.group = page.getByRole('group', { name: 'Alerts in this browser' });
  }

  static async allowNotifications(context: BrowserContext, origin: string): Promise<void> {
    await context.grantPermissions(['notifications'], { origin });
  }

  button(name: 'Turn on alerts' | 'Turn off alerts'): Locator {
    return this.group.getByRole('button', { name });
  }

  /**
   * Delivers a push to the page's service worker as a push service would (the DevTools protocol's
   * `ServiceWorker.deliverPushMessage`), and returns the titles and bodies it then shows.
   */
  async deliverPush(data: object): Promise<Array<{ title: string; body: string; url: string }>> {
    const origin = new URL(this.page.url()).origin;
    const cdp = await this.page.context().newCDPSession(this.page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          (each) => each.scopeURL === `${origin}/` && !each.isDeleted,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(data),
    });
    let shown: Array<{ title: string; body: string; url: string }> = [];
    await expect
      .poll(async () => {
        shown = await this.page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          const notifications = (await registration?.getNotifications()) ?? [];
          return notifications.map((each) => {
            const url = (each.data as { url?: unknown } | null)?.url;
            return { title: each.title, body: each.body, url: typeof url === 'string' ? url : '' };
          });
        });
        return shown.length;
      })
      .toBeGreaterThan(0);
    await cdp.detach();
    return shown;
  }

  /**
   * Clicks the notification shown last, as the guest would: the browser's notifications are not in
   * the page, so the service worker gets its `notificationclick` for that notification (dispatched
   * in the worker's own context, where public/sw.js handles it).
   */
  async clickNotification(): Promise<void> {
    const context = this.page.context();
    const worker =
      context.serviceWorkers().find((each) => each.url().endsWith('/sw.js')) ??
      (await context.waitForEvent('serviceworker'));
    const clicked = await worker.evaluate(async () => {
      // The worker's own globals: the project's type library is the window's, not a worker's.
      const scope = self as unknown as EventTarget & {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = (await scope.registration.getNotifications()).slice(-1);
      if (!notification) return false;
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      return true;
    });
    expect(clicked).toBe(true);
  }
}
