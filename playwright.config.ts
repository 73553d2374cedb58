import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BROWSER_PATH } from './scripts/chromium.mjs';

// Parallel local runs (several developers on one machine) each set their own ports (E2E_PORT,
// E2E_PAY_PORT), build (E2E_DIST_DIR), data (E2E_DATA_DIR) and output (E2E_OUT_DIR).
const outDir = process.env.E2E_OUT_DIR ?? '';

// Web push needs the desktop browser: the headless shell has no push service nor notification
// permission to ask for, so its alerts never leave their unknown state there.
const NEEDS_FULL_BROWSER = '**/webPush.e2e.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // The tests of one file run in order; the files are shared out to the workers, and each worker
  // starts a simulator of its own (e2e/fixtures.ts, e2e/workerSimulator.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI one retry: a test that passes only on its second try is counted and named as flaky in
  // the summary (scripts/test.mjs), so it is seen and mended, while one unlucky scheduling on a
  // loaded two-core machine does not refuse a landing. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // Generous waits: CI runs two workers on two cores beside the simulators, and a busy machine
  // must make a test slower, never make it fail.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${outDir || 'reports'}/e2e.json` }]],
  outputDir: outDir ? `${outDir}/test-results` : 'test-results',
  // The build's Node replayer (one 1.4 MB bundle, e2e/fixtures.ts) is imported as it is: put
  // through Playwright's Babel transform, its first import took each worker 6.7 s at load 7 and
  // 54 s at load 15 (the first test's minute); untransformed 1.4 to 2 s at load 15.
  build: { external: ['**/replayers/*/node/replay.mjs'] },
  use: {
    // A trace records a screencast and a DOM snapshot at every step: on the shell's tests that is
    // a third of the suite's CPU (55 → 37 CPU-seconds for its 14 tests), on a CPU-bound machine.
    // So it is recorded when a failed test runs again (CI retries once), or for every failure
    // with E2E_TRACE=1. Every failure still leaves its session logs (replayable, fixtures.ts), a
    // screenshot and the page's accessibility tree (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'headless-shell',
      testIgnore: NEEDS_FULL_BROWSER,
      use: { launchOptions: { executablePath: E2E_BROWSER_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium',
      testMatch: NEEDS_FULL_BROWSER,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
});
