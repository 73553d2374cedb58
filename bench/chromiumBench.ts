/**
 * What the benches that drive the built app in Chromium against an in-process simulator share
 * (`bench/paint.bench.ts`, `bench/feed.bench.ts`): the build, the simulator's dev controls over
 * HTTP, waiting for a condition, the main thread's CPU time, and CPU profiles summarised through
 * the build's source maps.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';
import { REPO_DIR } from '../simulator/server.ts';
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

/** Builds the app into `distDir` when it has no index.html yet, or always with `--build`. */
export function ensureBuild(distDir: string, log: (line: string) => void): void {
  if (!process.argv.includes('--build') && existsSync(join(distDir, 'index.html'))) return;
  log(`building the app into ${distDir}…`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
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
