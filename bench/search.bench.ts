/**
 * `npm run bench:search` (`tsx bench/search.bench.ts`): issue 22's search budget in Chromium,
 * "a search answer for a pattern typed at 8 characters a second shows within 300 ms of the last
 * key on the simulator, with at most one request in flight".
 *
 * Starts the simulator in this process serving the built app (`startBenchApp`), opens `/en/` at
 * desktop width as a visitor, opens the search overlay and warms it with one search (the search
 * domain starts on first use). Then for each of `BENCH_SEARCH_RUNS` patterns (default 12: the
 * first 5 letters of different demo actors' names, so no answer comes from the cache) it clears
 * the input and types the pattern key by key, 125 ms apart (8 a second), and the page measures
 * from the input event of the last key to the first animation frame after the overlay shows that
 * pattern's answer (its models' "show all" link for the pattern). The keys are typed by the page's
 * own timers (the value set and its input event, as a key would; a key sent through the DevTools
 * protocol takes longer than 125 ms on a busy machine, `searchKeyGapMaxMs` says how regular they
 * were). A wrapper of the page's `fetch` counts the `searchResult/search` requests of each pattern
 * and how many were in flight at once (a request the app gives up is done when its abort settles).
 *
 * Writes `bench/results/search.json` (`{ date, node, chromium, settings, budgets, <figure>: { value,
 * unit } }`) with pass or miss per budget: `searchAnswerAfterLastKeyP95Ms` ≤ 300 ms and
 * `searchRequestsInFlightMax` ≤ 1. The answer waits for the machine's 200 ms typing pause
 * (SEARCH_DEBOUNCE_MS) inside those 300 ms. Environment: `DIST_DIR` (the built app, default
 * `dist`; built first when it has no index.html, or always with `--build`), `BENCH_PORT` /
 * `BENCH_PAY_PORT`, `BENCH_SEARCH_RUNS`, `BENCH_SEARCH_DEBUG=1` (prints every search request the page
 * started and how it settled, with the count in flight).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../machines/search/search.rules.ts';
import { REPO_DIR } from '../simulator/server.ts';
import {
  getJson,
  judgeBudget,
  loadAverageFigure,
  round,
  startBenchApp,
  writeBenchResults,
  type Figure,
} from './chromiumBench.ts';
import { percentile } from './soak/percentile.ts';

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 12);
const KEY_INTERVAL_MS = 125;
const PATTERN_LENGTH = 5;
const ANSWER_BUDGET_MS = 300;
const VIEWPORT = { width: 1280, height: 900 };
const distDir = resolve(REPO_DIR, process.env.DIST_DIR ?? 'dist');

const log = (line: string) => console.log(`search: ${line}`);

/**
 * The page's probe, as a script string (tsx would wrap named functions of the page in a helper
 * the page does not have): the time of each key's input event in the search box, and
 * `__searchBench.expect(pattern)`, resolved with the time of the first animation frame after the
 * overlay links that pattern's models results.
 */
const PROBE = `
  window.__searchBench = { lastKeyAt: null, value: '', inFlight: 0, maxInFlight: 0, sent: 0 };
  const bench = window.__searchBench;
  // The app's search requests as the page has them: sent, and settled or given up (aborted).
  const fetchOf = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/searchResult/search/')) return fetchOf(input, init);
    bench.sent++;
    bench.inFlight++;
    bench.maxInFlight = Math.max(bench.maxInFlight, bench.inFlight);
    (bench.trace ??= []).push([Math.round(performance.now()), 'start', url.split('/search/en/')[1].split('?')[0], bench.inFlight]);
    const settle = (r) => { bench.inFlight--; bench.trace.push([Math.round(performance.now()), r && r.name ? r.name : 'done', url.split('/search/en/')[1].split('?')[0], bench.inFlight]); };
    const call = fetchOf(input, init);
    call.then(settle, settle);
    return call;
  };
  document.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'search') {
      bench.lastKeyAt = performance.now();
      bench.value = event.target.value;
    }
  }, true);
  // Types into the search box one character every intervalMs on the page's own timers (a key
  // through the DevTools protocol takes longer than 125 ms on a busy machine): the value set as
  // the browser would, then its input event, which React's onChange reads.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  bench.type = (pattern, intervalMs) => new Promise((done) => {
    const input = document.querySelector('input[type="search"]');
    input.focus();
    const gaps = [];
    let last = null;
    const key = (i) => {
      const now = performance.now();
      if (last !== null) gaps.push(now - last);
      last = now;
      setValue.call(input, pattern.slice(0, i + 1));
      input.dispatchEvent(new InputEvent('input', { bubbles: true, data: pattern[i], inputType: 'insertText' }));
      if (i + 1 < pattern.length) setTimeout(() => key(i + 1), intervalMs);
      else done({ maxGapMs: Math.max(0, ...gaps) });
    };
    key(0);
  });
  bench.expect = (pattern) => new Promise((done) => {
    const selector = 'a[href$="/search/actors/' + encodeURIComponent(pattern) + '/"]';
    const check = () => {
      if (!document.querySelector(selector)) return false;
      observer.disconnect();
      requestAnimationFrame(() => done({ shownAt: performance.now(), lastKeyAt: bench.lastKeyAt, value: bench.value }));
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
  });
`;

