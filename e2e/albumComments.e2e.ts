import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { AlbumComments } from './models/AlbumComments.ts';
import { ContentPages } from './models/ContentPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';

const T = { timeout: 15_000 };
const ALBUM = ContentPages.albumPath('lanalove', 6201);

/** Issue 20 §3: album comments (once per guest, 5 at a time) and likes. */
test.describe('album comments and ratings', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a guest reads more comments, comments once (the second try is refused) and rates like then dislike', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const album = new AlbumComments(page);
    // A logged-in guest's view is recorded on the query service (seed 001 §5).
    const viewsRecorded = ContentPages.albumViewsRecorded(page);
    const { content } = await ContentPages.openAsNewGuest(page, request, {
      path: ALBUM,
      title: 'Red lingerie',
    });
    await expect.poll(viewsRecorded, T).toBe(1);
    // The breadcrumb leads home and to her profile (breadcrumb/{type}).
    await expect(content.breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible(T);
    await expect(content.breadcrumb.getByRole('link', { name: 'LanaLove' })).toHaveAttribute(
      'href',
      '/en/amateur/lanalove/',
    );
    // Other tests' may have commented on this album too (the simulator keeps its data).
    await expect(album.comments).toHaveCount(5, T);
    const total = await album.total();
    expect(total).toBeGreaterThanOrEqual(7);
    await album.showMore.click();
    await expect(album.comments).toHaveCount(Math.min(total, 10), T);
    await expectNoSeriousViolations(page, 'main');
    await content.screenshots('album-comments');

    // Empty text is refused here and nothing is sent.
    await album.write('   ');
    await expect(album.note('Please write a comment first.')).toBeVisible();
    await album.write('The light in number three!');
    await expect(album.comments.first()).toContainText('The light in number three!', T);
    await expect(
      album.section.getByRole('heading', { name: `Comments (${total + 1})` }),
    ).toBeVisible();
    await expect(album.note(/You have commented on this album/)).toBeVisible();
    await expect(album.field).toBeDisabled();
    await expect(album.send).toBeDisabled();

    // After a reload the album still says no second comment.
    await page.reload();
    await expect(album.field).toBeDisabled(T);
    await expect(album.note(/You have commented on this album/)).toBeVisible();
    await expect(album.comments.first()).toContainText('The light in number three!');

    const likes = await AlbumComments.count(album.like);
    const dislikes = await AlbumComments.count(album.dislike);
    await album.like.click();
    await expect(album.like).toHaveAttribute('aria-pressed', 'true', T);
    await expect(album.like).toHaveText(`Like (${likes + 1})`);
    await album.dislike.click();
    await expect(album.dislike).toHaveAttribute('aria-pressed', 'true', T);
    await expect(album.like).toHaveAttribute('aria-pressed', 'false');
    await expect(album.like).toHaveText(`Like (${likes})`);
    await expect(album.dislike).toHaveText(`Dislike (${dislikes + 1})`);
    // A picture of the album is rated on its own (setPictureGuestRating).
    const pictureLike = content.pictureRating('Like', 2);
    await expect(pictureLike).toHaveAttribute('aria-pressed', 'false', T);
    const pictureLikes = await ContentPages.count(pictureLike);
    await pictureLike.click();
    await expect(pictureLike).toHaveAttribute('aria-pressed', 'true', T);
    await expect(pictureLike).toHaveText(String(pictureLikes + 1));
    await expect(pictureLike).not.toHaveAttribute('aria-busy', 'true', T);
    await expectNoSeriousViolations(page, 'main');
    await content.screenshots('album-commented');
    // A picture opens in the viewer; the next one was fetched ahead as a blob (seed 001 §7).
    await content.button('Open picture 1').click();
    const viewer = content.viewer;
    await expect(viewer).toHaveAccessibleName(/^Picture 1 of \d+$/, T);
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(viewer).toHaveAccessibleName(/^Picture 2 of \d+$/);
    await expect(viewer.getByRole('img')).toHaveAttribute('src', /^blob:/, T);
    await expectNoSeriousViolations(page, 'main');
    await content.screenshots('album-viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(content.button('Open picture 1')).toBeFocused();
    // The server kept them.
    await page.reload();
    await expect(album.dislike).toHaveAttribute('aria-pressed', 'true', T);
    await expect(album.dislike).toHaveText(`Dislike (${dislikes + 1})`);
    await expect(pictureLike).toHaveAttribute('aria-pressed', 'true', T);
    await expect(pictureLike).toHaveText(String(pictureLikes + 1));
  });

  test('a guest blocked for comments cannot write', async ({ page, request }) => {
    const album = new AlbumComments(page);
    await ContentPages.openAsNewGuest(page, request, {
      path: ALBUM,
      title: 'Red lingerie',
      prepare: (guest) => AlbumComments.block(request, guest),
    });
    await expect(album.note('Your account may not write comments.')).toBeVisible(T);
    await expect(album.field).toBeDisabled();
    await expect(album.send).toBeDisabled();
    await expect(album.comments).toHaveCount(5);
    await expectNoSeriousViolations(page, 'main');
  });
});
