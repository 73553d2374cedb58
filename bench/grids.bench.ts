/**
 * `npm run bench:grids` (`tsx bench/grids.bench.ts`): the scroll budgets of the two big tile grids
 * in Chromium, issue 18's "`/en/cams/` with 1 000 actors while 50 online and offline pushes a
 * second arrive: 0 long tasks over 50 ms while scrolling to the end and back" and issue 20's "the
 * all-videos grid over 10 000 videos scrolls to the end and back with 0 long tasks".
 *
 * Starts the simulator in this process serving the built app (`startBenchApp`: a fresh data
 * directory, the feed's other guests quiet) with the messenger's online walk and answers off, and
 * opens Chromium with the e2e flags at desktop width, then:
 * 1. `/en/cams/` as `demo` (a logged-in guest: the simulator broadcasts `actorOnline` and
 *    `actorOffline` only to guests' realtime sockets, a visitor's page gets none). The grid lists
 *    every actor visible in the guest's country, online first (1 183 of the catalogue's 1 200 for
 *    Germany), 30 a page. One push is checked to reach its tile on screen, then the bench makes
 *    actors go offline and come online by turns, `BENCH_PUSHES_PER_SEC` a second (default 50), with
 *    `POST /dev/messenger/actors/:id/online` (the simulator's `setActorOnline`, which its online
 *    walk also calls: the walk's shortest step, 50 ms, gives about 9 pushes a second, as only
 *    about 44 % of its steps change an actor). The page counts the pushes its realtime socket
 *    received while it scrolled (`camsScrollPushesPerSec`). The pushes reorder the list (online
 *    first) under its offset paging, so it may not reach its end: the scroll turns after
 *    `STALL_MS` at the end without a page that brings new items (`camsScrollEndNote`), and
 *    `camsScrollRepeatedPageRequests` counts the pages asked for again (3 506 of 3 684 before
 *    the list paged on after the rows served, `ListEntry.nextOffset`: it stuck at item 766);
 * 2. `/en/videos/all-videos/` as a visitor (10 346 videos for one, 30 a page).
 *
 * Each grid is scrolled one step (`BENCH_SCROLL_STEP` px, default 600) per animation frame to the
 * end of the list (it pages in as the end comes near for the list's first pages, then by "load
 * more", which the bench presses as soon as it is on screen, as a guest would:
 * `<grid>ScrollLoadMorePresses`; the pages and items are the same as when every page loaded on
 * scroll; the bench waits at the end for the next page, `STALL_MS` at most) and back to the top. The page counts long tasks over 50 ms
 * (`PerformanceObserver` type `longtask`) and keeps the long animation frames (type
 * `long-animation-frame`): the causes of the long tasks, their frames' scripts by invoker and
 * source (through the build's source maps) with their forced style and layout, are summed up on
 * the console and in `<grid>ScrollLongTaskCauses`, and the longest tasks are printed frame by
 * frame. The bench's own scripts in the page are `grids-bench-*.js` (its scroll step forces the
 * layout the page's last changes left pending).
 *
 * Over the cams scroll the page also follows each push whose actor has a tile in the grid when it
 * arrives (issue 50: "a push is painted within one frame plus 4 ms, p95"): from its arrival on the
 * socket to its tile's online class changing (a mutation observer of the grid) and on to the end
 * of the paint after that change (an animation frame requested from the change, then a task
 * posted from that frame at user-blocking priority, which runs right after the frame's rendering
 * and before the tasks queued earlier): `camsPushToPaintP95Ms` (budget
 * `PUSH_PAINT_P95_BUDGET_MS`, 20.7 ms), `camsPushToPaintP50Ms`, `camsPushToPaintMaxMs`,
 * `camsPushToDomP95Ms`, `camsPushToFrameP95Ms` (arrival to that animation frame),
 * `camsPushFrameToPaintP95Ms` (that frame's own rendering), `camsPushToQueuedTaskP95Ms` (to a
 * task posted as a message from the frame, as `src/perf/paintProbe.ts` does and this bench did
 * before 2026-11-29: it also waits for the tasks queued before it, the grid's scroll task, which
 * renders the rows a step brings in after the paint), `camsPushesPainted`; the pushes with no
 * tile to change are counted apart
 * (`camsPushesWithoutTile`: most of the 1 183 actors are off screen; `camsPushesTileLeftFirst`:
 * scrolled away before the change; `camsPushesTileUnchanged`).
 *
 * Writes `bench/results/grids.json` (`{ date, node, chromium, settings, budgets, <figure>: { value,
 * unit } }`) with pass or miss per budget: `camsScrollLongTasksOver50ms` and
 * `videosScrollLongTasksOver50ms` 0, `camsScrollItems` ≥ 1 000, `videosScrollItems` ≥ 10 000,
 * `camsScrollPushesPerSec` ≥ `PUSH_RATE_BUDGET`, `camsPushToPaintP95Ms` ≤ a frame plus 4 ms. Environment: `DIST_DIR` (the built app, default
 * `dist`; built first when it has no index.html, or always with `--build`), `BENCH_PORT` /
 * `BENCH_PAY_PORT`, `BENCH_SCROLL_STEP`, `BENCH_PUSHES_PER_SEC`, `BENCH_VIDEOS` (scroll only this
 * many videos: a quick run, which misses the 10 000 budget), `BENCH_GRIDS` (`cams,videos`, the
 * default, or one of them), `BENCH_PROFILE` (a `.cpuprofile` path: each
 * scroll's CPU profile as `*.cams.cpuprofile` and `*.videos.cpuprofile`, each summarised on the
 * console), `BENCH_TRACE` (a `.json` path: Chromium's trace of the cams scroll as `*.cams.json`,
 * the main thread's tasks, the frames and the compositor's, for DevTools' performance panel).
 * Takes about 7 minutes. Exits 1 when a phase failed, after writing what it measured.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_DIR } from '../simulator/server.ts';
import { shortSource } from '../src/perf/profileSummary.ts';
import {
  judgeBudget,
  loadAverageFigure,
  mainThreadClock,
  postJson,
  round,
  scrollerSource,
  startBenchApp,
  waitFor,
  writeBenchResults,
  profiled,
  sourceMapsOf,
  type BenchApp,
  type Figure,
} from './chromiumBench.ts';
import { percentile } from './soak/percentile.ts';

const LOGIN = 'demo';
const CAMS_PATH = '/en/cams/';
const VIDEOS_PATH = '/en/videos/all-videos/';
const SCROLL_STEP = Number(process.env.BENCH_SCROLL_STEP ?? 600);
const PUSHES_PER_SEC = Number(process.env.BENCH_PUSHES_PER_SEC ?? 50);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? Number.POSITIVE_INFINITY);
const GRIDS = (process.env.BENCH_GRIDS ?? 'cams,videos').split(',');
const CAMS_ITEMS_BUDGET = 1_000;
const VIDEOS_ITEMS_BUDGET = 10_000;
/**
 * Issue 18's push rate as the page received it while it scrolled: the bench sends 50 a second on
 * a fixed schedule; the floor leaves 10 % for a loaded box's late timers (the page received 49.8
 * to 50 a second of the 50 sent), while a push path that loses pushes shows far below it.
 */
