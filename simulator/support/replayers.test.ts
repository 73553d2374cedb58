import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPORT_PASSWORD } from '../config.ts';
import type { RunningSimulator } from '../server.ts';
import { startTestSimulator, tempDir } from '../testing.ts';
import { keepPolicyFromEnv, keepReplayers } from './replayers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A build's replayer folder as scripts/replayerBundle.ts writes it. */
function writeReplayer(root: string, version: string): string {
  const folder = join(root, 'replayers', version);
  mkdirSync(join(folder, 'assets'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), `<!doctype html><title>replayer ${version}</title>`);
  writeFileSync(join(folder, 'assets', 'replayer-abc.js'), `export const version = '${version}';`);
  writeFileSync(join(folder, 'build.json'), JSON.stringify({ version }));
  return folder;
}

/** A kept replayer last served `days` ago. */
function keptServedDaysAgo(dataDir: string, version: string, days: number, now: number): void {
  const folder = writeReplayer(dataDir, version);
  const mark = join(folder, 'last-served');
  writeFileSync(mark, '');
  const at = (now - days * DAY_MS) / 1000;
  utimesSync(mark, at, at);
}

describe('kept replayers (issue 53 §2)', () => {
  it('keeps the served build, drops those not served for the kept days, and past the count', () => {
    const dist = tempDir('replayers-dist-');
    const data = tempDir('replayers-data-');
    const now = Date.now();
    writeReplayer(dist.path, '0.1.0+cccccccccc');
    keptServedDaysAgo(data.path, '0.1.0+aaaaaaaaaa', 31, now);
    keptServedDaysAgo(data.path, '0.1.0+bbbbbbbbbb', 29, now);
    keptServedDaysAgo(data.path, '0.1.0+dddddddddd', 2, now);
    keptServedDaysAgo(data.path, '0.1.0+eeeeeeeeee', 1, now);

    const kept = keepReplayers(dist.path, data.path, { days: 30, count: 4 }, now);
    expect(kept.current).toBe('0.1.0+cccccccccc');
    expect(existsSync(join(data.path, 'replayers/0.1.0+cccccccccc/assets/replayer-abc.js'))).toBe(
      true,
    );
    // 31 days: gone; newest served first; the current build counts, the others fit in four.
    expect(kept.versions()).toEqual([
      '0.1.0+cccccccccc',
      '0.1.0+eeeeeeeeee',
      '0.1.0+dddddddddd',
      '0.1.0+bbbbbbbbbb',
    ]);
    const fewer = keepReplayers(dist.path, data.path, { days: 30, count: 2 }, now);
    expect(fewer.versions()).toEqual(['0.1.0+cccccccccc', '0.1.0+eeeeeeeeee']);
    // A version that is not a folder's name is never one.
    expect(fewer.folderOf('../replayers/0.1.0+cccccccccc')).toBeNull();
    expect(fewer.folderOf('0.1.0+aaaaaaaaaa')).toBeNull();
    dist.remove();
    data.remove();
  });

  it('reads its bounds from REPLAYERS_KEEP_DAYS and REPLAYERS_KEEP_COUNT (30 days, 50)', () => {
    expect(keepPolicyFromEnv({})).toEqual({ days: 30, count: 50 });
    expect(keepPolicyFromEnv({ REPLAYERS_KEEP_DAYS: '7', REPLAYERS_KEEP_COUNT: '3' })).toEqual({
      days: 7,
      count: 3,
    });
    expect(keepPolicyFromEnv({ REPLAYERS_KEEP_DAYS: 'soon' }).days).toBe(30);
  });
});

describe('GET /support/replayers/<version>/ and /support/api/replayers', () => {
  let sim: RunningSimulator;
  const dist = tempDir('replayers-dist-');
  const data = tempDir('replayers-data-');
  let cookie = '';

  beforeAll(async () => {
    writeFileSync(join(dist.path, 'index.html'), '<!doctype html><title>app</title>');
    writeReplayer(dist.path, '0.1.0+1111111111');
    keptServedDaysAgo(data.path, '0.1.0+0000000000', 3, Date.now());
    sim = await startTestSimulator({ dataDir: data.path, distDir: dist.path });
    const response = await fetch(`${sim.appUrl}/support/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'support', password: DEMO_SUPPORT_PASSWORD }),
    });
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(async () => {
    await sim.close();
    dist.remove();
    data.remove();
  });

  it('lists the kept versions to staff only', async () => {
    expect((await fetch(`${sim.appUrl}/support/api/replayers`)).status).toBe(401);
    const response = await fetch(`${sim.appUrl}/support/api/replayers`, { headers: { cookie } });
    expect(await response.json()).toEqual({
      current: '0.1.0+1111111111',
      versions: ['0.1.0+1111111111', '0.1.0+0000000000'],
    });
  });

  it("serves a kept build's replay frame sandboxed, and its files to an opaque origin", async () => {
    const page = await fetch(`${sim.appUrl}/support/replayers/0.1.0%2B0000000000/?lang=en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('replayer 0.1.0+0000000000');
    expect(page.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts;/);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'none'");
    expect(page.headers.get('access-control-allow-origin')).toBeNull();

    const script = await fetch(
      `${sim.appUrl}/support/replayers/0.1.0+0000000000/assets/replayer-abc.js`,
      { headers: { origin: 'null' } },
    );
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(await script.text()).toContain("'0.1.0+0000000000'");
  });

  it('says plainly when it keeps no replayer of a version, and serves nothing outside one', async () => {
    const unknown = await fetch(`${sim.appUrl}/support/replayers/0.0.1+9999999999/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('This server keeps no replayer of build 0.0.1+9999999999.');
    for (const path of [
      '/support/replayers/..%2F..%2Freplayers%2F0.1.0+0000000000/',
      '/support/replayers/0.1.0+0000000000/assets/..%2Fbuild.json',
      '/support/replayers/0.1.0+0000000000/assets/..%2F..%2F..%2Fsimulator.db',
    ])
      expect((await fetch(`${sim.appUrl}${path}`)).status, path).toBe(404);
  });
});
