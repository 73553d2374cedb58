/**
 * `npm run bench:inp` (`tsx bench/inp.bench.ts`): issue 50's responsiveness budget, "Interaction to
 * Next Paint ≤ 200 ms (p75 of ten tries each, Event Timing API, 4× CPU slowdown) for filtering the
 * cams grid, switching a profile tab, sending a chat line, liking a post and opening the
 * messenger".
 *
 * Starts the simulator in this process serving the built app (`startBenchApp`: a fresh data
 * directory, the feed's other guests quiet; the messenger's online walk and answers off, so only
 * the bench acts) and Chromium with the bench flags, at desktop width. Each interaction gets its
 * own browser context, logged in as `demo` (the cookie banner decided), and `TRIES` tries. A try:
 * 1. a new page of the context (its cookies and HTTP cache kept) loads the interaction's page at
 *    full speed and waits until it is ready (its controls shown) and quiet (no long task for
 *    `QUIET_MS`);
 * 2. the renderer's CPU is slowed 4× (CDP `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile
 *    emulation does) and the page is let settle again;
 * 3. the interaction, as real input (Playwright's CDP mouse and keys: `pointerdown`, `pointerup`,
 *    `click`, or `keydown`, `keyup`), and its visible effect awaited;
 * 4. the Event Timing entries (`PerformanceObserver` type `event`, `durationThreshold: 16`, and
 *    `first-input`) of the interactions since step 3 are read once the observer has delivered
 *    them. As web-vitals computes INP for a page with fewer than 50 interactions: an interaction's
 *    duration is the longest of its entries (same `interactionId`), the try's INP the longest
 *    interaction. An interaction under 16 ms reports no `event` entry (the first input of a page
 *    always reports its `first-input` entry): such a try counts 16 ms, an upper bound, and is
 *    counted in `inp:<name>:triesUnder16Ms`.
 *
 * The interactions (`SCENARIOS`): `camsFilter` the "Women" filter link on `/en/cams/`;
 * `profileTab` an actor profile's "About me" tab from her overview; `chatSend` a line sent with
 * Enter in the messenger's conversation with LanaLove (the composer filled before the slowdown);
 * `feedLike` "Like" on the first post of `/en/feed/` (the guest's likes forgotten before each try);
 * `messengerOpen` the navbar's "Messenger" link on `/en/` (at desktop width it is in the navbar's
 * "More" menu, opened before the slowdown and not measured).
 *
 * Figures, in `bench/results/inp.json` (`{ date, node, chromium, settings, budgets, <figure>: {
 * value, unit } }`) and a table on the console: `inp<Name>P75Ms` per interaction (budget ≤ 200 ms)
 * and `inpWorstP75Ms`; per interaction `inp:<name>:p50Ms`, `:maxMs`, the p75 try's longest
 * interaction (`:event`, its events and their target) split as web-vitals' attribution does
 * (`:inputDelayMs` to its first handler, `:processingMs` through its handlers, `:presentationMs`
 * from them to the paint), `:tries`, `:triesUnder16Ms` and `:loadAverage1m` (the box's load while
 * it ran); `benchLoadAverage1m` over the run. Environment: `DIST_DIR` (the built app, default `dist`; built first when it has no
 * index.html, or always with `--build`), `BENCH_PORT` / `BENCH_PAY_PORT`, `BENCH_INP_TRIES`
 * (default 10), `BENCH_INP_ONLY` (interaction names, comma-separated). Exits 1 when an
 * interaction failed, after writing what it measured.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { REPO_DIR } from '../simulator/server.ts';
import {
  getJson,
  judgeBudget,
  loadAverageFigure,
  postJson,
  round,
  startBenchApp,
  waitFor,
  writeBenchResults,
  type BenchApp,
  type Figure,
} from './chromiumBench.ts';
import { percentile } from './soak/percentile.ts';

const TRIES = Number(process.env.BENCH_INP_TRIES ?? 10);
const ONLY = process.env.BENCH_INP_ONLY?.split(',').map((name) => name.trim());
const LOGIN = 'demo';
const CPU_SLOWDOWN = 4;
/** Event Timing's smallest threshold: shorter interactions report no `event` entry. */
const DURATION_THRESHOLD_MS = 16;
/** Core Web Vitals' "good" INP, issue 50's budget. */
const INP_BUDGET_MS = 200;
/** A page is quiet once it ran no long task for this long. */
const QUIET_MS = 1_000;
const VIEWPORT = { width: 1280, height: 800 };
/** Room for a loaded box: the effect of an interaction at 4× slowdown may take seconds. */
const T = { timeout: 60_000 };