const PUSH_RATE_BUDGET = 0.9 * PUSHES_PER_SEC;
/**
 * Issue 50: a push is painted within one frame (60 Hz) plus 4 ms, p95: the push handled in its
 * own task may wait up to a frame for the next paint; the paint after it may take 4 ms.
 */
const PUSH_PAINT_P95_BUDGET_MS = round(1000 / 60 + 4);
/** How long the scroll waits at the end of the list for a page that brings new items. */
const STALL_MS = 20_000;
/** Pushes already flowing when the scroll starts. */
const PUSH_LEAD_MS = 1_000;
const VIEWPORT = { width: 1280, height: 800 };
/** The causes of long tasks written to the results (the console prints them all). */
const TOP_CAUSES = 6;
/** The longest tasks printed frame by frame. */
const DETAILED = 10;

const distDir = resolve(REPO_DIR, process.env.DIST_DIR ?? 'dist');

const log = (line: string) => console.log(`grids: ${line}`);

/**
 * The page side (a script string, see search.bench.ts), installed before the app loads: long
 * tasks and long animation frames as the page's observers report them, and the arrival times of
 * the `actorOnline` / `actorOffline` frames on the realtime socket (a listener added before the
 * app's own). `report(from, to)` gives what fell in that window of the page's clock.
 */
