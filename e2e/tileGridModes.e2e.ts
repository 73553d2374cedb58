import { CookieBanner } from './models/CookieBanner.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { TileGridModes } from './models/TileGridModes.ts';
import { expect, test } from './fixtures.ts';

const T = { timeout: 15_000 };
const PERFORMERS = 'Performers';

test.describe('tile grid modes', () => {
  test('a visitor switches the cams grid to list mode, reloads, and it is still a list', async ({
    page,
    context,
    baseURL,
  }) => {
    await CookieBanner.decided(context, baseURL ?? '', { functional: false, analytics: false });
    const grids = new TileGridModes(page);
    await page.goto('/en/cams/');
    await expect(grids.pressed(PERFORMERS)).toHaveText('Grid', T);
    await grids.choose(PERFORMERS, 'List');
    await expect(grids.pressed(PERFORMERS)).toHaveText('List');
    await expect(grids.grid(PERFORMERS)).toHaveAttribute('data-columns', '1');
    await page.reload();
    await expect(grids.pressed(PERFORMERS)).toHaveText('List', T);
    await expect(grids.grid(PERFORMERS)).toHaveAttribute('data-columns', '1');
  });

  test('a logged-in guest’s list mode follows him to another browser, through the platform', async ({
    page,
    browser,
    request,
    context,
    baseURL,
  }) => {
    await CookieBanner.decided(context, baseURL ?? '', { functional: false, analytics: false });
    const guest = await guestCopyOf(request, 'demo');
    const grids = new TileGridModes(page);
    await new ShellPage(page).loginAs(guest, '/en/cams/');
    await expect(grids.pressed(PERFORMERS)).toHaveText('Grid', T);
    const stored = page.waitForResponse(
      (response) => response.url().includes('/storeTileGridSettings') && response.ok(),
    );
    await grids.choose(PERFORMERS, 'List');
    await stored;
    await page.reload();
    await expect(grids.pressed(PERFORMERS)).toHaveText('List', T);

    // Another browser (nothing on the device): the platform's stored mode.
    const other = await browser.newContext({ baseURL: baseURL ?? '' });
    await CookieBanner.decided(other, baseURL ?? '', { functional: false, analytics: false });
    const otherPage = await other.newPage();
    const otherGrids = new TileGridModes(otherPage);
    await new ShellPage(otherPage).loginAs(guest, '/en/cams/');
    await expect(otherGrids.pressed(PERFORMERS)).toHaveText('List', T);
    await expect(otherGrids.grid(PERFORMERS)).toHaveAttribute('data-columns', '1');
    await other.close();
  });
});
