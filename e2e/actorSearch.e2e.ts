import { expect, test } from './fixtures.ts';
import { ActorSearch } from './models/ActorSearch.ts';
import { CamAreas } from './models/CamAreas.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 30_000 };
const SHOTS_DIR = process.env.E2E_OUT_DIR ?? 'test-results';

/** Issue 54 §6 and §9: the cams pages' actor search and the query service's sidebar. */
test.describe('actor search on the cams page', () => {
  test('a guest searches a name, filters by language, finds her search kept on her next visit and clears it', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await CookieBanner.decided(context, baseURL ?? '', { functional: true, analytics: false });
    const guest = await guestCopyOf(request, 'demo');
    const cams = new CamAreas(page);
    const search = new ActorSearch(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await new ShellPage(page).loginAs(guest, '/en/cams/');
    const all = await cams.totalCount();

    // The sidebar beside the grid: lists and categories with who is online, and interviews.
    await expect(search.sidebar.getByRole('link', { name: /^All cams \d+ online$/ })).toBeVisible(
      T,
    );
    await expect(search.sidebar.getByRole('heading', { name: 'Interviews' })).toBeVisible(T);
    const interview = search.sidebar.getByRole('link', { name: /^With / }).first();
    await expect(interview).toHaveAttribute('href', /^\/en\/amateur\/[a-z0-9]+\/$/);

    await search.searchName('ana');
    await expect(page).toHaveURL(/\/en\/cams\/\?q=ana$/);
    await expect(search.results).toHaveText('Performers found for “ana”', T);
    await expect.poll(() => cams.totalCount(), T).toBeLessThan(all);
    const byName = await cams.totalCount();
    expect(byName).toBeGreaterThan(0);
    for (const name of await cams.names(Math.min(byName, 5)))
      expect(name.toLowerCase()).toContain('ana');

    await expect(search.choice('German')).toBeVisible(T);
    await search.choice('German').click();
    await expect(page).toHaveURL(/\?q=ana&lang=de$/);
    await expect(search.choice('German')).toHaveAttribute('aria-current', 'true');
    await expect(search.results).toHaveText('Performers found for “ana” · German', T);
    await expect.poll(() => cams.totalCount(), T).toBeLessThan(byName);
    await search.checkScreen(SHOTS_DIR, 'results');

    // Her next visit offers the search the platform kept.
    await page.goto('/en/cams/');
    await expect(search.saved).toHaveText('Your last search: “ana” · German', T);
    await search.saved.click();
    await expect(page).toHaveURL(/\?q=ana&lang=de$/);
    await expect(search.field).toHaveValue('ana');
    // Her results are there before she clears: the search she reran keeps itself at the platform
    // as it is answered, and a delete that overtook it was undone by it (flaky in the CI of
    // a2c373ff; docs/known-issues.md).
    await expect(search.results).toHaveText('Performers found for “ana” · German', T);

    // Clearing ends the search and deletes the kept one.
    const deleted = page.waitForResponse(
      (response) => response.url().includes('/actorsearch/filter/delete') && response.ok(),
    );
    await search.clear.click();
    await deleted;
    await expect(page).toHaveURL(/\/en\/cams\/$/);
    await expect.poll(() => cams.totalCount(), T).toBe(all);
    await page.reload();
    await expect(search.choice('German')).toBeVisible(T);
    await expect(search.saved).toHaveCount(0);
  });

  test('on a phone the category menu has the sidebar: who is online by list and category, and the interviews', async ({
    page,
    context,
    baseURL,
  }) => {
    await CookieBanner.decided(context, baseURL ?? '', { functional: false, analytics: false });
    const search = new ActorSearch(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/cams/');
    await expect(search.sidebar).toHaveCount(0);
    await search.categoriesToggle.click();
    const menu = search.menuSidebar;
    await expect(menu.getByRole('link', { name: /^New girls \d+ online$/ })).toBeVisible(T);
    await expect(menu.getByRole('heading', { name: 'Categories' })).toBeVisible();
    const interview = menu.getByRole('link', { name: /^With / }).first();
    await expect(interview).toBeVisible(T);
    await expect(menu.getByRole('link', { name: 'All interviews' })).toHaveAttribute(
      'href',
      '/en/blog/interviews/',
    );
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS_DIR}/actor-search-menu-390.png` });
    await interview.click();
    await expect(page).toHaveURL(/\/en\/amateur\/[a-z0-9]+\/$/);
  });
});
