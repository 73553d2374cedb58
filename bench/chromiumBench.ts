/**
 * What the benches that drive the built app in Chromium against an in-process simulator share
 * (`bench/paint.bench.ts`, `bench/feed.bench.ts`, `bench/grids.bench.ts`, `bench/search.bench.ts`,
 * `bench/tvStart.bench.ts`, `bench/previewStart.bench.ts`): the build, starting the simulator and
 * Chromium, the simulator's dev controls over HTTP, waiting for a condition, the main thread's CPU
 * time, CPU profiles summarised through the build's source maps, a list scrolled a step per frame,
 * and budgets judged and written to `bench/results/`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { REPO_DIR, startSimulator, type RunningSimulator } from '../simulator/server.ts';
import {
  formatSummary,
  resolverOf,
  summariseProfile,
  type CpuProfile,
  type PositionResolver,
} from '../src/perf/profileSummary.ts';

export interface Figure {
  value: number | string;
  unit: string;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * The source of an object, for a bench's in-page script, that scrolls the window `step` px at a
 * time and keeps how long the scroll waited at a list's end for its next page (`waited`, ms):
 * - `down(now)`: one step down; -1 when the window moved, else how long it has been stuck (0 at
 *   the first stuck step);
 * - `progressed(now)`: items came in while it was stuck (the last row filled up): the wait so far
 *   counts and a new one starts;
 * - `stop(now)`: the scroll turns while stuck: the wait so far counts;
 * - `up()`: one step up; true at the top.
 *
 * @example
 * page.evaluate(`(() => { const scroller = ${scrollerSource(600)}; … scroller.down(now) … })()`);
 */
export const scrollerSource = (step: number) => `{
  stuckSince: null,
  waited: 0,
  down(now) {
    const before = window.scrollY;
    window.scrollBy(0, ${step});
    if (window.scrollY > before) {
      this.stop(now);
      return -1;
    }
    if (this.stuckSince === null) this.stuckSince = now;
    return now - this.stuckSince;
  },
  progressed(now) {
    if (this.stuckSince === null) return;
    this.waited += now - this.stuckSince;
    this.stuckSince = now;
  },
  stop(now) {
    if (this.stuckSince !== null) this.waited += now - this.stuckSince;
    this.stuckSince = null;
  },
  up() {
    window.scrollBy(0, -${step});
    return window.scrollY <= 0;
  },
}`;

/**
 * The box's load while a bench ran (the 1-minute load average at its start and end, averaged):
 * timing figures of a shared box follow it, so every results file carries it.
 */
export function loadAverageFigure(loadBefore: number): Figure {
  return { value: round((loadBefore + loadavg()[0]!) / 2, 2), unit: `on ${cpus().length} CPUs` };
}

