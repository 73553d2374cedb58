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

/** `RUNS` Lighthouse runs of `url`, one after another in the same Chromium. */
async function runsOf(url: string, port: number): Promise<Result[]> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    runs.push(result.lhr);
  }
  return runs;
}

async function main(): Promise<void> {
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
      const runs = await runsOf(`${sim.appUrl}${path}`, chrome.port);
      const pageLoad = round((pageLoadBefore + loadavg()[0]!) / 2, 2);
      const { categories, audits } = computeMedianRun(runs);
      const scores = runs.map((run) => round((run.categories.performance?.score ?? 0) * 100));
      const performance = round((categories.performance?.score ?? 0) * 100);
      const accessibility = round((categories.accessibility?.score ?? 0) * 100);
      minPerformance = Math.min(minPerformance, performance);
      figures[`lighthouse:${name}:performance`] = { value: performance, unit: 'score' };
      figures[`lighthouse:${name}:accessibility`] = { value: accessibility, unit: 'score' };
      figures[`lighthouse:${name}:performanceSpread`] = {
        value: Math.max(...scores) - Math.min(...scores),
        unit: `points (runs ${scores.join(' ')})`,
      };
      figures[`lighthouse:${name}:loadAverage1m`] = {
        value: pageLoad,
        unit: `on ${cpus().length} CPUs`,
      };
      figures[`lighthouse:${name}:lcpMs`] = {
        value: round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        unit: 'ms',
      };
      figures[`lighthouse:${name}:tbtMs`] = {
        value: round(audits['total-blocking-time']?.numericValue ?? NaN),
        unit: 'ms',
      };
      figures[`lighthouse:${name}:cls`] = {
        value: round(audits['cumulative-layout-shift']?.numericValue ?? NaN, 3),
        unit: 'score',
      };
      console.log(
        `${path.padEnd(26)} performance ${performance}  accessibility ${accessibility}  ` +
          `LCP ${figures[`lighthouse:${name}:lcpMs`]!.value} ms  ` +
          `TBT ${figures[`lighthouse:${name}:tbtMs`]!.value} ms  ` +
          `CLS ${figures[`lighthouse:${name}:cls`]!.value}  (median of ${RUNS}: ${scores.join(' ')}, ` +
          `spread ${Math.max(...scores) - Math.min(...scores)}, load ${pageLoad} on ${cpus().length} CPUs)`,
      );
    }
    figures.lighthouseMobilePerformanceMin = { value: minPerformance, unit: 'score' };
    figures.benchLoadAverage1m = {
      value: round((loadBefore + loadavg()[0]!) / 2, 2),
      unit: `on ${cpus().length} CPUs`,
    };
  } finally {
    chrome.kill();
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!given) rmSync(dist, { recursive: true, force: true });
  }
  const chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  const results = { date: new Date().toISOString(), node: process.version, chromium, ...figures };
  const out = join(REPO_DIR, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('wrote bench/results/lighthouse.json');
}

await main();
