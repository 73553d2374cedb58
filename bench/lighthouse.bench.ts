/**
 * Lighthouse's mobile scores (the `lighthouse` package, its default mobile emulation: a mid-range
 * phone on slow 4G with 4× CPU slowdown) for the pages a guest comes for, opened as a visitor in
 * Debian's Chromium against the simulator serving the build. Writes
 * `bench/results/lighthouse.json` (`{ date, node, chromium, <figure>: { value, unit } }`): each
 * page's performance and accessibility score (0–100), its largest contentful paint, total
 * blocking time and cumulative layout shift, and the lowest performance score of all pages
 * (`lighthouseMobilePerformanceMin`).
 *
 * One Lighthouse run varies by several points (on this box, /en/cams/ scored 84 at load 3.8 and
 * 92 idle), so each page is run `LIGHTHOUSE_RUNS` times (5 by default, as Lighthouse's own
 * variability guide advises) and its figures are those of the median run, chosen by Lighthouse's
 * `computeMedianRun` (the run nearest the median first contentful paint and time to
 * interactive, as PageSpeed Insights and Lighthouse CI choose it). Each page's scores of all runs
 * are logged beside it.
 *
 *   npx tsx bench/lighthouse.bench.ts                         # builds into a temp dir first
 *   LIGHTHOUSE_DIST=/tmp/dist npx tsx bench/lighthouse.bench.ts   # measures an existing build
 *   LIGHTHOUSE_PAGES=cams,videos LIGHTHOUSE_RUNS=3 …              # some pages (bench/pages.ts names)
 *   LIGHTHOUSE_ORIGINS=before=http://127.0.0.1:47001,after=http://127.0.0.1:47011 …
 *   LIGHTHOUSE_REPORTS=/tmp/lh …                                  # each run's full report (JSON)
 *
 * `LIGHTHOUSE_ORIGINS` measures servers already running (a simulator each, say from a `git
 * archive` of two commits, or serving two builds) instead of starting one: a before and an after
 * on the same box at the same time, their runs interleaved page by page (before, after, before,
 * …) so that a change of the machine's load falls on both alike. It logs each server's figures
 * and writes no results file (those are the project's figures, of one build).
 *
 * Beside each page's figures, the median run's largest paint: the element and Lighthouse's four
 * phases (time to first byte, load delay, load time, render delay), which say what to shorten.
 * `LIGHTHOUSE_REPORTS` keeps every run's report (`<server>-<page>-<run>.json`, or
 * `<page>-<run>.json` of one server) with its network requests, to read the waterfall.
 *
 * The pages are measured one after another in one Chromium; a page's first run warms nothing
 * for the next (Lighthouse clears the cache and storage of the origin before each).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun as medianRunOf } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startSimulator } from '../simulator/server.ts';
import { GUEST_PAGES as PAGES } from './pages.ts';

const REPO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Figure {
  value: number | string;
  unit: string;
}

async function buildInto(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** The pages measured: all, or those `LIGHTHOUSE_PAGES` names (an unknown name is an error). */
function chosenPages(): [string, string][] {
  const names = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  if (!names) return Object.entries(PAGES);
  return names.map((name) => {
    const path = PAGES[name];
    if (path === undefined) throw new Error(`LIGHTHOUSE_PAGES: no page ${name} in bench/pages.ts`);
    return [name, path];
  });
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Lighthouse's median-run choice, typed: its declaration names a global `LH` type not in scope. */
const computeMedianRun = medianRunOf as (runs: Result[]) => Result;

/** A server measured, by its label in the log (empty for the simulator the bench starts). */
interface Server {
  label: string;
  origin: string;
}

/** `LIGHTHOUSE_ORIGINS` (`label=origin,…`), or none: the bench starts a simulator of its own. */
function givenServers(): Server[] | undefined {
  const given = process.env.LIGHTHOUSE_ORIGINS;
  if (!given) return undefined;
  return given.split(',').map((entry) => {
    const [label, origin] = entry.trim().split(/=(.*)/);
    if (!label || !origin) throw new Error(`LIGHTHOUSE_ORIGINS: "${entry}" is not label=origin`);
    return { label, origin: origin.replace(/\/$/, '') };
  });
}

/** One Lighthouse run of `url` in the Chromium at `port`. */
async function runOf(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  return result.lhr;
}

interface ListDetails {
  items?: ({ type?: string; items?: Record<string, unknown>[] } & Record<string, unknown>)[];
}

type PaintNode = { snippet?: string; selector?: string; nodeLabel?: string };

/**
 * A run's largest paint: its element's selector and label (shortened) and Lighthouse's phases of it (time to
 * first byte, load delay, load time, render delay, in ms; `largest-contentful-paint-element`).
 * That audit names the element only if it is still in the page when the run ends; the frame's
 * (src/app/prerenderedFrame.ts) has gone by then, at the app's take-over, and the audit is "not
 * applicable". The trace's own LCP insight (`lcp-breakdown-insight`) has its subparts then (and
 * the node, if it is still there), timed as observed in the run (not simulated on slow 4G: marked
 * so).
 */
function largestPaintOf(result: Result): string {
  const element = result.audits['largest-contentful-paint-element']?.details as ListDetails;
  const insight = result.audits['lcp-breakdown-insight']?.details as ListDetails;
  const [elements, phases] = element?.items ?? [];
  const node = (elements?.items?.[0]?.node ??
    insight?.items?.find((item) => item.type === 'node')) as PaintNode | undefined;
  const subparts = insight?.items?.find((item) => item.type === 'table')?.items ?? [];
  // Its place (a selector: the frame's `#root` or the app's `#app`) and its text or picture's
  // label. Neither audit names an element removed before the run ended (the frame's cookie
  // banner, which goes when the app shows its own): then only its kind, a picture having a
  // resource load among its subparts.
  const loaded = subparts.some((part) => String(part.subpart).startsWith('resourceLoad'));
  const named = node
    ? `${node.selector ?? node.snippet ?? '?'} "${node.nodeLabel ?? ''}"`
    : `an element no longer in the page (${loaded ? 'a picture' : 'a text'})`;
  const shown = named.length > 160 ? `${named.slice(0, 159)}…` : named;
  const timings = (
    phases?.items?.map((phase) => [phase.phase, phase.timing]) ??
    subparts.map((part) => [`observed ${String(part.label)}`, part.duration])
  )
    .map(([phase, timing]) => `${String(phase)} ${round(Number(timing))}`)
    .join(', ');
  return `${shown}${timings ? ` (${timings} ms)` : ''}`;
}

/** A page's figures on one server from its runs (the median run's), logged on one line. */
function figuresOf(name: string, path: string, server: Server, runs: Result[], load: number) {
  const medianRun = computeMedianRun(runs);
  const { categories, audits } = medianRun;
  const scores = runs.map((run) => round((run.categories.performance?.score ?? 0) * 100));
  const spread = Math.max(...scores) - Math.min(...scores);
  const performance = round((categories.performance?.score ?? 0) * 100);
  const accessibility = round((categories.accessibility?.score ?? 0) * 100);
  const lcp = round(audits['largest-contentful-paint']?.numericValue ?? NaN);
  const tbt = round(audits['total-blocking-time']?.numericValue ?? NaN);
  const cls = round(audits['cumulative-layout-shift']?.numericValue ?? NaN, 3);
  const cpuCount = cpus().length;
  const lcps = runs.map((run) =>
    round(run.audits['largest-contentful-paint']?.numericValue ?? NaN),
  );
  console.log(
    `${server.label ? `[${server.label}] ` : ''}${path.padEnd(26)} performance ${performance}  ` +
      `accessibility ${accessibility}  LCP ${lcp} ms  TBT ${tbt} ms  CLS ${cls}  ` +
      `(median of ${runs.length}: ${scores.join(' ')}, spread ${spread}, LCPs ${lcps.join(' ')}, ` +
      `load ${load} on ${cpuCount} CPUs)\n    largest paint: ${largestPaintOf(medianRun)}`,
  );
  const figures: Record<string, Figure> = {
    [`lighthouse:${name}:performance`]: { value: performance, unit: 'score' },
    [`lighthouse:${name}:accessibility`]: { value: accessibility, unit: 'score' },
    [`lighthouse:${name}:performanceSpread`]: {
      value: spread,
      unit: `points (runs ${scores.join(' ')})`,
    },
    [`lighthouse:${name}:loadAverage1m`]: { value: load, unit: `on ${cpuCount} CPUs` },
    [`lighthouse:${name}:lcpMs`]: { value: lcp, unit: 'ms' },
    [`lighthouse:${name}:tbtMs`]: { value: tbt, unit: 'ms' },
    [`lighthouse:${name}:cls`]: { value: cls, unit: 'score' },
  };
  return { performance, figures };
}

/** The simulator of this checkout serving a build (`LIGHTHOUSE_DIST`, or one built now). */
async function ownSimulator(): Promise<{ server: Server; close: () => Promise<void> }> {
  const given = process.env.LIGHTHOUSE_DIST;
  const dist = given ?? mkdtempSync(join(tmpdir(), 'lighthouse-bench-'));
  if (!given) await buildInto(dist);
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-bench-data-'));
  const sim = await startSimulator({
    host: '127.0.0.1',
    port: 0,
    payPort: 0,
    dataDir,
    distDir: dist,
    env: {},
    quiet: true,
  });
  return {
    server: { label: '', origin: sim.appUrl },
    close: async () => {
      await sim.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (!given) rmSync(dist, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const given = givenServers();
  const own = given ? undefined : await ownSimulator();
  const servers = given ?? [own!.server];
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const figures: Record<string, Figure> = {};
  const loadBefore = loadavg()[0]!;
  try {
    let minPerformance = 100;
    for (const [name, path] of chosenPages()) {
      // The machine's load beside each page's figures: a busy box lowers scores (issue 50).
      const pageLoadBefore = loadavg()[0]!;
      const runs = servers.map((): Result[] => []);
      // Interleaved: each server's n-th run next to the others', under the same load.
      for (let run = 0; run < RUNS; run += 1)
        for (const [index, server] of servers.entries()) {
          const result = await runOf(`${server.origin}${path}`, chrome.port);
          runs[index]!.push(result);
          if (reports) {
            const file = `${server.label ? `${server.label}-` : ''}${name}-${run + 1}.json`;
            writeFileSync(join(reports, file), JSON.stringify(result));
          }
        }
      const pageLoad = round((pageLoadBefore + loadavg()[0]!) / 2, 2);
      for (const [index, server] of servers.entries()) {
        const page = figuresOf(name, path, server, runs[index]!, pageLoad);
        minPerformance = Math.min(minPerformance, page.performance);
        Object.assign(figures, page.figures);
      }
    }
    figures.lighthouseMobilePerformanceMin = { value: minPerformance, unit: 'score' };
    figures.benchLoadAverage1m = {
      value: round((loadBefore + loadavg()[0]!) / 2, 2),
      unit: `on ${cpus().length} CPUs`,
    };
  } finally {
    chrome.kill();
    await own?.close();
  }
  // Servers given from outside: a comparison, logged only.
  if (given) return;
  const chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  const results = { date: new Date().toISOString(), node: process.version, chromium, ...figures };
  const out = join(REPO_DIR, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('wrote bench/results/lighthouse.json');
}

await main();
