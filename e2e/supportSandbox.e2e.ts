import type { Frame, Page } from '@playwright/test';
import { decodeLog, encodeLog } from '../src/engine/log/jsonl.ts';
import type { EventLog } from '../src/engine/log/records.ts';
import { buildReport } from '../src/engine/report/buildReport.ts';
import { playReportSession, startReportSession } from '../src/engine/report/testing/appSession.ts';
import { expect, test } from './fixtures.ts';
import { SupportViewer } from './models/SupportViewer.ts';

/** A guest's session with pushes of the realtime socket, redacted as a report leaves the app. */
async function reportText(): Promise<string> {
  const session = await startReportSession({ checkpointEvery: 10 });
  await playReportSession(session);
  const report = buildReport(session.engine, { includeMessages: false });
  session.engine.stop();
  return report.jsonl;
}

/** The replay frame's document (a frame of the support page, served from /support/replayer/). */
async function replayFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes('/support/replayer/')))
    .toBe(true);
  return page.frames().find((frame) => frame.url().includes('/support/replayer/'))!;
}

test.describe('the support console replays untrusted reports in a sandbox (issue 23 §3)', () => {
  test('a report replays in a sandboxed frame on an opaque origin, and the viewer works there', async ({
    page,
  }) => {
    const text = await reportText();
    const viewer = new SupportViewer(page);
    await viewer.open();
    // The console's own origin has what a hostile report would want: a cookie to steal.
    await page.evaluate(() => {
      document.cookie = 'support_probe=1; path=/';
      localStorage.setItem('support_probe', '1');
    });
    await viewer.dropLog('report.jsonl', text);
    await viewer.waitUntilReplayed();
    await expect(viewer.sandboxElement).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(viewer.verification.first()).toContainText('checkpoints');
    // The viewer in the frame: the timeline steps, the replayed app renders.
    await expect(viewer.frame.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await viewer.slider.press('Home');
    await expect(viewer.slider).toHaveAttribute('aria-valuenow', '0');
    await viewer.view.getByRole('button', { name: 'Next record' }).click();
    await expect(viewer.slider).toHaveAttribute('aria-valuenow', '1');

    const frame = await replayFrame(page);
    const inside = await frame.evaluate(async () => {
      const attempt = (what: () => unknown) => {
        try {
          return { ok: true, value: String(what()) };
        } catch (error) {
          return { ok: false, value: (error as Error).name };
        }
      };
      let fetched: string;
      try {
        await fetch('/support/api/reports');
        fetched = 'answered';
      } catch (error) {
        fetched = (error as Error).name;
      }
      return {
        origin: self.origin,
        cookie: attempt(() => document.cookie),
        storage: attempt(() => localStorage.getItem('support_probe')),
        parent: attempt(() => window.parent.document.title),
        fetched,
      };
    });
    expect(inside.origin).toBe('null');
    expect(inside.cookie).toEqual({ ok: false, value: 'SecurityError' });
    expect(inside.storage).toEqual({ ok: false, value: 'SecurityError' });
    expect(inside.parent).toEqual({ ok: false, value: 'SecurityError' });
    // No connection at all from the frame (its CSP: connect-src 'none').
    expect(inside.fetched).toBe('TypeError');
  });

  test('a doctored report with a hostile push is refused with a message naming its line', async ({
    page,
  }) => {
    const log: EventLog = decodeLog(await reportText());
    const index = log.records.findIndex(
      (record) => record.kind === 'push' && record.event.type === 'push.incomingMessage',
    );
    expect(index).toBeGreaterThan(0);
    const record = log.records[index]!;
    if (record.kind !== 'push') throw new Error('not a push');
    // A frame the live socket would have refused: the message is markup, not an object.
    const doctored = encodeLog({
      header: log.header,
      records: log.records.map((r, i) =>
        i === index
          ? {
              ...record,
              event: { ...record.event, message: '<img src=x onerror="window.__xss=1">' },
            }
          : r,
      ),
    });
    const viewer = new SupportViewer(page);
    await viewer.open();
    await viewer.dropLog('doctored.jsonl', doctored);
    await expect(page.getByRole('alert')).toContainText(
      `Cannot read doctored.jsonl: line ${index + 2}: push push.incomingMessage of realtime.socket refused: frame incomingMessage: message: Invalid input`,
    );
    // Refused before any replay: no viewer, the console is up and can open another log.
    await expect(viewer.sandboxElement).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Open a log file' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });
});
