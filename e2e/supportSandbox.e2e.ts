import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import { decodeLog, encodeLog } from '../src/engine/log/jsonl.ts';
import type { EventLog } from '../src/engine/log/records.ts';
import { buildReport } from '../src/engine/report/buildReport.ts';
import { playReportSession, startReportSession } from '../src/engine/report/testing/appSession.ts';
import { expect, test } from './fixtures.ts';
import { SupportViewer } from './models/SupportViewer.ts';

/** A guest's session with pushes of the realtime socket, redacted as a report leaves the app. */
async function reportText(): Promise<string> {
  const session = await startReportSession({ checkpoints: { every: 10 } });
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
    // The app view frame was vouched for by this console before it listened (protocol.ts).
    await expect(viewer.frame.locator('html')).toHaveAttribute('data-replay-view', 'vouched');
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

  test('another site framing the app view page gets nothing rendered and no message taken (issue 51 §5)', async ({
    page,
    baseURL,
  }) => {
    const text = await reportText();
    const channel = 'c0ffee'.padEnd(32, '0');
    const viewUrl = `${baseURL}/support/replayer/?view=1&lang=en#${channel}`;
    // A page of another origin (another port on this machine: Chromium refuses a public page's
    // frame of a loopback address before any of this) frames the view twice: directly, and the
    // way the console does it, inside a sandboxed frame of its own (the view's parent then has an
    // opaque origin too). It keeps whatever the view frames say.
    const collect = `<script>window.got = []; addEventListener('message', (e) => got.push(e.data));</script>`;
    const frameView = `${collect}<iframe id="view" src="${viewUrl}"></iframe>`;
    const foreign = createServer((request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        request.url === '/middle'
          ? frameView
          : `${frameView}<iframe sandbox="allow-scripts" src="/middle"></iframe>`,
      );
    });
    await new Promise<void>((listening) => foreign.listen(0, '127.0.0.1', listening));
    try {
      await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
      const views = () => page.frames().filter((frame) => frame.url().includes('?view=1'));
      await expect.poll(() => views().length).toBe(2);
      const direct = views().find((frame) => frame.parentFrame() === page.mainFrame())!;
      const nested = views().find((frame) => frame !== direct)!;
      const state = (frame: Frame) =>
        frame.evaluate(() => document.documentElement.dataset['replayView'] ?? 'not started');
      // Framed by the top window itself: refused at once. Framed inside a sandboxed frame: it asked
      // its top window (this page) to vouch for it, which the browser did not deliver here (the
      // target origin is the view's own).
      await expect.poll(() => state(direct)).toBe('refused');
      await expect.poll(() => state(nested)).toBe('vouching');

      for (const view of [direct, nested]) {
        // Counts what reaches the view, after the view's own listeners have seen it.
        await view.evaluate(() => {
          const counted = window as { seen?: number };
          counted.seen = 0;
          window.addEventListener('message', () => (counted.seen = (counted.seen ?? 0) + 1));
        });
        // The parent of each view sends what the console and its replay frame would: a vouch (from
        // the wrong window and origin), the log, a position.
        const parent = view.parentFrame()!;
        await parent.evaluate(
          ([channel, text]) => {
            const target = (document.getElementById('view') as HTMLIFrameElement).contentWindow!;
            target.postMessage({ channel, kind: 'vouched' }, '*');
            target.postMessage({ channel, kind: 'open', name: 'report.jsonl', text }, '*');
            target.postMessage({ channel, kind: 'at', position: 3, scrollY: 0 }, '*');
          },
          [channel, text] as const,
        );
        // The top window of the nested view vouches too, but it is not of the view's origin.
        if (view === nested)
          await page.evaluate((channel) => {
            window.frames[1]![0]!.postMessage({ channel, kind: 'vouched' }, '*');
          }, channel);
        const expected = view === nested ? 4 : 3;
        await expect
          .poll(() => view.evaluate(() => (window as { seen?: number }).seen))
          .toBe(expected);
      }
      // Both views took none of it: nothing rendered, nothing said to the page that framed them.
      expect(await state(direct)).toBe('refused');
      expect(await state(nested)).toBe('vouching');
      for (const view of [direct, nested]) {
        expect(
          await view.evaluate(() => document.getElementById('replayer-root')?.childElementCount),
        ).toBe(0);
        expect(
          await view.parentFrame()!.evaluate(() => (window as { got?: unknown[] }).got),
        ).toEqual([]);
      }
    } finally {
      foreign.closeAllConnections();
      foreign.close();
    }
  });
});
