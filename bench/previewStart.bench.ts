/**
 * `npx tsx bench/previewStart.bench.ts`: issue 20's budget in Chromium, "a preview starts within
 * 1 s on the simulator".
 *
 * What a guest does: a video page's preview clip plays in the `video-with-player` box. The page's
 * "▶ Video preview" button (`content.watchPreview`) opens it, and its `<video>` plays muted as the
 * box opens (the guest can unmute it with the controls). The ask is the press on "▶ Video
 * preview"; the page's "Play preview" is a show of still frames, no `<video>`. The video tiles of
 * `/en/videos/` have no clip to time: a mouse over a tile scrubs through still thumbnails.
 *
 * Starts the simulator in this process serving the built app (`startBenchApp`) and opens
 * lanalove's video 5101 (`/en/amateur/lanalove/videos/5101/`) `BENCH_RUNS` times (default 7),
 * each in a fresh browser context (no cache, no storage: a first visit) at desktop width, logged
 * in as `vip` through the demo login (5101 is `avsRequired`: a visitor gets the age check instead
 * of its media; `vip` is age-verified). Once the page is loaded and quiet (no request for 500 ms)
 * the bench presses "▶ Video preview". The page notes, on its own clock: the ask (the press's
 * event time), the first animation frame at which the open box holds the clip's `<video>`, the
 * clip's metadata and `playing` events, and the first animation frame at which its `currentTime`
 * has advanced above 0: the preview plays (`previewStart`). It also counts the frames the page
 * draws in the second after (`previewBoxFramesPerSecondP50`): a blur behind the open box once
 * held it at 4 to 6 a second without a GPU.
 *
 * Writes `bench/results/preview.json` (`{ date, node, chromium, settings, budgets, <figure>: {
 * value, unit } }`) with pass or miss: `previewStartP95Ms` ≤ 1 000 ms (the nearest-rank p95 of the
 * runs, so with 7 runs their slowest). Environment: `DIST_DIR` (the built app, default `dist`;
 * built first when it has no index.html, or always with `--build`), `BENCH_PORT` /
 * `BENCH_PAY_PORT`, `BENCH_RUNS`.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
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
import { percentile } from './soak/percentile.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const START_BUDGET_MS = 1_000;
const PATH = '/en/amateur/lanalove/videos/5101/';
/** The demo account that passes 5101's age check (README, demo logins). */
const LOGIN = 'vip';
const VIEWPORT = { width: 1280, height: 900 };
const distDir = resolve(REPO_DIR, process.env.DIST_DIR ?? 'dist');

const log = (line: string) => console.log(`preview: ${line}`);

/**
 * The page's probe (a script string, see search.bench.ts): the press on "▶ Video preview"
 * (`.content-watch`) caught on the document with its event time, the clip's media events, and
 * each frame whether the open box holds the clip and whether its time moves; then the frames of
 * the second after.
 */
const PROBE = `
  const bench = (window.__previewBench = {
    askedAt: null, boxAt: null, metadataAt: null, playingAt: null, advancedAt: null,
    presentedAt: null, framesAfter: null,
  });
  const clip = () => document.querySelector('dialog[open] video');
  document.addEventListener('click', (event) => {
    if (bench.askedAt === null && event.target instanceof Element
        && event.target.closest('button.content-watch'))
      bench.askedAt = event.timeStamp;
  }, true);
  for (const [type, key] of [['loadedmetadata', 'metadataAt'], ['playing', 'playingAt']])
    document.addEventListener(type, (event) => {
      if (event.target === clip() && bench[key] === null) bench[key] = performance.now();
    }, true);
  // Each frame, not on \`timeupdate\` (about every 250 ms while playing), as tvStart.bench.ts.
  let frames = 0;
  const watch = () => {
    const video = bench.askedAt === null ? null : clip();
    if (video && bench.boxAt === null) {
      bench.boxAt = performance.now();
      // The compositor's word beside it: the first frame presented past the clip's start.
      const presented = (now, frame) => {
        if (frame.mediaTime > 0) bench.presentedAt = now;
        else video.requestVideoFrameCallback(presented);
      };
      video.requestVideoFrameCallback(presented);
    }
    if (bench.advancedAt === null && video && video.currentTime > 0)
      bench.advancedAt = performance.now();
    if (bench.advancedAt !== null) frames++;
    if (bench.advancedAt !== null && performance.now() - bench.advancedAt >= 1000)
      bench.framesAfter = frames;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
`;

interface Probe {
  askedAt: number | null;
  boxAt: number | null;
  metadataAt: number | null;
  playingAt: number | null;
  advancedAt: number | null;
  presentedAt: number | null;
  framesAfter: number | null;
}

/** A run's moments on the page's clock (NaN for one it did not see). */
type Timings = { [K in keyof Probe]: number };

interface Resource {
  name: string;
  startTime: number;
  responseEnd: number;
}

const probeOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __previewBench: Probe }).__previewBench);

