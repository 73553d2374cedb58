/**
 * `npm run bench:first-load` (`tsx bench/firstLoad.bench.ts`): what a guest on a phone sees of a
 * first visit, page by page, and what holds it back. Lighthouse (`lighthouse.bench.ts`) gives one
 * score a page from one run; this opens each of the guest pages (`bench/pages.ts`) `RUNS` times
 * and reports medians, with the facts a score does not name: which element is the largest paint,
 * and which elements moved.
 *
 * Each run is a fresh browser context (no cache, no storage: a first visit as a visitor) at a
 * phone's viewport (412×823, touch), the renderer's CPU slowed 4× as Lighthouse's mobile
 * emulation does (the network is the loopback: these are the page's own costs, not slow 4G's).
 * The page's observers are installed before its first script; the figures are read once the
 * network has been idle and a second has passed:
 *
 * - `firstLoad:<page>:fcpP50Ms`, `:lcpP50Ms`: first and largest contentful paint, from the
 *   navigation's start (medians);
 * - `:lcpElement`: the largest paint's element in most runs (`tag.class`);
 * - `:blockingP50Ms`: long tasks after the first paint, each less its first 50 ms, summed, as
 *   Lighthouse's total blocking time counts them (median);
 * - `:clsMax`: cumulative layout shift (largest session window: gaps under 1 s, at most 5 s), the
 *   worst run; `:clsSource` the element that moved most in it;
 * - `firstLoadLcpP50MaxMs`, `firstLoadBlockingP50MaxMs`, `firstLoadClsMax`: the worst page.
 *
 * Writes `bench/results/firstLoad.json`. Environment: `DIST_DIR` (the built app; a production
 * build measures what guests get: `npx vite build --outDir /tmp/d`), `BENCH_FIRST_LOAD_RUNS`
 * (default 5), `BENCH_FIRST_LOAD_PAGES` (names, comma-separated; default all).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { REPO_DIR } from '../simulator/server.ts';
import {
  judgeBudget,
  loadAverageFigure,
  round,
  startBenchApp,
  writeBenchResults,
  type BenchApp,
  type Figure,
} from './chromiumBench.ts';
import {
  blockingAfter,
  largestShiftWindow,
  type LayoutShift,
  type LongTask,
} from '../src/perf/webVitals.ts';
import { GUEST_PAGES } from './pages.ts';
import { percentile } from './soak/percentile.ts';

const RUNS = Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };
/** Core Web Vitals' "good" thresholds. */
const LCP_BUDGET_MS = 2_500;
const CLS_BUDGET = 0.1;
const distDir = resolve(REPO_DIR, process.env.DIST_DIR ?? 'dist');
const chosen = process.env.BENCH_FIRST_LOAD_PAGES?.split(',').map((name) => name.trim());
const pages = Object.entries(GUEST_PAGES).filter(([name]) => !chosen || chosen.includes(name));

const log = (line: string) => console.log(`first load: ${line}`);

/**
 * The page's probe (a script string: it runs before the app's first script): the entries of the
 * largest paint, the layout shifts without recent input and the long tasks, with the elements
 * named while they are still in the document.
 */
