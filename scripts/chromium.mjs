// Debian's Chromium, the only browser here (Playwright cannot download its own): one place for
// its path and flags, used by the e2e config and the screenshot script.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
