import { expect, test } from './fixtures.ts';
import { CamAreas } from './models/CamAreas.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { reviewShot, SHOTS } from './reviewShots.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

// Generous: the machine that runs these is shared and busy; slow must not mean failed.
const T = { timeout: 30_000 };

/** Issue #18 parts 1 and 4: the performer lists, their filters and tabs, the start page blocks. */
test.describe('cam lists', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('browse cams, filter by gender (the address keeps it, back restores it), switch top cams tabs, open a tile and come back', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const cams = new CamAreas(page);
    await page.goto('/en/cams/');
    await expect(cams.heading('Live cams')).toBeVisible(T);
    await expect(cams.tiles.first()).toBeVisible(T);
    expect(await cams.onlineNow()).toBeGreaterThan(0);
    const all = await cams.totalCount();
    await cams.checkScreen('cams');

    await cams.filter('Men').click();
    await expect(page).toHaveURL(/\/en\/cams\/\?gender=M$/);
    await expect(cams.filter('Men')).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => cams.totalCount(), T).toBeLessThan(all);
    const men = await cams.totalCount();
    expect(men).toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/cams\/$/);
    await expect(cams.filter('Men')).not.toHaveAttribute('aria-current', /.*/);
    await expect.poll(() => cams.totalCount(), T).toBe(all);
    await page.goForward();
    await expect(cams.filter('Men')).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => cams.totalCount(), T).toBe(men);

    // A top cams tab keeps the filter beside it in the address.
    await cams.tab('Top 100').click();
    await expect(page).toHaveURL(/[?&]top=TOP_100/);
    await expect(page).toHaveURL(/[?&]gender=M/);
    await expect(cams.tab('Top 100')).toHaveAttribute('aria-current', 'page');
    await cams.filter('Men').click();
    await expect(page).toHaveURL(/\/en\/cams\/\?top=TOP_100$/);
    await expect.poll(() => cams.totalCount(), T).toBe(100);
    await cams.tab('Best chats').click();
    await expect(page).toHaveURL(/\?top=BEST_CHATS$/);
    await expect(cams.tiles.first()).toBeVisible(T);
    await cams.checkScreen('top-best-chats');

    // A tile is a real link to her profile; back comes to the same list and tile.
    await cams.tab('All cams').click();
    await expect(page).toHaveURL(/\/en\/cams\/$/);
    // The tab's list replaces the one before it: a tile read just now may be gone a moment later
    // (and actors go on- and offline), so the pick and the click are tried again together.
    let picked = { id: 0, name: '', href: '' };
    await expect(async () => {
      picked = await cams.tileAt(6);
      await cams.tileOf(picked.id).click({ timeout: 3_000 });
      await expect(page).toHaveURL(new RegExp(`${picked.href}$`), { timeout: 10_000 });
    }).toPass(T);
    const { id, name, href } = picked;
    expect(href).toBe(`/en/amateur/${name.toLowerCase()}/`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(T);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/cams\/$/);
    await expect(cams.tileOf(id)).toBeInViewport(T);
  });

  test('on a phone, the cam filter and category filter menus open one at a time and filter the list', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const cams = new CamAreas(page);
    await page.goto('/en/cams/');
    await expect(cams.heading('Live cams')).toBeVisible(T);
    const all = await cams.totalCount();
    const camFilter = cams.menuToggle('Cam filter');
    const categories = cams.menuToggle('Categories');

    // One menu at a time: opening the categories closes the cam filter.
    await camFilter.click();
    await expect(camFilter).toHaveAttribute('aria-expanded', 'true');
    await expect(
      cams.menuPanel('Cam filter').getByRole('link', { name: 'Men', exact: true }),
    ).toBeVisible(T);
    await cams.expectAccessible();
    await reviewShot(page, { path: `${SHOTS}/cams-phone-cam-filter-390.png` });
    await categories.click();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await expect(camFilter).toHaveAttribute('aria-expanded', 'false');
    await expect(cams.menuPanel('Cam filter')).toBeHidden();
    await expect(
      cams.menuPanel('Category filter').getByRole('link', { name: 'Blonde', exact: true }),
    ).toBeVisible(T);
    await cams.expectAccessible();
    await reviewShot(page, { path: `${SHOTS}/cams-phone-category-filter-390.png` });

    // The cam filter's link filters this list (the address keeps it); the menu closes.
    await camFilter.click();
    await expect(cams.menuPanel('Category filter')).toBeHidden();
    await cams.menuPanel('Cam filter').getByRole('link', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/cams\/\?gender=M$/);
    await expect(cams.menuPanel('Cam filter')).toBeHidden();
    await expect.poll(() => cams.totalCount(), T).toBeLessThan(all);

    // A category of the category filter is a list of its own.
    await categories.click();
    await cams
      .menuPanel('Category filter')
      .getByRole('link', { name: 'Blonde', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/categories\/blonde\/$/);
    await expect(cams.heading('Category: Blonde')).toBeVisible(T);
    await expect(cams.menuPanel('Category filter')).toBeHidden();
    expect(await cams.totalCount()).toBeGreaterThan(0);
  });

  test('the start page TOP, New and Categories blocks lead to their lists; an unknown category is not found', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const cams = new CamAreas(page);
    await page.goto('/en/');
    const top = page.getByRole('list', { name: 'Live cams' });
    const fresh = page.getByRole('list', { name: 'New girls' });
    await expect(top.getByRole('listitem')).toHaveCount(10, T);
    // The start page's blocks below the fold load as the guest scrolls to them.
    await page.locator('#block-new').scrollIntoViewIfNeeded();
    await expect(fresh.getByRole('listitem')).toHaveCount(10, T);
    await page.locator('#block-categories').scrollIntoViewIfNeeded();
    await cams.checkScreen('home');

    await page
      .getByRole('region', { name: 'Categories' })
      .getByRole('link', { name: 'Blonde', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/categories\/blonde\/$/);
    await expect(cams.heading('Category: Blonde')).toBeVisible(T);
    await expect(cams.tiles.first()).toBeVisible(T);
    expect(await cams.totalCount()).toBeGreaterThan(0);
    await cams.checkScreen('category');

    // Back on the start page where the guest left it (at Categories): the blocks above load as
    // the guest scrolls up to them.
    await page.goBack();
    await page.locator('#block-top').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Show all: Live cams' }).click();
    await expect(page).toHaveURL(/\/en\/cams\/\?top=TOP_100$/);
    await expect(cams.tab('Top 100')).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await page.locator('#block-new').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Show all: New girls' }).click();
    await expect(page).toHaveURL(/\/en\/new-girls\/$/);
    await expect(cams.heading('New girls')).toBeVisible(T);

    await page.goto('/en/categories/no-such-category/');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible(T);
  });

  test('new girls and free chat are grids of their own', async ({ page }) => {
    test.setTimeout(300_000);
    const cams = new CamAreas(page);
    await page.goto('/en/new-girls/');
    await expect(cams.heading('New girls')).toBeVisible(T);
    const newGirls = await cams.totalCount();
    expect(newGirls).toBeGreaterThan(0);
    await cams.checkScreen('new-girls');

    await page.goto('/en/free-chat/');
    await expect(cams.heading('Free chat')).toBeVisible(T);
    await expect(cams.tiles.first()).toBeVisible(T);
    // Every free chat tile says so.
    for (const index of [0, 1, 2, 3])
      await expect(cams.tiles.nth(index).getByText('Free chat', { exact: true })).toBeVisible();
    await cams.checkScreen('free-chat');
  });

  test('the online count moves when the simulator takes an actor offline and online', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    test.setTimeout(300_000);
    const cams = new CamAreas(page);
    // The simulator's online timer moves actors every 2 s: paused, only this test moves them.
    await CamAreas.onlineTimer(request, 0);
    try {
      // Pushes reach a logged-in guest's socket (an anonymous visitor opens none).
      await new ShellPage(page).loginAs(demoGuest, '/en/cams/');
      await expect(cams.heading('Live cams')).toBeVisible(T);
      const { id, name } = await cams.tileAt(0);
      await expect(cams.tileOf(id)).toHaveAccessibleName(`${name}, ${await age(cams, id)}, Online`);
      const before = await cams.onlineNow();

      await CamAreas.setOnline(request, id, false);
      await expect(cams.onlineCount).toHaveText(`${before - 1} actors online now`, T);
      // Her tile says so where it is: no tile moves under the pointer.
      await expect(cams.tileOf(id)).toHaveAccessibleName(/, Offline$/);
      expect((await cams.tileAt(0)).id).toBe(id);

      await CamAreas.setOnline(request, id, true);
      await expect(cams.onlineCount).toHaveText(`${before} actors online now`, T);
      await expect(cams.tileOf(id)).toHaveAccessibleName(/, Online$/);
    } finally {
      await CamAreas.onlineTimer(request, 2_000);
    }
  });
});

async function age(cams: CamAreas, id: number): Promise<string> {
  return (await cams.tileOf(id).locator('.cam-tile-age').textContent()) ?? '';
}
