import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8180);
const payPort = Number(process.env.E2E_PAY_PORT ?? 8181);
// Parallel local runs (several developers on one machine) each set their own build, data and output.
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
const outDir = process.env.E2E_OUT_DIR ?? '';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: `${outDir || 'reports'}/e2e.json` }]],
  outputDir: outDir ? `${outDir}/test-results` : 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx simulator/main.ts',
    url: `http://127.0.0.1:${port}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      PAY_PORT: String(payPort),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      QUIET: '1',
    },
  },
});