const distDir = resolve(REPO_DIR, process.env.DIST_DIR ?? 'dist');
const log = (line: string) => console.log(`inp: ${line}`);

/**
 * The page side (a script string, see search.bench.ts), installed before the app loads: the Event
 * Timing entries of interactions (`event` at the 16 ms threshold and `first-input`, each with its
 * target named) and the end of the last long task. `since` is set just before the interaction.
 */
const PAGE_SCRIPT = `(() => {
  const bench = { since: Infinity, entries: [], busyUntil: 0 };
  window.__inpBench = bench;
  const name = (node) => {
    if (!node || !node.tagName) return '(gone)';
    const classes = [...node.classList].slice(0, 2).join('.');
    return node.tagName.toLowerCase() + (classes ? '.' + classes : '');
  };
  // An entry's target may be gone when the observer reports it (the link's page replaced): the
  // element the interaction started on is named as it happens.
  let started = '(gone)';
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (event) => { started = name(event.target); }, true);
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId || entry.startTime < bench.since) continue;
      bench.entries.push({
        name: entry.name,
        entryType: entry.entryType,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: entry.target && entry.target.isConnected ? name(entry.target) : started,
      });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: ${DURATION_THRESHOLD_MS}, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.busyUntil = Math.max(bench.busyUntil, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  bench.start = () => {
    bench.entries = [];
    bench.since = performance.now();
    bench.count = performance.interactionCount;
  };
  bench.read = () => ({
    entries: bench.entries,
    interactions: typeof bench.count === 'number' ? performance.interactionCount - bench.count : null,
  });
})();
//# sourceURL=inp-bench-probe.js`;

interface EventEntry {
  name: string;
  entryType: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}

/**
 * The longest interaction of a try split as web-vitals' attribution does: from its first event's
 * start to its first handler (`inputDelayMs`), through its events' handlers (`processingMs`, the
 * first one's start to the last one's end: a click's `pointerdown`, `pointerup` and `click`), to
 * the paint after them (`presentationMs`).
 */