const PAGE_SCRIPT = `(() => {
  const bench = { longTasks: [], frames: [], pushes: [], loaf: false };
  window.__gridsBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask' });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    bench.loaf = true;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.frames.push({
          startMs: entry.startTime,
          durationMs: entry.duration,
          blockingMs: entry.blockingDuration,
          renderStartMs: entry.renderStart,
          styleAndLayoutStartMs: entry.styleAndLayoutStart,
          scripts: entry.scripts.map((script) => ({
            invoker: script.invoker,
            invokerType: script.invokerType,
            sourceURL: script.sourceURL,
            sourceFunctionName: script.sourceFunctionName,
            sourceCharPosition: script.sourceCharPosition,
            startMs: script.startTime,
            durationMs: script.duration,
            forcedStyleAndLayoutMs: script.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame' });
  }
  // Push to paint: a push whose actor has a tile in the grid when it arrives is followed to the
  // change of that tile's online class (a mutation observer) and to the end of the paint after it:
  // an animation frame requested from the change, then a task posted from that frame at
  // user-blocking priority (scheduler.postTask), which Chromium runs right after the frame's
  // rendering, before the tasks queued earlier (the grid's scroll task, posted from the scroll
  // event at the start of the same frame, renders the rows after that paint). The task posted as
  // a message, run after those, is kept beside it (afterQueued, the measure before 2026-11-29).
  const paints = {
    on: false, pending: new Map(), latencies: [], afterQueued: [], toDom: [], toFrame: [],
    offScreen: 0, superseded: 0,
  };
  bench.paints = paints;
  const tileOf = (id) => document.querySelector('.tile-grid-body a.cam-tile[data-actor-id="' + id + '"]');
  const shows = (tile, online) => tile.classList.contains('cam-online') === online;
  const channel = new MessageChannel();
  const queued = [];
  channel.port1.onmessage = () => queued.shift()();
  const postUrgent = (task) =>
    window.scheduler && scheduler.postTask
      ? scheduler.postTask(task, { priority: 'user-blocking' })
      : setTimeout(task, 0);
  const changed = new MutationObserver((records) => {
    const now = performance.now();
    const batch = [];
    for (const record of records) {
      const id = record.target.dataset && record.target.dataset.actorId;
      const push = id && paints.pending.get(id);
      if (!push || push.changedAt !== null || !shows(record.target, push.online)) continue;
      push.changedAt = now;
      paints.pending.delete(id);
      batch.push(push);
    }
    if (batch.length === 0) return;
    requestAnimationFrame(() => {
      const frameAt = performance.now();
      postUrgent(() => {
        const painted = performance.now();
        for (const push of batch) {
          paints.latencies.push(painted - push.at);
          paints.toDom.push(push.changedAt - push.at);
          paints.toFrame.push(frameAt - push.at);
        }
      });
      queued.push(() => {
        const at = performance.now();
        for (const push of batch) paints.afterQueued.push(at - push.at);
      });
      channel.port2.postMessage(null);
    });
  });
  paints.start = () => {
    paints.on = true;
    changed.observe(document.querySelector('.tile-grid-body') || document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  };
  paints.stop = () => {
    paints.on = false;
    changed.disconnect();
    let left = 0;
    let unchanged = 0;
    for (const [id, push] of paints.pending) {
      const tile = tileOf(id);
      // A tile gone, or made again (showing the change without a change of its class), left.
      if (tile && !shows(tile, push.online)) unchanged++;
      else left++;
    }
    paints.pending.clear();
    return {
      latencies: paints.latencies,
      afterQueued: paints.afterQueued,
      toDom: paints.toDom,
      toFrame: paints.toFrame,
      offScreen: paints.offScreen,
      superseded: paints.superseded,
      left,
      unchanged,
    };
  };
  const arrived = (data, at) => {
    const id = (/"actorId":([0-9]+)/.exec(data) || [])[1];
    if (!id) return;
    const online = /"type":"actorOnline"/.test(data);
    const tile = tileOf(id);
    if (!tile || shows(tile, online)) {
      paints.offScreen++;
      return;
    }
    if (paints.pending.has(id)) paints.superseded++;
    paints.pending.set(id, { at, online, changedAt: null });
  };
  const Native = window.WebSocket;
  class BenchSocket extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (!new URL(String(url), location.href).pathname.startsWith('/realtime')) return;
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && /"type":"actorO(n|ff)line"/.test(event.data)) {
          const at = performance.now();
          bench.pushes.push(at);
          if (paints.on) arrived(event.data, at);
        }
      });
    }
  }
  window.WebSocket = BenchSocket;
  bench.report = (from, to) => ({
    loaf: bench.loaf,
    longTasks: bench.longTasks.filter((t) => t.startMs + t.durationMs >= from && t.startMs <= to),
    frames: bench.frames.filter((f) => f.startMs + f.durationMs >= from && f.startMs <= to),
    pushes: bench.pushes.filter((at) => at >= from && at <= to).length,
  });
})();
//# sourceURL=grids-bench-probe.js`;

interface LongTask {
  startMs: number;
  durationMs: number;
}
interface ScriptTiming {
  invoker: string;
  invokerType: string;
  sourceURL: string;
  sourceFunctionName: string;
  sourceCharPosition: number;
  startMs: number;
  durationMs: number;
  forcedStyleAndLayoutMs: number;
}
interface LongFrame {
  startMs: number;
  durationMs: number;
  blockingMs: number;
  renderStartMs: number;
  styleAndLayoutStartMs: number;
  scripts: ScriptTiming[];
}
interface PageReport {
  loaf: boolean;
  longTasks: LongTask[];
  frames: LongFrame[];
  pushes: number;
}

/** The page's push-to-paint measurements over the cams scroll (`paints.stop()`). */
interface PushPaints {
  /** Arrival on the socket to the end of the paint after the tile's change, ms. */
  latencies: number[];
  /**
   * Arrival to a task posted as a message from that frame, ms (same pushes, not the same order):
   * it runs after the tasks queued before it, the grid's scroll task among them.
   */
  afterQueued: number[];
  /** Arrival to the tile's change in the DOM, ms (same order). */
  toDom: number[];
  /**
   * Arrival to the first animation frame after the change, ms (same order): the rest of a
   * latency is that frame's own rendering (its callbacks, style, layout and paint).
   */
  toFrame: number[];
  /** Pushes whose actor had no tile in the grid at their arrival: nothing to paint. */
  offScreen: number;
  /** A push for an actor whose previous push was still waiting for its change. */
  superseded: number;
  /** Their tile left the grid (scrolled away) before it showed the change. */
  left: number;
  /** Their tile stayed, showing the state from before the push, to the end of the scroll. */
  unchanged: number;
}

/**
 * Issue 50's "a push is painted within one frame plus 4 ms (p95)": a push whose actor's tile is in
 * the grid when it arrives, from its arrival on the socket to the end of the paint that shows its
 * tile's change, over the cams scroll.
 */
