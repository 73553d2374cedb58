import { expect, test } from './fixtures.ts';
import { ContentPages } from './models/ContentPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { MediathekLibrary } from './models/MediathekLibrary.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 15_000 };

/** Issue #20 part 4: the mediathek's sections, and pinning, archiving and restoring in them. */
test.describe('the mediathek', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a guest finds her messenger purchases and chat clips, pins a clip, archives and restores it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const guest = await guestCopyOf(request, 'vip');
    const mediathek = new MediathekLibrary(page);
    await new ShellPage(page).loginAs(guest, '/en/myvisitx/mediathek/?section=messenger');
    await expect(mediathek.main.getByRole('heading', { name: 'My videos' })).toBeVisible(T);
    expect(await mediathek.titles(2)).toHaveLength(2);
    await mediathek.checkScreen('messenger');

    await mediathek.show('Chat clips');
    const [clip] = await mediathek.titles(3);
    if (!clip) throw new Error('three clips');
    await mediathek.press('Pin', clip);
    await expect(mediathek.tile(clip).getByText('Pinned', { exact: true })).toBeVisible(T);

    await mediathek.show('Pinned');
    expect(await mediathek.titles(1)).toEqual([clip]);
    await mediathek.press('Archive', clip);
    await expect(mediathek.tiles).toHaveCount(0, T);
    await expect(mediathek.main.getByText('Nothing pinned yet.')).toBeVisible();

    await mediathek.show('Archive');
    expect(await mediathek.titles(1)).toEqual([clip]);
    await mediathek.checkScreen('archive');
    await mediathek.press('Restore', clip);
    await expect(mediathek.tiles).toHaveCount(0, T);

    // Back in its section, still pinned; the address kept the section through a reload.
    await mediathek.show('Chat clips');
    await page.reload();
    expect(await mediathek.titles(3)).toContain(clip);
    await expect(mediathek.tile(clip).getByText('Pinned', { exact: true })).toBeVisible();
    await expect(
      mediathek.sections.getByRole('link', { name: 'Chat clips', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a guest finds her collections by performer and opens one', async ({ page, request }) => {
    test.setTimeout(60_000);
    const guest = await guestCopyOf(request, 'vip');
    const mediathek = new MediathekLibrary(page);
    await new ShellPage(page).loginAs(guest, '/en/myvisitx/mediathek/?section=messenger');
    // Her messenger purchases and chat clips: some performers, each a collection.
    expect(await mediathek.titles(2)).toHaveLength(2);
    await mediathek.show('Collections');
    await expect(mediathek.collections.first()).toBeVisible(T);
    const count = await mediathek.collections.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(15);
    await expect(mediathek.collections.first()).toContainText(/Videos: \d+/);
    await mediathek.checkScreen('collections');
    const first = mediathek.collections.first().getByRole('link', { name: /^Collection of / });
    const name = ((await first.getAttribute('aria-label')) ?? '').replace('Collection of ', '');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/amateur/${name.toLowerCase()}/videos/`), T);
  });

  test('a guest buys an album and finds it in the photos shop section; her messenger album pinned, and opened', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { content } = await ContentPages.openAsNewGuest(page, request, {
      balance: '20.00',
      path: ContentPages.albumPath('lanalove', 6201),
      title: 'Red lingerie',
    });
    await content.button('Buy for 2,99 €').click();
    await expect(content.main.getByRole('status').filter({ hasText: 'Bought' })).toBeVisible(T);

    const mediathek = new MediathekLibrary(page);
    await mediathek.openPhotos();
    await expect(
      mediathek.sections.getByRole('link', { name: 'Shop', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(mediathek.photoTiles).toHaveCount(1, T);
    await expect(mediathek.photoTile('Red lingerie')).toContainText('12 pictures');
    // The bought albums to remove stay below the sections.
    await expect(mediathek.boughtAlbums.first()).toBeVisible(T);
    await mediathek.checkScreen('photos-shop');

    await mediathek.show('Messenger');
    await expect(mediathek.photoTiles).toHaveCount(1, T);
    const title = (await mediathek.photoTiles.locator('.library-tile-title').textContent()) ?? '';
    await mediathek.press('Pin', title);
    await expect(mediathek.photoTile(title).getByText('Pinned', { exact: true })).toBeVisible(T);
    await mediathek.show('Pinned');
    await expect(mediathek.photoTiles).toHaveCount(1, T);
    await expect(mediathek.photoTile(title)).toBeVisible();
    await mediathek.checkScreen('photos-pinned');
    await mediathek.photoTile(title).getByRole('link').first().click();
    await expect(content.heading(title)).toBeVisible(T);
  });

  test('a visitor is asked to log in', async ({ page }) => {
    const mediathek = new MediathekLibrary(page);
    await page.goto('/en/myvisitx/mediathek/');
    await expect(mediathek.main.getByRole('heading', { name: 'Your mediathek' })).toBeVisible(T);
    await expect(mediathek.main.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