interface Attribution {
  /** Its events and their target, e.g. `pointerdown+pointerup+click on a.cam-filter`. */
  event: string;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

interface Try {
  /** The try's INP: its longest interaction (16 when no entry reached the threshold). */
  inpMs: number;
  /** Its longest interaction's parts, or null when no entry reached the threshold. */
  worst: Attribution | null;
  interactions: number;
}

/** One interaction of the budget: where it starts, how it is done, and what shows it was done. */
interface Scenario {
  name: string;
  figure: string;
  what: string;
  /** Run before each try's page loads (simulator state). */
  before?: (app: BenchApp) => Promise<void>;
  path: string;
  /** The page is ready for the interaction (it may prepare it, e.g. fill a text box). */
  ready: (page: Page, tryIndex: number) => Promise<void>;
  interact: (page: Page) => Promise<void>;
  /** The interaction's visible effect. */
  done: (page: Page, tryIndex: number) => Promise<void>;
}

const visible = async (page: Page, locate: (page: Page) => ReturnType<Page['locator']>) =>
  locate(page)
    .first()
    .waitFor({ state: 'visible', ...T });

const main$ = (page: Page) => page.getByRole('main');

function scenarios(profileActor: string): Scenario[] {
  const womenFilter = (page: Page) =>
    main$(page)
      .getByRole('navigation', { name: 'Filters' })
      .getByRole('link', { name: 'Women', exact: true });
  const aboutMe = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'About me', exact: true });
  const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
  const chatLine = (tryIndex: number) => `INP bench line ${tryIndex + 1}`;
  const firstPost = (page: Page) => main$(page).locator('article.feed-post').first();
  const messengerLink = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messenger' });
  return [
    {
      name: 'camsFilter',
      figure: 'inpCamsFilterP75Ms',
      what: 'filtering the cams grid ("Women" on /en/cams/)',
      path: '/en/cams/',
      ready: async (page) => {
        await visible(page, (p) => p.locator('.tile-grid-body a.cam-tile'));
        await womenFilter(page).waitFor(T);
      },
      interact: (page) => womenFilter(page).click(),
      done: async (page) => {
        await page.waitForURL(/[?&]gender=F/, T);
        await page.locator('nav[aria-label="Filters"] a[aria-current="true"]').first().waitFor(T);
      },
    },
    {
      name: 'profileTab',
      figure: 'inpProfileTabP75Ms',
      what: `switching a profile tab (${profileActor}'s "About me" from her overview)`,
      path: `/en/amateur/${profileActor.toLowerCase()}/`,
      ready: async (page) => {
        await main$(page).getByRole('heading', { name: profileActor, level: 1 }).waitFor(T);
        await aboutMe(page).waitFor(T);
      },
      interact: (page) => aboutMe(page).click(),
      done: async (page) => {
        await main$(page)
          .getByRole('heading', { name: `When ${profileActor} is online` })
          .waitFor(T);
      },
    },
    {
      name: 'chatSend',
      figure: 'inpChatSendP75Ms',
      what: 'sending a chat line (Enter in the messenger, to LanaLove)',
      path: '/en/messenger/',
      ready: async (page, tryIndex) => {
        const list = page.getByTestId('channel-list');
        await list.getByRole('listitem').first().waitFor(T);
        await list
          .getByRole('listitem')
          .filter({ hasText: 'LanaLove' })
          .getByRole('button', { name: /LanaLove/ })
          .first()
          .click();
        await page.getByRole('heading', { name: 'LanaLove', level: 2 }).waitFor(T);
        await composer(page).fill(chatLine(tryIndex));
      },
      interact: (page) => composer(page).press('Enter'),
      done: async (page, tryIndex) => {
        await page
          .getByTestId('message-list')
          .getByRole('article')
          .filter({ hasText: chatLine(tryIndex) })
          .first()
          .waitFor(T);
      },
    },
    {
      name: 'feedLike',
      figure: 'inpFeedLikeP75Ms',
      what: 'liking a post ("Like" on the first post of /en/feed/)',
      before: async (app) => {
        await postJson(app.sim.appUrl, `/dev/feed/reset?as=${LOGIN}`);
      },
      path: '/en/feed/',
      ready: async (page) => {
        await firstPost(page).getByRole('button', { name: 'Like', exact: true }).waitFor(T);
      },
      interact: (page) =>
        firstPost(page).getByRole('button', { name: 'Like', exact: true }).click(),
      done: async (page) => {
        await firstPost(page).getByRole('button', { name: 'Unlike', exact: true }).waitFor(T);
      },
    },
    {
      name: 'messengerOpen',
      figure: 'inpMessengerOpenP75Ms',
      what: 'opening the messenger (the navbar\'s "Messenger" link on /en/, its "More" menu opened first)',
      path: '/en/',
      ready: async (page) => {
        await page.getByTestId('guest-name').waitFor(T);
        // At desktop width the link sits in the navbar's "More" menu: opened before the slowdown.
        const more = page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'More', exact: true });
        if (await more.isVisible()) await more.click();
        await messengerLink(page).waitFor(T);
      },
      interact: (page) => messengerLink(page).click(),
      done: async (page) => {
        await page.getByRole('heading', { name: 'Conversations' }).waitFor(T);
      },
    },
  ];
}

/** Waits until the page ran no long task for `QUIET_MS` (at most 20 s). */
async function quiet(page: Page): Promise<void> {
  await waitFor(
    'the page to be quiet',
    () => page.evaluate<boolean>(`performance.now() - window.__inpBench.busyUntil >= ${QUIET_MS}`),
    20_000,
  ).catch(() => log('the page was not quiet within 20 s; measuring anyway'));
}

/** The try's INP from its entries, as web-vitals computes it for a page of few interactions. */
function inpOf(entries: readonly EventEntry[]): Try {
  const byInteraction = new Map<number, EventEntry[]>();
  for (const entry of entries)
    byInteraction.set(entry.interactionId, [
      ...(byInteraction.get(entry.interactionId) ?? []),
      entry,
    ]);
  const durationOf = (group: readonly EventEntry[]) =>
    Math.max(...group.map((entry) => entry.duration));
  let longest: EventEntry[] | null = null;
  for (const group of byInteraction.values())
    if (!longest || durationOf(group) > durationOf(longest)) longest = group;
  if (!longest || durationOf(longest) < DURATION_THRESHOLD_MS)
    return { inpMs: DURATION_THRESHOLD_MS, worst: null, interactions: byInteraction.size };
  const inOrder = [...longest].sort((a, b) => a.startTime - b.startTime);
  const first = inOrder[0]!;
  const start = first.startTime;
  const paintedAt = Math.max(...inOrder.map((entry) => entry.startTime + entry.duration));
  const processingEnd = Math.max(...inOrder.map((entry) => entry.processingEnd));
  const names = [...new Set(inOrder.map((entry) => entry.name))].join('+');
  return {
    inpMs: durationOf(longest),
    worst: {
      event: `${names} on ${first.target}`,
      inputDelayMs: round(first.processingStart - start),
      processingMs: round(processingEnd - first.processingStart),
      presentationMs: round(Math.max(0, paintedAt - processingEnd)),
    },
    interactions: byInteraction.size,
  };
}

