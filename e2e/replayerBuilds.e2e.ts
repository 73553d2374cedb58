import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { ReportDialog } from './models/ReportDialog.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SupportViewer } from './models/SupportViewer.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { simulatorPortsOf, startSimulatorAt } from './workerSimulator.ts';

/** The checkout, whose sources both builds are made from (never changed: the copy is). */
const ROOT = resolve(process.cwd());
/** What a build reads; the rest (node_modules linked, builds, stores, reports) is not copied. */
const NOT_SOURCES = new Set(['node_modules', 'dist', '.data', '.git', 'reports', 'test-results']);

/** The machine that behaves differently in the second build: "Accept all" accepts no more. */
const CONSENT_MACHINE = 'machines/consent/consent.machine.ts';
const ACCEPT_ALL =
  /('ui\.consentAcceptAll': \{\s*target: 'saving',\s*actions: \{ type: 'choose', params: )ALL( \},)/g;
const ACCEPT_NECESSARY = '$1NECESSARY_ONLY$2';

/** The build the e2e tests run on (the one `npm test` makes): the first build, made already. */
const TESTED_BUILD = resolve(process.env.E2E_DIST_DIR ?? 'dist');

/** A build's version: the one folder of its replayers (scripts/replayerBundle.ts). */
function versionOf(dist: string): string {
  const versions = readdirSync(join(dist, 'replayers'));
  expect(versions).toHaveLength(1);
  return versions[0]!;
}

/**
 * The later build in `dir`: `vite build --mode e2e` with the project's config, its inputs the
 * two pages this test serves from it, the support console and its replayer. The guest app's
 * pages (index.html, each language's, the prerendered frames) are left out: nothing here opens
 * them, and they were two thirds of the build's CPU (75 → 27 CPU-s on a loaded two-core box).
 * The replayers are made as in every build (scripts/replayerBundle.ts), browser and Node halves.
 */
function buildLaterIn(dir: string, outDir: string): Promise<string> {
  const script = `
import { build } from 'vite';
await build({
  mode: 'e2e',
  logLevel: 'warn',
  build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true },
  plugins: [{
    name: 'e2e:support-pages-only',
    config(config) {
      config.build.rollupOptions.input = { support: 'support.html', replayer: 'replayer.html' };
    },
  }],
});`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`the build in ${dir} failed (${code}):\n${output}`));
      done(versionOf(outDir));
    });
  });
}

/** `npm run replay -- …` of the checkout. */
function replayCli(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['src/engine/cli/replay.ts', ...args],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => done({ code, out }));
  });
}

/**
 * Issue 53, "done means": a report replays in the support viewer with the replayer of the build
 * that recorded it, after a later build changed a machine; with the later build's replayer it
 * names the first divergence. The same through the command line.
 */
