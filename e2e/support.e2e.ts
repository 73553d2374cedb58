import { decodeLog } from '../src/engine/log/jsonl.ts';
import { buildReportFromLog } from '../src/engine/report/buildReport.ts';
import { expect, test } from './fixtures.ts';
import { ShellPage } from './models/ShellPage.ts';
import { screenFacts, SupportViewer } from './models/SupportViewer.ts';

const PHONE = { width: 375, height: 740 };

test.describe('the support replay viewer', () => {
  test('shows at a record what the guest saw then, from a dropped log', async ({
    browser,
  }, testInfo) => {
    // The guest, on a phone: opens the search menu; what they see now is the moment to find.
    const guestContext = await browser.newContext({ viewport: PHONE });
    const guest = await guestContext.newPage();
    const shell = new ShellPage(guest);
    await shell.loginAs('demo', '/en/');
    await shell.menuButton('search').click();
    await expect(guest.getByRole('heading', { name: 'Search' })).toBeVisible();
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
    await expect(guest.getByRole('heading', { name: 'Cams', level: 1 })).toBeVisible();
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
    await expect(viewer.frame.locator('main h1')).toHaveText('Cams');

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
      page.getByText('Read-only replay: ui.menuToggled was not sent to shell.'),
    ).toBeVisible();
    await expect(viewer.frame.locator('#mobile-menu-panel h2')).toHaveText('Search');

    // Stepping back one record at a time reaches the moment before the menu opened.
    const toggle = decodeLog(text).records.findIndex(
      (record) => record.kind === 'input' && record.event.type === 'ui.menuToggled',
    );
    await viewer.goToRecord(decodeLog(text).records[toggle]!.seq);
    await page.getByRole('button', { name: 'Previous record' }).click();
    await expect(viewer.frame.locator('#mobile-menu-panel')).toHaveCount(0);
    await expect(page.locator('[data-system-id="shell"]')).toContainText('menu: closed');
  });

  test('lists the inbox for support staff, and opens a reported session', async ({
    browser,
    page,
    request,
  }) => {
    // A guest's session, reported as the app does it: redacted and resealed, then sent.
    const guestContext = await browser.newContext({ viewport: PHONE });
    const guest = await guestContext.newPage();
    const shell = new ShellPage(guest);
    await shell.loginAs('demo', '/en/');
    await shell.menuButton('my area').click();
    const report = buildReportFromLog(decodeLog(await shell.exportLog()), {
      includeMessages: false,
    });
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
    await expect(page.getByText(/^Redacted before it left the guest’s browser: /)).toContainText(
      /names: \d/,
    );
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
