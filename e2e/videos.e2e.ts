import { expect, test } from './fixtures.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { VideoAreas } from './models/VideoAreas.ts';
import { SHOTS, reviewShot } from './reviewShots.ts';

const T = { timeout: 15_000 };

/** Issue #20 part 1: the video areas, their sort in the address, the tile's link and the way back. */
test.describe('video areas', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('browse, sort (the address keeps it, back restores it), open a tile and come back to it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const videos = new VideoAreas(page);
    await videos.open('/en/videos/');
    await expect(videos.heading('Video station')).toBeVisible(T);
    await expect(videos.main.getByRole('region', { name: 'Featured video' })).toBeVisible(T);
    await expect(
      videos.main.getByRole('list', { name: 'New videos' }).getByRole('listitem').first(),
    ).toBeVisible(T);
    await videos.checkScreen('station');

    await videos.main.getByRole('link', { name: 'Video trends' }).click();
    await expect(videos.heading('Video trends')).toBeVisible(T);

    await videos.open('/en/videos/all-videos/');
    await expect(videos.heading('All videos')).toBeVisible(T);
    const topRated = await videos.titles(5);
    await videos.checkScreen('all-videos');

    await videos.sort.selectOption('cheapest');
    await expect(page).toHaveURL(/[?&]sort=cheapest/);
    await expect.poll(() => videos.titles(5), T).not.toEqual(topRated);
    const cheapest = await videos.titles(5);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(videos.sort).toHaveValue('');
    await expect.poll(() => videos.titles(5), T).toEqual(topRated);
    await page.goForward();
    await expect(videos.sort).toHaveValue('cheapest');
    await expect.poll(() => videos.titles(5), T).toEqual(cheapest);

    // Scroll down, open a tile: its video page; back: the same tile is on screen again.
    await page.mouse.wheel(0, 1500);
    // Rows come and go while the window scrolls: a tile detached on the way is asked for again.
    await expect(() => videos.tiles.nth(12).scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass(T);
    // The grid is virtual: `nth(12)` names another tile once rows come and go, so the tile is
    // pinned by its link before anything is read from it.
    const href = (await videos.tiles.nth(12).getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/en\/amateur\/[^/]+\/videos\/\d+\/$/);
    const tile = videos.tiles.filter({ has: page.locator(`a[href="${href}"]`) });
    const title = (await tile.locator('h3').textContent()) ?? '';
    await tile.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(T);
    await page.goBack();
    await expect(page).toHaveURL(/sort=cheapest/);
    await expect(videos.grid.getByRole('heading', { name: title })).toBeInViewport(T);
  });

  test('a shared address with ?page=N opens that page, linked to the one before', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const videos = new VideoAreas(page);
    const asked = videos.watchVideoPages();
    await page.setViewportSize({ width: 1280, height: 900 });
    await videos.open('/en/videos/all-videos/?page=2');
    await expect(videos.heading('All videos')).toBeVisible(T);
    await expect(videos.tiles.first()).toBeVisible(T);
    expect(asked[0]).toEqual({ first: 30, offset: 30 });
    // Its first tile is the 31st of the list: the page before leads there from the start.
    const href = (await videos.tileLink(0).getAttribute('href')) ?? '';
    await videos.earlierLink(1).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(videos.earlierLink(1)).toHaveCount(0);
    const tile = videos.tiles.filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(async () => {
      await page.mouse.wheel(0, 800);
      await expect(tile).toHaveAttribute('aria-posinset', '31', { timeout: 1_000 });
    }).toPass(T);

    // Page 3 of a shared link, on a phone: 16 videos a page there (seed 001 §9). The page before
    // is unloaded first: the scroll above may still be loading its next page (30 at 60).
    await page.goto('about:blank');
    asked.length = 0;
    await page.setViewportSize({ width: 390, height: 844 });
    await videos.open('/en/videos/all-videos/?page=3');
    await expect(videos.tiles.first()).toBeVisible(T);
    await expect(videos.earlierLink(2)).toBeVisible(T);
    expect(asked[0]).toEqual({ first: 16, offset: 32 });
    await videos.checkScreen('all-videos-page-3');
    await page.setViewportSize({ width: 1366, height: 900 });
    await reviewShot(page, { path: `${SHOTS}/videos-all-videos-page-3-1366.png` });
  });

  test('stars, search and an actor’s lists are real grids; an unmapped category says so', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const videos = new VideoAreas(page);
    await videos.open('/en/videos/stars/', 'Video stars');
    await expect(videos.tiles.first()).toBeVisible(T);
    await expect(videos.main.getByRole('status')).toContainText('100');
    await videos.checkScreen('stars');

    await videos.open('/en/amateur/lanalove/videos/', 'Videos of lanalove');
    await expect(videos.tiles.first()).toBeVisible(T);
    await videos.checkScreen('actor-videos');

    await videos.open('/en/amateur/lanalove/videos/classic/', 'Classic videos of lanalove');
    // Her lists are a section of her profile frame (whose heading is her name).
    await expect(videos.heading('lanalove')).toBeVisible(T);
    await expect(
      videos.main.getByRole('heading', { name: 'Classic videos of lanalove' }),
    ).toBeVisible(T);

    await videos.open('/en/search/videos/sunset/', 'Videos for “sunset”');
    await expect(videos.tiles.first()).toBeVisible(T);
    await videos.checkScreen('search');

    await videos.open('/en/videos/all-videos/?category=oldVideos');
    await expect(videos.alert).toContainText('Unmapped category', T);
    await expect(videos.grid).toHaveCount(0);
    await videos.checkScreen('unmapped');
  });
});