function pushPaintFigures(paints: PushPaints): Record<string, Figure> {
  const latencies = [...paints.latencies].sort((a, b) => a - b);
  const toDom = [...paints.toDom].sort((a, b) => a - b);
  const toFrame = [...paints.toFrame].sort((a, b) => a - b);
  const afterQueued = [...paints.afterQueued].sort((a, b) => a - b);
  const inFrame = paints.latencies.map((latency, i) => latency - paints.toFrame[i]!);
  log(
    `cams: ${latencies.length} pushes to a tile in the grid painted: p50 ` +
      `${round(percentile(latencies, 50))} ms, p95 ${round(percentile(latencies, 95))} ms ` +
      `(budget ≤ ${PUSH_PAINT_P95_BUDGET_MS} ms), max ${round(latencies.at(-1) ?? Number.NaN)} ms; ` +
      `arrival to the tile's change p95 ${round(percentile(toDom, 95), 2)} ms, to its animation ` +
      `frame p95 ${round(percentile(toFrame, 95))} ms, from that frame to the end of its paint ` +
      `p95 ${round(percentile(inFrame, 95))} ms (to a task posted as a message from it, after the ` +
      `tasks queued before, p95 ${round(percentile(afterQueued, 95))} ms); ${paints.offScreen} ` +
      `without a tile at arrival, ${paints.left} whose tile left first, ${paints.unchanged} unchanged, ` +
      `${paints.superseded} superseded`,
  );
  return {
    camsPushToPaintP50Ms: { value: round(percentile(latencies, 50)), unit: 'ms' },
    camsPushToPaintP95Ms: { value: round(percentile(latencies, 95)), unit: 'ms' },
    camsPushToPaintMaxMs: { value: round(latencies.at(-1) ?? Number.NaN), unit: 'ms' },
    camsPushToDomP95Ms: { value: round(percentile(toDom, 95), 2), unit: 'ms' },
    camsPushToFrameP95Ms: { value: round(percentile(toFrame, 95)), unit: 'ms' },
    camsPushFrameToPaintP95Ms: { value: round(percentile(inFrame, 95)), unit: 'ms' },
    camsPushToQueuedTaskP95Ms: { value: round(percentile(afterQueued, 95)), unit: 'ms' },
    camsPushesPainted: { value: latencies.length, unit: 'count' },
    camsPushesWithoutTile: { value: paints.offScreen, unit: 'count' },
    camsPushesTileLeftFirst: { value: paints.left, unit: 'count' },
    camsPushesTileUnchanged: { value: paints.unchanged, unit: 'count' },
  };
}

interface ScrollRun {
  frames: number;
  frameGapsMs: number[];
  /** The furthest tile shown (its `aria-posinset`). */
  reached: number;
  /** The list's size as the grid says it (`aria-setsize`). */
  listSize: number;
  /** Why the scroll turned before the wanted item, or null. */
  endNote: string | null;
  waitedForPagesMs: number;
  /** Presses on "load more": past the pages a list loads by scroll, the guest presses for more. */
  presses: number;
  /** The page's clock at the first and last step. */
  startedAt: number;
  endedAt: number;
}

/**
 * Scrolls the grid down a step per animation frame until item `wanted` was shown or the list
 * ends (no further page, or none with new items within `STALL_MS` at the end), then back to the
 * top. Progress every `progressEvery` items goes to the console (`grids-bench: `). A list loads
 * its first pages as its end comes into view and then stops, so the footer below can be reached
 * (`ListConfig.scrollPages`); as a guest would, the scroll then presses the grid's "load more" as
 * soon as it is on screen (its paging area says `data-loads-on-scroll="false"`), once a button.
 */
function scrollThrough(page: Page, wanted: number, progressEvery: number): Promise<ScrollRun> {
  return page.evaluate<ScrollRun>(`new Promise((done) => {
    const grid = document.querySelector('.tile-grid-body');
    const gaps = [];
    const startedAt = performance.now();
    let last = startedAt;
    let reached = 0;
    let listSize = 0;
    let down = true;
    const scroller = ${scrollerSource(SCROLL_STEP)};
    let endNote = null;
    let presses = 0;
    let pressed = null;
    // "Load more" on screen while the list no longer loads on scroll: pressed, as a guest would.
    const press = () => {
      const paging = document.querySelector('[data-scroll-target="pagination"]');
      if (!paging || paging.getAttribute('data-loads-on-scroll') !== 'false') return;
      const button = paging.querySelector('.tile-grid-footer button');
      if (!button || button === pressed) return;
      const box = button.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) return;
      pressed = button;
      presses++;
      button.click();
    };
    const finish = () => done({
      frames: gaps.length,
      frameGapsMs: gaps,
      reached,
      listSize,
      endNote,
      waitedForPagesMs: scroller.waited,
      presses,
      startedAt,
      endedAt: performance.now(),
    });
    const turn = (note) => {
      endNote = note;
      down = false;
    };
    function tick(now) {
      gaps.push(now - last);
      last = now;
      const tiles = grid.querySelectorAll(':scope > [data-index] > [role="listitem"]');
      const tile = tiles[tiles.length - 1];
      if (tile) {
        const before = reached;
        reached = Math.max(reached, Number(tile.getAttribute('aria-posinset')));
        listSize = Number(tile.getAttribute('aria-setsize'));
        if (Math.floor(reached / ${progressEvery}) > Math.floor(before / ${progressEvery}))
          console.log('grids-bench: item ' + reached + ' of ' + listSize + ' after ' +
            Math.round((now - startedAt) / 1000) + ' s, ' + gaps.length + ' frames');
        // New items without a longer page (the last row filled up): the wait starts again.
        if (reached > before) scroller.progressed(now);
      }
      if (down && reached >= ${wanted}) down = false;
      if (down) {
        press();
        const stuck = scroller.down(now);
        if (stuck > 0 && !document.querySelector('.tile-grid-footer, .inline-box[role="alert"]') &&
          grid.getAttribute('aria-busy') === 'false') {
          scroller.stop(now);
          turn('the list ended at item ' + reached + ' of ' + listSize);
        } else if (stuck > ${STALL_MS}) {
          scroller.stop(now);
          turn('no page with new items for ' + ${STALL_MS / 1000} + ' s at item ' + reached +
            ' of ' + listSize);
        }
      } else if (scroller.up()) return finish();
      requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })
  //# sourceURL=grids-bench-scroll.js`);
}

