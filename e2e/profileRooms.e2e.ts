import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { ProfileExtras } from './models/ProfileExtras.ts';
import { holdQuery } from './models/heldQuery.ts';
import { settledTop } from './models/layout.ts';

const T = { timeout: 30_000 };

/**
 * Her albums and the recommended actors are below the first screen of her profile, their code
 * loaded as they come near view: until it comes, each keeps a room as high as what replaces it
 * (skeleton tiles of the real tiles' classes, as many as her albums' list has and as the
 * recommendations' layout shows), so what follows them does not move as it comes
 * (docs/known-issues.md, the rooms of 300 px).
 */
test.describe("her profile's rooms for the parts that come near view", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  for (const screen of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`what follows her albums and her recommendations stays put as their code comes (${screen.width} wide)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(screen);
      const extras = new ProfileExtras(page);
      const albumsPart = await extras.holdAlbumsPart();
      const recommendationsPart = await extras.holdRecommendationsPart();
      await page.goto('/en/amateur/lanalove/');
      await extras.extrasLoaded();
      const recommendations = new ActorProfilePages(page).recommendations();
      // Her SEO text, the last of her overview ("LanaLove, 24, live cam from …").
      const after = extras.main.getByRole('region', { name: /^LanaLove, .* live cam/ });
      // Each near view in turn: its code is asked for, and held.
      await extras.albums('LanaLove').scrollIntoViewIfNeeded();
      await expect.poll(() => albumsPart.requested(), T).toBe(true);
      await after.scrollIntoViewIfNeeded();
      await expect.poll(() => recommendationsPart.requested(), T).toBe(true);
      // Her albums' room has as many tiles as her albums' list: once it has answered.
      await expect.poll(() => extras.albumsListAnswered(), T).toBe(true);
      await expect(extras.albums('LanaLove')).toHaveAttribute('aria-busy', 'true');
      // The rooms are quiet to assistive technology (inert, hidden, the regions busy).
      await expectNoSeriousViolations(page, 'main');
      const before = {
        recommendations: await settledTop(page, recommendations),
        after: await settledTop(page, after),
      };

      albumsPart.release();
      recommendationsPart.release();
      await expect(
        extras.main.getByRole('heading', { name: 'Photo albums of LanaLove' }),
      ).toBeVisible(T);
      await expect(recommendations.getByRole('link').first()).toBeVisible(T);
      const moved = {
        recommendations: (await settledTop(page, recommendations)) - before.recommendations,
        after: (await settledTop(page, after)) - before.after,
      };
      expect
        .soft(Math.abs(moved.recommendations), 'the recommendations moved as her albums came (px)')
        .toBeLessThanOrEqual(1);
      expect(
        Math.abs(moved.after),
        'what follows the recommendations moved as they came (px)',
      ).toBeLessThanOrEqual(1);
    });

  // Once their code is in, the tile grid shows skeletons while their list loads: rows of the cam
  // tile's skeleton, as high as her tiles' rows (docs/known-issues.md, the grid's own estimates).
  for (const screen of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`what follows her recommendations stays put while their list loads (${screen.width} wide)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(screen);
      const extras = new ProfileExtras(page);
      // Their code comes; the query service's answer of their list is held (their grid loads).
      const list = await holdQuery(page, 'Recommendations');
      await page.goto('/en/amateur/lanalove/');
      await extras.extrasLoaded();
      const recommendations = new ActorProfilePages(page).recommendations();
      const after = extras.main.getByRole('region', { name: /^LanaLove, .* live cam/ });
      await after.scrollIntoViewIfNeeded();
      await expect.poll(() => list.requested(), T).toBe(true);
      // Their code is in: the tile grid's own list shows its skeletons (the room had no list).
      await expect(recommendations.getByRole('list')).toHaveAttribute('aria-busy', 'true', T);
      await expectNoSeriousViolations(page, 'main');
      const loading = await settledTop(page, after);

      list.release();
      await expect(recommendations.getByRole('link').first()).toBeVisible(T);
      const moved = (await settledTop(page, after)) - loading;
      expect(
        Math.abs(moved),
        'what follows the recommendations moved as their tiles replaced the skeletons (px)',
      ).toBeLessThanOrEqual(1);
    });
});
