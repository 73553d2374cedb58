import { expect, test } from './fixtures.ts';
import { FirstScreen, overlap } from './models/FirstScreen.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { reviewShot, SHOTS } from './reviewShots.ts';

/**
 * Issue 54 §12: a first visit and a logged-in guest's first view of the start page, the cams and
 * the video station, on a 1366 px laptop and a 390 px phone: the floating boxes (cookie banner,
 * offer card or sheet, notifications) never overlap each other nor the page's main heading.
 */
const PAGES = ['/en/', '/en/cams/', '/en/videos/'] as const;
const SIZES = [
  [1366, 768],
  [390, 844],
] as const;

for (const [width, height] of SIZES)
  for (const who of ['visitor', 'guest'] as const)
    test(`the first screen is not buried: ${who}, ${width} px`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      const shell = new ShellPage(page);
      const screen = new FirstScreen(page);
      for (const [index, path] of PAGES.entries()) {
        if (index > 0) await page.goto(path);
        else if (who === 'visitor') await shell.open(path);
        else await shell.loginAs(await guestCopyOf(request, 'demo'), path);
        await expect(screen.heading).toBeVisible({ timeout: 20_000 });
        // What comes on the first screen comes with the page's first calls.
        await page.waitForLoadState('networkidle');
        const boxes = await screen.floatingBoxes();
        const heading = await screen.headingBox();
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1))
            expect(overlap(a, b), `${path}: ${a.name} over ${b.name}`).toBe(false);
          if (heading)
            expect(overlap(a, heading), `${path}: ${a.name} over the heading`).toBe(false);
        }
        await reviewShot(page, {
          path: `${SHOTS}/first-screen-${who}-${path.replace(/\//g, '_')}-${width}.png`,
        });
      }
    });
