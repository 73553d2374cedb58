// Shared by `npm start` and `npm test`: install what is missing, so a fresh clone needs nothing by hand.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, E2E_BROWSER_PATH } from './chromium.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * Native addons whose install script compiles them, and the file a finished build leaves.
 * better-sqlite3 compiles SQLite when no prebuilt binary can be downloaded (none can here): 120
 * CPU-seconds of one core (gcc's cc1 on sqlite3.c), most of a fresh clone's install (146 s in CI).
 */
const NATIVE_ADDONS = [
  {
    name: 'better-sqlite3',
    built: 'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
  },
];

/**
 * Installs when node_modules is missing or older than the lockfile. `npm install` rather than
 * `npm ci`: this npm writes lockfiles without other platforms' optional packages, which `npm ci`
 * then refuses; `npm install` follows the same lock and leaves it unchanged.
 *
 * With `deferNative`, the native addons are left unbuilt: the install runs every other package's
 * install script (esbuild's) but not theirs, and the names of the addons still to build are
 * returned, for `buildNative` to build beside work that does not load them (`npm test` builds
 * SQLite while the app builds). Without it they are built here. An addon whose build an earlier
 * run did not finish is built (or returned) even when nothing else needs installing.
 */
export function ensureDependencies({ deferNative = false } = {}) {
  const marker = `${root}/node_modules/.package-lock.json`;
  const lock = `${root}/package-lock.json`;
  const stale =
    !existsSync(marker) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (stale) {
    console.log('› installing dependencies (npm install)…');
    // The lock pins every version and its integrity: npm's cache answers for what it holds
    // instead of asking the registry about each package again (53 s against 91 s here).
    const args = ['install', '--no-audit', '--no-fund', '--prefer-offline'];
    if (run('npm', deferNative ? [...args, '--ignore-scripts'] : args) !== 0)
      throw new Error('npm install failed');
    if (deferNative) {
      const others = packagesWithInstallScripts().filter((name) => !isNativeAddon(name));
      if (others.length > 0 && run('npm', ['rebuild', ...others]) !== 0)
        throw new Error(`the install scripts of ${others.join(', ')} failed`);
    }
  }
  const unbuilt = NATIVE_ADDONS.filter(({ built }) => !existsSync(`${root}/${built}`)).map(
    ({ name }) => name,
  );
  if (deferNative || unbuilt.length === 0) return unbuilt;
  if (run('npm', ['rebuild', ...unbuilt]) !== 0)
    throw new Error(`building ${unbuilt.join(', ')} failed`);
  return [];
}

/** `npm rebuild` of native addons as a child process: its exit status and its output. */
export function buildNative(names) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['rebuild', ...names], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

const isNativeAddon = (name) => NATIVE_ADDONS.some((addon) => addon.name === name);

/** The installed packages that have install scripts, as npm's lock of node_modules lists them. */
function packagesWithInstallScripts() {
  const { packages } = JSON.parse(readFileSync(`${root}/node_modules/.package-lock.json`, 'utf8'));
  return Object.entries(packages ?? {})
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
}

/**
 * Debian's Chromium for Playwright (it cannot download its own): the browser, and its headless
 * shell that the e2e suite runs in (scripts/chromium.mjs), both from the same Debian source.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH) && existsSync(E2E_BROWSER_PATH)) return;
  console.log('› installing Debian chromium and chromium-headless-shell (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { env });
  const packages = ['chromium', 'chromium-headless-shell'];
  if (
    apt(['update']) !== 0 ||
    apt(['install', '-y', '--no-install-recommends', ...packages]) !== 0 ||
    !existsSync(CHROMIUM_PATH) ||
    !existsSync(E2E_BROWSER_PATH)
  ) {
    throw new Error(`could not install ${packages.join(' and ')} with apt-get`);
  }
}

export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
