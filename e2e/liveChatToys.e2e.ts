import { LiveChatPage } from './models/LiveChatPage.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { expect, test } from './fixtures.ts';

const T = { timeout: 15_000 };

test.describe('live chat toy control', () => {
  test('controls queue and count down, the next starts when one is done, a short balance is refused and retried', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    const guest = await guestCopyOf(request, 'demo', { balance: '50.00' });
    const actor = await LiveChatPage.actor(request, 'toy');
    const chat = new LiveChatPage(page);
    await new ShellPage(page).loginAs(guest, LiveChatPage.path(actor.name, 'video'));
    await expect(chat.cost).toContainText('/min', T);

    // Two controls: the first runs and counts down, the second waits behind it.
    const controls = chat.toys.getByRole('button', { name: / s$/ });
    await expect(controls.first()).toBeVisible(T);
    const first = (await controls.nth(0).locator('strong').textContent())!;
    const second = (await controls.nth(1).locator('strong').textContent())!;
    const balanceBefore = await chat.navbarBalance.textContent();
    await controls.nth(0).click();
    await controls.nth(1).click();
    await expect(chat.toyQueueLine(first)).toContainText('running', T);
    await expect(chat.toyQueueLine(second)).toContainText('waiting (1 before it)', T);
    // The price left the balance; the navbar and the chat meter show one figure.
    await expect(chat.navbarBalance).not.toHaveText(balanceBefore ?? '', T);
    await expect(chat.navbarBalance).toHaveText((await chat.balance.textContent()) ?? '', T);
    const running = await chat.toyQueueLine(first).textContent();
    await page.clock.runFor(2_000);
    await expect(chat.toyQueueLine(first)).not.toHaveText(running ?? '', T);
    await chat.checkScreen('toys-queue');

    await LiveChatPage.toyDone(request, guest);
    await expect(chat.toyQueueLine(first)).toHaveCount(0, T);
    await expect(chat.toyQueueLine(second)).toContainText('running', T);

    // Without the money for it a control is refused, nothing is charged; a retry after a top-up goes.
    const short = await request.post(`/dev/account/balance?as=${guest}&balance=0.01`);
    expect(short.ok()).toBe(true);
    await expect(chat.navbarBalance).toHaveText('0,01 €', T);
    await controls.nth(0).click();
    const rejection = chat.toys.getByRole('alert');
    await expect(rejection).toContainText('was not sent, nothing was charged', T);
    await expect(rejection).toContainText('your balance is too low');
    await chat.checkScreen('toys-rejected');
    const topUp = await request.post(`/dev/account/balance?as=${guest}&balance=50.00`);
    expect(topUp.ok()).toBe(true);
    await rejection.getByRole('button', { name: 'Try again' }).click();
    await expect(rejection).toHaveCount(0, T);
    await expect(chat.toyQueueLine(first)).toContainText('waiting (1 before it)', T);
  });
});
