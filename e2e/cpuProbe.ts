import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_BROWSER_PATH } from '../scripts/chromium.mjs';
import { originalPositions, type OriginalPosition } from '../scripts/sourceMaps.ts';
import { startSimulatorAt } from './workerSimulator.ts';

/**
 * Where the e2e browser's CPU goes on a page: the app's boot (the first seconds after `goto`)
 * against the steady state while a test waits. Not a test: a measuring tool for the suite's cost
 * on two cores (docs/performance.md, "e2e CPU per test").
 *
 * `E2E_DIST_DIR=/tmp/x-dist npx tsx e2e/cpuProbe.ts [extra chromium flags…]`
 *
 * It starts a simulator of its own (`PROBE_PORT`, next port for payments), opens each route in
 * a fresh context of the suite's browser (headless shell, the suite's flags plus the extra ones)
 * and prints, per route, the CPU seconds of every Chromium process by type (`/proc/<pid>/stat`)
 * and the renderer's own account (CDP `Performance.getMetrics`) over the boot window and over
 * the idle window after it (`PROBE_VERBOSE=1`), then the median of `PROBE_REPEAT` rounds per route:
 * CPU seconds of all Chromium processes, of the renderers and of the GPU process.
 * `PROBE_PROFILE=1` prints the boot window's JS self time (sampled every 0.2 ms) by original
 * module and by original function (the build's source maps), and by the app's function nearest
 * the sample on its stack (a library's or the browser's work counts to the app's code that asked
 * for it; a chunk's top level, where its modules' imports run, as `(module eval)`).
 * `PROBE_THROTTLE=4` slows the renderer's CPU as Lighthouse's mobile run does.
 */
const BOOT_MS = Number(process.env.PROBE_BOOT_MS ?? 3000);
const IDLE_MS = Number(process.env.PROBE_IDLE_MS ?? 10_000);
const ROUTES = (process.env.PROBE_ROUTES ?? '/en/,/en/cams/,/en/feed/,/en/videos/').split(',');
const PROFILE = process.env.PROBE_PROFILE === '1';
const THROTTLE = Number(process.env.PROBE_THROTTLE ?? 1);
const REPEAT = Number(process.env.PROBE_REPEAT ?? 1);
const port = Number(process.env.PROBE_PORT ?? 47432);
const TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of each descendant of `root`, by its Chromium `--type`. */
function cpuByType(root: number): Map<string, number> {
  const parents = new Map<number, number>();
  const stats = new Map<number, { type: string; cpu: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(pid, Number(fields[1]));
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const chromium = cmdline.includes('chrom');
      const type = chromium ? (/--type=([a-z-]+)/.exec(cmdline)?.[1] ?? 'browser') : 'node';
      const utility = /--utility-sub-type=([\w.]+)/.exec(cmdline)?.[1];
      stats.set(pid, {
        type: utility ? `utility:${utility.split('.').pop()}` : type,
        cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
      });
    } catch {
      // gone meanwhile
    }
  }
  const within = (pid: number): boolean => {
    for (let at: number | undefined = pid; at && at > 1; at = parents.get(at))
      if (at === root) return true;
    return false;
  };
  const byType = new Map<string, number>();
  for (const [pid, { type, cpu }] of stats)
    if (within(pid)) byType.set(type, (byType.get(type) ?? 0) + cpu);
  return byType;
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

async function rendererMetrics(cdp: CDPSession): Promise<Map<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return new Map(metrics.filter((m) => METRICS.includes(m.name)).map((m) => [m.name, m.value]));
}

function diff<K>(after: Map<K, number>, before: Map<K, number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of after) {
    const delta = value - (before.get(key) ?? 0);
    if (delta >= 0.005) out[String(key)] = delta.toFixed(2);
  }
  return out;
}

/** One route's CPU seconds: every Chromium process over boot and idle, and the renderer's. */
interface Sample {
  route: string;
  chromium: number;
  renderer: number;
  gpu: number;
}

const chromiumCpu = (byType: Record<string, string>): number =>
  Object.entries(byType)
    .filter(([type]) => type !== 'node')
    .reduce((sum, [, seconds]) => sum + Number(seconds), 0);

