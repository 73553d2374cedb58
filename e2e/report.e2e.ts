import type { APIRequestContext, Page } from '@playwright/test';
import { loadDomainsOfLog } from '../src/engine/domains/registry.ts';
import { decodeLog } from '../src/engine/log/jsonl.ts';
import { ComparingReplayer } from '../src/engine/redaction/comparingReplayer.ts';
import { appInputFromHeader, createAppLogic } from '../src/engine/system.ts';
import { expect, test } from './fixtures.ts';
import { AccountProfile } from './models/AccountProfile.ts';
import { LANA_LOVE, MessengerControls, MessengerPage } from './models/Messenger.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ReportDialog } from './models/ReportDialog.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopy, guestCopyOf } from './models/TestGuests.ts';
import { DEMO_SUPPORT_PASSWORD } from '../simulator/config.ts';

/**
 * Logs in a fresh copy of `demo` (its name, DemoDan, but its own reports, messages and e-mail
 * address), so no test reads what another one left; resolves with the copy.
 */
async function logIn(shell: ShellPage, request: APIRequestContext) {
  const guest = await guestCopy(request, 'demo');
  await shell.loginAs(guest.login);
  return guest;
}

/** Support staff's side: the simulator's inbox API, logged in with the demo support password. */
async function supportLogin(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/support/login', {
    data: { login: 'support', password: process.env.SUPPORT_PASSWORD || DEMO_SUPPORT_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The guest's session token, as the app got it: it must not be in what support receives. */
async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/rest/v1/auth/session?language=en&ver=x&access_token=');
    return ((await response.json()) as { accessToken: string }).accessToken;
  });
}

