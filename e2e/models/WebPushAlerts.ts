import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Browser alerts in the profile's notification settings, and the service worker behind them. */
export class WebPushAlerts {
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
          return notifications.map((each) => ({
            title: each.title,
            body: each.body,
            url: String((each.data as { url?: unknown } | null)?.url ?? ''),
          }));
        });
        return shown.length;
      })
      .toBeGreaterThan(0);
    await cdp.detach();
    return shown;
  }
}