/** One first visit: the page and the ask; the moments and the page's requests. */
async function oneRun(app: BenchApp): Promise<{ timings: Timings; resources: Resource[] }> {
  const context = await app.browser.newContext({ baseURL: app.sim.appUrl, viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    await page.goto(`/dev/login?as=${LOGIN}&next=${encodeURIComponent(PATH)}`, {
      timeout: 60_000,
    });
    const ask = page.getByRole('button', { name: 'Video preview' });
    await ask.waitFor({ timeout: 60_000 });
    // The guest asks once the page has settled, not while its first requests still run.
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    if ((await page.locator('dialog[open]').count()) > 0)
      throw new Error('a box is open over the video page before the ask');
    await ask.click();
    await page.waitForFunction(
      () => (window as unknown as { __previewBench: Probe }).__previewBench.framesAfter !== null,
      undefined,
      { timeout: 30_000 },
    );
    const probe = await probeOf(page);
    for (const key of ['askedAt', 'boxAt', 'playingAt', 'advancedAt'] as const)
      if (probe[key] === null) throw new Error(`the probe saw no ${key}`);
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      })),
    );
    const seen = Object.fromEntries(
      Object.entries(probe).map(([key, value]) => [key, value ?? Number.NaN]),
    ) as { [K in keyof Probe]: number };
    return { timings: seen, resources };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const app = await startBenchApp(distDir, log, 'camclient-preview-');
  const figures: Record<string, Figure> = {};
  const loadBefore = loadavg()[0]!;
  try {
    const series = {
      start: [] as number[],
      boxShows: [] as number[],
      playing: [] as number[],
      clipRequested: [] as number[],
      clipReceived: [] as number[],
      framesAfter: [] as number[],
    };
    for (let run = 0; run < RUNS; run++) {
      const { timings: at, resources } = await oneRun(app);
      const since = (moment: number) => round(moment - at.askedAt);
      // The clip the box asked for (the page asks for nothing of it before).
      const clip = resources.find(
        (entry) => /\/preview\.webm(\?|$)/.test(entry.name) && entry.startTime >= at.askedAt,
      );
      series.start.push(at.advancedAt - at.askedAt);
      series.boxShows.push(at.boxAt - at.askedAt);
      series.playing.push(at.playingAt - at.askedAt);
      series.framesAfter.push(at.framesAfter);
      if (clip) {
        series.clipRequested.push(clip.startTime - at.askedAt);
        series.clipReceived.push(clip.responseEnd - at.askedAt);
      }
      log(
        `run ${run + 1}: from the ask, the box shows the clip at ${since(at.boxAt)} ms (clip ` +
          `asked for at ${clip ? since(clip.startTime) : '–'} ms, in at ` +
          `${clip ? since(clip.responseEnd) : '–'} ms, its metadata at ${since(at.metadataAt)} ` +
          `ms), playing at ${since(at.playingAt)} ms, currentTime advanced at ` +
          `${since(at.advancedAt)} ms (a moved frame presented at ${since(at.presentedAt)} ms; ` +
          `${at.framesAfter} frames in the second after): previewStart ` +
          `${since(at.advancedAt)} ms; load ${round(loadavg()[0]!, 2)}`,
      );
    }
    const p = (values: number[], rank: number) => round(percentile(values, rank));
    figures.previewStartP50Ms = { value: p(series.start, 50), unit: 'ms' };
    figures.previewStartP95Ms = { value: p(series.start, 95), unit: 'ms' };
    figures.previewRuns = { value: series.start.length, unit: 'count' };
    figures.previewBoxShowsClipP50Ms = { value: p(series.boxShows, 50), unit: 'ms' };
    figures.previewBoxShowsClipP95Ms = { value: p(series.boxShows, 95), unit: 'ms' };
    figures.previewPlayingEventP50Ms = { value: p(series.playing, 50), unit: 'ms' };
    figures.previewClipRequestedP50Ms = { value: p(series.clipRequested, 50), unit: 'ms' };
    figures.previewClipReceivedP50Ms = { value: p(series.clipReceived, 50), unit: 'ms' };
    figures.previewBoxFramesPerSecondP50 = { value: p(series.framesAfter, 50), unit: 'frames/s' };
  } finally {
    await app.close();
  }
  figures.benchLoadAverage1m = loadAverageFigure(loadBefore);
  const budgets = [
    judgeBudget(figures, 'previewStartP95Ms', (v) => v <= START_BUDGET_MS, '≤ 1 000 ms'),
  ];
  for (const { figure, target, result } of budgets) log(`${figure}: ${result} (${target})`);
  writeBenchResults('preview', {
    chromium: app.chromium,
    settings: {
      runs: RUNS,
      path: PATH,
      login: LOGIN,
      viewport: VIEWPORT,
      freshContextPerRun: true,
      ask: 'a press on "▶ Video preview"; the clip plays muted as the box opens',
      tileHoverPreviews: 'none: a video tile scrubs still thumbnails, it has no clip',
    },
    budgets,
    figures,
  });
  log('wrote bench/results/preview.json');
}

await main();
