import { expect, test } from './fixtures.ts';
import { AccountProfile } from './models/AccountProfile.ts';
import { ShellPage } from './models/ShellPage.ts';
import { WebPushAlerts } from './models/WebPushAlerts.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/** Issue #22 §5: browser alerts from the profile's notification settings, and the service worker. */
test.describe('web push', () => {
  test('no push service is reachable here: turning alerts on says so; a push reaching the service worker shows, and its click opens the actor', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await WebPushAlerts.allowNotifications(context, baseURL!);
    const login = await guestCopyOf(request, 'newbie');
    await new ShellPage(page).loginAs(login, '/en/myvisitx/profile');
    const profile = new AccountProfile(page);
    await profile.loaded();
    const alerts = new WebPushAlerts(page);
    await expect(alerts.group.getByRole('status')).toHaveText('Alerts are off in this browser.');
    await expectNoSeriousViolations(page, WebPushAlerts.scope);

    await alerts.button('Turn on alerts').click();
    // This machine reaches no push service (as offline or behind a firewall): said, with a retry.
    await expect(alerts.group.getByRole('alert')).toContainText(
      'Your browser could not reach its push service',
    );
    await expect(alerts.button('Turn on alerts')).toBeEnabled();
    await expectNoSeriousViolations(page, WebPushAlerts.scope);

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

    // Its click opens the actor in the guest's open page.
    await alerts.clickNotification();
    await expect(page).toHaveURL(`${baseURL}/en/amateur/lanalove/`);
  });

  test('a guest who blocked notifications is told where to allow them', async ({
    page,
    request,
  }) => {
    // As after "Block" in the browser's prompt: the page reads the permission as denied.
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = () => Promise.resolve('denied');
    });
    await new ShellPage(page).loginAs(await guestCopyOf(request, 'newbie'), '/en/myvisitx/profile');
    await new AccountProfile(page).loaded();
    const alerts = new WebPushAlerts(page);
    await expect(alerts.group.getByRole('alert')).toContainText('Alerts are blocked for this site');
    await expectNoSeriousViolations(page, WebPushAlerts.scope);
    await expect(alerts.button('Turn on alerts')).toHaveCount(0);
    await alerts.group.getByRole('button', { name: 'Check again' }).click();
    await expect(alerts.group.getByRole('alert')).toContainText('Alerts are blocked for this site');
  });
});
