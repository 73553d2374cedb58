import { expect, test } from './fixtures.ts';
import { VideoAreas } from './models/VideoAreas.ts';

// Generous: the machine that runs these is shared and busy; slow must not mean failed.
const T = { timeout: 30_000 };
const TAG_PAGE = `/en/amateur/lanalove/videos/tag/${encodeURIComponent('roleplay')}/`;

/** Issue #22 §4: the SEO texts by tags below a list of her videos by a tag group. */
test.describe('SEO texts by tags', () => {
  test('her videos by a tag show the text about that tag below the list, as text', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const videos = new VideoAreas(page);
    await page.goto(TAG_PAGE);
    await expect(videos.seoTexts.getByRole('heading', { level: 2 })).toHaveText(
      "LanaLove's roleplay videos",
      T,
    );
    await expect(videos.seoTexts.locator('p').first()).toContainText('tagged roleplay');
    // Text, never markup: the section holds headings and paragraphs only.
    await expect(videos.seoTexts.locator(':not(section, h2, p)')).toHaveCount(0);
    await videos.checkScreen('seo-texts');
  });

  test("a video area filtered by a tag shows the catalogue's text about it, and follows the filter", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const videos = new VideoAreas(page);
    await page.goto('/en/videos/all-videos/?tags=roleplay');
    await expect(videos.seoTexts.getByRole('heading', { level: 2 })).toHaveText(
      'Roleplay videos',
      T,
    );
    await expect(videos.seoTexts.locator('p').first()).toContainText(
      /^\d+ videos? tagged roleplay, by \d+ performers?\.$/,
    );
    // Without a tag the area has no text; back brings the tag's text again.
    await page.goto('/en/videos/all-videos/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(T);
    await expect(videos.seoTexts).toHaveCount(0);
    await page.goBack();
    await expect(videos.seoTexts.getByRole('heading', { level: 2 })).toHaveText(
      'Roleplay videos',
      T,
    );
  });

  test('a failed load says so with a retry and leaves the list alone', async ({ page }) => {
    test.setTimeout(120_000);
    let failing = true;
    await page.route('**/graphql/query**', async (route) => {
      if (failing && (route.request().postData() ?? '').includes('SeoTexts')) {
        await route.fulfill({ status: 503, body: 'unavailable' });
        return;
      }
      await route.fallback();
    });
    const videos = new VideoAreas(page);
    await page.goto(TAG_PAGE);
    const failed = videos.seoTexts.getByRole('alert');
    await expect(failed).toContainText('The text about these videos could not be loaded.', T);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    failing = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(videos.seoTexts.getByRole('heading', { level: 2 })).toHaveText(
      "LanaLove's roleplay videos",
      T,
    );
    await expect(failed).toHaveCount(0);
  });
});
