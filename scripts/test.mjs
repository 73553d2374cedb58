// `npm test`: install what is missing (Chromium included), then typecheck, lint, format, unit,
// model-based and end-to-end tests, and one summary line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromiumVersion, ensureChromium, ensureDependencies, root, run } from './ensure.mjs';

const results = [];
const started = Date.now();

function step(name, command, args, count) {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const status = run(command, args, { env: { ...process.env, FORCE_COLOR: '0' } });
  const counts =
    count?.(status) ?? (status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  if (status !== 0 && counts.failed === 0) counts.failed = 1; // a crash before any test ran still fails
  results.push({ name, ...counts, seconds: (Date.now() - t0) / 1000 });
}

/**
 * Steps that each use one core, run side by side (the machine has two): each one's output is
 * printed whole when it ends, in the order given, so the log reads as if they ran one by one.
 */
async function parallelSteps(steps) {
  const t0 = Date.now();
  const runs = steps.map(
    ([, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, {
          cwd: root,
          env: { ...process.env, FORCE_COLOR: '0' },
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
        child.on('close', (status) =>
          resolve({ status: status ?? 1, output, seconds: (Date.now() - t0) / 1000 }),
        );
      }),
  );
  for (const [index, [name, command, args]] of steps.entries()) {
    const { status, output, seconds } = await runs[index];
    console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    results.push({
      name,
      passed: status === 0 ? 1 : 0,
      failed: status === 0 ? 0 : 1,
      seconds: seconds ?? (Date.now() - t0) / 1000,
    });
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(`${root}/${path}`, 'utf8'));
  } catch {
    return null;
  }
}

function vitestCounts(report) {
  return () => {
    const json = readJson(report);
    return json
      ? {
          passed: json.numPassedTests,
          failed: json.numFailedTests + (json.numFailedTestSuites ?? 0),
        }
      : { passed: 0, failed: 1 };
  };
}

function playwrightCounts() {
  const json = readJson('reports/e2e.json');
  if (!json?.stats) return { passed: 0, failed: 1 };
  return { passed: json.stats.expected + (json.stats.flaky ?? 0), failed: json.stats.unexpected };
}

try {
  ensureDependencies();
  ensureChromium();
} catch (error) {
  console.error(`setup failed: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
mkdirSync(`${root}/reports`, { recursive: true });

// The build for the e2e tests runs beside the static checks: none of them waits on another.
await parallelSteps([
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
]);
step(
  'unit',
  'npx',
  [
    'vitest',
    'run',
    '--exclude',
    '**/*.model.test.ts',
    '--exclude',
    'node_modules/**',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=reports/unit.json',
  ],
  vitestCounts('reports/unit.json'),
);
if (existsSync(`${root}/reports/model.json`)) rmSync(`${root}/reports/model.json`);
step(
  'model-based',
  'npx',
  [
    'vitest',
    'run',
    'model.test',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=reports/model.json',
  ],
  vitestCounts('reports/model.json'),
);
step('model gate', 'node', ['scripts/model-coverage.mjs']);
rmSync(`${root}/.data/e2e`, { recursive: true, force: true });
step('e2e', 'npx', ['playwright', 'test'], playwrightCounts);

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(
  `\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s, ${chromiumVersion()}) ━━`,
);
for (const r of results)
  console.log(
    `${r.failed ? '✗' : '✓'} ${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
