import { expect, test } from './fixtures.ts';
import { decodeLog } from '../src/engine/log/jsonl.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SimulatorControls } from './models/SimulatorControls.ts';

/** Pushes from the simulator's scenario player change what the guest sees. */
test.describe('guest pushes', () => {
  test('a balance top-up pushed by the platform shows in the navbar at once', async ({
    page,
    request,
  }) => {
    const sim = new SimulatorControls(request);
    const shell = new ShellPage(page);
    // Other specs spend and top up `tv`'s money: start from its demo balance.
    await sim.setBalance('tv', '15.00');
    await shell.loginAs('tv');
    await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
    await expect(shell.guestBalance).toHaveText('15,00 €');
    await sim.play('balance-topup', 'tv');
    await expect(shell.guestBalance).toHaveText('175,50 €');
  });

  test('a locked guest is logged out for good, and told why', async ({ page, request }) => {
    const sim = new SimulatorControls(request);
    const shell = new ShellPage(page);
    await shell.loginAs('restricted');
    await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
    await sim.play('guest-locked', 'restricted');
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
    const sim = new SimulatorControls(request);
    const shell = new ShellPage(page);
    await shell.loginAs('newbie');
    await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
    await sim.play('data-protection', 'newbie');
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
});