const PROBE = `
  const name = (node) => {
    const element = node && node.nodeType === 3 ? node.parentElement : node;
    if (!element || !element.tagName) return '(gone)';
    const label = (el) => {
      const classes = [...el.classList].slice(0, 2).join('.');
      return el.tagName.toLowerCase() + (classes ? '.' + classes : '');
    };
    // A bare element is named with the nearest ancestor that has a class: "p in section.cookie-banner".
    const named = element.classList.length ? null : element.parentElement && element.parentElement.closest('[class]');
    return label(element) + (named ? ' in ' + label(named) : '');
  };
  const probe = (window.__firstLoad = { lcp: [], shifts: [], longTasks: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.lcp.push({ t: entry.startTime, element: name(entry.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = [...(entry.sources || [])];
      const moved = sources.sort((a, b) => area(b) - area(a))[0];
      probe.shifts.push({ t: entry.startTime, value: entry.value, source: name(moved && moved.node) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const area = (source) => source.previousRect.width * source.previousRect.height;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ t: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

interface Probe {
  lcp: { t: number; element: string }[];
  shifts: LayoutShift[];
  longTasks: LongTask[];
}

interface Run {
  fcp: number;
  lcp: number;
  lcpElement: string;
  blocking: number;
  cls: number;
  clsSource: string;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '-';
}

async function measure(app: BenchApp, path: string) {
  const context = await app.browser.newContext({
    baseURL: app.sim.appUrl,
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(path, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(1_000);
    const { probe, fcp } = await page.evaluate(() => ({
      probe: (window as unknown as { __firstLoad: Probe }).__firstLoad,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    const largest = probe.lcp.at(-1);
    const shift = largestShiftWindow(probe.shifts);
    const run: Run = {
      fcp,
      lcp: largest?.t ?? Number.NaN,
      lcpElement: largest?.element ?? '-',
      blocking: blockingAfter(fcp, probe.longTasks),
      cls: shift.value,
      clsSource: shift.source,
    };
    return run;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const app = await startBenchApp(distDir, log, 'camclient-first-load-');
  const figures: Record<string, Figure> = {};
  const loadBefore = loadavg()[0]!;
  const worst = { lcp: 0, blocking: 0, cls: 0 };
  try {
    for (const [name, path] of pages) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(app, path));
      // Over the runs that have the figure: a run whose page reported no largest paint (it can
      // happen on the TV page) is named in the log, not sorted in as NaN.
      const median = (pick: (run: Run) => number) => {
        const values = runs.map(pick).filter(Number.isFinite);
        if (values.length < runs.length)
          log(`${name}: ${runs.length - values.length} run(s) without it`);
        return values.length
          ? round(
              percentile(
                values.sort((a, b) => a - b),
                50,
              ),
            )
          : Number.NaN;
      };
      const worstShift = [...runs].sort((a, b) => b.cls - a.cls)[0]!;
      const key = (figure: string) => `firstLoad:${name}:${figure}`;
      figures[key('fcpP50Ms')] = { value: median((r) => r.fcp), unit: 'ms' };
      figures[key('lcpP50Ms')] = { value: median((r) => r.lcp), unit: 'ms' };
      figures[key('lcpElement')] = { value: mostCommon(runs.map((r) => r.lcpElement)), unit: '' };
      figures[key('blockingP50Ms')] = { value: median((r) => r.blocking), unit: 'ms' };
      figures[key('clsMax')] = { value: round(worstShift.cls, 3), unit: '' };
      figures[key('clsSource')] = { value: worstShift.clsSource, unit: '' };
      worst.lcp = Math.max(worst.lcp, figures[key('lcpP50Ms')]!.value as number);
      worst.blocking = Math.max(worst.blocking, figures[key('blockingP50Ms')]!.value as number);
      worst.cls = Math.max(worst.cls, worstShift.cls);
      log(
        `${name} ${path}: FCP ${figures[key('fcpP50Ms')]!.value} ms, ` +
          `LCP ${figures[key('lcpP50Ms')]!.value} ms (${figures[key('lcpElement')]!.value}), ` +
          `blocking ${figures[key('blockingP50Ms')]!.value} ms, ` +
          `CLS ≤ ${figures[key('clsMax')]!.value} (${worstShift.clsSource})`,
      );
    }
  } finally {
    await app.close();
  }
  figures.firstLoadLcpP50MaxMs = { value: worst.lcp, unit: 'ms' };
  figures.firstLoadBlockingP50MaxMs = { value: worst.blocking, unit: 'ms' };
  figures.firstLoadClsMax = { value: round(worst.cls, 3), unit: '' };
  figures.benchLoadAverage1m = loadAverageFigure(loadBefore);
  const budgets = [
    judgeBudget(
      figures,
      'firstLoadLcpP50MaxMs',
      (v) => v <= LCP_BUDGET_MS,
      `≤ ${LCP_BUDGET_MS} ms`,
    ),
    judgeBudget(figures, 'firstLoadClsMax', (v) => v <= CLS_BUDGET, `≤ ${CLS_BUDGET}`),
  ];
  for (const { figure, target, result } of budgets) log(`${figure}: ${result} (${target})`);
  writeBenchResults('firstLoad', {
    chromium: app.chromium,
    settings: {
      runs: RUNS,
      viewport: VIEWPORT,
      cpuSlowdown: CPU_SLOWDOWN,
      network: 'loopback, not throttled',
      pages: Object.fromEntries(pages),
    },
    budgets,
    figures,
  });
  log('wrote bench/results/firstLoad.json');
}

await main();
