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
    const { content } = await ContentPages.openAsNewGuest(page, request, {
      path: ALBUM,
      title: 'Red lingerie',
    });
    // Other tests' guests may have commented on this album too (the simulator keeps its data).
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
    await expectNoSeriousViolations(page, 'main');
    await content.screenshots('album-commented');
    // The server kept them.
    await page.reload();
    await expect(album.dislike).toHaveAttribute('aria-pressed', 'true', T);
    await expect(album.dislike).toHaveText(`Dislike (${dislikes + 1})`);
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
