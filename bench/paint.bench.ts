/**
 * `npx tsx bench/paint.bench.ts`: push-to-paint in Chromium (issue #10, item 4).
 *
 * Starts the simulator in this process (`startSimulator`, a fresh data directory) serving the built
 * app, opens Chromium with the e2e flags (`scripts/chromium.mjs`) on the messenger as `vip` with
 * channel 30001 open, and with the page's paint probe on (`window.__camclientPerf`, see
 * `src/perf/paintProbe.ts`):
 * 1. plays the `messenger-load` scenario (1 000 pushes, 100 a second for 10 s: messages, channel
 *    updates, balance and online changes) at its recorded pace; the page measures each frame from
 *    its arrival to the next paint (p50, p95; target p95 ≤ 16 ms) and counts long tasks over 50 ms
 *    (target 0);
 * 2. fills the open conversation with the rest of the channel's 10 000 messages (the client loads
 *    the newest page only; the older ones come as pushes of the stored history), then scrolls it
 *    from the top to the bottom one step per animation frame and counts long tasks while scrolling.
 *
 * Writes `bench/results/paint.json` (`{ date, node, chromium, <figure>: { value, unit } }`). Environment:
 * `DIST_DIR` (the built app, default `dist`; built first when it has no index.html, or always with
 * `--build`), `BENCH_PORT` / `BENCH_PAY_PORT` (default 0: free ports), `BENCH_SCROLL_STEP` (px per
 * frame, default 600), `BENCH_FILL_TIMEOUT_MS` (how long the history may take to arrive, default
 * 180 000), `BENCH_PROFILE` (a `.cpuprofile` path: CPU profiles of the page's main thread during
 * the pushes and, beside it as `*.scroll.cpuprofile`, during the scroll, each summarised on the
 * console by self time per function and file, mapped through the build's source maps),
 * `BENCH_TRACE` (a timeline trace of the pushes). `--pushes-only` stops after the pushes and writes
 * no results (a quick look while working on the render path). Exits 1 when a phase failed, after
 * writing what it measured.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { REPO_DIR, startSimulator, type RunningSimulator } from '../simulator/server.ts';
import type { PaintReport } from '../src/perf/paintProbe.ts';
import {
  ensureBuild as buildWhenMissing,
  getJson as getFrom,
  mainThreadClock,
  postJson,
  round,
  waitFor,
  writeProfile as writeProfileOf,
  type Figure,
} from './chromiumBench.ts';

const LOGIN = 'vip';
/** vip's channel with 10 000 messages (simulator/README.md, "Demo data"). */
const BIG_CHANNEL = 30001;
const SCENARIO = 'messenger-load';
const HISTORY_PAGE = 200;
const SCROLL_STEP = Number(process.env.BENCH_SCROLL_STEP ?? 600);

const distDir = resolve(REPO_DIR, process.env.DIST_DIR ?? 'dist');

function log(line: string): void {
  console.log(`paint: ${line}`);
}

const ensureBuild = () => buildWhenMissing(distDir, log);

/** The value below which `q` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** Writes a CPU profile and prints where its time went. */
const writeProfile = (path: string, profile: Parameters<typeof writeProfileOf>[1], what: string) =>
  writeProfileOf(path, profile, what, distDir, log);

const post = (sim: RunningSimulator, path: string, body?: unknown) =>
  postJson(sim.appUrl, path, body);
const getJson = <T>(sim: RunningSimulator, path: string) => getFrom<T>(sim.appUrl, path);

const probeReport = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { __camclientPerfProbe: { report(): PaintReport } }
    ).__camclientPerfProbe.report(),
  );
const probeReset = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __camclientPerfProbe: { reset(): void } }).__camclientPerfProbe.reset(),
  );

/** Messages the open conversation holds (the engine's state, through the developer handle). */
const conversationSize = (page: Page) =>
  page.evaluate(() => {
    const handle = (window as unknown as { __camclient: { state(id: string): unknown } })
      .__camclient;
    const snapshot = handle.state('messenger') as {
      context: { conversation: { messages: unknown[] } | null };
    };
    return snapshot.context.conversation?.messages.length ?? 0;
  });

async function openMessenger(page: Page): Promise<void> {
  await page.goto(`/dev/login?as=${LOGIN}&next=/en/messenger/`);
  await page.getByRole('heading', { name: 'Conversations' }).waitFor({ timeout: 30_000 });
  await page.getByTestId('channel-list').getByRole('listitem').first().waitFor({ timeout: 30_000 });
  // The same event a click on the channel's row sends (the row may be far down the list).
  await page.evaluate((channelId) => {
    const handle = (window as unknown as { __camclient: { send(to: string, e: unknown): void } })
      .__camclient;
    handle.send('messenger', { type: 'ui.select', channelId });
  }, BIG_CHANNEL);
  await page.getByTestId('message-list').getByRole('article').first().waitFor({ timeout: 30_000 });
}