/** Patterns that each find models and that no earlier run searched: the demo actors' names. */
async function patternsFrom(appUrl: string): Promise<string[]> {
  const reply = await getJson<{ actors: { items: { name: string }[] } }>(
    appUrl,
    '/rest/v1/searchResult/search/en/a?category=actors&pageSize=50&language=en&ver=bench&access_token=',
  );
  const patterns = new Set<string>();
  for (const { name } of reply.actors.items)
    if (name.length >= PATTERN_LENGTH) patterns.add(name.slice(0, PATTERN_LENGTH).toLowerCase());
  return [...patterns];
}

interface PageBench {
  sent: number;
  maxInFlight: number;
  type(pattern: string, intervalMs: number): Promise<{ maxGapMs: number }>;
  expect(pattern: string): Promise<{ shownAt: number; lastKeyAt: number; value: string }>;
}
const counters = (page: Page) =>
  page.evaluate(() => {
    const { sent, maxInFlight } = (window as unknown as { __searchBench: PageBench }).__searchBench;
    return { sent, maxInFlight };
  });

/** Types one pattern at 8 keys a second; the time from its last key to its answer shown. */
async function typePattern(page: Page, pattern: string) {
  const input = page.getByRole('searchbox', { name: 'Search models, videos, TV and blog' });
  await input.fill('');
  await page.getByRole('region', { name: 'Recent searches' }).waitFor({ timeout: 10_000 });
  const before = await counters(page);
  const shown = page.evaluate(
    (text) => (window as unknown as { __searchBench: PageBench }).__searchBench.expect(text),
    pattern,
  );
  const typed = await page.evaluate(
    ([text, interval]) =>
      (window as unknown as { __searchBench: PageBench }).__searchBench.type(text, interval),
    [pattern, KEY_INTERVAL_MS] as const,
  );
  const result = await Promise.race([
    shown,
    new Promise<never>((_, fail) =>
      setTimeout(() => fail(new Error(`no answer for ${pattern} within 30 s`)), 30_000),
    ),
  ]);
  if (result.value !== pattern) throw new Error(`typed ${result.value}, not ${pattern}`);
  const after = await counters(page);
  return {
    ms: result.shownAt - result.lastKeyAt,
    requests: after.sent - before.sent,
    maxGapMs: typed.maxGapMs,
  };
}

async function main(): Promise<void> {
  const app = await startBenchApp(distDir, log, 'camclient-search-');
  const figures: Record<string, Figure> = {};
  const loadBefore = loadavg()[0]!;
  try {
    const patterns = await patternsFrom(app.sim.appUrl);
    if (patterns.length < RUNS + 1)
      throw new Error(`only ${patterns.length} distinct patterns for ${RUNS} runs`);
    const context = await app.browser.newContext({ baseURL: app.sim.appUrl, viewport: VIEWPORT });
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog', { name: 'Search' }).waitFor({ timeout: 30_000 });
    log(`warming up with "${patterns[0]}"…`);
    await typePattern(page, patterns[0]!);

    const latencies: number[] = [];
    const requestsPerPattern: number[] = [];
    let maxGapMs = 0;
    for (const pattern of patterns.slice(1, RUNS + 1)) {
      const run = await typePattern(page, pattern);
      latencies.push(run.ms);
      requestsPerPattern.push(run.requests);
      maxGapMs = Math.max(maxGapMs, run.maxGapMs);
      log(
        `"${pattern}": shown ${round(run.ms)} ms after the last key, ${run.requests} request(s), ` +
          `keys at most ${round(run.maxGapMs)} ms apart`,
      );
    }
    const { maxInFlight } = await counters(page);
    if (process.env.BENCH_SEARCH_DEBUG)
      console.log(
        JSON.stringify(await page.evaluate('window.__searchBench.trace')).replaceAll('],[', ']\n['),
      );
    const sorted = [...latencies].sort((a, b) => a - b);
    figures.searchAnswerAfterLastKeyP50Ms = { value: round(percentile(sorted, 50)), unit: 'ms' };
    figures.searchAnswerAfterLastKeyP95Ms = { value: round(percentile(sorted, 95)), unit: 'ms' };
    figures.searchAnswerAfterLastKeyMaxMs = { value: round(sorted.at(-1)!), unit: 'ms' };
    figures.searchRequestsInFlightMax = { value: maxInFlight, unit: 'count' };
    figures.searchKeyGapMaxMs = { value: round(maxGapMs), unit: 'ms' };
    figures.searchRequestsPerPatternMax = { value: Math.max(...requestsPerPattern), unit: 'count' };
    figures.searchRuns = { value: latencies.length, unit: 'count' };
  } finally {
    await app.close();
  }
  figures.benchLoadAverage1m = loadAverageFigure(loadBefore);
  const budgets = [
    judgeBudget(
      figures,
      'searchAnswerAfterLastKeyP95Ms',
      (v) => v <= ANSWER_BUDGET_MS,
      `≤ ${ANSWER_BUDGET_MS} ms`,
    ),
    judgeBudget(figures, 'searchRequestsInFlightMax', (v) => v <= 1, '≤ 1'),
  ];
  for (const { figure, target, result } of budgets) log(`${figure}: ${result} (${target})`);
  writeBenchResults('search', {
    chromium: app.chromium,
    settings: {
      runs: RUNS,
      keyIntervalMs: KEY_INTERVAL_MS,
      patternLength: PATTERN_LENGTH,
      debounceMs: SEARCH_DEBOUNCE_MS,
      viewport: VIEWPORT,
    },
    budgets,
    figures,
  });
  log('wrote bench/results/search.json');
}

await main();
