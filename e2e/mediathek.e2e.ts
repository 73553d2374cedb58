import { expect, test } from './fixtures.ts';
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

  test('a visitor is asked to log in', async ({ page }) => {
    const mediathek = new MediathekLibrary(page);
    await page.goto('/en/myvisitx/mediathek/');
    await expect(mediathek.main.getByRole('heading', { name: 'Your mediathek' })).toBeVisible(T);
    await expect(mediathek.main.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
