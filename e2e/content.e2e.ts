import { expect, test } from './fixtures.ts';
import { ContentPages } from './models/ContentPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { GuestPushes } from './models/GuestPushes.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';

const T = { timeout: 15_000 };

/** Issue #4: media marked `avsRequired` stay out of the page until the age check is accepted. */
test.describe('content behind the age check', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a guest without age check sees no media and the age-check prompt; once accepted, the media load', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // two page loads, a reload and a whole preview on a busy machine
    const pushes = new GuestPushes(page, request);
    // Her own copy of newbie, its age check unknown: nothing to reset afterwards.
    const { content, guest } = await ContentPages.openAsNewGuest(page, request, {
      from: 'newbie',
      path: ContentPages.videoPath('lanalove', 5101),
      title: 'Sunset on the balcony',
      prepare: (login) => pushes.setAvs(login, 'unknown'),
    });
    await expect(content.gate).toBeVisible();
    await expect(content.gate.getByRole('button', { name: 'Verify age' })).toBeVisible();
    await expect(content.button('Verify your age to buy')).toBeVisible();
    await expect(content.images).toHaveCount(0);
    expect(content.mediaRequested()).toBe(0);
    await content.screenshots('video-gated');

    await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
    await pushes.markDocument();
    await pushes.setAvs(guest, 'accepted');
    await expect.poll(() => pushes.reloaded(), T).toBe(true);
    await expect(content.main.getByRole('img', { name: 'Preview 1 of 4' })).toBeVisible(T);
    await expect(content.gate).toHaveCount(0);
    expect(content.mediaRequested()).toBeGreaterThan(0);
    // newbie has no money: the gate asks for a top-up before the purchase.
    await expect(content.button('Top up to buy for 4,99 €')).toBeVisible();

    await content.button('Play preview').click();
    await expect(content.main.getByRole('img', { name: 'Preview 4 of 4' })).toBeVisible(T);
    await expect(content.main.getByRole('status')).toContainText('Preview ended', T);
    await content.screenshots('video-ungated');
  });

  test('a visitor is asked to log in first and no picture is requested', async ({ page }) => {
    const content = new ContentPages(page);
    await new ShellPage(page).open(ContentPages.albumPath('lanalove', 6201));
    await expect(content.heading('Red lingerie')).toBeVisible(T);
    await expect(content.main.getByText('Log in and verify your age to see this.')).toBeVisible();
    await expect(content.button('Log in to buy')).toBeVisible();
    await expect(content.images).toHaveCount(0);
    expect(content.mediaRequested()).toBe(0);
    await content.screenshots('album-visitor');
  });

  test('an age-verified guest sees the album previews and, once bought, every picture', async ({
    page,
    request,
  }) => {
    const { content } = await ContentPages.openAsNewGuest(page, request, {
      balance: '20.00',
      path: ContentPages.albumPath('lanalove', 6201),
      title: 'Red lingerie',
    });
    await expect(content.gate).toHaveCount(0);
    await expect(content.images.first()).toBeVisible(T);
    const buy = content.button('Buy for 2,99 €');
    // Her own copy of vip has bought nothing yet.
    await expect(buy).toBeVisible(T);
    await content.screenshots('album');
    await buy.click();
    await expect(content.main.getByRole('status').filter({ hasText: 'Bought' })).toBeVisible(T);
    await expect(content.images).toHaveCount(12);
    await content.screenshots('album-bought');
  });
});