async function pushToPaint(sim: RunningSimulator, page: Page) {
  await probeReset(page);
  const { runId } = (await post(
    sim,
    `/dev/scenarios/${SCENARIO}/play?as=${LOGIN}&pace=recorded`,
  )) as {
    runId: string;
  };
  await waitFor(
    'the scenario to finish',
    async () =>
      (await getJson<{ status: string }>(sim, `/dev/scenarios/runs/${runId}`)).status !== 'running',
    60_000,
  );
  await waitFor(
    'the last frames to paint',
    async () => (await probeReport(page)).waiting === 0,
    10_000,
  );
  await page.waitForTimeout(500);
  return probeReport(page);
}

/** Pushes the channel's stored history the client has not loaded, oldest last, as the actor's messages. */
async function fillConversation(sim: RunningSimulator, page: Page): Promise<number> {
  const { guestId } = await getJson<{ guestId: number }>(
    sim,
    `/dev/realtime/stats?as=${LOGIN}&detail=0`,
  );
  const { accessToken } = await page.evaluate(async () => {
    const reply = await fetch('/rest/v1/auth/session?language=en&ver=bench&access_token=');
    return (await reply.json()) as { accessToken: string };
  });
  let before: number | null = null;
  let total = 0;
  let pushed = 0;
  for (;;) {
    const query: URLSearchParams = new URLSearchParams({
      language: 'en',
      ver: 'bench',
      access_token: accessToken,
      limit: String(HISTORY_PAGE),
      ...(before === null ? {} : { before: String(before) }),
    });
    const history: { messages: { id: number }[]; hasMore: boolean; total: number } = await getJson<{
      messages: { id: number }[];
      hasMore: boolean;
      total: number;
    }>(sim, `/rest/v1/channel/${BIG_CHANNEL}?${query}`);
    total = history.total;
    for (const message of [...history.messages].reverse()) {
      await sim.hub.pushAndWait(guestId, {
        type: 'incomingMessage',
        channelId: BIG_CHANNEL,
        message,
      } as Parameters<RunningSimulator['hub']['push']>[1]);
      pushed++;
    }
    if (!history.hasMore || history.messages.length === 0) break;
    before = history.messages[0]!.id;
  }
  log(`pushed ${pushed} stored messages; waiting for the conversation to hold ${total}…`);
  await waitFor(
    'the conversation to hold the whole history',
    async () => (await conversationSize(page)) >= total,
    Number(process.env.BENCH_FILL_TIMEOUT_MS ?? 180_000),
  );
  return total;
}

/** Scrolls the message list to the top, then down to the bottom one step per animation frame. */
async function scrollTopToBottom(page: Page) {
  const list = page.getByTestId('message-list');
  await list.evaluate((element) => {
    element.scrollTop = 0;
  });
  await page.waitForTimeout(1000);
  await probeReset(page);
  // A script in a string: tsx would wrap a named function of the page in its `__name` helper,
  // which the page does not have.
  const run = await page.evaluate<{
    frames: number;
    frameGapsMs: number[];
    scrolledPx: number;
  }>(`new Promise((done) => {
    const element = document.querySelector('[data-testid="message-list"]');
    const gaps = [];
    let last = performance.now();
    function tick(now) {
      gaps.push(now - last);
      last = now;
      const before = element.scrollTop;
      element.scrollTop = before + ${SCROLL_STEP};
      if (element.scrollTop <= before) {
        done({ frames: gaps.length, frameGapsMs: gaps, scrolledPx: element.scrollTop });
        return;
      }
      requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })`);
  await page.waitForTimeout(500);
  return { ...run, report: await probeReport(page) };
}

