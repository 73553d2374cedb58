import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SHOTS, reviewShot } from './reviewShots.ts';
import { CamShowsPage, ChatTickets } from './models/CamShowsPage.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { builtChunkOf } from './models/HeldChunk.ts';
import { SearchPages } from './models/SearchPages.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ReportDialog } from './models/ReportDialog.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

// Generous: the machine that runs these is shared and busy; slow must not mean failed.
const T = { timeout: 30_000 };

/** The chunk does not come (a dropped connection) until `restore`. */
async function dropChunk(page: Page, source: string) {
  const url = builtChunkOf(source);
  await page.route(url, (route) => route.abort('internetdisconnected'));
  return { restore: () => page.unroute(url) };
}

/**
 * A visitor who decided on cookies, at `viewport`, whose page will not get `source`'s chunk until
 * `restore`.
 */
async function visitorWithout(
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL: string | undefined },
  source: string,
  viewport: { width: number; height: number },
) {
  test.setTimeout(120_000);
  await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  await page.setViewportSize(viewport);
  return dropChunk(page, source);
}

/**
 * A copy of the demo member at 1280×800 whose page will not get `source`'s chunk until `restore`;
 * `logIn` opens the start page logged in.
 */
async function memberWithout(
  fixtures: { page: Page; context: BrowserContext; baseURL: string | undefined },
  request: APIRequestContext,
  source: string,
) {
  const chunk = await visitorWithout(fixtures, source, { width: 1280, height: 800 });
  const guest = await guestCopyOf(request, 'demo');
  const logIn = () => fixtures.page.goto(`/dev/login?as=${encodeURIComponent(guest)}&next=/en/`);
  return { ...chunk, logIn };
}

/** A lazily loaded part that did not come: what happened, and its retry. */
const failedPart = (scope: Locator) =>
  scope.getByRole('alert').filter({ hasText: 'This part could not be loaded.' });

/**
 * A part of a page whose chunk did not come (developers' guide: say in the UI what happened,
 * offer a retry, keep what the guest did): it says so in its place alone, the rest of the page
 * works, and its retry brings it once the connection is back.
 */
test('a start-page block whose chunk did not come fails alone, and its retry brings it', async ({
  page,
  context,
  baseURL,
}) => {
  const chunk = await visitorWithout(
    { page, context, baseURL },
    'views/rewards/DailyBonusBlock.tsx',
    {
      width: 1280,
      height: 800,
    },
  );
  await new ShellPage(page).open('/en/');
  const block = page.locator('#block-dailybonus');
  await block.scrollIntoViewIfNeeded();
  const failed = failedPart(block);
  await expect(failed).toContainText('Check your connection.', T);
  // The other blocks came and work.
  await expect(page.getByRole('list', { name: 'Live cams' }).getByRole('listitem')).toHaveCount(
    10,
    T,
  );
  await expect(failedPart(page.getByRole('main'))).toHaveCount(1);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await block.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await reviewShot(page, { path: `${SHOTS}/lazyParts-block-failed-${width}.png` });
  }

  const retry = failed.getByRole('button', { name: 'Try again' });
  await retry.focus();
  await expect(retry).toBeFocused();
  await reviewShot(page, { path: `${SHOTS}/lazyParts-block-retry-focus-390.png` });
  // Still offline: the retry fails again, and the new retry button has the focus.
  await page.keyboard.press('Enter');
  await expect(failed).toContainText('Check your connection.', T);
  await expect(retry).toBeFocused(T);

  await chunk.restore();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('link', { name: 'To the daily bonus' })).toBeVisible(T);
  await expect(failed).toHaveCount(0);
  // The block that came has the focus the retry button had (not the page's start).
  await expect(block.locator(':focus')).toHaveCount(1, T);
});

