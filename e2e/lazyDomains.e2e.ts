import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/** The lazy domains the root started in this page (decision 0008), in order. */
const startedDomains = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __camclient: { state(id: string): { context: { started: string[] } } };
        }
      ).__camclient.state('app').context.started,
  );

/**
 * The logged-in guest's domains start from bootstrap's guest (decision 0008): a visitor's page
 * has none of them, and a login from the login box ends in a page load whose bootstrap knows
 * the logged-in guest, so they start there.
 */
test.describe('domains a logged-in guest uses on every page', () => {
  test('a visitor logs in from the login box and has the messenger and the rewards at once', async ({
    request,
    page,
  }) => {
    // The login and the page load after it: the shared e2e machine is slow.
    test.slow();
    const account = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    await shell.open('/en/');
    await expect(shell.nav.getByRole('button', { name: 'Sign up' })).toBeVisible();
    const visitorDomains = await startedDomains(page);
    expect(visitorDomains).not.toContain('messenger');
    expect(visitorDomains).not.toContain('rewards');
    await expect(shell.button(/^Messages/)).toHaveCount(0);

    await shell.nav.getByRole('button', { name: 'Log in' }).click();
    await pay.expectOpen('Log in');
    await pay.client.login(account, 'demo1234');
    await expect(shell.guestName).not.toHaveText('', { timeout: 15_000 });

    await shell.button(/^Messages/).click();
    await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the messenger' })).toBeVisible();
    expect(await startedDomains(page)).toEqual(
      expect.arrayContaining(['messenger', 'notifications', 'rewards']),
    );
    // The Rewards menu came with its domain, and asks it for today's events when opened.
    await shell.nav.getByRole('button', { name: 'Rewards' }).click();
    await expect(page.getByRole('navigation', { name: 'Rewards' })).toBeVisible();
  });
});