async function oneTry(
  app: BenchApp,
  context: BrowserContext,
  scenario: Scenario,
  tryIndex: number,
): Promise<Try> {
  await scenario.before?.(app);
  const page = await context.newPage();
  let cdp: CDPSession | null = null;
  try {
    await page.goto(scenario.path, T);
    await scenario.ready(page, tryIndex);
    await quiet(page);
    cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await quiet(page);
    await page.evaluate('window.__inpBench.start()');
    await scenario.interact(page);
    await scenario.done(page, tryIndex);
    // The entries come after the interaction's paint, in a task of their own: wait for them (an
    // interaction under the threshold brings none).
    let read = { entries: [] as EventEntry[], interactions: null as number | null };
    const until = performance.now() + 3_000;
    while (performance.now() < until) {
      read = await page.evaluate<typeof read>('window.__inpBench.read()');
      if (read.entries.length > 0) {
        // The interaction's other entries (pointerup, click) come with the same paint.
        await page.waitForTimeout(300);
        read = await page.evaluate<typeof read>('window.__inpBench.read()');
        break;
      }
      await page.waitForTimeout(100);
    }
    const result = inpOf(read.entries);
    return { ...result, interactions: read.interactions ?? result.interactions };
  } finally {
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    await page.close().catch(() => {});
  }
}

async function measure(
  app: BenchApp,
  scenario: Scenario,
  figures: Record<string, Figure>,
): Promise<void> {
  const loadBefore = loadavg()[0]!;
  const context = await app.browser.newContext({ baseURL: app.sim.appUrl, viewport: VIEWPORT });
  try {
    await context.addCookies([
      {
        name: 'cookieConsent',
        value: encodeURIComponent('functional=1&analytics=0'),
        url: app.sim.appUrl,
      },
    ]);
    await context.addInitScript({ content: PAGE_SCRIPT });
    const login = await context.newPage();
    await login.goto(`/dev/login?as=${LOGIN}&next=/en/`, T);
    await login.close();
    const tries: Try[] = [];
    for (let i = 0; i < TRIES; i++) {
      const result = await oneTry(app, context, scenario, i);
      log(
        `${scenario.name} try ${i + 1}: INP ${round(result.inpMs)} ms` +
          (result.worst
            ? ` (${result.worst.event}: input delay ${result.worst.inputDelayMs} ms, processing ` +
              `${result.worst.processingMs} ms, presentation ${result.worst.presentationMs} ms)`
            : ` (no entry: under ${DURATION_THRESHOLD_MS} ms; ${result.interactions} interactions counted)`),
      );
      tries.push(result);
    }
    const sorted = [...tries].sort((a, b) => a.inpMs - b.inpMs);
    const p75 = percentile(
      sorted.map((t) => t.inpMs),
      75,
    );
    const atP75 = sorted.find((t) => t.inpMs === p75)!;
    const worst = atP75.worst;
    const key = (figure: string) => `inp:${scenario.name}:${figure}`;
    Object.assign(figures, {
      [scenario.figure]: { value: round(p75), unit: 'ms' },
      [key('p50Ms')]: {
        value: round(
          percentile(
            sorted.map((t) => t.inpMs),
            50,
          ),
        ),
        unit: 'ms',
      },
      [key('maxMs')]: { value: round(sorted.at(-1)!.inpMs), unit: 'ms' },
      [key('event')]: { value: worst?.event ?? '-', unit: 'text' },
      [key('inputDelayMs')]: { value: worst?.inputDelayMs ?? 0, unit: 'ms' },
      [key('processingMs')]: { value: worst?.processingMs ?? 0, unit: 'ms' },
      [key('presentationMs')]: { value: worst?.presentationMs ?? 0, unit: 'ms' },
      [key('tries')]: { value: tries.length, unit: 'count' },
      [key('triesUnder16Ms')]: { value: tries.filter((t) => !t.worst).length, unit: 'count' },
      [key('loadAverage1m')]: loadAverageFigure(loadBefore),
    });
  } finally {
    await context.close().catch(() => {});
  }
}