async function main(): Promise<void> {
  ensureBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'camclient-paint-'));
  const sim = await startSimulator({
    host: '127.0.0.1',
    port: Number(process.env.BENCH_PORT ?? 0),
    payPort: Number(process.env.BENCH_PAY_PORT ?? 0),
    dataDir,
    distDir,
    quiet: true,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // Only the scenario pushes: no actor answers, no online walk.
    await post(sim, '/dev/messenger/settings', { replies: false, onlineIntervalMs: 0 });
    const context = await browser.newContext({
      baseURL: sim.appUrl,
      viewport: { width: 1280, height: 800 },
    });
    await context.addInitScript(() => {
      (window as unknown as { __camclientPerf: boolean }).__camclientPerf = true;
    });
    const page = await context.newPage();
    await openMessenger(page);
    await page.waitForTimeout(1000);

    log(`playing ${SCENARIO} (10 s)…`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const mainThread = () => mainThreadClock(cdp);
    const profile = process.env.BENCH_PROFILE;
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const loadBefore = loadavg()[0]!;
    const threadBefore = await mainThread();
    const trace = process.env.BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, categories: ['devtools.timeline'] });
    const load = await pushToPaint(sim, page);
    const threadAfter = await mainThread();
    const loadAfter = loadavg()[0]!;
    if (trace) {
      await browser.stopTracing();
      log(`wrote the trace of the pushes to ${trace}`);
    }
    if (profile) {
      const { profile: cpu } = await cdp.send('Profiler.stop');
      writeProfile(profile, cpu, 'the pushes');
    }
    const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
    const sorted = ascending(load.latenciesMs);
    const waits = ascending(load.frameWaitsMs);
    const renders = ascending(load.renderMs);
    log(
      `${load.painted} frames painted: p50 ${round(percentile(sorted, 0.5))} ms, p95 ${round(percentile(sorted, 0.95))} ms, ` +
        `max ${round(sorted.at(-1) ?? Number.NaN)} ms; ${load.longTasks.length} long tasks`,
    );
    log(
      `of it, the wait for the animation frame: p95 ${round(percentile(waits, 0.95))} ms; ` +
        `from the animation frame to painted: p50 ${round(percentile(renders, 0.5))} ms, p95 ${round(percentile(renders, 0.95))} ms`,
    );
    const pushCpuMs = (threadAfter.cpu - threadBefore.cpu) * 1000;
    const pushTaskMs = (threadAfter.tasks - threadBefore.tasks) * 1000;
    log(
      `main thread: ${round(pushCpuMs)} ms CPU in ${round(pushTaskMs)} ms of tasks ` +
        `(${round(pushCpuMs / load.painted, 2)} ms CPU a frame); load average ${round(loadBefore, 2)} → ${round(loadAfter, 2)} on ${cpus().length} CPUs`,
    );

    // A quick look while working on the render path: the pushes only, nothing written.
    if (process.argv.includes('--pushes-only')) return;
    const longest = (tasks: PaintReport['longTasks']) =>
      round(Math.max(0, ...tasks.map((task) => task.durationMs)));
    // The scroll phase may fail (a machine too busy to take the history in time): the push
    // figures are written all the same, the scroll figures are then missing and the reason named.
    let scrollFigures: Record<string, Figure> = {};
    try {
      const messages = await fillConversation(sim, page);
      log(`scrolling ${messages} messages…`);
      if (profile) await cdp.send('Profiler.start');
      const scrollBefore = await mainThread();
      const scroll = await scrollTopToBottom(page);
      const scrollAfter = await mainThread();
      if (profile) {
        const { profile: cpu } = await cdp.send('Profiler.stop');
        writeProfile(profile.replace(/(\.cpuprofile)?$/, '.scroll.cpuprofile'), cpu, 'the scroll');
      }
      const gaps = [...scroll.frameGapsMs].sort((a, b) => a - b);
      log(
        `${scroll.frames} frames over ${scroll.scrolledPx} px: frame p95 ${round(percentile(gaps, 0.95))} ms; ` +
          `${scroll.report.longTasks.length} long tasks`,
      );
      scrollFigures = {
        scrollMessages: { value: messages, unit: 'count' },
        scrollLongTasksOver50ms: { value: scroll.report.longTasks.length, unit: 'count' },
        longestTaskWhileScrollingMs: { value: longest(scroll.report.longTasks), unit: 'ms' },
        scrollFrameP95Ms: { value: round(percentile(gaps, 0.95)), unit: 'ms' },
        scrollMainThreadCpuMs: {
          value: round((scrollAfter.cpu - scrollBefore.cpu) * 1000),
          unit: 'ms',
        },
      };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
      log(`the scroll phase failed: ${reason}`);
      scrollFigures = { scrollError: { value: reason, unit: 'text' } };
      process.exitCode = 1;
    }
    const figures: Record<string, Figure> = {
      pushToPaintP50Ms: { value: round(percentile(sorted, 0.5)), unit: 'ms' },
      pushToPaintP95Ms: { value: round(percentile(sorted, 0.95)), unit: 'ms' },
      pushToPaintMaxMs: { value: round(sorted.at(-1) ?? Number.NaN), unit: 'ms' },
      // The two parts of each latency: the browser's frame clock, and the page's own work.
      pushFrameWaitP95Ms: { value: round(percentile(waits, 0.95)), unit: 'ms' },
      pushRenderP50Ms: { value: round(percentile(renders, 0.5)), unit: 'ms' },
      pushRenderP95Ms: { value: round(percentile(renders, 0.95)), unit: 'ms' },
      pushToPaintFrames: { value: load.painted, unit: 'count' },
      longTasksOver50ms: { value: load.longTasks.length, unit: 'count' },
      longestTaskDuringPushesMs: { value: longest(load.longTasks), unit: 'ms' },
      ...scrollFigures,
      // How busy the page really was, and how busy the machine: a task's wall time much above
      // its CPU time means the renderer waited for a core.
      pushMainThreadCpuMsPerFrame: { value: round(pushCpuMs / load.painted, 2), unit: 'ms' },
      pushMainThreadCpuToTaskTimeRatio: { value: round(pushCpuMs / pushTaskMs, 2), unit: 'ratio' },
      benchLoadAverage1m: {
        value: round((loadBefore + loadAfter) / 2, 2),
        unit: `on ${cpus().length} CPUs`,
      },
    };
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      chromium: browser.version(),
      ...figures,
    };
    const out = join(REPO_DIR, 'bench', 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'paint.json'), `${JSON.stringify(results, null, 2)}\n`);
    log('wrote bench/results/paint.json');
  } finally {
    await browser.close();
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