const pageReport = (page: Page, run: ScrollRun) =>
  page.evaluate<PageReport>(`window.__gridsBench.report(${run.startedAt}, ${run.endedAt})`);

/**
 * The grid's page requests (`models(` or `videos(` in the GraphQL query) the page sends while
 * `counting`, and how many asked for an offset asked for before.
 */
function watchPageRequests(page: Page, field: string) {
  const seen = { counting: false, count: 0, repeated: 0 };
  const offsets = new Set<number>();
  page.on('request', (request) => {
    const body = request.postData();
    if (!seen.counting || !request.url().includes('/graphql/') || !body?.includes(`${field}(`))
      return;
    seen.count++;
    const offset = (JSON.parse(body) as { variables?: { offset?: number } }).variables?.offset ?? 0;
    if (offsets.has(offset)) seen.repeated++;
    offsets.add(offset);
  });
  return seen;
}

/** The Chromium trace (`BENCH_TRACE`, a `.json` path) of a grid's scroll, or null. */
const tracePath = (grid: string) =>
  process.env.BENCH_TRACE ? process.env.BENCH_TRACE.replace(/(\.json)?$/, `.${grid}.json`) : null;
/** What a trace of the scroll records: the main thread's tasks, the frames and the raster. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'cc',
  'viz',
];

const profilePath = (grid: string) =>
  process.env.BENCH_PROFILE
    ? process.env.BENCH_PROFILE.replace(/(\.cpuprofile)?$/, `.${grid}.cpuprofile`)
    : null;

/**
 * A script's place in the sources: its built file and character (what a long animation frame
 * names) through the source maps, as `source:line name`.
 */
function sourcePositions(): (url: string, charPosition: number) => string | null {
  const resolve = sourceMapsOf(distDir);
  const lineStarts = new Map<string, number[] | null>();
  const startsOf = (file: string) => {
    const js = join(distDir, 'assets', file);
    if (!existsSync(js)) return null;
    const text = readFileSync(js, 'utf8');
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  };
  return (url, charPosition) => {
    const file = url.slice(url.lastIndexOf('/') + 1).split('?')[0] ?? '';
    if (!file.endsWith('.js') || charPosition < 0) return null;
    if (!lineStarts.has(file)) lineStarts.set(file, startsOf(file));
    const starts = lineStarts.get(file);
    if (!starts) return null;
    let line = starts.length - 1;
    while (line > 0 && starts[line]! > charPosition) line--;
    const at = resolve(file, line, charPosition - starts[line]!);
    return at ? `${shortSource(at.source)}:${at.line}${at.name ? ` ${at.name}` : ''}` : null;
  };
}

/**
 * The causes of the long tasks, summed over the long animation frames around them: a script by
 * its source and invoker, and each frame's style, layout and paint after its scripts as one cause.
 * The `DETAILED` longest tasks are printed frame by frame.
 */
function attribute(grid: string, report: PageReport, startedAt: number): string {
  const where = sourcePositions();
  const describe = (script: ScriptTiming) => {
    const file = script.sourceURL.slice(script.sourceURL.lastIndexOf('/') + 1);
    const source = where(script.sourceURL, script.sourceCharPosition) ?? (file || '(no source)');
    const name = script.sourceFunctionName ? ` ${script.sourceFunctionName}()` : '';
    return `${source}${name} (${script.invokerType} ${script.invoker})`;
  };
  const framesOf = (task: LongTask) =>
    report.frames.filter(
      (frame) =>
        frame.startMs <= task.startMs + task.durationMs &&
        frame.startMs + frame.durationMs >= task.startMs,
    );
  const styleAndLayoutOf = (frame: LongFrame) =>
    frame.styleAndLayoutStartMs > 0
      ? frame.startMs + frame.durationMs - frame.styleAndLayoutStartMs
      : 0;

  const causes = new Map<string, { count: number; ms: number; forcedMs: number }>();
  const add = (key: string, ms: number, forcedMs: number) => {
    const cause = causes.get(key) ?? { count: 0, ms: 0, forcedMs: 0 };
    causes.set(key, {
      count: cause.count + 1,
      ms: cause.ms + ms,
      forcedMs: cause.forcedMs + forcedMs,
    });
  };
  const frames = new Set(report.longTasks.flatMap(framesOf));
  for (const frame of frames) {
    if (styleAndLayoutOf(frame) > 0)
      add('style, layout and paint of the frame', styleAndLayoutOf(frame), 0);
    for (const script of frame.scripts)
      add(describe(script), script.durationMs, script.forcedStyleAndLayoutMs);
  }
  const unseen = report.longTasks.filter((task) => framesOf(task).length === 0).length;
  if (unseen > 0) log(`${grid}: ${unseen} long tasks without a long animation frame`);

  const longest = [...report.longTasks].sort((a, b) => b.durationMs - a.durationMs);
  for (const task of longest.slice(0, DETAILED)) {
    log(
      `${grid}: long task at ${round((task.startMs - startedAt) / 1000, 2)} s, ${round(task.durationMs)} ms`,
    );
    for (const frame of framesOf(task)) {
      const rendering =
        frame.renderStartMs > 0 ? frame.startMs + frame.durationMs - frame.renderStartMs : 0;
      log(
        `  frame ${round(frame.durationMs)} ms (blocking ${round(frame.blockingMs)} ms, rendering ` +
          `${round(rendering)} ms of which style, layout and paint ${round(styleAndLayoutOf(frame))} ms)`,
      );
      for (const script of frame.scripts)
        log(
          `    ${describe(script)}: ${round(script.durationMs)} ms, forced style and layout ` +
            `${round(script.forcedStyleAndLayoutMs)} ms`,
        );
    }
  }
  const ranked = [...causes].sort(([, a], [, b]) => b.ms - a.ms);
  if (ranked.length > 0)
    log(`${grid}: causes in the ${frames.size} long animation frames of the long tasks, by time:`);
  for (const [key, cause] of ranked)
    log(
      `  ${round(cause.ms)} ms in ${cause.count} (forced style and layout ${round(cause.forcedMs)} ms): ${key}`,
    );
  return ranked
    .slice(0, TOP_CAUSES)
    .map(([key, cause]) => `${round(cause.ms)} ms (${round(cause.forcedMs)} forced) ${key}`)
    .join('; ');
}

