import { expect, test } from './fixtures.ts';
import { CamShowsPage } from './models/CamShowsPage.ts';
import { CookieBanner } from './models/CookieBanner.ts';

// Generous: the machine that runs these is shared and busy; slow must not mean failed.
const T = { timeout: 30_000 };

test.describe('cam shows', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('lists upcoming and running ticket shows and follows one to the actor', async ({ page }) => {
    test.setTimeout(120_000);
    const shows = new CamShowsPage(page);
    await shows.open();
    await expect(shows.heading).toBeVisible(T);
    await expect(shows.shows.first()).toBeVisible(T);
    await expect(shows.status(0)).toHaveText(/Live now|Upcoming/);
    await expect(shows.price(0)).toHaveText(/Ticket: |Free/);
    const link = shows.actorLink(0);
    const name = (await link.textContent())!.trim();
    expect(await link.getAttribute('href')).toBe(`/en/amateur/${name.toLowerCase()}/`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/en/amateur/${name.toLowerCase()}/$`), T);
  });
});
