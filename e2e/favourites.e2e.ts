import { expect, test } from './fixtures.ts';
import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { FavouritesPage } from './models/FavouritesPage.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SimulatorControls } from './models/SimulatorControls.ts';

/** The guest's favourite cams (seed 001): online state pushed, online first, unpin. */
test.describe('favourite cams', () => {
  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/en/myvisitx/favorite-cams/');
    const favourites = new FavouritesPage(page);
    await expect(favourites.heading).toBeVisible();
    await expect(favourites.main.getByText('Log in to see your favourite cams.')).toBeVisible();
    await expect(favourites.main.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('demo sees their favourites with online state, pushed changes, and unpins one', async ({
    page,
    request,
  }) => {
    const favourites = new FavouritesPage(page);
    // demo's three favourites start online whatever an earlier test of this worker did to them.
    for (const id of [3101, 3102, 3106]) await ActorProfilePages.setOnline(request, id, true);
    await new ShellPage(page).loginAs('demo', '/en/myvisitx/favorite-cams/');
    await favourites.loaded();
    await expect(favourites.tiles).toHaveCount(3);
    await expect(favourites.onlineCount).toHaveText('3 of 3 online');
    await expect(favourites.link('MiaMoon')).toHaveAttribute('href', '/en/amateur/miamoon/');

    // MiaMoon goes offline (pushed): the count follows and she moves behind the online ones.
    await new SimulatorControls(request).play('messenger-burst', 'demo');
    await expect(favourites.onlineCount).toHaveText('2 of 3 online');
    await expect(favourites.tile('MiaMoon')).toHaveAttribute('data-online', 'false');
    await expect.poll(() => favourites.names()).toEqual(['LanaLove', 'EmmaEmber', 'MiaMoon']);

    // Unpin EmmaEmber: gone at once and still gone after a reload.
    await favourites.unpin('EmmaEmber').click();
    await expect(favourites.tiles).toHaveCount(2);
    await expect(favourites.onlineCount).toHaveText(/of 2 online/);
    await page.reload();
    await favourites.loaded();
    await expect(favourites.tiles).toHaveCount(2);
    await expect(favourites.link('EmmaEmber')).toHaveCount(0);

    // Pinned again (as on her profile), so other tests find demo's favourites unchanged.
    await favourites.pin(3106);
    await expect(favourites.tiles).toHaveCount(3);
  });
});
