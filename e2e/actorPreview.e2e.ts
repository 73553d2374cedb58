import { expect, test } from './fixtures.ts';
import { CamAreas } from './models/CamAreas.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { ProfilePreview } from './models/ProfilePreview.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

// Generous: the machine that runs these is shared and busy; slow must not mean failed.
const T = { timeout: 30_000 };

/** Issue 18 part 2: resting the pointer on a performer's tile shows her profile preview. */
test.describe('profile preview', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('resting on a tile opens her card from the simulator, without moving the grid; Escape closes it, one card at a time, the keyboard opens it too', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const login = await guestCopyOf(request, 'demo');
    await new ShellPage(page).loginAs(login, '/en/cams/');
    const cams = new CamAreas(page);
    const preview = new ProfilePreview(page);
    const first = await cams.tileAt(0);
    const second = await cams.tileAt(1);
    const before = await preview.tileBoxes();

    await preview.hover(first.id);
    const card = await preview.expectOpenFor(first.name);
    // Her data as the simulator's catalogue has it: the tile's age, her profile's address.
    const age = (await cams.tiles.nth(0).locator('.cam-tile-age').textContent()) ?? '';
    await expect(card).toContainText(age);
    await expect(card.getByRole('link', { name: 'Open her profile' })).toHaveAttribute(
      'href',
      first.href,
    );
    await expect(card).toContainText(/Online now|Offline/);
    await expect(card).toContainText(/Video chat\s*\d+,\d\d €\/min/);
    await expect(card.getByRole('img', { name: first.name })).toBeVisible(T);
    expect(await preview.tileBoxes()).toBe(before);
    await preview.checkScreen('card');

    await page.keyboard.press('Escape');
    await expect(preview.cards).toHaveCount(0, T);

    // Another tile: its own card, and only that one.
    await preview.hover(second.id);
    await preview.expectOpenFor(second.name);
    await preview.hover(first.id);
    await preview.expectOpenFor(first.name);
    await page.mouse.move(1270, 890);
    await expect(preview.cards).toHaveCount(0, T);

    // The keyboard's focus opens it too, and Escape gives the focus back to her tile.
    await preview.focus(second.id);
    await preview.expectOpenFor(second.name);
    await page.keyboard.press('Escape');
    await expect(preview.cards).toHaveCount(0, T);
    await expect(preview.tile(second.id)).toBeFocused();
  });

  test('a phone never shows a preview', async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({
      baseURL: baseURL!,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
    const page = await context.newPage();
    try {
      const login = await guestCopyOf(request, 'demo');
      await new ShellPage(page).loginAs(login, '/en/cams/');
      const cams = new CamAreas(page);
      const preview = new ProfilePreview(page);
      const first = await cams.tileAt(0);
      await preview.hover(first.id);
      await preview.tile(first.id).dispatchEvent('pointerenter', { pointerType: 'touch' });
      // The phone's tiles offer no preview: nothing is even asked of it.
      expect(await preview.previewRecords()).toBe(0);
      await expect(preview.cards).toHaveCount(0);
      await expect(cams.tiles.first()).toBeVisible(T);
      await preview.checkScreen('grid');
    } finally {
      await context.close();
    }
  });
});
