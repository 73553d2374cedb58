import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { loadBuildReplayer } from '../src/engine/cli/builds.ts';
import { replayApi, type ReplayApi } from '../src/engine/cli/replayApi.ts';
import type { EventLog, LogRecord } from '../src/engine/log/records.ts';
import type { Divergence } from '../src/engine/replay.ts';
import { APP_ORIGIN, startWorkerSimulator } from './workerSimulator.ts';

export { expect };

/**
 * `test` with three additions. Every worker starts a simulator of its own (`workerSimulator.ts`)
 * and points `baseURL` at it. After every test, the engine's event log of every page it opened
 * is replayed in Node, without the network, twice (issue 53 §4): as it is, and redacted as a
 * guest's report is (`buildReportFromLog`, message texts left out); every checkpoint of both must
 * verify, so each e2e test also proves that what the guest did replays exactly, and that
 * redaction kept every value's type and shape (a checkpoint redaction made not comparable fails
 * too). The first problem names its record. The count goes to `reports/e2e-replays.jsonl`
 * (`E2E_OUT_DIR` when set), which `npm test` sums up at its end. And when a test fails (or a log
 * does not replay), the logs are saved to its output directory (`session.jsonl`,
 * `session-2.jsonl`, …, and the redacted `session.report.jsonl`) and attached to the report:
 * `npm run replay -- test-results/<test>/session.jsonl`. The raw logs hold demo data only.
 *
 * @example
 * import { expect, test } from './fixtures.ts';
 */
export const test = base.extend<{ sessionLogs: SessionLogs }, { workerSimulator: void }>({
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
  // Every page of every context the test opens (its `page`, and `browser.newContext()`'s): the
  // log of each is taken before it closes, or at the test's end.
  sessionLogs: [
    async ({ browser }, use, testInfo) => {
      const logs = new SessionLogs();
      const watch = (context: BrowserContext) => logs.watch(context);
      browser.on('context', watch);
      await use(logs);
      browser.off('context', watch);
      await logs.takeOpen();
      // One after the other: each replays a whole session, on a machine the browser shares.
      const replays: SessionReplay[] = [];
      for (const log of logs.taken) replays.push(await replaySession(log));
      const problems = replays.flatMap((replay) => replay.problems);
      await countReplays(replays);
      if (testInfo.status !== testInfo.expectedStatus || problems.length > 0)
        await saveLogs(replays, testInfo);
      expect(
        problems,
        'the session logs of this test replay with every checkpoint verified, raw and redacted',
      ).toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, sessionLogs }, use) => {
    await use(page);
    // Before Playwright closes the test's own context.
    await sessionLogs.take(page.context());
  },
});

/** The logs of the pages a test opened, each taken once: before it closes, or at the end. */
class SessionLogs {
  readonly taken: string[] = [];
  private readonly seen = new WeakSet<Page>();
  private readonly contexts = new Set<BrowserContext>();

  watch(context: BrowserContext): void {
    this.contexts.add(context);
    const closeContext = context.close.bind(context);
    context.close = async (options) => {
      await this.take(context);
      return closeContext(options);
    };
    context.on('page', (page) => {
      const closePage = page.close.bind(page);
      page.close = async (options) => {
        await this.takePage(page);
        return closePage(options);
      };
    });
  }

  async take(context: BrowserContext): Promise<void> {
    for (const page of context.pages()) await this.takePage(page);
  }

  async takeOpen(): Promise<void> {
    for (const context of this.contexts) await this.take(context);
  }

  private async takePage(page: Page): Promise<void> {
    if (this.seen.has(page)) return;
    this.seen.add(page);
    const log = await exportLog(page);
    if (log !== null) this.taken.push(log);
  }
}

/** One page's log replayed: as recorded, and as a report (redacted) would carry it. */
interface SessionReplay {
  raw: string;
  redacted: string | null;
  problems: string[];
}

/** A record as a problem names it: `#120 input → shell ui.routeChanged`. */
function describeAt(log: EventLog, divergence: Divergence): string {
  const record = log.records.find((candidate) => candidate.seq === divergence.seq);
  const what = record ? recordLabel(record) : '';
  const hashes = divergence.expected
    ? ` (expected ${divergence.expected}, got ${divergence.actual})`
    : '';
  return `record #${divergence.seq} (${divergence.kind}${what}): ${divergence.reason}${hashes}`;
}

function recordLabel(record: LogRecord): string {
  switch (record.kind) {
    case 'input':
    case 'env':
      return ` → ${record.to} ${record.event.type}`;
    case 'push':
      return ` ← ${record.source} ${record.event.type}`;
    case 'io':
      return ` ← ${record.source}#${record.call} ${record.outcome.ok ? 'ok' : 'failed'}`;
    case 'checkpoint':
      return '';
  }
}

