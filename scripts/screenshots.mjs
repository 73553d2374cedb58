// `node scripts/screenshots.mjs [outDir]`: screenshots of the main screens at desktop and phone
// widths, against a running simulator (BASE_URL, default http://127.0.0.1:8080).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const out = process.argv[2] ?? '.screenshots';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const shots = [
  ['visitor-home', '/en/', null],
  ['guest-home', '/dev/login?as=demo&next=/en/', null],
  ['guest-de-cams', '/dev/login?as=demo&next=/de/cams/', null],
  [
    'visitor-login-dialog',
    '/en/',
    async (page) => page.getByRole('button', { name: 'Log in' }).first().click(),
  ],
  ['not-found', '/en/no-such-page/', null],
];
for (const [width, height, label] of [
  [1440, 900, 'desktop'],
  [375, 740, 'phone'],
]) {
  for (const [name, path, act] of shots) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    if (act) await act(page);
    await page.screenshot({ path: `${out}/${label}-${name}.png` });
    await context.close();
  }
}
const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
const page = await context.newPage();
await page.goto(`${base}/en/`);
await page.getByRole('button', { name: 'Open navigation menu' }).click();
await page.screenshot({ path: `${out}/phone-menu-open.png` });
await browser.close();
console.log(`screenshots in ${out}`);
