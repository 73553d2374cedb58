// `npm test`: install what is missing (Chromium included), then typecheck, lint, format, unit,
// model-based and end-to-end tests, and one summary line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * Passed and failed tests of the model-based files (`*.model.test.ts`) or of the others, from
 * vitest's JSON report; a file that failed to load counts as a failure of its half. No report
 * (vitest crashed) is one failure.
 */
function vitestCountsOf(report, models) {
  const json = readJson(report);
  if (!json) return { passed: 0, failed: 1 };
  const counts = { passed: 0, failed: 0 };
  for (const file of json.testResults) {
    if (file.name.endsWith('.model.test.ts') !== models) continue;
    const tests = file.assertionResults;
    counts.passed += tests.filter((test) => test.status === 'passed').length;
    counts.failed += tests.filter((test) => test.status === 'failed').length;
    if (file.status === 'failed' && tests.every((test) => test.status !== 'failed'))
      counts.failed += 1;
  }
  return counts;
}

/** Titles of the tests that failed first and passed on their retry (CI only retries once). */
function flakyTitles(suite, path) {
  const here = [...path, suite.title];
  const titles = [];
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'flaky') titles.push([...here, spec.title].join(' › '));
  for (const child of suite.suites ?? []) titles.push(...flakyTitles(child, here));
  return titles;
}

function playwrightCounts() {
  const json = readJson('reports/e2e.json');
  if (!json?.stats) return { passed: 0, failed: 1 };
  const flaky = (json.suites ?? []).flatMap((suite) => flakyTitles(suite, []));
  for (const title of flaky) console.log(`flaky (passed on its retry): ${title}`);
  return {
    passed: json.stats.expected + (json.stats.flaky ?? 0),
    failed: json.stats.unexpected,
    note: flaky.length ? `${flaky.length} flaky` : '',
  };
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
  // Unused files, exports, types and dependencies (knip.jsonc names the entries it cannot see).
  ['knip', 'npx', ['knip', '--no-progress']],
  ['build', 'npx', ['vite', 'build', '--mode', 'e2e', '--logLevel', 'warn']],
]);
// Unit and model-based tests in one vitest run, so its workers stay busy to the end instead of
// waiting for the slowest file of each half; the summary still counts them apart.
rmSync(`${root}/reports/vitest.json`, { force: true });
const vitestStarted = Date.now();
console.log('\n━━ unit and model-based ━━ npx vitest run');
const vitestStatus = run(
  'npx',
  [
    'vitest',
    'run',
    '--exclude',
    'node_modules/**',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=reports/vitest.json',
  ],
  { env: { ...process.env, FORCE_COLOR: '0' } },
);
const vitestSeconds = (Date.now() - vitestStarted) / 1000;
const halves = [
  { name: 'unit', ...vitestCountsOf('reports/vitest.json', false), seconds: vitestSeconds },
  { name: 'model-based', ...vitestCountsOf('reports/vitest.json', true), seconds: vitestSeconds },
];
// vitest failing outside any test (an unhandled error) still fails the run.
if (vitestStatus !== 0 && halves.every((half) => half.failed === 0)) halves[0].failed = 1;
results.push(...halves);
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
    `${r.failed ? '✗' : '✓'} ${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s${r.note ? ` (${r.note})` : ''}`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
