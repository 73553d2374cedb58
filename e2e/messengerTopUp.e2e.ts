import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { LANA_LOVE, MessengerControls, MessengerPage } from './models/Messenger.ts';
import { PayTour } from './models/PayTour.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { SHOTS, reviewShot } from './reviewShots.ts';

const euros = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test.describe('messenger top-up', () => {
  test('a short balance leads through the top-up to the message being sent', async ({
    page,
    request,
  }) => {
    await new MessengerControls(request).settings({ replies: false });
    const messenger = new MessengerPage(page);
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    // Its own copy of `tv` with 15 € and a saved card; a yacht (24,99 €, the text goes with it)
    // is beyond it. A copy has no conversations: the one with LanaLove is opened.
    const guest = await guestCopyOf(request, 'tv', { balance: '15.00', savedCard: true });
    await MessengerControls.openChannel(guest, LANA_LOVE);
    await messenger.open(guest);
    await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
    await messenger.select('LanaLove');
    const before = euros(await shell.guestBalance.textContent());

    await messenger.addGift('Luxury', 'Yacht');
    const text = `Top-up note ${Date.now() % 100000}`;
    await messenger.textbox.fill(text);
    await expect(messenger.price).toContainText('24,99 €');
    const price = euros(await messenger.price.textContent());
    expect(before).toBeLessThan(price);
    await messenger.sendButton.click();

    // The message is kept while the money-charge tour is open.
    await pay.expectOpen('Top up your balance');
    await expect(page.getByText('Top up to send your waiting message.')).toBeVisible({
      timeout: 15_000,
    });
    expect((await messenger.outgoing()).map((m) => m.status)).toEqual(['awaitingTopUp']);
    // The gift is for her: the money charge names her (hostData, decision 0032).
    await expect(pay.client.teaser).toHaveText('Top up and stay with LanaLove.');
    const payButton = pay.frame.getByRole('button', { name: /^Pay / });
    const topUp = euros(await payButton.textContent());
    expect(topUp + before).toBeGreaterThanOrEqual(price);
    await payButton.click();
    await pay.frame.getByRole('button', { name: 'Continue' }).click();
    await pay.expectClosed();

    await expect(messenger.message(text)).toContainText('Sent', { timeout: 15_000 });
    await expect(messenger.message(text)).not.toContainText(/Sending|Not sent|rejected/i);
    expect((await messenger.outgoing()).map((m) => m.status)).toEqual(['sent']);
    await expect
      .poll(async () => euros(await shell.guestBalance.textContent()), { timeout: 15_000 })
      .toBeCloseTo(before + topUp - price, 2);
  });

  test('a guest with a saved card tops up with one click and the waiting message goes', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
    // Her own guest: a copy of `demo` (one-click for 10, 25 and 50 €) with 5 € and a stored card.
    const guest = await guestCopyOf(request, 'demo', { balance: '5.00', savedCard: true });
    await MessengerControls.openChannel(guest, LANA_LOVE);
    const messenger = new MessengerPage(page);
    const shell = new ShellPage(page);
    await messenger.open(guest);
    await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
    await messenger.select('LanaLove');
    await messenger.addGift('Luxury', 'Yacht');
    const text = `One-click note ${Date.now() % 100000}`;
    await messenger.textbox.fill(text);
    await expect(messenger.price).toContainText('24,99 €');
    await messenger.sendButton.click();

    // Her saved card is offered in the composer instead of the pay tour; the message waits.
    const box = page.getByRole('region', { name: 'Top up with one click' });
    await expect(box.getByRole('button', { name: 'Top up 25,00 €' })).toBeVisible({
      timeout: 15_000,
    });
    expect((await messenger.outgoing()).map((m) => m.status)).toEqual(['awaitingTopUp']);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(box).toBeInViewport();
      await expectNoSeriousViolations(page);
      await reviewShot(page, { path: `${SHOTS}/messenger-oneclick-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await box.getByRole('button', { name: 'Top up 25,00 €' }).click();

    await expect(messenger.message(text)).toContainText('Sent', { timeout: 15_000 });
    await expect(box).toHaveCount(0);
    expect((await messenger.outgoing()).map((m) => m.status)).toEqual(['sent']);
    await expect
      .poll(async () => euros(await shell.guestBalance.textContent()), { timeout: 15_000 })
      .toBeCloseTo(5 + 25 - 24.99, 2);
  });
});
