import { expect, test } from './fixtures.ts';
import { AccountProfile } from './models/AccountProfile.ts';
import { ShellPage } from './models/ShellPage.ts';
import { WebPushAlerts } from './models/WebPushAlerts.ts';

/** Issue #22 §5: browser alerts from the profile's notification settings, and the service worker. */
test.describe('web push', () => {
  test('no push service is reachable here: turning alerts on says so; a push reaching the service worker shows and keeps its page', async ({
    page,
    context,
    baseURL,
  }) => {
    await WebPushAlerts.allowNotifications(context, baseURL!);
    await new ShellPage(page).loginAs('newbie', '/en/myvisitx/profile');
    const profile = new AccountProfile(page);
    await profile.loaded();
    const alerts = new WebPushAlerts(page);
    await expect(alerts.group.getByRole('status')).toHaveText('Alerts are off in this browser.');

    await alerts.button('Turn on alerts').click();
    // This machine reaches no push service (as offline or behind a firewall): said, with a retry.
    await expect(alerts.group.getByRole('alert')).toContainText(
      'Your browser could not reach its push service',
    );
    await expect(alerts.button('Turn on alerts')).toBeEnabled();

    // The service worker was installed on the way: a push delivered to it shows, and its page
    // stays on this origin.
    const shown = await alerts.deliverPush({
      title: 'LanaLove is online',
      body: 'Your favourite is online now. Say hello!',
      url: '/en/amateur/lanalove/',
    });
    expect(shown).toEqual([
      {
        title: 'LanaLove is online',
        body: 'Your favourite is online now. Say hello!',
        url: `${baseURL}/en/amateur/lanalove/`,
      },
    ]);
  });

  test('a guest who blocked notifications is told where to allow them', async ({ page }) => {
    // As after "Block" in the browser's prompt: the page reads the permission as denied.
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = async () => 'denied';
    });
    await new ShellPage(page).loginAs('newbie', '/en/myvisitx/profile');
    await new AccountProfile(page).loaded();
    const alerts = new WebPushAlerts(page);
    await expect(alerts.group.getByRole('alert')).toContainText('Alerts are blocked for this site');
    await expect(alerts.button('Turn on alerts')).toHaveCount(0);
    await alerts.group.getByRole('button', { name: 'Check again' }).click();
    await expect(alerts.group.getByRole('alert')).toContainText('Alerts are blocked for this site');
  });
});
