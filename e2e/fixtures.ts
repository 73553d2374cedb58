import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { decodeLog } from '../src/engine/log/jsonl.ts';
import { loadDomainsOfLog } from '../src/engine/domains/registry.ts';
import { Replayer } from '../src/engine/replay.ts';
import { appInputFromHeader, createAppLogic } from '../src/engine/system.ts';
import { APP_ORIGIN, startWorkerSimulator } from './workerSimulator.ts';

export { expect };

/**
 * `test` with three additions. Every worker starts a simulator of its own (`workerSimulator.ts`)
 * and points `baseURL` at it. After every test, the engine's event log of every page it opened
 * is replayed in Node, without the network: every checkpoint must verify, so each e2e test also
 * proves that what the guest did replays exactly. And when a test fails (or its log does not
 * replay), the logs are saved to its output directory (`session.jsonl`, `session-2.jsonl`, …) and
 * attached to the report: `npm run replay -- test-results/<test>/session.jsonl`. The logs are not
 * redacted: they hold demo data only.
 *
 * @example
 * import { expect, test } from './fixtures.ts';
 */
export const test = base.extend<object, { workerSimulator: void }>({
  workerSimulator: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const simulator = await startWorkerSimulator();
      await use();
      await simulator.stop();
    },
    { scope: 'worker', auto: true, timeout: 210_000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above: this one needs no other fixture
  baseURL: async ({}, use) => use(APP_ORIGIN),
  page: async ({ page }, use, testInfo) => {
    await use(page);
    const logs: string[] = [];
    for (const each of page.context().pages()) {
      const log = await exportLog(each);
      if (log !== null) logs.push(log);
    }
    const divergences = (await Promise.all(logs.map(replayProblem))).filter(
      (problem): problem is string => problem !== null,
    );
    if (testInfo.status !== testInfo.expectedStatus || divergences.length > 0)
      await saveLogs(logs, testInfo);
    expect(
      divergences,
      'the session logs of this test replay with every checkpoint verified',
    ).toEqual([]);
  },
});

/** Why a log does not replay, or null when every checkpoint verifies. */
async function replayProblem(text: string): Promise<string | null> {
  try {
    const log = decodeLog(text);
    // The lazy domains the log starts (decision 0008): replay spawns them from their code.
    await loadDomainsOfLog(log);
    const report = new Replayer(log, {
      createLogic: (wiring) => createAppLogic(wiring, null),
      inputFromHeader: appInputFromHeader,
    }).runToEnd();
    const d = report.divergence;
    return d ? `record #${d.seq} (${d.kind}): ${d.reason}` : null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function saveLogs(logs: string[], testInfo: TestInfo): Promise<void> {
  const { writeFile } = await import('node:fs/promises');
  for (const [index, log] of logs.entries()) {
    const name = index === 0 ? 'session.jsonl' : `session-${index + 1}.jsonl`;
    const path = testInfo.outputPath(name);
    await writeFile(path, log);
    await testInfo.attach(name, { path, contentType: 'application/x-ndjson' });
  }
}

/** The page's log as JSON lines, or null when the page has no engine (closed, not the app). */
async function exportLog(page: Page): Promise<string | null> {
  if (page.isClosed()) return null;
  return page
    .evaluate(() => {
      const handle = (window as { __camclient?: { exportLog(): string } }).__camclient;
      return handle ? handle.exportLog() : null;
    })
    .catch(() => null);
}
