// Debian's Chromium, the only browser here (Playwright cannot download its own): one place for
// its paths and flags, used by the e2e config, the benches and the screenshot script.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The e2e suite's browser: Debian's `chromium-headless-shell`, the same Chromium build (same
 * version, same Blink, V8 and media stack) without the desktop browser around it, which is what
 * Playwright itself runs headless tests in. The full browser's `--headless` keeps its window
 * machinery, a GPU process and a WebUI renderer busy beside every page: on the shell and video
 * e2e files it costs 14–18 % more CPU for the same tests, and the suite is CPU-bound on two
 * cores. The benches keep the full browser: Lighthouse and the paint figures measure what a
 * guest's browser does.
 */
export const E2E_BROWSER_PATH = '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