/** The scroll's figures under the grid's prefix, and the long tasks attributed. */
function scrollFigures(
  grid: 'cams' | 'videos',
  run: ScrollRun,
  report: PageReport,
  cpuMs: number,
  requests: { count: number; repeated: number },
): Record<string, Figure> {
  const gaps = [...run.frameGapsMs].sort((a, b) => a - b);
  const seconds = (run.endedAt - run.startedAt) / 1000;
  const longest = round(Math.max(0, ...report.longTasks.map((task) => task.durationMs)));
  log(
    `${grid}: scrolled to item ${run.reached} of ${run.listSize} and back in ${round(seconds)} s ` +
      `(${round(run.waitedForPagesMs / 1000)} s waiting for pages; ${requests.count} page requests, ` +
      `${run.presses} by a press on "load more", ` +
      `${requests.repeated} of them for an offset asked for before), ` +
      `${run.frames} frames, frame p95 ${round(percentile(gaps, 95))} ms; ` +
      `${report.longTasks.length} long tasks, the longest ${longest} ms; main-thread CPU ` +
      `${round(cpuMs)} ms, ${round(cpuMs / Math.max(1, 2 * run.reached), 2)} ms an item each way` +
      (run.endNote ? `; turned: ${run.endNote}` : ''),
  );
  if (!report.loaf) log(`${grid}: this Chromium reports no long animation frames`);
  const causes = attribute(grid, report, run.startedAt);
  return {
    [`${grid}ScrollItems`]: { value: run.reached, unit: 'count' },
    [`${grid}ListSize`]: { value: run.listSize, unit: 'count' },
    [`${grid}ScrollLongTasksOver50ms`]: { value: report.longTasks.length, unit: 'count' },
    [`${grid}ScrollLongestTaskMs`]: { value: longest, unit: 'ms' },
    [`${grid}ScrollFrameP95Ms`]: { value: round(percentile(gaps, 95)), unit: 'ms' },
    [`${grid}ScrollSeconds`]: { value: round(seconds), unit: 's' },
    [`${grid}ScrollWaitForPagesSeconds`]: { value: round(run.waitedForPagesMs / 1000), unit: 's' },
    [`${grid}ScrollPageRequests`]: { value: requests.count, unit: 'count' },
    [`${grid}ScrollLoadMorePresses`]: { value: run.presses, unit: 'count' },
    [`${grid}ScrollRepeatedPageRequests`]: { value: requests.repeated, unit: 'count' },
    [`${grid}ScrollMainThreadCpuMs`]: { value: round(cpuMs), unit: 'ms' },
    ...(run.endNote ? { [`${grid}ScrollEndNote`]: { value: run.endNote, unit: 'text' } } : {}),
    ...(causes ? { [`${grid}ScrollLongTaskCauses`]: { value: causes, unit: 'text' } } : {}),
  };
}

/** The actors the cams grid lists (the models list of the guest's country) and who is online. */
async function listedActors(query: { url: string; authorization: string }) {
  const online = new Map<number, boolean>();
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(query.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: query.authorization },
      body: JSON.stringify({
        query: `query ($offset: Int) { models(offset: $offset, limit: 100) { total items { id isOnline } } }`,
        variables: { offset },
      }),
    });
    const answer = (await response.json()) as {
      data?: { models?: { total: number; items: { id: number; isOnline: boolean }[] } };
    };
    const models = answer.data?.models;
    if (!models) throw new Error(`models: ${JSON.stringify(answer).slice(0, 200)}`);
    for (const { id, isOnline } of models.items) online.set(id, isOnline);
    if (models.items.length === 0 || offset + 100 >= models.total) return online;
  }
}

