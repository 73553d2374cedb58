import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { LANA_LOVE, MessengerControls, MessengerPage } from './models/Messenger.ts';
import { PayTour } from './models/PayTour.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { reviewShot, SHOTS } from './reviewShots.ts';

test.describe('writing to a performer (issue 54 §2)', () => {
  for (const { name, width, height } of [
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`a guest opens a performer's profile, writes to her and sees the answer in the messenger (${name})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      // Her own guest, with money and no conversations: the one with LanaLove is created.
      const account = await guestCopyOf(request, 'demo', { balance: '20.00' });
      const controls = new MessengerControls(request);
      await controls.actorOnline(LANA_LOVE, true);
      await controls.settings({ replies: true, replyDelayMs: 300 });
      try {
        const shell = new ShellPage(page);
        await shell.loginAs(account, ActorProfilePages.path('lanalove'));
        const profile = new ActorProfilePages(page);
        await expect(profile.heading('LanaLove')).toBeVisible();
        const write = page.getByRole('link', { name: 'Message LanaLove' });
        await expect(write).toBeVisible();
        await expectNoSeriousViolations(page, 'main');
        await write.scrollIntoViewIfNeeded();
        await reviewShot(page, { path: `${SHOTS}/profile-message-${width}.png` });
        await write.click();

        const messenger = new MessengerPage(page);
        await expect(page).toHaveURL(/\/en\/messenger\/$/);
        await expect(messenger.partner('LanaLove')).toBeVisible({ timeout: 20_000 });
        await expect(messenger.channel('LanaLove')).toHaveCount(width < 768 ? 0 : 1);
        await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
        const before = await messenger.actorMessages.count();
        const text = `Hi Lana ${Date.now() % 100000}`;
        await messenger.write(text);
        await expect(messenger.message(text)).toContainText('Sent');
        // The simulator's LanaLove answers within moments.
        await expect
          .poll(() => messenger.actorMessages.count(), { timeout: 20_000 })
          .toBeGreaterThan(before);
        await expectNoSeriousViolations(page, 'main');
        await reviewShot(page, { path: `${SHOTS}/messenger-written-${width}.png` });
      } finally {
        await controls.settings({ replyDelayMs: null });
      }
    });
  }

  test('a visitor who wants to write to her is asked to log in', async ({ page }) => {
    await new ShellPage(page).open(ActorProfilePages.path('lanalove'));
    await page.getByRole('link', { name: 'Message LanaLove' }).click();
    await expect(page).toHaveURL(/\/en\/messenger\/$/);
    await new PayTour(page).expectOpen('Log in');
  });
});
