import { buildPath } from '../src/routes/index.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { reviewShot, SHOTS } from './reviewShots.ts';

/** Every page of my area as the account menu names it (issue 54 §3), in the menu's order. */
const MY_AREA = [
  { name: 'My profile', route: 'myProfile' },
  { name: 'My mediathek', route: 'myMediathek' },
  { name: 'My photos', route: 'myMediathekPhotos' },
  { name: 'My audio', route: 'myMediathekAudio' },
  { name: 'My feed purchases', route: 'myMediathekFeed' },
  { name: 'Favorite cams', route: 'myFavoriteCams' },
  { name: 'My video chats', route: 'myVideoChats' },
  { name: 'Daily bonus', route: 'dailyBonus' },
  { name: 'Spin wheel', route: 'mySpinwheel' },
  { name: 'My benefits', route: 'myBenefits' },
  { name: 'Redeem bonus code', route: 'myBonusCode' },
] as const;

test.describe('my area on a desktop (issue 54 §3)', () => {
  test('a desktop guest reaches each my-area page from the account menu, and the name leads to the profile', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const shell = new ShellPage(page);
    await shell.loginAs(await guestCopyOf(request, 'demo'), '/en/cams/');
    const menu = await shell.openAccountMenu();
    await expect(menu.getByRole('link')).toHaveText(MY_AREA.map(({ name }) => name));
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await reviewShot(page, { path: `${SHOTS}/account-menu-1366.png` });
    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(shell.accountMenu).toHaveCount(0);
    await expect(shell.accountMenuButton).toBeFocused();

    for (const { name, route } of MY_AREA) {
      await (await shell.openAccountMenu()).getByRole('link', { name, exact: true }).click();
      await expect(page, name).toHaveURL(buildPath(route, 'en'));
      await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
      // A choice closes the menu.
      await expect(shell.accountMenu).toHaveCount(0);
    }

    await page.goto('/en/cams/');
    await shell.guestName.click();
    await expect(page).toHaveURL(buildPath('myProfile', 'en'));

    await shell.logout();
    await expect(shell.nav.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a phone keeps my area in its own panel and the logout in the corner', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new ShellPage(page);
    await shell.loginAs(await guestCopyOf(request, 'demo'), '/en/');
    await expect(shell.accountMenuButton).toHaveCount(0);
    await expect(shell.nav.getByRole('button', { name: 'Log out' })).toBeVisible();
    await shell.menuButton('my area').click();
    const panel = page.locator('#mobile-menu-panel');
    for (const { name } of MY_AREA) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoSeriousViolations(page);
    await reviewShot(page, { path: `${SHOTS}/my-area-panel-390.png` });
  });
});
