import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { BlogPages } from './models/BlogPages.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { reviewShot, SHOTS } from './reviewShots.ts';

/** The video station's links to the lists without a strip of their own, and their pages. */
const STATION_AREAS: readonly { link: string; url: RegExp; heading: string }[] = [
  { link: 'All videos', url: /\/en\/videos\/all-videos\/$/, heading: 'All videos' },
  {
    link: 'Top videos',
    url: /\/en\/videos\/all-videos\/\?category=topVideos$/,
    heading: 'Top videos',
  },
  { link: 'VIP videos', url: /\/en\/videos\/vip-videos\/$/, heading: 'VIP videos' },
  { link: 'Video stars', url: /\/en\/videos\/stars\/$/, heading: 'Video stars' },
  {
    link: 'My videos',
    url: /\/en\/videos\/all-videos\/\?category=boughtVideos$/,
    heading: 'My videos',
  },
  { link: 'Daily deals', url: /\/en\/daily-deals\/$/, heading: 'Daily deals' },
  { link: 'VR porn', url: /\/en\/events\/vr-porn\/$/, heading: 'VR porn' },
];

/** The footer's site links (every page has them); `grid`: the name of the page's tile grid. */
const FOOTER: readonly { link: string; url: RegExp; grid?: string }[] = [
  { link: 'Daily deals', url: /\/en\/daily-deals\/$/, grid: 'Videos on sale' },
  { link: 'All videos', url: /\/en\/videos\/all-videos\/$/, grid: 'All videos' },
  { link: 'VIP videos', url: /\/en\/videos\/vip-videos\/$/, grid: 'VIP videos' },
  { link: 'Video stars', url: /\/en\/videos\/stars\/$/, grid: 'Video stars' },
  { link: 'VR porn', url: /\/en\/events\/vr-porn\/$/, grid: 'VR videos' },
  { link: 'Cum on', url: /\/en\/events\/cum-on\/$/, grid: 'Event posts' },
  { link: 'Wet and wild game', url: /\/en\/magazine\/wetnwildgame\/$/ },
];

/**
 * Scrolls down as a guest does, a screenful at a time, until the footer is on screen and stays:
 * nothing on the page loads as its end comes into view any more (a list's paging area says
 * whether it does) and nothing is loading. The page's tile grid (`grid`, its name) is waited for
 * first, to its first tile: its code may come after the heading, and the footer is on screen
 * until it does (on a busy box, a page not waited for may be scrolled while still empty).
 */
async function scrollToFooter(page: Page, where: string, grid?: string): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
  if (grid !== undefined)
    await expect(new BlogPages(page).tiles(grid).first(), where).toBeVisible();
  await expect(async () => {
    await page.mouse.wheel(0, 2_000);
    // Nothing loading first, then the footer: a page that arrives while the first is waited for
    // pushes the footer down once more, and the next step scrolls on.
    await expect(page.locator('[data-loads-on-scroll="true"], [aria-busy="true"]')).toHaveCount(0, {
      timeout: 1_000,
    });
    await expect(footer).toBeInViewport({ timeout: 1_000 });
  }, where).toPass({ timeout: 60_000 });
}

const loadMore = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Load more' });

test.describe('no screen without a link (issue 54 §5)', () => {
  test('the video station links every video list, the daily deals and the VR page', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const shell = new ShellPage(page);
    await shell.loginAs(await guestCopyOf(request, 'demo'), '/en/videos/');
    const areas = page.getByRole('navigation', { name: 'Video areas' });
    await expect(areas.getByRole('link')).toHaveText(STATION_AREAS.map(({ link }) => link));
    await expectNoSeriousViolations(page, 'main');
    await reviewShot(page, { path: `${SHOTS}/video-station-areas-1366.png` });
    for (const { link, url, heading } of STATION_AREAS) {
      await page
        .getByRole('navigation', { name: 'Video areas' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page, link).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/en\/videos\/$/);
    }
  });

  test('a visitor on a phone finds the station links (without "My videos") and the footer links', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new ShellPage(page);
    await shell.open('/en/videos/');
    const areas = page.getByRole('navigation', { name: 'Video areas' });
    await expect(areas.getByRole('link')).toHaveText(
      STATION_AREAS.filter(({ link }) => link !== 'My videos').map(({ link }) => link),
    );
    await expectNoSeriousViolations(page, 'main');
    await reviewShot(page, { path: `${SHOTS}/video-station-areas-390.png` });
    const footer = page.getByRole('navigation', { name: 'Discover' });
    await expect(footer.getByRole('link')).toHaveText(FOOTER.map(({ link }) => link));
    await expectNoSeriousViolations(page, 'footer');
  });

  test('a visitor scrolls down the long lists to their footer and goes on by its links', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new ShellPage(page);
    // From the daily deals (1 450 of them) on, each page scrolled down to its footer and left by
    // its next link: the lists load their first pages as their end comes into view, then wait for
    // "Load more", so the footer stops moving and a press on it lands.
    await shell.open('/en/daily-deals/');
    for (const [index, { link, url }] of FOOTER.entries()) {
      const before = index === 0 ? FOOTER[0]! : FOOTER[index - 1]!;
      const from = before.link;
      await scrollToFooter(page, from, before.grid);
      if (index === 0) {
        // 1 450 deals: past its first pages the list goes on by a press, above the footer.
        await expect(loadMore(page)).toBeInViewport();
        await reviewShot(page, { path: `${SHOTS}/daily-deals-end-390.png` });
      }
      await page
        .getByRole('navigation', { name: 'Discover' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page, `${from} → ${link}`).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 }).first(), link).toBeVisible();
    }
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await reviewShot(page, { path: `${SHOTS}/footer-390.png`, fullPage: true });
    // The same end of a list at desktop width: its last tiles, "Load more" and the footer.
    await page.setViewportSize({ width: 1280, height: 900 });
    await shell.open('/en/videos/all-videos/');
    await scrollToFooter(page, 'All videos', 'All videos');
    await expect(loadMore(page)).toBeVisible();
    await reviewShot(page, { path: `${SHOTS}/all-videos-end-1280.png` });
  });

  test("the start page's video blocks link their areas", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const shell = new ShellPage(page);
    await shell.open('/en/');
    for (const [block, link, url] of [
      ['vip30', 'Show all: VIP videos', /\/en\/videos\/vip-videos\/$/],
      ['trends', 'Show all: Video trends', /\/en\/videos\/video-trends\/$/],
      ['videostation', 'Show all: Video station', /\/en\/videos\/$/],
    ] as const) {
      const section = page.locator(`#block-${block}`);
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('link', { name: link }).click();
      await expect(page, link).toHaveURL(url);
      await page.goBack();
      await expect(page).toHaveURL(/\/en\/$/);
    }
  });
});
