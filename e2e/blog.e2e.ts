import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { BlogPages } from './models/BlogPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 30_000 };

/**
 * Issue #22 parts 2, 4 and 7: the blog, the legal texts, daily deals and the special pages. A
 * visitor reads them (the seeded catalogue, which no test changes); only the newsletter page logs
 * in, as a guest of its own.
 */
test.describe('blog, legal texts and special pages', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('the blog landing, a performer it names leads to her profile, a category paged without repeats, then an archive year', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const blog = new BlogPages(page);
    await page.goto('/en/blog/');
    await expect(blog.heading('Blog')).toBeVisible(T);
    for (const section of ['Featured', 'Latest', 'News', 'Actions', 'Interviews', 'Event'])
      await expect(blog.heading(section, 2)).toBeVisible(T);
    await expect(blog.main.locator('article').first()).toBeVisible(T);
    // actors/{payload}: the performers its posts name, each post linking hers (decision 0027).
    await expect(blog.heading('Performers in these posts', 2)).toBeVisible(T);
    await expect(blog.performers.first()).toBeVisible(T);
    await expect(
      blog.main
        .locator('article')
        .getByRole('link', { name: /^With / })
        .first(),
    ).toBeVisible(T);
    await blog.checkScreen('blog-landing');

    // A performer the blog names leads to her profile; back on the landing, its category links.
    const first = blog.performers.first();
    await expect(first).toBeVisible(T);
    const name = ((await first.textContent()) ?? '').trim();
    await first.getByRole('link').click();
    // The profile's code loads on this first visit: on a loaded machine that takes its time.
    await expect(page).toHaveURL(new RegExp(`/en/amateur/${name.toLowerCase()}/$`), T);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(T);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/blog\/$/, T);

    await blog.main.getByRole('link', { name: 'All posts: News' }).click();
    await expect(page).toHaveURL(/\/en\/blog\/news\/$/);
    await expect(blog.heading('Blog: News')).toBeVisible(T);
    await expect(blog.tiles('News')).toHaveCount(3, T);
    // Three more pages by "load more": each request excludes the posts already shown.
    for (const shown of [6, 9, 12]) {
      await blog.loadMore.click();
      await expect.poll(() => blog.listIds('blog.category.list'), T).toHaveLength(shown);
    }
    const ids = await blog.listIds('blog.category.list');
    expect(new Set(ids).size).toBe(ids.length);
    await blog.checkScreen('blog-category');

    const archive = blog.main.getByRole('navigation', { name: 'Archive: News' });
    const year = archive.getByRole('link').first();
    const label = (await year.textContent()) ?? '';
    const shownYear = label.slice(0, 4);
    await year.click();
    await expect(page).toHaveURL(new RegExp(`/en/blog/news/archive/${shownYear}/$`));
    await expect(blog.heading(`News: archive ${shownYear}`)).toBeVisible(T);
    const title = `News: archive ${shownYear}`;
    await expect(blog.tiles(title).first()).toBeVisible(T);
    const dates = await blog
      .grid(title)
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date.startsWith(shownYear))).toBe(true);
    await blog.checkScreen('blog-archive');
  });

  test('the terms of service with the imprint, its download, and data protection', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const legal = new BlogPages(page);
    await page.goto('/en/terms-of-service/');
    await expect(legal.heading('Terms of service')).toBeVisible(T);
    await expect(legal.heading('Imprint', 2)).toBeVisible(T);
    await expect(legal.main.getByText('§ 1 Scope')).toBeVisible();
    await legal.checkScreen('terms');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      legal.main.getByRole('link', { name: 'Download: Terms of service' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^terms-of-service-[\d-]+\.txt$/);
    const file = readFileSync((await download.path()) ?? '', 'utf8');
    expect(file).toContain('§ 1 Scope');

    await page.goto('/en/data-protection/');
    await expect(legal.heading('Data protection')).toBeVisible(T);
    await expect(
      legal.main.getByRole('link', { name: 'Download: Data protection' }),
    ).toHaveAttribute('href', /\/rest\/v1\/asset\/legal-text\/download\/\d+$/);
    await legal.checkScreen('data-protection');
  });

  test('daily deals, the vr_porn and cum_on pages show real content', async ({ page }) => {
    test.setTimeout(240_000);
    const pages = new BlogPages(page);
    await page.goto('/en/daily-deals/');
    await expect(pages.heading('Daily deals')).toBeVisible(T);
    const deal = pages.tiles('Videos on sale').first();
    await expect(deal).toBeVisible(T);
    // A video on sale shows the price before the discount.
    await expect(deal.locator('del')).toBeVisible();
    await pages.checkScreen('daily-deals');

    await page.goto('/en/events/vr-porn/');
    await expect(pages.heading('VR porn')).toBeVisible(T);
    await expect(pages.tiles('VR videos').first()).toBeVisible(T);
    await pages.checkScreen('event-vr-porn');

    await page.goto('/en/events/cum-on/');
    await expect(pages.heading('Cum on')).toBeVisible(T);
    await expect(pages.tiles('Event posts').first()).toContainText('Event', T);
    await pages.checkScreen('event-cum-on');
  });

  test('newsletter unsubscribe asks a visitor to log in and lists a VIP’s newsletters', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const pages = new BlogPages(page);
    await page.goto('/en/newsletter/unsubscribe/');
    await expect(pages.heading('Newsletter')).toBeVisible(T);
    await expect(pages.main.getByRole('button', { name: 'Log in' })).toBeVisible(T);
    await pages.checkScreen('newsletter-unsubscribe-visitor');
    // Its own VIP (a VIP gets the VR newsletter): an unsubscribe elsewhere cannot empty its list.
    await new ShellPage(page).loginAs(
      await guestCopyOf(request, 'vip'),
      '/en/newsletter/unsubscribe/',
    );
    await expect(pages.main.getByRole('checkbox', { name: 'VR porn' })).toBeVisible(T);
    await pages.checkScreen('newsletter-unsubscribe');
  });
});
