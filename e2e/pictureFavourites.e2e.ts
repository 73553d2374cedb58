import { expect, test } from './fixtures.ts';
import { ContentPages } from './models/ContentPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { FavouritesPage } from './models/FavouritesPage.ts';

const T = { timeout: 15_000 };

/** EmmaEmber's album (no age check): 8 pictures, 2 of them previews, 1,99 €. */
const CITY_WALK = { actorName: 'emmaember', id: 6202, title: 'City walk' } as const;

/** Issue #18: a heart on each picture of a photo album, pinned over the realtime channel. */
test.describe('picture hearts on the album page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a guest hearts picture 2 of a bought album; it stays after a reload, then she unhearts it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // a login, a purchase and two reloads on a busy machine
    const { content } = await ContentPages.openAsNewGuest(page, request, {
      balance: '20.00',
      path: ContentPages.albumPath(CITY_WALK.actorName, CITY_WALK.id),
      title: CITY_WALK.title,
    });
    // Her own copy has bought nothing: the previews have their hearts, the rest is locked.
    await content.expectPicturePinned(1, false);
    await expect(content.pictureHeart(3)).toHaveCount(0);
    await content.button('Buy for 1,99 €').click();
    await expect(content.main.getByRole('status').filter({ hasText: 'Bought' })).toBeVisible(T);
    await expect(content.images).toHaveCount(8);
    await content.expectPicturePinned(8, false);

    await content.pictureHeart(2).click();
    await content.expectPicturePinned(2, true);
    await expect(content.pictureHeart(2)).toHaveAccessibleName('Remove picture 2 from favourites');
    // Only picture 2: neither its neighbours nor the album itself.
    await content.expectPicturePinned(1, false);
    await content.expectPicturePinned(3, false);
    const favourites = new FavouritesPage(page);
    await favourites.expectAlbumPinned(CITY_WALK.title, false);

    await page.reload();
    await expect(content.heading(CITY_WALK.title)).toBeVisible(T);
    await content.expectPicturePinned(2, true);
    await content.expectPicturePinned(1, false);
    await favourites.checkScreen('album-picture-hearts');

    await content.pictureHeart(2).click();
    await content.expectPicturePinned(2, false);
    await page.reload();
    await expect(content.heading(CITY_WALK.title)).toBeVisible(T);
    await content.expectPicturePinned(2, false);
  });
});
