import { existsSync, readFileSync } from 'node:fs';
import { MODAL_IDS } from '../machines/modals/modals.catalog.ts';
import { expect, test } from './fixtures.ts';
import { Incentives, VIEWPORTS } from './models/Incentives.ts';
import { REVIEW_SHOTS, reviewShot, SHOTS } from './reviewShots.ts';
import { overflowing } from './models/layout.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { RouteCrawl } from './models/RouteCrawl.ts';

/** A reward screen: its name (its shots'), its path, and its level-1 heading. */
type Screen = readonly [name: string, path: string, heading: RegExp];

/** Where a box's review shot at one width goes: the contact sheets are drawn from these files. */
const modalShot = (id: string, width: number) => `${SHOTS}/modal-${id}-${width}.png`;

/** The boxes in groups: one guest opens a group's boxes in turn (a login a box was most of it). */
const GROUPS = 3;
const BOX_GROUPS = Array.from({ length: GROUPS }, (_, group) =>
  MODAL_IDS.filter((_, index) => index % GROUPS === group),
);

/**
 * Every modal box opened through the modal manager, and the reward games and events, at desktop
 * and phone size: each box shows its title (its accessible name), a button, and fits the screen.
 * The boxes go in a few groups, each a test with its own guest (a fresh copy of a demo account)
 * who opens, checks and closes the group's boxes one after another; each box is a step of its
 * own and its checks are soft and carry its id, so a box that fails is named and the others are
 * still checked. The shots go to `<E2E_OUT_DIR>/shots`, with one contact sheet per size to look at.
 */
test.describe('incentive and reward screens', () => {
  for (const ids of BOX_GROUPS)
    test(`the boxes ${ids.join(', ')} open with their content and fit desktop and phone`, async ({
      page,
      request,
    }) => {
      // The login's time and a box's own (3 to 10 s a box at load 15), not one box test's minute.
      test.setTimeout(30_000 + ids.length * 15_000);
      const offers = new Incentives(page);
      await offers.loginAs(await guestCopyOf(request, 'newbie'), '/en/');
      for (const id of ids)
        await test.step(`the ${id} box`, async () => {
          await offers.open(id);
          const box = offers.dialog;
          await expect.soft(box, id).toBeVisible();
          // A box that did not open has nothing more to check or close: the next one goes on.
          if (!(await box.isVisible())) return;
          // A body comes in a chunk of its own (with its texts) the first time a box opens: at
          // load 16 the group's first one took over 10 s to arrive, the box's frame meanwhile
          // showing its loading line. So the title gets the hang guard's time, not the default.
          await expect
            .soft(box.locator(`#modal-${id}-title`), id)
            .not.toBeEmpty({ timeout: 30_000 });
          await expect.soft(box.getByRole('button').nth(1), id).toBeVisible();
          for (const [width, height] of VIEWPORTS) {
            await page.setViewportSize({ width, height });
            const rect = await box.boundingBox();
            expect
              .soft(rect && rect.x >= 0 && rect.x + rect.width <= width, `${id} fits ${width}`)
              .toBe(true);
            await reviewShot(page, { path: modalShot(id, width) });
          }
          await page.setViewportSize({ width: 1280, height: 800 });
          await offers.closeModal();
        });
    });

  // One contact sheet per size: every box at a glance. Drawn from the files the box tests above
  // wrote, not from memory: after a failed test the file goes on in a new worker.
  test.afterAll(async ({ browser }) => {
    if (!REVIEW_SHOTS) return;
    const sheet = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    for (const [width] of VIEWPORTS) {
      const images = MODAL_IDS.map((id) => modalShot(id, width))
        .filter((path) => existsSync(path))
        .map(
          (path) =>
            `<figure><img src="data:image/png;base64,${readFileSync(path).toString('base64')}"><figcaption>${path.split('/').pop()}</figcaption></figure>`,
        )
        .join('');
      await sheet.setContent(
        `<style>body{margin:0;display:grid;grid-template-columns:repeat(${width === 390 ? 9 : 5},1fr);gap:4px;background:#333;font:12px sans-serif;color:#fff}img{width:100%}figure{margin:0}</style>${images}`,
      );
      await reviewShot(sheet, { path: `${SHOTS}/modals-sheet-${width}.png`, fullPage: true });
    }
    await sheet.close();
  });

  test('the onboarding and survey steppers step through their choices', async ({
    page,
    request,
  }) => {
    const offers = new Incentives(page);
    await offers.loginAs(await guestCopyOf(request, 'newbie'), '/en/');
    await offers.open('onboarding');
    await offers.dialog.getByRole('button', { name: "Let's go" }).click();
    await expect(offers.dialog.getByRole('radio', { name: 'Live cams' })).toBeChecked();
    await offers.dialog.getByRole('radio', { name: 'Videos' }).check();
    await offers.dialog.locator('button[type="submit"]').click();
    await expect(offers.dialog).toHaveCount(0);

    await offers.open('survey');
    const send = offers.dialog.locator('button[type="submit"]');
    await expect(send).toBeDisabled();
    await offers.dialog.getByRole('radio', { name: 'Very good' }).check();
    // Opened by hand, no survey is due: the answer has nowhere to go (incentivesTriggers.e2e.ts
    // answers a survey the server asked for).
    await expect(send).toBeEnabled();
    await offers.closeModal();
  });

  // The reward games and events, grouped by the guest who sees them: one guest (a page of her
  // own, so each page's log is replayed) opens her group's screens in turn, in the running app
  // after the first, as a link would. Each screen is a step whose checks carry its name.
  const SCREENS: readonly (readonly [login: string, screens: readonly Screen[]])[] = [
    ['franc', [['spinwheel', '/en/myvisitx/spinwheel/', /Wheel of fortune/]]],
    [
      'demo',
      [
        ['slot-machine', '/en/events/slot-machine/', /.+/],
        ['advent-calendar', '/en/magazine/advent-calendar/', /.+/],
        ['gift-calendar', '/en/amateur/LanaLove/gift-calendar/', /.+/],
        ['special-event', '/en/events/venus-attacks/', /.+/],
        ['benefits', '/en/myvisitx/benefits/', /.+/],
      ],
    ],
    ['tv', [['easter', '/en/magazine/easter/', /Easter egg hunt/]]],
    ['vip', [['daily-bonus', '/en/daily-bonus/', /Daily bonus/]]],
  ];

  test(`the screens ${SCREENS.flatMap(([, screens]) => screens.map(([name]) => name)).join(', ')} fit desktop and phone`, async ({
    context,
    request,
  }) => {
    test.setTimeout(60_000 + 8 * 10_000);
    for (const [login, screens] of SCREENS) {
      const page = await context.newPage();
      const crawl = new RouteCrawl(page);
      for (const [index, [name, path, heading]] of screens.entries())
        await test.step(`the ${name} screen`, async () => {
          if (index === 0)
            await new Incentives(page).loginAs(await guestCopyOf(request, login), path);
          else await crawl.visit(path);
          await expect(page.getByRole('heading', { level: 1, name: heading }), name).toBeVisible();
          await expect(
            page.locator('.rewards-page [role="status"]').filter({ hasText: /Loading/ }),
            name,
          ).toHaveCount(0);
          for (const [width, height] of VIEWPORTS) {
            await page.setViewportSize({ width, height });
            // Nothing of the page is wider than the screen.
            expect
              .soft(await overflowing(page.locator('.rewards-page'), width), `${name} at ${width}`)
              .toEqual([]);
            await reviewShot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
          }
          await page.setViewportSize({ width: 1280, height: 800 });
        });
      await page.close();
    }
  });
});