test('the search panel whose chunk did not come says so in the overlay, and its retry brings it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const chunk = await dropChunk(page, 'views/search/SearchPanel.tsx');
  const search = new SearchPages(page);
  await new ShellPage(page).open('/en/');
  await search.openOverlay();
  await expect(failedPart(search.overlay)).toBeVisible(T);
  await reviewShot(page, { path: `${SHOTS}/lazyParts-search-failed-1280.png` });

  await chunk.restore();
  await failedPart(search.overlay).getByRole('button', { name: 'Try again' }).click();
  await expect(search.input).toBeVisible(T);
  // The panel that came has the focus, on its first control: the field to type in.
  await expect(search.input).toBeFocused(T);
  await search.input.fill('Lana');
  await expect(search.group(search.overlay, 'Models')).toBeVisible(T);
});

test('the report dialog whose code did not come says so in its place, and its retry brings the form', async ({
  page,
  context,
  baseURL,
}) => {
  const chunk = await visitorWithout({ page, context, baseURL }, 'views/report/ReportDialog.tsx', {
    width: 1280,
    height: 800,
  });
  await new ShellPage(page).open('/en/');
  const report = new ReportDialog(page);
  await report.open();
  await expect(failedPart(report.dialog)).toBeVisible(T);
  await reviewShot(page, { path: `${SHOTS}/lazyParts-report-failed-1280.png` });
  // Its way out closes the report, so "Report a problem" asks for the dialog again.
  await report.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(report.dialog).toBeHidden(T);
  await report.open();
  await expect(failedPart(report.dialog)).toBeVisible(T);

  await chunk.restore();
  await report.dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(report.description).toBeVisible(T);
  await expect(failedPart(report.dialog)).toHaveCount(0);
});

test("a logged-in guest's navbar messages whose code did not come are asked for again, and show once it comes", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const chunk = await memberWithout(
    { page, context, baseURL },
    request,
    'views/messenger/slots.tsx',
  );
  const file = builtChunkOf('views/messenger/slots.tsx').slice('**/'.length);
  const asked = new Promise<void>((resolve) =>
    page.on('requestfailed', (failed) => {
      if (failed.url().endsWith(file)) resolve();
    }),
  );
  await chunk.logIn();
  await asked;
  const messages = page.getByRole('button', { name: /^Messages( \(\d+ unread\))?$/ });
  await expect(messages).toHaveCount(0);

  // Before, the part stayed away until a reload; now it is asked for again after a pause.
  await chunk.restore();
  await expect(messages).toBeVisible(T);
});

test('the chat tickets whose code did not come say so where shows are sold, and the retry brings them', async ({
  page,
  context,
  baseURL,
}) => {
  const chunk = await visitorWithout(
    { page, context, baseURL },
    'src/engine/features/chatTickets.ts',
    { width: 1280, height: 900 },
  );
  const shows = new CamShowsPage(page);
  const tickets = new ChatTickets(page);
  await shows.open();
  await expect(shows.heading).toBeVisible(T);
  const failed = shows.main
    .getByRole('alert')
    .filter({ hasText: 'The tickets could not be loaded. Check your connection.' });
  await expect(failed).toBeVisible(T);
  // The shows are listed; their ticket buttons wait for the tickets.
  const show = tickets.buyable.first();
  await expect(show).toBeVisible(T);
  await expect(tickets.buyButton(show)).toBeDisabled();
  await reviewShot(page, { path: `${SHOTS}/lazyParts-tickets-failed-1280.png` });

  await chunk.restore();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0, T);
  await expect(tickets.buyButton(show)).toBeEnabled(T);
  await tickets.buyButton(show).click();
  await expect(tickets.dialog).toBeVisible(T);
});

/**
 * The realtime connection is a lazy domain that no page shows (issue 50 §5): a logged-in guest
 * whose connection code did not come is told "Connecting…" (no retry button: the engine asks for
 * the code again, a growing pause between tries), and the connection comes up once it can.
 */
test('a logged-in guest whose connection code did not come is told so, and it connects once the code comes', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const chunk = await memberWithout(
    { page, context, baseURL },
    request,
    'src/engine/features/realtime.ts',
  );
  await chunk.logIn();
  const status = page.getByRole('status', { name: 'Connection status' });
  await expect(status.getByText('Connecting…')).toBeVisible(T);
  expect(await new RealtimeProbe(page).isLive()).toBe(false);

  await chunk.restore();
  await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
  await expect(status.getByText('Connecting…')).toHaveCount(0, T);
});
