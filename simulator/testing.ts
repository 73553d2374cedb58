// Test helpers: a real simulator on 127.0.0.1, free ports, a fresh temporary data dir.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUILD_MODE_FILE,
  REPO_DIR,
  startSimulator,
  type RunningSimulator,
  type SimulatorOptions,
} from './server.ts';
import { openStore, type Store } from './store/index.ts';

export function tempDir(prefix = 'simulator-test-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A stand-in for a production build (production mode refuses any other): the build's mode marker,
 * an app page and a source map. Remove it with the returned `remove`.
 */
export function productionDist(): { path: string; remove(): void } {
  const dist = tempDir('simulator-dist-');
  writeFileSync(join(dist.path, BUILD_MODE_FILE), 'production\n');
  writeFileSync(join(dist.path, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist.path, 'main.js'), 'export {};\n//# sourceMappingURL=main.js.map\n');
  writeFileSync(join(dist.path, 'main.js.map'), '{"version":3,"sources":[],"mappings":""}');
  return dist;
}

/** Generated catalogues shared by the tests of this machine (copied, never written to). */
const TEST_CATALOGUE_TEMPLATES = join(tmpdir(), 'camclient-catalogue-templates');

export function startTestSimulator(
  options: Partial<SimulatorOptions> & { dataDir: string },
): Promise<RunningSimulator> {
  return startSimulator({
    host: '127.0.0.1',
    port: 0,
    payPort: 0,
    // The feed's other guests act only when a test asks (`/dev/feed/*`).
    env: { SIM_FEED_CROWD_MS: '0' },
    quiet: true,
    catalogueTemplateDir: TEST_CATALOGUE_TEMPLATES,
    ...options,
  });
}

/**
 * A demo and a production simulator side by side (the production one behind one trusted proxy
 * hop, so tests can name a client's address in `X-Forwarded-For`), both serving
 * {@link productionDist}; `close` stops both and removes their folders.
 */
export async function startDemoAndProduction(supportPassword: string) {
  const dirs = [tempDir(), tempDir(), productionDist()] as const;
  const [demo, production] = await Promise.all([
    startTestSimulator({ dataDir: dirs[0].path, distDir: dirs[2].path }),
    startTestSimulator({
      dataDir: dirs[1].path,
      distDir: dirs[2].path,
      mode: 'production',
      trustProxy: 1,
      supportPassword,
    }),
  ]);
  const close = async () => {
    await Promise.all([demo.close(), production.close()]);
    for (const dir of dirs) dir.remove();
  };
  return { demo, production, close };
}

/** The `name=value` pair of a Set-Cookie header for `name`, and its attributes. */
export function cookieFrom(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

/** Logs in through the one-step demo login and returns the `sid` cookie pair and access token. */
export async function loginAs(
  sim: RunningSimulator,
  login: string,
): Promise<{ cookie: string; accessToken: string; guestId: number | null }> {
  const response = await fetch(`${sim.appUrl}/dev/login?as=${login}`, { redirect: 'manual' });
  const setCookie = cookieFrom(response, 'sid');
  if (response.status !== 302 || setCookie === undefined) {
    throw new Error(`demo login as ${login} failed: ${response.status}`);
  }
  const cookie = setCookie.split(';')[0] ?? '';
  const session = (await (
    await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`, {
      headers: { cookie },
    })
  ).json()) as { accessToken: string; guestId: number | null };
  return { cookie, accessToken: session.accessToken, guestId: session.guestId };
}

export function restUrl(sim: RunningSimulator, path: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ language: 'en', ver: sim.config.ver, ...params });
  return `${sim.appUrl}/rest/v1/${path}?${query.toString()}`;
}

/** The store of a (running or stopped) simulator, seeded from the real demo accounts. */
export function openTestStore(dataDir: string, now?: () => number): Store {
  const fixturesPath = join(REPO_DIR, 'fixtures', 'accounts.json');
  return openStore(now ? { dataDir, fixturesPath, now } : { dataDir, fixturesPath });
}
