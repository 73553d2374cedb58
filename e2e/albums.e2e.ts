import { expect, test } from './fixtures.ts';
import { ContentPages } from './models/ContentPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { MediathekLibrary } from './models/MediathekLibrary.ts';
import { PhotoAlbums } from './models/PhotoAlbums.ts';
import { ProfileExtras } from './models/ProfileExtras.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 15_000 };

/** Issue 54 §1: photo albums are found by links, bought and kept. */
test.describe('photo albums', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a visitor finds an album from the start page, logs in, buys it and sees it in the mediathek', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const guest = await guestCopyOf(request, 'vip', { balance: '50.00' });
    const albums = new PhotoAlbums(page);
    await page.goto('/en/');
    const links = await albums.startPageAlbums();
    const paid = albums.paidTileLink(albums.startStrip);
    await expect(links.first()).toBeVisible();
    const title = await albums.openTile(paid);
    const albumPath = new URL(page.url()).pathname;
    expect(albumPath).toMatch(/^\/en\/amateur\/[^/]+\/pictures\/\d+\/$/);
    const content = new ContentPages(page);
    await expect(content.buyButtons.first()).toBeVisible(T);

    await new ShellPage(page).loginAs(guest, albumPath);
    await expect(content.heading(title)).toBeVisible(T);
    // Her breadcrumb leads home, where the strip is loaded with the album for sale; its tile
    // opens the album again.
    await content.breadcrumb.getByRole('link', { name: 'Home' }).click();
    await albums.startPageAlbums();
    await expect(albums.tile(albums.startStrip, title)).toContainText('€');
    await albums.openTile(
      albums.tile(albums.startStrip, title).getByRole('link', { name: / by / }),
    );
    await content.button(/^Buy for /).click();
    await expect(content.main.getByRole('status').filter({ hasText: 'Bought' })).toBeVisible(T);
    // Back on the start page, the strip's kept tile knows it is bought (content.purchased).
    await page.goBack();
    await albums.startPageAlbums();
    await expect(albums.tile(albums.startStrip, title)).toContainText('Bought', T);

    const mediathek = new MediathekLibrary(page);
    await mediathek.openPhotos();
    await expect(mediathek.photoTile(title)).toBeVisible(T);
  });

  test('her profile lists her albums with sort and filter in the address; a tile opens the album', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const albums = new PhotoAlbums(page);
    await page.goto('/en/amateur/lanalove/');
    const grid = await albums.scrollToProfileGrid('LanaLove');
    await expect(albums.tileLinks(grid).first()).toBeVisible(T);
    const newest = await albums.tileLinks(grid).first().getAttribute('aria-label');
    await albums.checkScreen('profile');

    await albums.albumSort.selectOption({ label: 'Cheapest' });
    await expect(page).toHaveURL(/sort=cheapest/);
    await albums.albumType('VIP').click();
    await expect(albums.albumType('VIP')).toBeChecked();
    await expect(page).toHaveURL(/types=vip/);
    await page.goBack();
    await expect(page).not.toHaveURL(/types=/);
    await expect(albums.albumSort).toHaveValue('cheapest');
    await page.goBack();
    await expect(albums.albumSort).toHaveValue('');
    await expect(albums.tileLinks(grid).first()).toHaveAttribute('aria-label', newest ?? '');

    await albums.openTile(albums.tileLinks(grid).first());
    await expect(page).toHaveURL(/\/en\/amateur\/lanalove\/pictures\/\d+\/$/);
  });

  test('her profile shows her featured and top videos and the photos she pinned, each a link; a press as her albums come is not lost', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const extras = new ProfileExtras(page);
    // Her albums' part comes late (a slow connection): the press on a pinned photo above them is
    // held while it comes (docs/known-issues.md: their sheet styled her top videos' strip, which
    // shrank and moved the photo away from under the pointer).
    const albums = await extras.holdAlbumsPart();
    // The videos domain's code comes after her further parts: her photos never show without
    // her videos above them.
    const videosCode = await extras.holdVideosCode();
    const pinnedAlone = await extras.watchPinnedPhotosAlone();
    await page.goto('/en/amateur/lanalove/');
    await extras.extrasLoaded();
    await expect.poll(() => videosCode.requested(), T).toBe(true);
    videosCode.release();
    await expect(extras.featuredHeading).toBeVisible(T);
    await expect(extras.topVideos().first()).toBeVisible(T);
    const pinned = extras.pinnedPhotos('LanaLove');
    await expect(pinned.first()).toBeVisible(T);
    expect(await pinnedAlone(), 'her pinned photos showed before her videos above them').toBe(
      false,
    );
    await new PhotoAlbums(page).checkScreen('profile-extras');
    await extras.pressWhileTheAlbumsArrive(pinned.first(), albums, 'LanaLove');
    await expect(page).toHaveURL(/\/en\/amateur\/lanalove\/pictures\/\d+\/$/, T);
  });

  for (const screen of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`what follows her videos on her profile stays put as the videos' code comes (${screen.width} wide)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(screen);
      const extras = new ProfileExtras(page);
      // The videos domain's code comes after her further parts (a slow connection): her videos
      // show from what the profile machine has, no 88 px loading space that their height
      // replaced, moving her albums and all below (docs/known-issues.md).
      const videosCode = await extras.holdVideosCode();
      await page.goto('/en/amateur/lanalove/');
      await extras.extrasLoaded();
      await expect.poll(() => videosCode.requested(), T).toBe(true);
      const albums = extras.albums('LanaLove');
      await expect(albums).toBeAttached(T);
      const moved = await extras.movedAsTheVideosCodeComes(albums, videosCode);
      expect(Math.abs(moved), 'her albums moved as the videos code came (px)').toBeLessThanOrEqual(
        1,
      );
    });
});
