import { expect, test } from './fixtures.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { FeedPage } from './models/FeedPage.ts';
import { MediathekFeedSection } from './models/MediathekFeedSection.ts';
import { guestCopyOf } from './models/TestGuests.ts';

// Generous: a lazy domain's first start on a machine shared by several simulators is slow.
const T = { timeout: 30_000 };
/** A paid clip post of the demo catalogue (simulator/catalogue): 200 coins, one clip. */
const NORA = { actor: 'NoraSilk', post: '501243' };

/** Issue #21: a bought post goes into the mediathek's feed section. */
test.describe('feed purchases in the mediathek', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // Each page load is slow on a loaded machine: a purchase, three screens, axe and playback.
    test.setTimeout(240_000);
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a post bought in the feed is in the mediathek feed section, and its clip plays', async ({
    page,
    request,
  }) => {
    const guest = await guestCopyOf(request, 'demo', { balance: '300' });
    const feed = new FeedPage(page, request);
    const section = new MediathekFeedSection(page);

    // The guest's own copy has bought nothing in the feed yet.
    await feed.openAs(guest, MediathekFeedSection.path);
    await expect(section.heading).toBeVisible(T);
    await expect(section.empty).toBeVisible(T);
    await expect(section.tiles).toHaveCount(0);

    await feed.open(FeedPage.profilePath(NORA.actor));
    const post = feed.post(NORA.post);
    await expect(post.getByRole('group', { name: 'Paid post: 1 media' })).toBeVisible(T);
    await feed.button(post, 'Unlock for 200 coins').click();
    await expect(post.getByRole('group', { name: /^Paid post/ })).toHaveCount(0, T);
    // The bought clip waits behind its poster: the player (and hls.js) come when it plays.
    await expect(post.getByRole('button', { name: `Play: Clip by ${NORA.actor}` })).toBeVisible(T);
    await expect(post.locator('video')).toHaveCount(0);

    await section.open();
    await expect(section.heading).toBeVisible(T);
    await expect(section.clips).toHaveCount(1, T);
    await expect(section.photos).toHaveCount(0);
    await expect(section.empty).toHaveCount(0);
    await section.expectAccessible();

    const clip = section.clips.first();
    await section.playButton(clip).click();
    await expect(clip.getByRole('button', { name: /^Play:/ })).toHaveCount(0, T);
    await section.expectClipPlayed(clip);
  });

  test('a visitor is asked to log in instead', async ({ page }) => {
    const section = new MediathekFeedSection(page);
    await section.open();
    await expect(section.heading).toBeVisible(T);
    await expect(section.main.getByRole('heading', { name: 'Your mediathek' })).toBeVisible(T);
    await expect(section.main.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(section.tiles).toHaveCount(0);
    await section.expectAccessible();
  });
});
