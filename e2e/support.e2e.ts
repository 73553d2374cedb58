import { writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { loadDomainsOfLog } from '../src/engine/domains/registry.ts';
import { decodeLog } from '../src/engine/log/jsonl.ts';
import { recordMentions } from '../src/engine/inspector/records.ts';
import { buildReportFromLog } from '../src/engine/report/buildReport.ts';
import { expect, test } from './fixtures.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { LANA_LOVE, MessengerControls, MessengerPage } from './models/Messenger.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ReportDialog } from './models/ReportDialog.ts';
import { SearchPages } from './models/SearchPages.ts';
import { ShellPage } from './models/ShellPage.ts';
import { screenFacts, SupportViewer } from './models/SupportViewer.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { comparePixels, decodePng, encodePng } from './pixels.ts';

const PHONE = { width: 375, height: 740 };

/** Keeps a PNG beside the test's report (and in it). */
async function attachPng(testInfo: TestInfo, name: string, png: Buffer): Promise<void> {
  const path = testInfo.outputPath(name);
  await writeFile(path, png);
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * The demo login of a guest (as `ShellPage.loginAs`), with room for a loaded machine: these tests
 * start two sessions each. A hang guard, not a speed assertion: at load 14 to 16 on two cores the
 * simulator answered `auth/session` after 11 to 14 s, and 5 of 10 runs passed 20 s here.
 */
async function logIn(page: Page, account: string): Promise<void> {
  await page.goto(`/dev/login?as=${account}&next=${encodeURIComponent('/en/')}`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
}

/** At most this share of pixels may differ (anti-aliasing, the masks' widths). */
const MAX_MISMATCH = 0.005;
/** The viewer's frame sits in a rounded, bordered box: its outer 3 px are not the app's. */
const FRAME_EDGE = 3;

/** Room for a first boot and its lazy parts on a loaded machine. */
const BOOT = { timeout: 20_000 };

test.describe('the support replay viewer', () => {
  test('a guest reports a problem; support finds it, opens it and sees the guest’s screen', async ({
    request,
    browser,
  }, testInfo) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    // Two sessions, a report sent and replayed, and four screenshots: more than one page's time.
    test.setTimeout(120_000);
    // The guest, on a phone: opens the search menu. This screen is what support must see.
    // 390 px wide: the pseudonym that replaces the guest's name fits the navbar as the name did.
    // 740 px high: the viewer's frame for a phone.
    const guestContext = await browser.newContext({ viewport: { width: 390, height: 740 } });
    const guest = await guestContext.newPage();
    const shell = new ShellPage(guest);
    await logIn(guest, demoGuest);
    const appVersion = decodeLog(await shell.exportLog()).header.appVersion;
    // The page is whole: the messenger's navbar part loads with its domain, after the first render.
    await expect(guest.locator('.messenger-navbar')).toBeVisible(BOOT);
    await shell.menuButton('search').click();
    await expect(guest.getByRole('heading', { name: 'Search', exact: true })).toBeVisible();
    await guest.mouse.move(0, 0);
    // The search box takes the focus as the menu opens; focus is the browser's, not a recorded
    // state, so the replay draws the box without its ring: compare both without it. The panel
    // comes in a chunk of its own, after the menu's heading: blurred only once it has the focus
    // (blurred before, the box took it afterwards and the screens differed by its ring).
    await expect(new SearchPages(guest).input).toBeFocused(BOOT);
    await guest.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The report carries a pseudonym instead of the guest's name (redaction): that box is masked
    // on both sides.
    // The record the screen shows: the last one before and after the screenshot (exporting adds
    // a checkpoint, which changes nothing; a push in between would: then it is taken again).
    const lastRecord = async () =>
      decodeLog(await shell.exportLog())
        .records.filter((record) => record.kind !== 'checkpoint')
        .at(-1)!.seq;
    let seq = -1;
    let seen: Buffer = Buffer.alloc(0);
    await expect(async () => {
      const before = await lastRecord();
      seen = await guest.screenshot({ animations: 'disabled', mask: [shell.guestName] });
      seq = await lastRecord();
      expect(seq).toBe(before);
    }).toPass();
    await attachPng(testInfo, 'guest-screen.png', seen);
    const records = decodeLog(await shell.exportLog()).records;
    const toggle = records.findLastIndex(
      (record) => record.kind === 'input' && record.event.type === 'ui.menuToggled',
    );
    const beforeMenu = records[toggle - 1]!.seq;

    // …closes the menu and reports the problem from "My area", without any text.
    await shell.menuButton('search').click();
    await new CookieBanner(guest).necessaryOnly();
    const dialog = new ReportDialog(guest);
    await dialog.openFromMyArea();
    const reportId = await dialog.sendReport('The search menu covers the page.');
    await dialog.close();
    await guestContext.close();

    // Support staff, on a desktop: log in to the inbox and find the report.
    const staff = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await staff.newPage();
    const viewer = new SupportViewer(page);
    await viewer.open();
    await viewer.logIn();
    const cells = viewer.reportRow(reportId).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(/\b2\d{3}\b.*\d{1,2}:\d{2}/);
    await expect(cells.nth(1)).toHaveText(/^Guest [0-9a-f]{4,}$/);
    await expect(cells.nth(2)).toHaveText('en');
    await expect(cells.nth(3)).toHaveText(appVersion);
    await expect(cells.nth(4)).toHaveText(/^\d+(\.\d)? KB\d+ records$/);
    await expect(cells.nth(5)).toHaveText('The search menu covers the page.');

    // Opens it, and scrubs to the record of the guest's screen.
    await viewer.openReport(reportId);
    await expect(viewer.verification).toHaveText(
      /^All \d+ checkpoints verified: the replay matches the session\.$/,
    );
    await viewer.goToRecord(seq);
    await expect(viewer.frame.locator('#mobile-menu-panel h2')).toHaveText('Search');
    // The panel's body comes in a chunk of its own, after the menu's heading, as on the guest's
    // side: the capture waits for its search box.
    await expect(
      viewer.frame.getByRole('searchbox', { name: 'Search models, videos, TV and blog' }),
    ).toBeVisible();
    const rendered = await viewer.renderedView([viewer.frame.getByTestId('guest-name')]);
    await attachPng(testInfo, 'viewer-render.png', rendered);

    const match = comparePixels(decodePng(seen), decodePng(rendered), { inset: FRAME_EDGE });
    await attachPng(testInfo, 'diff.png', encodePng(match.diff));
    testInfo.annotations.push({
      type: 'mismatch ratio',
      description: `${(match.mismatchRatio * 100).toFixed(3)} % (${match.mismatched} of ${match.total} pixels)`,
    });
    expect(match.mismatchRatio, 'share of pixels that differ from the guest’s screen').toBeLessThan(
      MAX_MISMATCH,
    );

    // The comparison sees a difference: one record earlier, before the menu opened, it fails.
    await viewer.goToRecord(beforeMenu);
    await expect(viewer.frame.locator('#mobile-menu-panel')).toHaveCount(0);
    const before = comparePixels(
      decodePng(seen),
      decodePng(await viewer.renderedView([viewer.frame.getByTestId('guest-name')])),
      { inset: FRAME_EDGE },
    );
    expect(before.mismatchRatio).toBeGreaterThan(10 * MAX_MISMATCH);
    await staff.close();
  });

  test('shows at a record what the guest saw then, from a dropped log', async ({
    request,
    browser,
  }, testInfo) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    // Two sessions, then scrubbing, search, bookmarks and markers: more than one page's time.
    test.setTimeout(90_000);
    // The guest, on a phone: opens the search menu; what they see now is the moment to find.
    const guestContext = await browser.newContext({ viewport: PHONE });
    const guest = await guestContext.newPage();
    const shell = new ShellPage(guest);
    await logIn(guest, demoGuest);
    await shell.menuButton('search').click();
    await expect(guest.getByRole('heading', { name: 'Search', exact: true })).toBeVisible();
    const then = await screenFacts(guest);
    const moment = decodeLog(await shell.exportLog());
    const seq = moment.records[moment.records.length - 1]!.seq;
    await testInfo.attach('guest-at-record.png', {
      body: await guest.screenshot(),
      contentType: 'image/png',
    });
    // …and goes on: closes it and opens another page, so the log holds more than that moment.
    await shell.menuButton('search').click();
    await shell.menuButton('navigation menu').click();
    await guest.getByRole('link', { name: 'Cams' }).first().click();
    await expect(
      guest.getByRole('heading', { name: 'Live cams', level: 1, exact: true }),
    ).toBeVisible();
    const text = await shell.exportLog();
    await guestContext.close();

    // Support staff, on a desktop: drop the log, scrub to that record.
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const viewer = new SupportViewer(page);
    await viewer.open();
    await viewer.dropLog('guest-session.jsonl', text);
    await viewer.waitUntilReplayed();
    await expect(viewer.verification).toHaveText(
      /^All \d+ checkpoints verified: the replay matches the session\.$/,
    );
    // It opens at the end: the Cams page the guest reached last.
    await expect(viewer.frame.locator('main h1')).toHaveText('Live cams');

    await viewer.goToRecord(seq);
    await expect(viewer.frame.locator('#mobile-menu-panel h2')).toHaveText('Search');
    expect(await screenFacts(viewer.frame)).toEqual(then);
    await testInfo.attach('viewer-at-record.png', {
      body: await viewer.frameElement.screenshot(),
      contentType: 'image/png',
    });

    // Read-only: a click in the replayed view is not sent anywhere.
    await viewer.frame.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(
      viewer.view.getByText('Read-only replay: ui.menuToggled was not sent to shell.'),
    ).toBeVisible();
    await expect(viewer.frame.locator('#mobile-menu-panel h2')).toHaveText('Search');

    // Stepping back one record at a time reaches the moment before the menu opened.
    const toggle = decodeLog(text).records.findIndex(
      (record) => record.kind === 'input' && record.event.type === 'ui.menuToggled',
    );
    await viewer.goToRecord(decodeLog(text).records[toggle]!.seq);
    await viewer.view.getByRole('button', { name: 'Previous record' }).click();
    await expect(viewer.frame.locator('#mobile-menu-panel')).toHaveCount(0);
    await expect(viewer.view.locator('[data-system-id="shell"]')).toContainText('menu: closed');

    // Search: the records that mention the menu toggles, one after the other.
    const records = decodeLog(text).records;
    const hits = records.filter((record) => recordMentions(record, 'menuToggled'));
    expect(hits.length).toBe(3);
    await viewer.slider.press('Home');
    await viewer.timeline.getByRole('searchbox', { name: 'Search events' }).fill('menuToggled');
    await expect(viewer.timeline.getByText(/^\d of 3 matches$/)).toBeVisible();
    await viewer.timeline.getByRole('button', { name: 'Next match' }).click();
    await expect(viewer.slider).toHaveAttribute('aria-valuetext', viewer.at(hits[0]!.seq));
    await viewer.timeline.getByRole('button', { name: 'Next match' }).click();
    await expect(viewer.slider).toHaveAttribute('aria-valuetext', viewer.at(hits[1]!.seq));

    // A bookmark brings support back to a record.
    await viewer.timeline.getByRole('button', { name: 'Bookmark this record' }).click();
    const bookmark = viewer.timeline
      .getByRole('list', { name: 'Bookmarks' })
      .getByRole('button', { name: `Go to #${hits[1]!.seq} ui.menuToggled` });
    await viewer.slider.press('End');
    await bookmark.click();
    await expect(viewer.slider).toHaveAttribute('aria-valuetext', viewer.at(hits[1]!.seq));
    await viewer.timeline.getByRole('button', { name: `Remove bookmark #${hits[1]!.seq}` }).click();
    await expect(bookmark).toHaveCount(0);

    // Markers by kind: from the start, the next guest input and the next push.
    const markers = viewer.timeline.getByRole('group', { name: 'Markers' });
    await viewer.slider.press('Home');
    await markers.getByRole('button', { name: 'Next: Guest inputs' }).click();
    const firstInput = records.find((record) => record.kind === 'input')!;
    await expect(viewer.slider).toHaveAttribute('aria-valuetext', viewer.at(firstInput.seq));
    await expect(viewer.slider).toHaveAttribute('aria-valuetext', /\b\d{1,2}:\d{2}:\d{2}\b/);
    const firstPush = records.find((record) => record.kind === 'push');
    if (firstPush) {
      await viewer.slider.press('Home');
      await markers.getByRole('button', { name: 'Next: Pushes' }).click();
      await expect(viewer.slider).toHaveAttribute('aria-valuetext', viewer.at(firstPush.seq));
    }
  });

  test('lists the inbox for support staff, and opens a reported session', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A guest's session, reported as the app does it: redacted and resealed, then sent.
    const guestContext = await browser.newContext({ viewport: PHONE });
    const guest = await guestContext.newPage();
    const shell = new ShellPage(guest);
    // The guest writes first: the redacted texts must still replay (issue 23). Its own guest, with
    // the money to write: other tests spend the demo account's balance (a send below the price
    // or 0,50 waits for a top-up). A copy has no conversations: the one with LanaLove is opened.
    const account = await guestCopyOf(request, 'demo', { balance: '20.00' });
    await MessengerControls.openChannel(account, LANA_LOVE);
    await new MessengerControls(request).settings({ replies: false });
    const messenger = new MessengerPage(guest);
    await messenger.open(account);
    await expect.poll(() => new RealtimeProbe(guest).isLive()).toBe(true);
    await messenger.select('LanaLove');
    const text = `Are you online tonight? ${Date.now() % 100000}`;
    await messenger.write(text);
    await expect(messenger.message(text)).toContainText('Sent');
    await shell.menuButton('my area').click();
    // The page had the lazily started domains' code (the messenger); this process loads it too,
    // or the resealing replay could not start them and would seal other checkpoints.
    const guestLog = decodeLog(await shell.exportLog());
    await loadDomainsOfLog(guestLog);
    const report = buildReportFromLog(guestLog, { includeMessages: false });
    expect(report.jsonl).not.toContain(text);
    expect(report.manifest.notComparableFrom).toBeNull();
    await guestContext.close();
    const sent = await request.post('/support/reports', {
      headers: { 'content-type': 'application/x-ndjson' },
      data: report.jsonl,
    });
    expect(sent.status()).toBe(201);
    const { reportId } = (await sent.json()) as { reportId: string };

    // Support staff must log in first.
    const viewer = new SupportViewer(page);
    await viewer.open();
    const login = page.getByRole('link', { name: 'Log in as support' });
    await expect(login).toBeVisible();
    await login.click();
    const row = page.getByRole('row').filter({ hasText: reportId });
    await expect(row).toContainText(report.summary.guest ?? '');
    await row.getByRole('button', { name: `Open report ${reportId}` }).click();

    await viewer.waitUntilReplayed();
    await expect(
      viewer.view.getByText(/^Redacted before it left the guest’s browser: /),
    ).toContainText(/names: \d/);
    await expect(viewer.verification.first()).toHaveText(
      /^All \d+ checkpoints verified: the replay matches the session\.$/,
    );
    // The guest's screen as they left it, with their name replaced by a pseudonym.
    await expect(viewer.frame.getByTestId('guest-name')).toHaveText(/^Guest [0-9a-f]+$/);
    await expect(viewer.frame.getByTestId('guest-balance')).toHaveText(
      /^\d{1,3}(\.\d{3})*,\d{2} €$/,
    );
    await expect(viewer.frame.locator('#mobile-menu-panel h2')).toHaveText('My area');
  });

  test('names the bad line of a log it cannot read', async ({ page }) => {
    const viewer = new SupportViewer(page);
    await viewer.open();
    const header = JSON.stringify({ format: 'camclient-eventlog', version: 1 });
    await viewer.dropLog('broken.jsonl', `${header}\n`);
    await expect(page.getByRole('alert')).toContainText('Cannot read broken.jsonl: line 1');
  });
});
