import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_BROWSER_PATH } from '../scripts/chromium.mjs';
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
 * `PROBE_PROFILE=1` prints the boot window's JS self time by script and by function.
 */
const BOOT_MS = Number(process.env.PROBE_BOOT_MS ?? 3000);
const IDLE_MS = Number(process.env.PROBE_IDLE_MS ?? 10_000);
const ROUTES = (process.env.PROBE_ROUTES ?? '/en/,/en/cams/,/en/feed/,/en/videos/').split(',');
const PROFILE = process.env.PROBE_PROFILE === '1';
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
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
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

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The boot's JS profile: milliseconds of self time by function and by script. */
function printProfile(route: string, profile: Profile): void {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const frame = frames.get(id);
    const ms = (deltas[index + 1] ?? 0) / 1000;
    if (!frame) return;
    const script = frame.url.split('/').pop() || `(${frame.functionName || 'native'})`;
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(5)} ms ${name}`)
      .join('\n');
  console.log(
    `${route} profile, by script:\n${top(byScript, 12)}\nby function:\n${top(byFunction, 25)}`,
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
