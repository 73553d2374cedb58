import { expect, test } from './fixtures.ts';
import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { CamAreas } from './models/CamAreas.ts';
import { ContentPages } from './models/ContentPages.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { reviewShot, SHOTS } from './reviewShots.ts';
import { VideoAreas } from './models/VideoAreas.ts';

/** LanaLove and one of her videos (she bans no country of the franc guest). */
const LANA = { id: 3101, name: 'LanaLove', slug: 'lanalove', videoId: 5101 } as const;
/** A franc amount as the currency table writes it: `CHF 1,99`. */
const FRANCS = /CHF \d{1,3}(\.\d{3})*,\d{2}/;

/** A guest whose account is in francs sees every price in francs (the same figure, seed 000 §3). */
test('a franc guest sees francs on a cam tile, her chat buttons, a video and the balance', async ({
  page,
  request,
}) => {
  const login = await guestCopyOf(request, 'franc');
  await ActorProfilePages.setOnline(request, LANA.id, true);
  const shell = new ShellPage(page);
  await shell.loginAs(login, '/en/cams/');
  await expect(shell.guestBalance).toHaveText(/^CHF \d{1,3}(\.\d{3})*,\d{2}$/);

  // A cam tile: her price per minute in francs.
  const cams = new CamAreas(page);
  await expect(cams.tiles.first()).toBeVisible({ timeout: 30_000 });
  await expect(cams.tiles.first()).toContainText(FRANCS);
  await expect(cams.grid).not.toContainText('€');

  // Her profile: every chat button's price in francs.
  const profile = new ActorProfilePages(page);
  await page.goto(ActorProfilePages.path(LANA.slug));
  await expect(profile.heading(LANA.name)).toBeVisible();
  await expect(profile.chatButton(FRANCS).first()).toBeVisible();
  await expect(profile.main).not.toContainText('€');

  // A video tile and the video's own page.
  const videos = new VideoAreas(page);
  await videos.open('/en/videos/all-videos/');
  await expect(videos.tiles.first()).toBeVisible({ timeout: 30_000 });
  await expect(videos.tiles.first()).toContainText(FRANCS);
  await expect(videos.grid).not.toContainText('€');
  const content = new ContentPages(page);
  await page.goto(ContentPages.videoPath(LANA.slug, LANA.videoId));
  await expect(content.buyButtons.first()).toContainText(FRANCS);
  await expect(content.main).not.toContainText('€');
  await expect(shell.guestBalance).toHaveText(/^CHF /);

  // The daily bonus: its offers' prices and flat top-up bonuses (when the days have them) in francs.
  await page.goto('/en/daily-bonus/');
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('main')).not.toContainText(/€|\bEUR\b/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page, 'main');
    await reviewShot(page, { path: `${SHOTS}/currency-daily-bonus-${width}.png`, fullPage: true });
  }
});