test('a report replays with the build that recorded it, and a later build names its divergence', async ({
  browser,
  playwright,
}, testInfo) => {
  // A build of the support pages on a shared two-core machine, two simulator starts, two replays.
  test.setTimeout(20 * 60_000);
  const work = mkdtempSync(join(tmpdir(), 'replayer-builds-'));
  try {
    // The first build is the tested one, of the checkout's sources; the second changes a copy.
    const first = versionOf(TESTED_BUILD);

    // The guest's session on the first build: logged in (the messenger, notifications and
    // rewards start as lazy domains, decision 0008), the cookie banner's "Accept all", a report.
    const data = join(work, 'data');
    const ports = simulatorPortsOf(3);
    const origin = `http://127.0.0.1:${ports.appPort}`;
    let simulator = await startSimulatorAt({
      ...ports,
      dataDir: data,
      distDir: TESTED_BUILD,
    });
    const api = await playwright.request.newContext({ baseURL: origin });
    const login = await guestCopyOf(api, 'demo');
    await api.dispose();
    const guestContext = await browser.newContext({ baseURL: origin });
    const guest = await guestContext.newPage();
    await guest.goto(`/dev/login?as=${login}&next=${encodeURIComponent('/en/')}`);
    await expect(guest.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
    await expect(guest.locator('.messenger-navbar')).toBeVisible({ timeout: 20_000 });
    await new CookieBanner(guest).acceptAll();
    const dialog = new ReportDialog(guest);
    await dialog.open();
    const reportId = await dialog.sendReport('Accept all did not stick');
    await guestContext.close();
    await simulator.stop();

    // A later build in which "Accept all" takes the necessary cookies only.
    const sources = join(work, 'src');
    for (const entry of readdirSync(ROOT))
      if (!NOT_SOURCES.has(entry))
        cpSync(join(ROOT, entry), join(sources, entry), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(sources, 'node_modules'), 'dir');
    const machine = join(sources, CONSENT_MACHINE);
    const code = readFileSync(machine, 'utf8');
    // Whatever the machine's indentation: the one transition, and only it.
    expect(code.match(ACCEPT_ALL)).toHaveLength(1);
    writeFileSync(machine, code.replace(ACCEPT_ALL, ACCEPT_NECESSARY));
    const second = await buildLaterIn(sources, join(work, 'dist2'));
    expect(second).not.toBe(first);

    // The simulator now serves the second build, and keeps the first's replayer.
    simulator = await startSimulatorAt({ ...ports, dataDir: data, distDir: join(work, 'dist2') });
    try {
      const supportContext = await browser.newContext({ baseURL: origin });
      const support = new SupportViewer(await supportContext.newPage());
      await support.open();
      await support.logIn();
      await expect(support.reportRow(reportId)).toContainText(first);
      await support.openReport(reportId);
      await expect(support.page.locator('.support-build [role="status"]')).toHaveText(
        `Replayed with build ${first}, the build that recorded this session.`,
      );
      await expect(support.sandboxElement).toHaveAttribute(
        'src',
        new RegExp(`^/support/replayers/${encodeURIComponent(first).replace(/[.+]/g, '\\$&')}/\\?`),
      );
      await expect(support.verification).toHaveText(/^All \d+ checkpoints verified/);
      // The first build's views, with the lazily loaded messenger part, from the kept replayer.
      await expect(support.frame.locator('.messenger-navbar')).toBeVisible();

      // The current (second) build's replayer: it diverges, and says at which record.
      await support.page
        .getByLabel('Replay with')
        .selectOption({ label: `the current build ${second}` });
      await expect(support.page.locator('.support-build [role="status"]')).toContainText(
        `Replayed with the current build ${second}, not with build ${first}`,
      );
      await expect(support.sandboxElement).toHaveAttribute('src', /^\/support\/replayer\/\?/);
      const divergence = support.verification.first();
      await expect(divergence).toContainText(/record #\d+/, { timeout: 30_000 });
      const said = await divergence.innerText();
      const shown = said.match(/record #(\d+)/)?.[1];
      testInfo.annotations.push({ type: 'viewer, second build', description: said });

      // The report as the inbox keeps it, through the command line: the same two answers.
      const cookie = (await supportContext.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const log = await (
        await fetch(`${origin}/support/api/reports/${reportId}`, { headers: { cookie } })
      ).text();
      const report = join(work, 'report.jsonl');
      writeFileSync(report, log);
      const kept = join(data, 'replayers');
      expect(existsSync(join(kept, first, 'node/replay.mjs'))).toBe(true);
      const recorded = await replayCli(report, '--builds', kept);
      expect(recorded.out).toContain(`replayer   build ${first} (`);
      expect(recorded.out).toMatch(/checkpoints verified: OK/);
      expect(recorded.code).toBe(0);
      const later = await replayCli(report, '--builds', kept, '--with', second);
      testInfo.annotations.push({ type: 'command line, second build', description: later.out });
      expect(later.out).toContain(`replayer   build ${second} (`);
      expect(later.code).toBe(1);
      expect(later.out).toContain(`DIVERGED at record #${shown} `);
      await supportContext.close();
    } finally {
      await simulator.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

/**
 * A log of a build the server does not keep (older than the kept window, or never served here):
 * the console says so plainly and replays it with the current build, whose viewer still shows
 * the log's summary, timeline and records, and where it goes its own way.
 */
test('a log of a build the server does not keep is said so, and replays with the current build', async ({
  page,
  browser,
}) => {
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/en/');
  await expect(guest.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  const text = await new ShellPage(guest).exportLog();
  await guestContext.close();
  const gone = '0.0.1+0000000000';
  const [header, ...records] = text.split('\n');
  const old = [JSON.stringify({ ...JSON.parse(header!), appVersion: gone }), ...records].join('\n');

  const support = new SupportViewer(page);
  await support.open();
  await support.logIn();
  await support.dropLog('old-build.jsonl', old);
  const current = (await page.evaluate(() =>
    fetch('/support/api/replayers').then((r) => r.json()),
  )) as {
    current: string;
  };
  await expect(page.locator('.support-build [role="status"]')).toHaveText(
    `This session was recorded with build ${gone}, whose replayer this server does not keep. Replayed with the current build ${current.current} instead: where they differ, the replay diverges, and the first divergence is named below.`,
  );
  await expect(page.getByLabel('Replay with')).toHaveCount(0);
  await expect(support.sandboxElement).toHaveAttribute('src', /^\/support\/replayer\/\?/);
  await support.waitUntilReplayed();
  await expect(
    support.view.getByText(`Recorded with app ${gone}; this viewer is ${current.current}`),
  ).toBeVisible();
  await expect(support.slider).toBeVisible();
});