test.describe('a guest reporting a problem', () => {
  test('sends a redacted report that support finds, fetches and replays', async ({
    page,
    request,
  }) => {
    const shell = new ShellPage(page);
    const guest = await logIn(shell, request);
    await expect(shell.guestName).toHaveText('DemoDan');
    const token = await accessTokenOf(page);
    expect(token.length).toBeGreaterThan(20);

    const report = new ReportDialog(page);
    await report.open();
    await expect(report.dialog).toContainText('What will be sent');
    await report.description.fill('The balance did not update after my top-up.');
    // Nothing goes without consent.
    await expect(report.send).toBeDisabled();
    await report.consent.check();
    await expect(report.send).toBeEnabled();
    await report.send.click();
    await expect(report.reportId).toHaveText(/^R-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    const reportId = (await report.reportId.textContent()) ?? '';
    await report.close();

    // The description went with the report, never into the engine's log.
    const liveLog = await shell.exportLog();
    expect(liveLog).not.toContain('did not update after my top-up');

    const headers = await supportLogin(request);
    const list = await request.get('/support/api/reports', { headers });
    expect(list.status()).toBe(200);
    const { reports } = (await list.json()) as {
      reports: {
        id: string;
        guestPseudonym: string | null;
        description: string;
        language: string;
      }[];
    };
    const entry = reports.find((candidate) => candidate.id === reportId);
    expect(entry).toMatchObject({
      description: 'The balance did not update after my top-up.',
      language: 'en',
      guestPseudonym: expect.stringMatching(/^Guest [0-9a-f]{4,}$/),
    });

    const fetched = await request.get(`/support/api/reports/${reportId}`, { headers });
    expect(fetched.headers()['content-type']).toMatch(/^application\/x-ndjson/);
    const text = await fetched.text();
    for (const secret of [
      token,
      encodeURIComponent(token),
      Buffer.from(token).toString('base64'),
      'DemoDan',
      guest.login,
      guest.email,
    ])
      expect(text).not.toContain(secret);

    const log = decodeLog(text);
    await loadDomainsOfLog(log);
    const replay = new ComparingReplayer(log, {
      createLogic: (wiring) => createAppLogic(wiring, null),
      inputFromHeader: appInputFromHeader,
    });
    const outcome = replay.runToEnd();
    expect(outcome.divergence).toBeNull();
    expect(outcome.checkpoints).toBeGreaterThan(0);
    const replayed = replay.get('bootstrap')?.getSnapshot() as {
      context: { guest: { name: string } };
    };
    expect(replayed.context.guest.name).toBe(entry?.guestPseudonym);
  });

  test('a session with sent messages, a gift and a pin call replays after redaction', async ({
    page,
    request,
  }) => {
    // Two pages, a pin call, a report built (two replays in the browser) and replayed here.
    test.setTimeout(120_000);
    // Its own guest, with the money for two messages and a gift: other tests spend the demo
    // account's balance. A copy has no conversations: the one with LanaLove is opened.
    const login = await guestCopyOf(request, 'demo', { balance: '20.00' });
    await MessengerControls.openChannel(login, LANA_LOVE);
    await new MessengerControls(request).settings({ replies: false });
    const messenger = new MessengerPage(page);
    await messenger.open(login);
    await expect.poll(() => new RealtimeProbe(page).isLive()).toBe(true);
    await messenger.select('LanaLove');
    const text = `Meet me at nine ${Date.now() % 100000}`;
    await messenger.write(text);
    await expect(messenger.message(text)).toContainText('Sent');
    await messenger.write('  and bring roses  ');
    await messenger.openGifts();
    await page.getByRole('button', { name: /^Add / }).first().click();
    await expect(page.getByRole('group', { name: 'In your message' })).toBeVisible();
    await messenger.sendButton.click();
    await expect(page.getByRole('group', { name: 'In your message' })).toHaveCount(0);

    // In the same page (a page load would start a new log): the router follows the history, an
    // entry as react-router writes one (its index in `idx`; without it the router ignores it).
    await page.evaluate(() => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      const state = { usr: null, key: `report${idx}`, idx };
      history.pushState(state, '', '/en/myvisitx/profile');
      dispatchEvent(new PopStateEvent('popstate', { state }));
    });
    const profile = new AccountProfile(page);
    await expect(profile.heading).toBeVisible({ timeout: 20_000 });
    await profile.loaded();
    // A number of this test's own: another test's guest may have verified the demo number.
    const phoneTail = String(Date.now() % 10_000_000).padStart(7, '0');
    await profile.startPinCall(`0170 ${phoneTail}`);
    await expect(profile.phone.getByText('Enter the 6-digit code')).toBeVisible();
    await profile.enterPin('000000');
    await expect(profile.phone.getByRole('alert')).toBeVisible();

    const report = new ReportDialog(page);
    await report.open();
    const reportId = await report.sendReport('Messages do not arrive.');
    await report.close();
    const fetched = await request.get(`/support/api/reports/${reportId}`, {
      headers: await supportLogin(request),
    });
    const jsonl = await fetched.text();
    // The report holds the whole session: the messages went into it (as bullets).
    expect(jsonl).toContain('ui.send');
    expect(jsonl).toContain('ui.pinSubmit');
    for (const secret of [text, 'bring roses', phoneTail, '"pin":"000000"', 'DemoDan'])
      expect(jsonl).not.toContain(secret);
    // The profile started on first use (decision 0008): its code is loaded before replay.
    const log = decodeLog(jsonl);
    await loadDomainsOfLog(log);
    const outcome = new ComparingReplayer(log, {
      createLogic: (wiring) => createAppLogic(wiring, null),
      inputFromHeader: appInputFromHeader,
    }).runToEnd();
    expect(outcome.divergence).toBeNull();
    expect(outcome.notComparable).toBeNull();
    expect(outcome.checkpoints).toBeGreaterThan(0);
  });

  test('sends the texts of messages only when the guest ticks it', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await logIn(shell, request);
    const report = new ReportDialog(page);
    await report.open();
    await expect(report.includeMessages).not.toBeChecked();
    const withTexts = await report.sendReport('Messages vanish.', { includeMessages: true });
    await report.close();
    await report.open();
    const without = await report.sendReport('Messages vanish again.');
    await report.close();

    const headers = await supportLogin(request);
    const { reports } = (await (await request.get('/support/api/reports', { headers })).json()) as {
      reports: { id: string; includeMessages: boolean | null }[];
    };
    const chosen = (id: string) => reports.find((entry) => entry.id === id)?.includeMessages;
    expect(chosen(withTexts)).toBe(true);
    expect(chosen(without)).toBe(false);
  });

  test('keeps what was typed when sending fails, and sends on retry', async ({ page, request }) => {
    let refuse = true;
    await page.route('**/support/reports', (route) =>
      refuse
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' })
        : route.continue(),
    );
    const shell = new ShellPage(page);
    await logIn(shell, request);
    const report = new ReportDialog(page);
    await report.open();
    await report.description.fill('Videos do not play.');
    await report.consent.check();
    await report.send.click();
    await expect(report.dialog.getByRole('alert')).toContainText(
      'The support service is not available right now.',
    );
    await expect(report.description).toHaveValue('Videos do not play.');
    refuse = false;
    await report.send.click();
    await expect(report.reportId).toHaveText(/^R-/);
  });

  test('is offered in my area on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const shell = new ShellPage(page);
    await logIn(shell, request);
    const report = new ReportDialog(page);
    await report.openFromMyArea();
    await page.keyboard.press('Escape');
    await expect(report.dialog).toBeHidden();
  });

  test('downloads the redacted log', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await logIn(shell, request);
    const token = await accessTokenOf(page);
    const report = new ReportDialog(page);
    await report.open();
    const [download] = await Promise.all([page.waitForEvent('download'), report.download.click()]);
    expect(download.suggestedFilename()).toMatch(/^camclient-report-\d{4}-\d{2}-\d{2}\.jsonl$/);
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(await download.path(), 'utf8');
    expect(text).not.toContain(token);
    expect(decodeLog(text).records.length).toBeGreaterThan(0);
  });
});