/** A seeded random number in [0, 1) (mulberry32), so runs toggle the same actors. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface PushRun {
  sent: number;
  /** Answered `changed: false` (no push went out). */
  unchanged: number;
  failed: number;
  seconds: number;
}

/**
 * Actors go offline and come online by turns (so the share online stays), `PUSHES_PER_SEC` a
 * second on a fixed schedule (a late request is caught up), until `stop()`.
 */
function drivePushes(appUrl: string, actors: Map<number, boolean>) {
  const pools = {
    online: [...actors].filter(([, on]) => on).map(([id]) => id),
    offline: [...actors].filter(([, on]) => !on).map(([id]) => id),
  };
  const random = seeded(18);
  const outcome = { sent: 0, unchanged: 0, failed: 0 };
  const pending = new Set<Promise<void>>();
  let stopped = false;
  const started = performance.now();
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const wait = started + (i * 1000) / PUSHES_PER_SEC - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      if (stopped) break;
      const comesOnline = i % 2 === 1 ? pools.offline.length > 0 : pools.online.length === 0;
      const [from, to] = comesOnline
        ? [pools.offline, pools.online]
        : [pools.online, pools.offline];
      const index = Math.floor(random() * from.length);
      const actorId = from[index]!;
      from[index] = from[from.length - 1]!;
      from.pop();
      to.push(actorId);
      outcome.sent++;
      const request = postJson(appUrl, `/dev/messenger/actors/${actorId}/online`, {
        online: comesOnline,
      }).then(
        (answer) => {
          if ((answer as { changed?: boolean }).changed !== true) outcome.unchanged++;
        },
        () => {
          outcome.failed++;
        },
      );
      pending.add(request);
      void request.finally(() => pending.delete(request));
    }
  })();
  return {
    async stop(): Promise<PushRun> {
      stopped = true;
      const seconds = (performance.now() - started) / 1000;
      await loop;
      await Promise.all(pending);
      return { ...outcome, seconds };
    },
  };
}

type TileState = { id: number; online: boolean } | null;
const firstTile = (page: Page) =>
  page.evaluate<TileState>(`(() => {
    const link = document.querySelector('.tile-grid-body a.cam-tile[data-actor-id]');
    return link &&
      { id: Number(link.dataset.actorId), online: link.classList.contains('cam-online') };
  })()`);
const tileOnline = (page: Page, id: number) =>
  page.evaluate<boolean | null>(`(() => {
    const link = document.querySelector('.tile-grid-body a.cam-tile[data-actor-id="${id}"]');
    return link && link.classList.contains('cam-online');
  })()`);

/** A fresh context and page with the bench's page script, its console lines logged as `grid`'s. */
async function openGridPage(app: BenchApp, grid: 'cams' | 'videos') {
  const context = await app.browser.newContext({ baseURL: app.sim.appUrl, viewport: VIEWPORT });
  await context.addInitScript({ content: PAGE_SCRIPT });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().startsWith('grids-bench: '))
      log(`${grid}: ${message.text().slice('grids-bench: '.length)}`);
  });
  page.on('crash', () => log(`${grid}: the page crashed`));
  return { context, page };
}

/** Issue 18: the cams grid scrolled to its end and back while the pushes arrive. */
async function camsPhase(app: BenchApp, figures: Record<string, Figure>): Promise<void> {
  const { context, page } = await openGridPage(app, 'cams');
  try {
    let query: { url: string; authorization: string } | null = null;
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (!query && authorization && request.url().includes('/graphql/query'))
        query = { url: request.url(), authorization };
    });
    await page.goto(`/dev/login?as=${LOGIN}&next=${CAMS_PATH}`);
    await page.locator('.tile-grid-body a.cam-tile').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    if (!query) throw new Error('no query service request with a token seen');
    const actors = await listedActors(query);
    const onlineNow = [...actors.values()].filter(Boolean).length;
    log(`cams: the grid lists ${actors.size} actors for ${LOGIN}, ${onlineNow} online`);
    figures.camsListedActors = { value: actors.size, unit: 'count' };

    // One push to a tile on screen, there and back: the realtime path reaches the grid.
    const tile = await firstTile(page);
    if (!tile) throw new Error('no cam tile on screen');
    const checkedAt = performance.now();
    for (const online of [!tile.online, tile.online]) {
      await postJson(app.sim.appUrl, `/dev/messenger/actors/${tile.id}/online`, { online });
      await waitFor(
        `actor ${tile.id}'s tile to show her ${online ? 'online' : 'offline'}`,
        async () => (await tileOnline(page, tile.id)) === online,
        15_000,
      );
    }
    log(
      `cams: a push there and back reached its tile in ${round(performance.now() - checkedAt)} ms`,
    );

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const requests = watchPageRequests(page, 'models');
    const pushes = drivePushes(app.sim.appUrl, actors);
    let pushRun: PushRun | null = null;
    try {
      await page.waitForTimeout(PUSH_LEAD_MS);
      const clock = await mainThreadClock(cdp);
      requests.counting = true;
      await page.evaluate('window.__gridsBench.paints.start()');
      const trace = tracePath('cams');
      if (trace)
        await app.browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
      const run = await profiled(
        cdp,
        { path: profilePath('cams'), what: 'the cams scroll', distDir, log },
        () => scrollThrough(page, actors.size, 100),
      );
      if (trace) {
        await app.browser.stopTracing();
        log(`cams: wrote the scroll's trace to ${trace}`);
      }
      requests.counting = false;
      const paints = await page.evaluate<PushPaints>('window.__gridsBench.paints.stop()');
      const cpuMs = ((await mainThreadClock(cdp)).cpu - clock.cpu) * 1000;
      pushRun = await pushes.stop();
      const report = await pageReport(page, run);
      const seconds = (run.endedAt - run.startedAt) / 1000;
      Object.assign(figures, scrollFigures('cams', run, report, cpuMs, requests));
      log(
        `cams: ${pushRun.sent} pushes asked for in ${round(pushRun.seconds)} s ` +
          `(${pushRun.unchanged} unchanged, ${pushRun.failed} failed); the page received ` +
          `${report.pushes} in its ${round(seconds)} s of scrolling, ${round(report.pushes / seconds)} a second`,
      );
      Object.assign(figures, {
        camsScrollPushesPerSec: { value: round(report.pushes / seconds), unit: 'pushes/s' },
        camsScrollPushesReceived: { value: report.pushes, unit: 'count' },
        camsPushesSent: { value: pushRun.sent, unit: 'count' },
        camsPushesUnchanged: { value: pushRun.unchanged, unit: 'count' },
        camsPushesFailed: { value: pushRun.failed, unit: 'count' },
        ...pushPaintFigures(paints),
      });
    } finally {
      if (!pushRun) await pushes.stop();
    }
  } finally {
    await context.close().catch(() => {});
  }
}