/** Builds the app into `distDir` when it has no index.html yet, or always with `--build`. */
export function ensureBuild(distDir: string, log: (line: string) => void): void {
  if (!process.argv.includes('--build') && existsSync(join(distDir, 'index.html'))) return;
  log(`building the app into ${distDir}…`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'e2e', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: REPO_DIR, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
}

/** POSTs to the simulator (a dev control) and returns its JSON answer; throws on an error status. */
export async function postJson(appUrl: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${appUrl}${path}`, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

export async function getJson<T>(appUrl: string, path: string): Promise<T> {
  const response = await fetch(`${appUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Polls `check` every 100 ms until it holds; throws after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const until = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * The renderer main thread's clocks (seconds, CDP `Performance.getMetrics`): its CPU time and the
 * wall time of its tasks. A task's wall time much above its CPU time means it waited for a core.
 */
export async function mainThreadClock(cdp: CDPSession): Promise<{ cpu: number; tasks: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return { cpu: metric('ThreadTime'), tasks: metric('TaskDuration') };
}

/** Generated positions of the built app's scripts back to their sources (its `.map` files). */
export function sourceMapsOf(dir: string): PositionResolver {
  const resolvers = new Map<string, ReturnType<typeof resolverOf> | null>();
  return (url, line, column) => {
    const file = url.slice(url.lastIndexOf('/') + 1);
    if (!resolvers.has(file)) {
      const path = join(dir, 'assets', `${file}.map`);
      resolvers.set(
        file,
        existsSync(path)
          ? resolverOf(JSON.parse(readFileSync(path, 'utf8')) as Parameters<typeof resolverOf>[0])
          : null,
      );
    }
    return resolvers.get(file)?.(line, column) ?? null;
  };
}

/** Writes a CPU profile and prints where its time went (self time, through the source maps). */
export function writeProfile(
  path: string,
  profile: CpuProfile,
  what: string,
  distDir: string,
  log: (line: string) => void,
): void {
  writeFileSync(path, JSON.stringify(profile));
  log(`wrote the CPU profile of ${what} to ${path}`);
  console.log(formatSummary(summariseProfile(profile, sourceMapsOf(distDir)), 25));
}

/**
 * Runs `run` under the page's CPU profiler when `path` is set, then writes the profile there and
 * prints its summary (`writeProfile`); without a path it only runs.
 */
export async function profiled<T>(
  cdp: CDPSession,
  profile: { path: string | null; what: string; distDir: string; log: (line: string) => void },
  run: () => Promise<T>,
): Promise<T> {
  if (!profile.path) return run();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile: taken } = await cdp.send('Profiler.stop');
    writeProfile(profile.path, taken, profile.what, profile.distDir, profile.log);
  }
}

/** A simulator in this process serving the built app, and Chromium with the e2e flags. */
export interface BenchApp {
  sim: RunningSimulator;
  browser: Browser;
  /** Chromium's version, for the results file. */
  chromium: string;
  close(): Promise<void>;
}

/**
 * Builds the app when needed (`ensureBuild`), starts the simulator on a fresh data directory
 * (`BENCH_PORT` / `BENCH_PAY_PORT`, default free ports; the feed's other guests quiet) and
 * launches Chromium, for the benches that measure one journey of the app (`search.bench.ts`,
 * `tvStart.bench.ts`).
 *
 * @example
 * const app = await startBenchApp(distDir, log);
 * try { const page = await app.browser.newPage({ baseURL: app.sim.appUrl }); … } finally { await app.close(); }
 */
export async function startBenchApp(
  distDir: string,
  log: (line: string) => void,
  prefix = 'camclient-bench-',
): Promise<BenchApp> {
  ensureBuild(distDir, log);
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const sim = await startSimulator({
    host: '127.0.0.1',
    port: Number(process.env.BENCH_PORT ?? 0),
    payPort: Number(process.env.BENCH_PAY_PORT ?? 0),
    dataDir,
    distDir,
    quiet: true,
    env: { ...process.env, SIM_FEED_CROWD_MS: '0' },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    sim,
    browser,
    chromium: browser.version(),
    close: async () => {
      await browser.close().catch(() => {});
      await sim.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A budget of an issue judged on one figure: pass, miss, or missing when it was not measured. */
export interface Budget {
  figure: string;
  target: string;
  result: 'pass' | 'miss' | 'missing';
}

export function judgeBudget(
  figures: Record<string, Figure>,
  figure: string,
  ok: (value: number) => boolean,
  target: string,
): Budget {
  const value = figures[figure]?.value;
  const result =
    typeof value === 'number' && Number.isFinite(value) ? (ok(value) ? 'pass' : 'miss') : 'missing';
  return { figure, target, result };
}

/** Writes `bench/results/<name>.json`: `{ date, node, chromium, settings, budgets, …figures }`. */
export function writeBenchResults(
  name: string,
  content: {
    chromium: string;
    settings: Record<string, unknown>;
    budgets: Budget[];
    figures: Record<string, Figure>;
  },
): string {
  const out = join(REPO_DIR, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    chromium: content.chromium,
    settings: content.settings,
    budgets: content.budgets,
    ...content.figures,
  };
  const path = join(out, `${name}.json`);
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}