/** The builds' replayers, by version: the tested build's, found beside its assets. */
const replayers = new Map<string, Promise<ReplayApi>>();
const BUILDS = `${process.env.E2E_DIST_DIR ?? 'dist'}/replayers`;

/**
 * The code that replays a log of `version`: the replayer the tested build carries for it
 * (issue 53: engine, machines, redaction of the build that recorded it, whatever the checkout
 * holds by now); the checkout's when the build has none (a build made before replayers).
 */
function replayerOf(version: string): Promise<ReplayApi> {
  let api = replayers.get(version);
  if (!api) {
    api = loadBuildReplayer(BUILDS, version).then((build) => (build.found ? build.api : replayApi));
    replayers.set(version, api);
  }
  return api;
}

/** The version a log's first line names, read before any build's decoder is chosen. */
function versionOf(raw: string): string {
  try {
    const header = JSON.parse(raw.slice(0, raw.indexOf('\n'))) as { appVersion?: unknown };
    return typeof header.appVersion === 'string' ? header.appVersion : '';
  } catch {
    return '';
  }
}

/**
 * Replays a page's log raw, then redacted as a guest's report; the problems name their record.
 *
 * The report's resealing already replays the raw log with every checkpoint verified, in step with
 * the redacted one (`manifest.sourceDivergence`), so when it went through to the end that is the
 * raw replay, and a second one only doubled the cost (61 of a test's 249 ms of replays, session
 * 48). When the report names any problem, or comes from a build whose manifest does not say
 * (`sourceDivergence` undefined), the raw log is replayed on its own first, so a divergence of the
 * raw log is named as before.
 */
async function replaySession(raw: string): Promise<SessionReplay> {
  let log: EventLog;
  let api: ReplayApi;
  let report: ReturnType<ReplayApi['buildReportFromLog']> | null = null;
  try {
    api = await replayerOf(versionOf(raw));
    log = api.decodeLog(raw);
    const options = await api.appReplayOptionsFor(log);
    try {
      report = api.buildReportFromLog(log, { includeMessages: false });
    } catch {
      // Named below, after the raw replay, as before.
    }
    const rawVerified =
      report?.manifest.sourceDivergence === null && report.manifest.notComparableFrom === null;
    if (!rawVerified) {
      // An unredacted log: the comparing replayer verifies every checkpoint, as Replayer does.
      const original = new api.ComparingReplayer(log, options).runToEnd().divergence;
      if (original)
        return { raw, redacted: null, problems: [`raw log: ${describeAt(log, original)}`] };
    }
  } catch (error) {
    return { raw, redacted: null, problems: [messageOf(error)] };
  }
  let redacted: string | null = null;
  try {
    report ??= api.buildReportFromLog(log, { includeMessages: false });
    redacted = report.jsonl;
    const changedFlow = report.manifest.notComparableFrom;
    if (changedFlow !== null)
      return {
        raw,
        redacted,
        problems: [
          `redacted log: record #${changedFlow} (checkpoint): redaction changed what the replay goes through from here (a value lost its type or shape; the record before it is the first that differs)`,
        ],
      };
    const sealed = api.decodeLog(redacted);
    const replay = new api.ComparingReplayer(
      sealed,
      await api.appReplayOptionsFor(sealed),
    ).runToEnd();
    if (replay.divergence)
      return {
        raw,
        redacted,
        problems: [`redacted log: ${describeAt(sealed, replay.divergence)}`],
      };
    return { raw, redacted, problems: [] };
  } catch (error) {
    return { raw, redacted, problems: [`redacted log: ${messageOf(error)}`] };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where each test adds how many sessions it replayed (`npm test` prints the sum). */
const REPLAY_COUNTS = `${process.env.E2E_OUT_DIR || 'reports'}/e2e-replays.jsonl`;

async function countReplays(replays: SessionReplay[]): Promise<void> {
  if (replays.length === 0) return;
  const line = {
    raw: replays.length,
    redacted: replays.filter((replay) => replay.redacted !== null).length,
    failed: replays.filter((replay) => replay.problems.length > 0).length,
  };
  await mkdir(dirname(REPLAY_COUNTS), { recursive: true });
  // One short line per test: appends of the workers do not interleave.
  await appendFile(REPLAY_COUNTS, `${JSON.stringify(line)}\n`);
}

async function saveLogs(replays: SessionReplay[], testInfo: TestInfo): Promise<void> {
  const { writeFile } = await import('node:fs/promises');
  for (const [index, replay] of replays.entries()) {
    const base = index === 0 ? 'session' : `session-${index + 1}`;
    const files: [string, string | null][] = [
      [`${base}.jsonl`, replay.raw],
      [`${base}.report.jsonl`, replay.redacted],
    ];
    for (const [name, text] of files) {
      if (text === null) continue;
      const path = testInfo.outputPath(name);
      await writeFile(path, text);
      await testInfo.attach(name, { path, contentType: 'application/x-ndjson' });
    }
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