function printTable(chosen: readonly Scenario[], figures: Record<string, Figure>): void {
  const cell = (key: string) => {
    const figure = figures[key];
    return figure === undefined ? '—' : String(figure.value);
  };
  const rows = [
    [
      'interaction',
      'INP p75 ms',
      'p50',
      'max',
      'budget',
      'result',
      'p75 try: delay / processing / paint ms',
      'event',
      'load 1m',
    ],
    ...chosen.map((scenario) => {
      const value = figures[scenario.figure]?.value;
      const k = (figure: string) => `inp:${scenario.name}:${figure}`;
      return [
        scenario.name,
        cell(scenario.figure),
        cell(k('p50Ms')),
        cell(k('maxMs')),
        `≤ ${INP_BUDGET_MS}`,
        typeof value === 'number' ? (value <= INP_BUDGET_MS ? 'pass' : 'miss') : 'missing',
        `${cell(k('inputDelayMs'))} / ${cell(k('processingMs'))} / ${cell(k('presentationMs'))}`,
        cell(k('event')),
        cell(k('loadAverage1m')),
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((text, column) => text.padEnd(widths[column]!)).join('  ');
  console.log(
    `\n${[line(rows[0]!), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n')}\n`,
  );
}

async function main(): Promise<void> {
  const app = await startBenchApp(distDir, log, 'camclient-inp-');
  const figures: Record<string, Figure> = {};
  const loadBefore = loadavg()[0]!;
  let chosen: Scenario[] = [];
  try {
    // The bench makes the only changes: no actor goes on- or offline or answers meanwhile.
    await postJson(app.sim.appUrl, '/dev/messenger/settings', {
      replies: false,
      onlineIntervalMs: 0,
    });
    // Ten lines of 1,99 € each, whatever the demo account holds.
    await postJson(app.sim.appUrl, `/dev/account/balance?as=${LOGIN}&balance=500.00`);
    const actor = await getJson<{ name: string }>(
      app.sim.appUrl,
      '/dev/actor-profile/find?ratings=many',
    );
    chosen = scenarios(actor.name).filter((scenario) => !ONLY || ONLY.includes(scenario.name));
    for (const scenario of chosen) {
      log(`${scenario.name}: ${scenario.what}, ${TRIES} tries at ${CPU_SLOWDOWN}× CPU slowdown`);
      try {
        await measure(app, scenario, figures);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
        log(`${scenario.name}: failed: ${reason}`);
        figures[`inp:${scenario.name}:error`] = { value: reason, unit: 'text' };
        process.exitCode = 1;
      }
    }
  } finally {
    await app.close();
  }
  const measured = chosen
    .map((scenario) => figures[scenario.figure]?.value)
    .filter((value): value is number => typeof value === 'number');
  if (measured.length === chosen.length && measured.length > 0)
    figures.inpWorstP75Ms = { value: Math.max(...measured), unit: 'ms' };
  figures.benchLoadAverage1m = loadAverageFigure(loadBefore);
  const budgets = [...chosen.map((scenario) => scenario.figure), 'inpWorstP75Ms'].map((figure) =>
    judgeBudget(figures, figure, (v) => v <= INP_BUDGET_MS, `≤ ${INP_BUDGET_MS} ms`),
  );
  printTable(chosen, figures);
  log(
    `load average ${figures.benchLoadAverage1m.value} ${figures.benchLoadAverage1m.unit} ` +
      `(1 min, start and end averaged)`,
  );
  for (const { figure, target, result } of budgets) log(`${figure}: ${result} (${target})`);
  const path = writeBenchResults('inp', {
    chromium: app.chromium,
    settings: {
      login: LOGIN,
      tries: TRIES,
      cpuSlowdown: CPU_SLOWDOWN,
      durationThresholdMs: DURATION_THRESHOLD_MS,
      quietMs: QUIET_MS,
      viewport: VIEWPORT,
      interactions: Object.fromEntries(chosen.map((scenario) => [scenario.name, scenario.what])),
    },
    budgets,
    figures,
  });
  log(`wrote ${path}`);
}

await main();
