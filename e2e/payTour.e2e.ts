import { devices } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SHOTS, reviewShot } from './reviewShots.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/** The pay tour against the simulator's payment client on its second origin. */
test.describe('pay tour', () => {
  test('a logged-in guest tops up from the navbar; the balance follows and the page scrolls again', async ({
    request,
    page,
  }) => {
    // Her own copy of demo, with demo's saved card to pay with.
    const demoGuest = await guestCopyOf(request, 'demo', { savedCard: true });
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    await shell.loginAs(demoGuest);
    const before = await shell.guestBalance.textContent();
    await shell.button('Top up credit').click();
    await expect.poll(() => pay.bodyOverflow()).toBe('hidden');
    await pay.expectOpen('Top up your balance');
    await reviewShot(page, { path: `${SHOTS}/pay-open-desktop.png` });
    await pay.frame.getByRole('button', { name: /^Pay / }).click();
    await pay.frame.getByRole('button', { name: 'Continue' }).click();
    await pay.expectClosed();
    await expect(shell.guestBalance).not.toHaveText(before ?? '');
  });

  test('cancel restores the page', async ({ request, page }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    await shell.loginAs(demoGuest);
    await shell.button('Become a VIP').click();
    await pay.expectOpen(/VIP/);
    await pay.close();
    await pay.expectClosed();
    await expect(shell.button('Become a VIP')).toBeVisible();
  });

  test('vxpAutoFlow opens its flow at load', async ({ request, page }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    await shell.loginAs(demoGuest, '/en/?vxpAutoFlow=PromoCode');
    await pay.expectOpen(/code/i);
  });

  test('showModalbox reopens the money charge at load', async ({ request, page }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    await shell.loginAs(demoGuest, '/en/?showModalbox=1');
    await pay.expectOpen(/top up|payment/i);
  });

  test('a new visitor signs up, lands logged in, and tops up with a new card', async ({ page }) => {
    // Signup, a reload and a card payment: the shared e2e machine is slow.
    test.slow();
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    await shell.open('/en/');
    await shell.nav.getByRole('button', { name: 'Sign up' }).click();
    // The loader stands until the payment client is ready, which may be at once: either shows.
    await expect(pay.loader.or(pay.frameElement).first()).toBeVisible();
    await reviewShot(page, { path: `${SHOTS}/pay-loader-desktop.png` });
    await pay.expectOpen('Create your free account');
    const name = `e2e${Date.now().toString(36)}`;
    await pay.signUp(name, `${name}@example.test`, 'secret123');
    await expect(shell.guestName).toHaveText(name, { timeout: 15_000 });
    const before = await shell.guestBalance.textContent();
    await shell.button('Top up credit').click();
    await pay.expectOpen('Top up your balance');
    // A new account has no saved card: the card form is the only way to pay.
    await expect(pay.client.root.getByText(/Saved card/)).toHaveCount(0);
    await reviewShot(page, { path: `${SHOTS}/pay-card-desktop.png` });
    await pay.client.payByCard();
    await expect(pay.client.title).toHaveText('Thank you!');
    await pay.client.button('Continue').click();
    await pay.expectClosed();
    await expect(shell.guestBalance).not.toHaveText(before ?? '');
  });

  test('a payment client that never loads gives an error with a retry', async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    await page.clock.install();
    await page.route('**/VXPAY-V3/**', (route) =>
      route.fulfill({ body: '<html></html>', contentType: 'text/html' }),
    );
    await shell.loginAs(demoGuest);
    await shell.button('Top up credit').click();
    await expect(pay.loader).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(pay.errorDialog).toBeVisible();
    await reviewShot(page, { path: `${SHOTS}/pay-error-desktop.png` });
    await page.unroute('**/VXPAY-V3/**');
    await pay.errorDialog.getByRole('button', { name: 'Try again' }).click();
    await pay.expectOpen('Top up your balance');
  });
});

test.describe('pay tour on a phone', () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  test('opens the flow in a tab, not in the iframe', async ({ request, page }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    await shell.loginAs(demoGuest);
    await reviewShot(page, { path: `${SHOTS}/pay-navbar-phone.png` });
    const tabPromise = page.context().waitForEvent('page');
    await shell.button('Top up credit').click();
    const tab = await tabPromise;
    await tab.waitForLoadState();
    expect(tab.url()).toContain('/VXPAY-V3/');
    expect(tab.url()).toMatch(/#\/$/);
    await expect(tab.getByRole('heading', { name: 'Top up your balance' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('pay-frame')).toBeHidden();
    await reviewShot(page, { path: `${SHOTS}/pay-tab-phone.png` });
  });
});
