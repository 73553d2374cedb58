import { expect, test } from './fixtures.ts';
import { ContentModals } from './models/ContentModals.ts';
import { ContentPages } from './models/ContentPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { GuestPushes } from './models/GuestPushes.ts';
import { PayTour } from './models/PayTour.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 15_000 };

/** Issue #7: the content pages open the not-enough-money, age-check and preview-player boxes. */
test.describe('content modal boxes', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a poor guest gets not-enough-money with price and balance; after the top-up the video is bought', async ({
    page,
    request,
  }) => {
    const tvGuest = await guestCopyOf(request, 'tv', { savedCard: true });
    test.setTimeout(120_000); // a page load, a pay-client round and a purchase on a busy machine
    // `tv` is age-verified with a saved card; 1 € is short of the 4,99 € video.
    await ContentModals.reset(request, tvGuest, '1.00');
    await ContentModals.onboardingSeen(request, tvGuest);
    const content = new ContentPages(page);
    const boxes = new ContentModals(page);
    const pay = new PayTour(page);
    await new ShellPage(page).loginAs(tvGuest, ContentPages.videoPath('lanalove', 5101));
    await expect(content.heading('Sunset on the balcony')).toBeVisible(T);
    const buy = content.button('Top up to buy for 4,99 €');
    await expect(buy).toBeVisible(T);

    await buy.click();
    const box = boxes.dialog('Not enough credit');
    await expect(box).toBeVisible(T);
    await expect(box).toContainText('Price 4,99 €, your balance 1,00 €');
    await boxes.screenshots('not-enough-money');
    // Not now: the box closes and the page stays as it was.
    await box.getByRole('button', { name: 'Maybe later' }).click();
    await expect(box).toBeHidden();
    await expect(buy).toBeVisible();
    await expect(content.main.getByText('Bought: it is in your media library.')).toHaveCount(0);
    await expect(pay.frameElement).toBeHidden();

    // Again, and this time top up: the purchase continues by itself.
    await buy.click();
    await expect(box).toBeVisible(T);
    await box.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(box).toBeHidden();
    await pay.expectOpen('Top up your balance');
    await pay.frame.getByRole('button', { name: /^Pay / }).click();
    await pay.frame.getByRole('button', { name: 'Continue' }).click();
    await pay.expectClosed();
    await expect(content.main.getByRole('status').filter({ hasText: 'Bought' })).toContainText(
      'Bought: it is in your media library.',
      T,
    );
    await expect(boxes.box).toHaveCount(0);
  });

  test('a guest without age check gets the avs box before the avs flow; the acceptance shows the media without a reload', async ({
    page,
    request,
  }) => {
    const newbieGuest = await guestCopyOf(request, 'newbie');
    test.setTimeout(120_000);
    const pushes = new GuestPushes(page, request);
    await pushes.setAvs(newbieGuest, 'unknown');
    await ContentModals.onboardingSeen(request, newbieGuest);
    try {
      const content = new ContentPages(page);
      const boxes = new ContentModals(page);
      const pay = new PayTour(page);
      await new ShellPage(page).loginAs(newbieGuest, ContentPages.videoPath('lanalove', 5101));
      await expect(content.heading('Sunset on the balcony')).toBeVisible(T);
      await expect(content.gate).toBeVisible(T);
      await content.gate.getByRole('button', { name: 'Verify age' }).click();
      const box = boxes.dialog('Confirm your age');
      await expect(box).toBeVisible(T);
      await expect(pay.frameElement).toBeHidden();
      await boxes.screenshots('avs');

      // Its button hands over to the pay tour's avs flow; closed there, the box comes back.
      await box.getByRole('button', { name: 'Verify my age' }).click();
      await pay.expectOpen('Age verification');
      await pay.close();
      await pay.expectClosed();
      await expect(box).toBeVisible(T);
      await box.getByRole('button', { name: 'Maybe later' }).click();
      await expect(box).toBeHidden();
      await expect(content.images).toHaveCount(0);

      // The platform accepts the age check: the gated media appear, the page is not reloaded.
      await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
      await pushes.markDocument();
      await pushes.setAvs(newbieGuest, 'accepted');
      await expect(content.main.getByRole('img', { name: 'Preview 1 of 4' })).toBeVisible(T);
      await expect(content.gate).toHaveCount(0);
      expect(await pushes.reloaded()).toBe(false);
    } finally {
      // The reset pushes `avsRevoked`, which reloads the page: offline first (see content.e2e.ts).
      await page.context().setOffline(true);
      await pushes.setAvs(newbieGuest, 'unknown');
    }
  });

  test('on a Spanish page the buy button of an unverified guest opens es-avs', async ({
    page,
    request,
  }) => {
    const newbieGuest = await guestCopyOf(request, 'newbie');
    await new GuestPushes(page, request).setAvs(newbieGuest, 'unknown');
    await ContentModals.onboardingSeen(request, newbieGuest);
    const content = new ContentPages(page);
    const boxes = new ContentModals(page);
    await new ShellPage(page).loginAs(newbieGuest, '/es/amateur/lanalove/videos/5101/');
    await expect(content.heading('Sunset on the balcony')).toBeVisible(T);
    await content.button('Verifica tu edad para comprar').click();
    const box = boxes.dialog('Verificación de edad obligatoria');
    await expect(box).toBeVisible(T);
    await expect(page.locator('dialog#es-avs')).toBeVisible();
    await boxes.screenshots('es-avs');
    await box.getByRole('button', { name: 'Quizás más tarde' }).click();
    await expect(box).toBeHidden();
  });

  test('the preview clip plays in the video-with-player box', async ({ page, request }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    await ContentModals.onboardingSeen(request, demoGuest);
    const content = new ContentPages(page);
    const boxes = new ContentModals(page);
    await new ShellPage(page).loginAs(demoGuest, ContentPages.videoPath('emmaember', 5103));
    await expect(content.heading('Poolside workout')).toBeVisible(T);
    await content.button('Video preview').click();
    const box = boxes.dialog('Video preview');
    await expect(box).toBeVisible(T);
    await expect(boxes.video).toHaveAttribute('src', '/media/content/video/5103/preview.webm');
    await expect(boxes.video).toHaveAttribute('poster', '/media/content/video/5103/1.svg');
    // The clip plays as the box opens, with no second press: a decoded picture and time that moves.
    await expect.poll(async () => (await boxes.playback()).currentTime, T).toBeGreaterThan(0.3);
    const playback = await boxes.playback();
    expect(playback.videoWidth).toBe(320);
    await boxes.video.evaluate((element: HTMLVideoElement) => element.pause());
    await boxes.screenshots('video-with-player');
    await box.getByRole('button', { name: 'Close' }).last().click();
    await expect(box).toBeHidden();
    await expect(content.button('Video preview')).toBeVisible();
  });
});
