import { expect, test } from './fixtures.ts';
import { decodeLog } from '../src/engine/log/jsonl.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';
import { NewTermsDialog } from './models/NewTermsDialog.ts';
import { SimulatorControls } from './models/SimulatorControls.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';

/** Pushes from the simulator's scenario player change what the guest sees. */
test.describe('guest pushes', () => {
  test('a balance top-up pushed by the platform shows in the navbar at once', async ({
    page,
    request,
  }) => {
    const tvGuest = await guestCopyOf(request, 'tv');
    const sim = new SimulatorControls(request);
    const shell = new ShellPage(page);
    // The balance the test reads, set here rather than assumed from the demo data.
    await sim.setBalance(tvGuest, '15.00');
    await shell.loginAs(tvGuest);
    await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
    await expect(shell.guestBalance).toHaveText('15,00 €');
    await sim.play('balance-topup', tvGuest);
    await expect(shell.guestBalance).toHaveText('175,50 €');
  });

  test('a locked guest is logged out for good, and told why', async ({ page, request }) => {
    const restrictedGuest = await guestCopyOf(request, 'restricted');
    const sim = new SimulatorControls(request);
    const shell = new ShellPage(page);
    await shell.loginAs(restrictedGuest);
    await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
    await sim.play('guest-locked', restrictedGuest);
    await expect(page.getByRole('alert')).toContainText('Your account has been locked.');
    await expect(shell.guestName).toHaveCount(0);
    await expect(shell.nav.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect
      .poll(async () => JSON.stringify((await new RealtimeProbe(page).state()).value))
      .toContain('loggedOut');
    // The server was told: the session is gone.
    const session = await page.request.get('/rest/v1/guest/state?language=en&ver=x&access_token=');
    expect(session.status()).toBe(401);
  });

  test('the data-protection request is answered and reaches the server', async ({
    page,
    request,
  }) => {
    const newbieGuest = await guestCopyOf(request, 'newbie');
    const sim = new SimulatorControls(request);
    const shell = new ShellPage(page);
    await shell.loginAs(newbieGuest);
    await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
    await sim.play('data-protection', newbieGuest);
    const dialog = page.getByRole('dialog', { name: 'Data protection' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    const log = decodeLog(await shell.exportLog());
    expect(log.records).toContainEqual(
      expect.objectContaining({
        kind: 'io',
        source: 'guest.closeDataProtection',
        outcome: { ok: true, output: null },
      }),
    );
    const { accessToken } = (await (
      await page.request.get('/rest/v1/auth/session?language=en&ver=x&access_token=')
    ).json()) as { accessToken: string };
    const state = (await (
      await page.request.get(`/rest/v1/guest/state?language=en&ver=x&access_token=${accessToken}`)
    ).json()) as { showDataProtection: boolean };
    expect(state.showDataProtection).toBe(false);
  });

  test('new terms and data protection are accepted from the dialog, after a failed try', async ({
    page,
    request,
  }) => {
    const login = await guestCopyOf(request, 'newbie');
    const terms = new NewTermsDialog(page, request);
    await terms.publishFor(login);
    await new ShellPage(page).loginAs(login);
    await expect(terms.dialog).toBeVisible();
    // Both texts are the real legal pages, opened beside the dialog.
    await expect(terms.link('Terms of service')).toHaveAttribute('href', '/en/terms-of-service/');
    await expect(terms.link('Terms of service')).toHaveAttribute('target', '_blank');
    await expect(terms.link('Data protection declaration')).toHaveAttribute(
      'href',
      '/en/data-protection/',
    );
    await expectNoSeriousViolations(page, 'dialog[aria-labelledby="new-terms-title"]');
    // Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await expect(terms.dialog).toBeVisible();

    // The first answer does not reach the server: said, with a retry.
    await page.route('**/rest/v1/closeAgbAndDataProtection**', (route) => route.abort(), {
      times: 1,
    });
    await terms.button('Accept both').click();
    await expect(terms.dialog.getByRole('alert')).toHaveText(
      'Your acceptance could not be sent. Check your connection and try again.',
    );
    expect(await terms.mustAcceptOnServer()).toBe(true);

    await terms.button('Try again').click();
    await expect(terms.dialog).toBeHidden();
    expect(await terms.mustAcceptOnServer()).toBe(false);
    // Not asked again on the next page.
    await page.reload();
    await expect(new ShellPage(page).guestBalance).toBeVisible();
    await expect(terms.dialog).toBeHidden();
  });
});