async function probe(page: Page, route: string, root: number): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  if (THROTTLE !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const cpu0 = cpuByType(root);
  const m0 = await rendererMetrics(cdp);
  await page.goto(route);
  await page.waitForTimeout(BOOT_MS);
  if (PROFILE) printProfile(route, (await cdp.send('Profiler.stop')).profile);
  const cpu1 = cpuByType(root);
  const m1 = await rendererMetrics(cdp);
  await page.waitForTimeout(IDLE_MS);
  const cpu2 = cpuByType(root);
  const m2 = await rendererMetrics(cdp);
  const boot = diff(cpu1, cpu0);
  const idle = diff(cpu2, cpu1);
  if (process.env.PROBE_VERBOSE)
    console.log(
      JSON.stringify({
        route,
        boot: { processes: boot, renderer: diff(m1, m0) },
        idle: { seconds: IDLE_MS / 1000, processes: idle, renderer: diff(m2, m1) },
      }),
    );
  const total = diff(cpu2, cpu0);
  return {
    route,
    chromium: chromiumCpu(total),
    renderer: Number(total.renderer ?? 0),
    gpu: Number(total['gpu-process'] ?? 0),
  };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const lookups = new Map<string, ReturnType<typeof originalPositions>>();

/** A frame's original place: the build's source map of its script, if the app served it. */
function originalOf(frame: CallFrame): OriginalPosition | null {
  if (!frame.url.startsWith(origin)) return null;
  const path = new URL(frame.url).pathname;
  if (!lookups.has(path)) lookups.set(path, originalPositions(join(distDir, `${path}.map`)));
  return lookups.get(path)?.(frame.lineNumber, frame.columnNumber) ?? null;
}

/** A source's path from the project's root or from node_modules. */
const shortSource = (source: string): string =>
  source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');

/** A frame's function and module, original where the source map says. */
function describe(frame: CallFrame): { name: string; module: string; app: boolean } {
  const script = frame.url.split('/').pop() || `(${frame.functionName || 'native'})`;
  const original = originalOf(frame);
  if (!original) {
    // A chunk's top level maps to nothing: the imports of its modules run there.
    const evaluation = frame.url.startsWith(origin) && frame.lineNumber === 0;
    const name = evaluation
      ? `(module eval) ${script}`
      : `${frame.functionName || '(anonymous)'} ${script}`;
    return { name, module: script, app: evaluation };
  }
  const module = shortSource(original.source);
  const name = `${original.name ?? (frame.functionName || '(anonymous)')} ${module}:${original.line}`;
  return { name, module, app: !original.source.includes('node_modules/') };
}

/**
 * The boot's JS profile: milliseconds of self time by module and by function, and of the app's
 * function nearest each sample on its stack (the browser's idle, parse/compile/style/layout
 * ("program") and garbage collection are not in that list).
 */
function printProfile(route: string, profile: Profile): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const described = new Map<number, ReturnType<typeof describe>>();
  const describeNode = (id: number) => {
    let seen = described.get(id);
    const frame = nodes.get(id)?.callFrame;
    if (!seen && frame) described.set(id, (seen = describe(frame)));
    return seen;
  };
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  const byAppFrame = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const frame = describeNode(id);
    const ms = (deltas[index + 1] ?? 0) / 1000;
    if (!frame) return;
    add(byFunction, frame.name, ms);
    add(byModule, frame.module, ms);
    if (
      ['(idle)', '(program)', '(garbage collector)'].includes(
        nodes.get(id)?.callFrame.functionName ?? '',
      )
    )
      return;
    let at: number | undefined = id;
    while (at !== undefined && !describeNode(at)?.app) at = parents.get(at);
    add(
      byAppFrame,
      at === undefined
        ? '(no app frame: a library or the browser on its own)'
        : (describeNode(at)?.name ?? '?'),
      ms,
    );
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(5)} ms ${name}`)
      .join('\n');
  console.log(
    `${route} profile, by module:\n${top(byModule, 15)}\nby function:\n${top(byFunction, 25)}\nby the app's nearest function:\n${top(byAppFrame, 25)}`,
  );
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const origin = `http://127.0.0.1:${port}`;
const simulator = await startSimulatorAt({
  appPort: port,
  payPort: port + 1,
  dataDir: `${process.env.E2E_DATA_DIR ?? '/tmp/cpuProbe-data'}/probe`,
  distDir: process.env.E2E_DIST_DIR ?? 'dist',
});
const browser = await chromium.launch({
  executablePath: E2E_BROWSER_PATH,
  args: [...CHROMIUM_ARGS, ...process.argv.slice(2)],
});
try {
  // The browser and the simulator are this process's children: the simulator counts as `node`.
  const root = process.pid;
  const samples: Sample[] = [];
  for (let round = 0; round < REPEAT; round++)
    for (const route of ROUTES) {
      const context = await browser.newContext({ baseURL: origin });
      await context.addCookies([
        { name: 'cookieConsent', value: 'functional%3D1%26analytics%3D0', url: origin },
      ]);
      samples.push(await probe(await context.newPage(), route, root));
      await context.close();
    }
  const summary = ROUTES.map((route) => {
    const of = samples.filter((sample) => sample.route === route);
    const figure = (key: 'chromium' | 'renderer' | 'gpu') =>
      median(of.map((sample) => sample[key])).toFixed(2);
    return `${route} chromium ${figure('chromium')} renderer ${figure('renderer')} gpu ${figure('gpu')}`;
  });
  console.log(
    `flags: ${process.argv.slice(2).join(' ') || "(the suite's)"}\n${summary.join('\n')}`,
  );
} finally {
  await browser.close();
  await simulator.stop();
}
