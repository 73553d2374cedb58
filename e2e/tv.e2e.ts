import { expect, test } from './fixtures.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { TvPages } from './models/TvPages.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 15_000 };

/** Issue #22 part 1: TV livestreams in the one HLS player, premium locked, the mediathek. */
test.describe('TV', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('the livestream plays (currentTime advances) and shows the program', async ({ page }) => {
    test.setTimeout(90_000);
    const tv = new TvPages(page);
    await page.goto('/en/tv/livestream/');
    await expect(tv.heading('TV livestream')).toBeVisible(T);
    await tv.expectPlaying();
    await expect(
      tv.main.getByRole('list', { name: 'TV program' }).getByRole('listitem'),
    ).toHaveCount(10, T);
    await tv.checkScreen('livestream');
  });

  test('premium is locked for a guest without TV; the offer opens the TV subscription', async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    test.setTimeout(90_000);
    const tv = new TvPages(page);
    const pay = new PayTour(page);
    await new ShellPage(page).loginAs(demoGuest, '/en/tv/premium/livestream/');
    await expect(tv.heading('Premium TV livestream')).toBeVisible(T);
    await expect(tv.subscribe).toBeVisible(T);
    await expect(tv.video).toHaveCount(0);
    await tv.checkScreen('premium-locked');
    await tv.subscribe.click();
    await pay.expectOpen(/VISIT-X TV subscription/);
  });

  test('a mediathek series, its episodes grid and a video page that plays', async ({ page }) => {
    test.setTimeout(120_000);
    const tv = new TvPages(page);
    await page.goto('/en/tv/media/series/');
    await expect(tv.heading('TV series')).toBeVisible(T);
    const series = tv.grid('TV series').getByRole('listitem');
    await expect(series.first()).toBeVisible(T);
    await tv.checkScreen('media-series');
    // "Morning Talk" is a free series: its episodes play for everyone.
    await tv.main.getByRole('link', { name: 'Morning Talk' }).click();
    await expect(page).toHaveURL(/\/en\/tv\/mediathek\/morning-talk\/$/);
    await expect(tv.heading('Morning Talk')).toBeVisible(T);
    const episodes = tv.grid('Episodes').getByRole('listitem');
    await expect(episodes.first()).toBeVisible(T);
    await tv.checkScreen('mediathek-series');
    const href = (await episodes.first().getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/en\/tv\/video\/\d+\/$/);
    const title = (await episodes.first().locator('h3').textContent()) ?? '';
    await tv.main.locator(`a[href="${href}"]`).click();
    await expect(tv.heading(title)).toBeVisible(T);
    await tv.expectPlaying();
    // suggest/{hashId}: what to watch next beside it, the rest of its series first (decision 0027).
    const next = tv.grid('Watch next').getByRole('listitem');
    await expect(next.first()).toBeVisible(T);
    await expect(next.first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/en\/tv\/video\/\d+\/$/,
    );
    await expect(tv.grid('Watch next').locator(`a[href="${href}"]`)).toHaveCount(0);
    await tv.checkScreen('video');
    const nextTitle = (await next.first().locator('h3').textContent()) ?? '';
    await next.first().getByRole('link').first().click();
    await expect(tv.heading(nextTitle)).toBeVisible(T);
  });
});
