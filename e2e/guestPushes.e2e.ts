import { expect, test } from './fixtures.ts';
import { GuestPushes } from './models/GuestPushes.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SimulatorControls } from './models/SimulatorControls.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 15_000 };

/** Issue #4 "done means": what the guest sees when the platform pushes account changes. */
test.describe('guest pushes (issue #4)', () => {
  test('a locked guest is logged out and offered the login', async ({ page, request }) => {
    const francGuest = await guestCopyOf(request, 'franc');
    const shell = new ShellPage(page);
    await shell.loginAs(francGuest);
    await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
    await expect(shell.guestName).toBeVisible(T);
    await new SimulatorControls(request).play('guest-locked', francGuest);
    await expect(shell.guestName).toHaveCount(0, T);
    await expect(shell.nav.getByRole('button', { name: 'Log in' })).toBeVisible(T);
  });

  test('an age check pending, then accepted, reloads into the accepted state', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    const pushes = new GuestPushes(page, request);
    await shell.loginAs(demoGuest);
    await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
    try {
      // demo is age-verified in the fixtures; an accepted check ignores `avsPending`, so it is
      // revoked first (which reloads the page too).
      await pushes.markDocument();
      await pushes.setAvs(demoGuest, 'unknown');
      await expect.poll(() => pushes.reloaded(), T).toBe(true);
      await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
      await pushes.setAvs(demoGuest, 'pending');
      await expect(pushes.avsPending).toBeVisible(T);
      await pushes.screenshots('avs-pending');
      await pushes.markDocument();
      await pushes.setAvs(demoGuest, 'accepted');
      await expect.poll(() => pushes.reloaded(), T).toBe(true);
      await expect(shell.nav).toBeVisible(T);
      await expect(shell.guestName).toBeVisible(T);
      await expect(pushes.avsPending).toHaveCount(0, T);
      await expect(pushes.avsRejected).toHaveCount(0);
    } finally {
      await pushes.setAvs(demoGuest, 'accepted');
    }
  });

  test('a VIP subscription started elsewhere reloads the page, keeping its address', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    const pushes = new GuestPushes(page, request);
    await shell.loginAs(demoGuest, '/en/?keep=1');
    await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
    await pushes.markDocument();
    await new SimulatorControls(request).play('vip-started', demoGuest);
    await expect.poll(() => pushes.reloaded(), T).toBe(true);
    await expect(page).toHaveURL(/\/en\/\?keep=1$/, T);
    await expect(shell.guestName).toBeVisible(T);
  });

  test('a payment pushes the new balance into the navbar', async ({ page, request }) => {
    const tvGuest = await guestCopyOf(request, 'tv');
    const shell = new ShellPage(page);
    await shell.loginAs(tvGuest);
    await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
    await expect(shell.guestBalance).toBeVisible(T);
    const before = await shell.guestBalance.textContent();
    expect(before).not.toBe('80,00 €');
    await new SimulatorControls(request).play('payment-balance', tvGuest);
    await expect(shell.guestBalance).toHaveText('80,00 €', T);
  });

  test('pushed status bars show, and dismissing one removes only it', async ({ page, request }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    const pushes = new GuestPushes(page, request);
    await shell.loginAs(demoGuest);
    await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
    await new SimulatorControls(request).play('status-bar', demoGuest);
    await expect(pushes.statusBar('mailnotverified')).toContainText(
      'Please confirm your e-mail address',
      T,
    );
    await expect(pushes.statusBar('monthlybonusnotif')).toBeVisible(T);
    await expect(pushes.statusBar('cancelationoffererror')).toBeVisible(T);
    await pushes.screenshots('status-bars');
    await pushes.dismiss('mailnotverified');
    await expect(pushes.statusBar('mailnotverified')).toHaveCount(0, T);
    await expect(pushes.statusBar('monthlybonusnotif')).toBeVisible();
  });
});
