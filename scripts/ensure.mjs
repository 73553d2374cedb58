// Shared by `npm start` and `npm test`: install what is missing, so a fresh clone needs nothing by hand.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, E2E_BROWSER_PATH } from './chromium.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * Installs when node_modules is missing or older than the lockfile. `npm install` rather than
 * `npm ci`: this npm writes lockfiles without other platforms' optional packages, which `npm ci`
 * then refuses; `npm install` follows the same lock and leaves it unchanged.
 */
export function ensureDependencies() {
  const marker = `${root}/node_modules/.package-lock.json`;
  const lock = `${root}/package-lock.json`;
  const stale =
    !existsSync(marker) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('› installing dependencies (npm install)…');
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) throw new Error('npm install failed');
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
