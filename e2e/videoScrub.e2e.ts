import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ContentPages } from './models/ContentPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { expectPlayerPlaying } from './models/player.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { ShellPage } from './models/ShellPage.ts';
import { VideoScrubber } from './models/VideoScrubber.ts';

const T = { timeout: 15_000 };

/**
 * Issue #20: scrubbing over up to 100 preview thumbnails on the video page. 5101 lasts 12:34 (100
 * thumbnails, 7.54 s apart); 5102 lasts 3:03 (36, 5 s apart) and is free, so it plays whole.
 */
test.describe('scrubbing over the preview thumbnails', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('the pointer shows the moment under it and its time code, leaving brings the poster back, and the keys step along', async ({
    page,
    request,
  }) => {
    const content = new ContentPages(page);
    // The breadcrumb answers after the page is shown: the page must not move when it comes (the
    // pointer on the bar slipped off it when the breadcrumb pushed the page down).
    const crumbs = await ContentPages.holdBreadcrumb(page, 'video');
    const scrub = await VideoScrubber.openAs(
      page,
      await guestCopyOf(request, 'vip'),
      'lanalove',
      5101,
    );
    await expect(content.heading('Sunset on the balcony')).toBeVisible();
    const barBefore = await scrub.bar.boundingBox();
    crumbs.release();
    await expect(content.breadcrumb.getByRole('link', { name: 'LanaLove' })).toBeVisible();
    expect(crumbs.requested(), 'the breadcrumb came through the hold').toBe(true);
    expect(await scrub.bar.boundingBox(), 'the bar where it was').toEqual(barBefore);
    const poster = content.main.getByRole('img', { name: 'Preview 1 of 4' });
    await expect(poster).toBeVisible();
    // Nothing of the thumbnails is loaded before the guest scrubs.
    expect(scrub.calls()).toEqual({ previews: 0, pictures: [] });

    await scrub.pointAt(50, 100);
    await scrub.expectShowing('6:17', /\/media\/content\/video\/5101\/thumbs\/51\.svg$/);
    await scrub.pointAt(10, 100);
    await scrub.expectShowing('1:15', /\/thumbs\/11\.svg$/);
    // One call for the list; only the pictures of the moments the pointer passed were fetched
    // (from slot 50 to 10 in four moves), not the other 95.
    expect(scrub.calls()).toEqual({
      previews: 1,
      pictures: ['51.svg', '41.svg', '31.svg', '21.svg', '11.svg'],
    });

    await scrub.leave();
    await expect(scrub.thumbnail).toHaveCount(0);
    await expect(poster).toBeVisible();

    // The keyboard: the focused bar steps by the arrow keys, End goes to the last moment.
    await scrub.bar.focus();
    await page.keyboard.press('ArrowRight');
    await scrub.expectShowing('0:07', /\/thumbs\/2\.svg$/);
    await page.keyboard.press('End');
    await scrub.expectShowing('12:26', /\/thumbs\/100\.svg$/);
    expect(scrub.calls().previews).toBe(1);
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    await scrub.expectShowing('1:15', /\/thumbs\/11\.svg$/);
    await scrub.checkScreen('video-scrub');
    await page.keyboard.press('Escape');
    await expect(scrub.thumbnail).toHaveCount(0);
  });

  test('thumbnails that fail to load say so, and the retry brings them', async ({
    page,
    request,
  }) => {
    const failing = async (route: Route) => {
      if ((route.request().postData() ?? '').includes('GetPreview')) await route.abort('failed');
      else await route.fallback();
    };
    // From the start: a pointer resting where the bar appears after the login's reload already
    // scrubs (and the thumbnails, once loaded, are kept for the visit).
    await page.route('**/graphql/query**', failing);
    const scrub = await VideoScrubber.openAs(
      page,
      await guestCopyOf(request, 'vip'),
      'emmaember',
      5103,
    );
    await scrub.pointAt(3, 100);
    await expect(scrub.failure).toBeVisible(T);
    await expect(scrub.thumbnail).toHaveCount(0);
    // The time code still follows the pointer; the page stays.
    await expect(scrub.bar).toHaveAttribute('aria-valuetext', '0:37');
    await page.unroute('**/graphql/query**', failing);
    await scrub.failure.getByRole('button', { name: 'Try again' }).click();
    await expect(scrub.failure).toHaveCount(0);
    await scrub.pointAt(3, 100);
    await scrub.expectShowing('0:37', /\/media\/content\/video\/5103\/thumbs\/4\.svg$/);
  });

  test('a click on a moment of a free video plays it from there', async ({ page, request }) => {
    test.setTimeout(60_000);
    const scrub = await VideoScrubber.openAs(
      page,
      await guestCopyOf(request, 'newbie'),
      'lanalove',
      5102,
    );
    const player = scrub.main.locator('.content-whole-video');
    await expectPlayerPlaying(player);
    await scrub.pointAt(20, 36);
    await scrub.expectShowing('1:41', /\/media\/content\/video\/5102\/thumbs\/21\.svg$/);
    await scrub.clickAt(20, 36);
    const currentTime = () =>
      player.locator('video').evaluate((element) => (element as HTMLVideoElement).currentTime);
    await expect.poll(currentTime, T).toBeGreaterThanOrEqual(101);
    expect(await currentTime()).toBeLessThan(101 + 10);
    // Leaving the bar shows the playing video again, still from there on.
    await scrub.leave();
    await expect(scrub.thumbnail).toHaveCount(0);
    await expectPlayerPlaying(player);
  });

  test('a mouse over a video tile shows its moments and time codes; leaving brings its picture back', async ({
    page,
  }) => {
    const scrub = new VideoScrubber(page);
    await new ShellPage(page).open('/en/videos/all-videos/');
    const tile = scrub.main.locator('.video-tile').first();
    await expect(tile).toBeVisible(T);
    const badge = tile.locator('.video-tile-duration');
    const length = await badge.textContent();
    expect(scrub.calls().previews).toBe(0);
    await scrub.hoverTile(tile, 0.004);
    await expect(VideoScrubber.tileThumbnail(tile)).toHaveAttribute('src', /\/thumbs\/1\.svg$/, T);
    await expect(badge).toHaveText('0:00');
    await scrub.hoverTile(tile, 0.98);
    await expect(VideoScrubber.tileThumbnail(tile)).not.toHaveAttribute('src', /\/thumbs\/1\.svg$/);
    await expect(badge).not.toHaveText('0:00');
    expect(scrub.calls().previews).toBe(1);
    await scrub.leave();
    await expect(VideoScrubber.tileThumbnail(tile)).toHaveCount(0);
    await expect(badge).toHaveText(length ?? '');
  });
});
