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

  // Issue 52 §1: a visitor's chat entry asks the gate, which opens the signup (no account cookie
  // in this browser); the signup reloads the page, and her press is resumed, not dropped.
  test('CHAT ENTRY, visitor: Message on her profile opens the signup, and once signed up her chat is open without a second press', async ({
    page,
  }) => {
    test.setTimeout(150_000); // a signup with the login's reload on a busy machine
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    await shell.open(ActorProfilePages.path('lanalove'));
    await page.getByRole('link', { name: 'Message LanaLove' }).click();
    await expect(page).toHaveURL(/\/en\/messenger\/$/);
    await pay.expectOpen('Create your free account');
    const name = `msg${Date.now().toString(36)}`;
    await pay.signUp(name, `${name}@example.test`, 'secret123');
    await expect(shell.guestName).toHaveText(name, { timeout: 20_000 });

    // Signed up, on the messenger again: the chat with her is open by itself.
    await expect(page).toHaveURL(/\/en\/messenger\/$/);
    await expect(new MessengerPage(page).partner('LanaLove')).toBeVisible({ timeout: 20_000 });
  });
});