/** Issue 20: the all-videos grid scrolled to its end (or `BENCH_VIDEOS`) and back. */
async function videosPhase(app: BenchApp, figures: Record<string, Figure>): Promise<void> {
  const { context, page } = await openGridPage(app, 'videos');
  try {
    await page.goto(VIDEOS_PATH);
    await page
      .locator('.tile-grid-body > [data-index] > [role="listitem"]')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const requests = watchPageRequests(page, 'videos');
    const clock = await mainThreadClock(cdp);
    requests.counting = true;
    const run = await profiled(
      cdp,
      { path: profilePath('videos'), what: 'the videos scroll', distDir, log },
      () => scrollThrough(page, VIDEOS, 1000),
    );
    requests.counting = false;
    const cpuMs = ((await mainThreadClock(cdp)).cpu - clock.cpu) * 1000;
    const report = await pageReport(page, run);
    Object.assign(figures, scrollFigures('videos', run, report, cpuMs, requests));
  } finally {
    await context.close().catch(() => {});
  }
}

async function main(): Promise<void> {
  const app = await startBenchApp(distDir, log, 'camclient-grids-');
  const figures: Record<string, Figure> = {};
  const loadBefore = loadavg()[0]!;
  try {
    // The bench makes the only online changes; no actor answers a message meanwhile.
    await postJson(app.sim.appUrl, '/dev/messenger/settings', {
      replies: false,
      onlineIntervalMs: 0,
    });
    for (const [grid, phase] of [
      ['cams', camsPhase],
      ['videos', videosPhase],
    ] as const) {
      if (!GRIDS.includes(grid)) continue;
      try {
        await phase(app, figures);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
        log(`${grid}: failed: ${reason}`);
        figures[`${grid}Error`] = { value: reason, unit: 'text' };
        process.exitCode = 1;
      }
    }
  } finally {
    await app.close();
  }
  figures.benchLoadAverage1m = loadAverageFigure(loadBefore);
  const budgets = [
    judgeBudget(
      figures,
      'camsScrollItems',
      (v) => v >= CAMS_ITEMS_BUDGET,
      `≥ ${CAMS_ITEMS_BUDGET}`,
    ),
    judgeBudget(
      figures,
      'camsScrollPushesPerSec',
      (v) => v >= PUSH_RATE_BUDGET,
      `≥ ${PUSH_RATE_BUDGET} pushes/s`,
    ),
    judgeBudget(figures, 'camsScrollLongTasksOver50ms', (v) => v <= 0, '0'),
    judgeBudget(
      figures,
      'camsPushToPaintP95Ms',
      (v) => v <= PUSH_PAINT_P95_BUDGET_MS,
      `≤ ${PUSH_PAINT_P95_BUDGET_MS} ms (a frame + 4 ms)`,
    ),
    judgeBudget(
      figures,
      'videosScrollItems',
      (v) => v >= VIDEOS_ITEMS_BUDGET,
      `≥ ${VIDEOS_ITEMS_BUDGET}`,
    ),
    judgeBudget(figures, 'videosScrollLongTasksOver50ms', (v) => v <= 0, '0'),
  ];
  for (const { figure, target, result } of budgets) log(`${figure}: ${result} (${target})`);
  const path = writeBenchResults('grids', {
    chromium: app.chromium,
    settings: {
      login: LOGIN,
      camsPath: CAMS_PATH,
      videosPath: VIDEOS_PATH,
      scrollStepPx: SCROLL_STEP,
      pushesPerSec: PUSHES_PER_SEC,
      videos: Number.isFinite(VIDEOS) ? VIDEOS : 'all',
      grids: GRIDS,
      stallMs: STALL_MS,
      viewport: VIEWPORT,
      profiled: Boolean(process.env.BENCH_PROFILE),
    },
    budgets,
    figures,
  });
  log(`wrote ${path}`);
}

await main();
