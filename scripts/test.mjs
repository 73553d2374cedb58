// `npm test`: install what is missing (Chromium included), then typecheck, lint, format, unit,
// model-based and end-to-end tests, and one summary line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import {
  buildNative,
  chromiumVersion,
  ensureChromium,
  ensureDependencies,
  root,
} from './ensure.mjs';

const results = [];
const started = Date.now();

/** Outputs of steps that ended while another step wrote to the terminal, printed after it. */
const waiting = [];
let streaming = 0;

function print(text) {
  if (streaming > 0) waiting.push(text);
  else process.stdout.write(text);
}

/**
 * A step as a child process, started once the steps in `after` have ended (whatever their result).
 * A `live` step writes to the terminal as it runs; the others' output is printed whole when they
 * end (or, if a live step is running then, after it), so the log reads step by step. A
 * `background` step runs at the lowest CPU priority (nice 19): it takes only the CPU the other
 * steps leave idle, so it never slows them, and it has no timeouts of its own to miss.
 */
function launch(
  name,
  command,
  args,
  { after = [], live = false, background = false, env = {} } = {},
) {
  const job = { name, status: 1, seconds: 0 };
  job.done = Promise.all(after.map((other) => other.done)).then(
    () =>
      new Promise((resolve) => {
        const t0 = Date.now();
        const header = `\n━━ ${name} ━━ ${command} ${args.join(' ')}\n`;
        const [file, argv] =
          background && process.platform !== 'win32'
            ? ['nice', ['-n', '19', command, ...args]]
            : [command, args];
        if (live) {
          print(header);
          streaming += 1;
        }
        const child = spawn(file, argv, {
          cwd: root,
          env: { ...process.env, FORCE_COLOR: '0', ...env },
          stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout?.on('data', (chunk) => (output += chunk));
        child.stderr?.on('data', (chunk) => (output += chunk));
        let ended = false;
        const end = (status, error = '') => {
          if (ended) return;
          ended = true;
          job.status = status;
          job.seconds = (Date.now() - t0) / 1000;
          if (live) {
            streaming -= 1;
            if (error) process.stdout.write(error);
            if (streaming === 0) process.stdout.write(waiting.splice(0).join(''));
          } else print(`${header}${output}${error}`);
          resolve(job);
        };
        child.on('error', (error) => end(1, `${error.message}\n`));
        child.on('close', (status) => end(status ?? 1));
      }),
  );
  return job;
}

/** A step's line in the summary: one passed or one failed, unless `count` says more. */
function resultOf(job, count) {
  const counts = count?.(job.status) ?? {
    passed: job.status === 0 ? 1 : 0,
    failed: job.status === 0 ? 0 : 1,
  };
  if (job.status !== 0 && counts.failed === 0) counts.failed = 1; // a crash before any test ran still fails
  return { name: job.name, ...counts, seconds: job.seconds };
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

/** Where the e2e fixture counts the sessions it replayed, one line a test (e2e/fixtures.ts). */
const replayCounts = `${process.env.E2E_OUT_DIR || 'reports'}/e2e-replays.jsonl`;

/** The e2e sessions replayed, raw and redacted as a report, and how many did not replay. */
function replayedSessions() {
  const sum = { raw: 0, redacted: 0, failed: 0 };
  let text = '';
  try {
    text = readFileSync(
      replayCounts.startsWith('/') ? replayCounts : `${root}/${replayCounts}`,
      'utf8',
    );
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const counts = JSON.parse(line);
      for (const key of Object.keys(sum)) sum[key] += Number(counts[key]) || 0;
    } catch {
      // A line cut short by a killed worker: its test failed anyway.
    }
  }
  return sum;
}

let unbuilt;
try {
  unbuilt = ensureDependencies({ deferNative: true });
  ensureChromium();
} catch (error) {
  console.error(`setup failed: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
mkdirSync(`${root}/reports`, { recursive: true });
rmSync(`${root}/reports/vitest.json`, { force: true });
rmSync(replayCounts.startsWith('/') ? replayCounts : `${root}/${replayCounts}`, { force: true });
rmSync(`${root}/.data/e2e`, { recursive: true, force: true });
/** Where the production build for the module graph's checks goes (ignored by git and the linters). */
const PRODUCTION_DIST = `${root}/.data/production-build`;

// The order on two cores. Only the unit tests and the e2e tests load the native SQLite addon:
// it compiles (a fresh install) while the app builds. Then the unit and model-based tests, then
// the e2e tests on the build, each with both cores. The static checks need nothing and nothing
// needs them: they run from the start in the background, on the CPU the others leave (the
// compiler and the build's single-threaded stretches, vitest's last files, the e2e tests' waits
// and their last worker's end), and whatever is left of them runs after.
const native = {
  name: 'native addons',
  done: unbuilt.length === 0 ? Promise.resolve() : buildNative(unbuilt),
};
const build = launch('build', 'npx', ['vite', 'build', '--mode', 'e2e', '--logLevel', 'warn']);
const checks = [
  launch('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { background: true }),
  launch('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { background: true }),
  launch('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], {
    background: true,
  }),
  // Unused files, exports, types and dependencies (knip.jsonc names the entries it cannot see).
  launch('knip', 'npx', ['knip', '--no-progress'], { background: true }),
];
// The first load's module graph of the build guests get: the e2e build has the developer
// surfaces, so Rollup's small-chunk merge groups its chunks otherwise, and a lazy-only module that
// slipped into a production build's first load went unseen twice (7f80f514, c10e43d6;
// docs/known-issues.md). A production build of its own, then the graph's checks on it.
const productionBuild = launch(
  'production build',
  'npx',
  ['vite', 'build', '--outDir', PRODUCTION_DIST, '--emptyOutDir', '--logLevel', 'warn'],
  { background: true },
);
checks.push(
  launch('production module graph', 'npx', ['vitest', 'run', 'scripts/moduleGraph.test.ts'], {
    after: [productionBuild],
    background: true,
    env: { E2E_DIST_DIR: PRODUCTION_DIST },
  }),
);
// Unit and model-based tests in one vitest run, so its workers stay busy to the end instead of
// waiting for the slowest file of each half; the summary still counts them apart. After the build:
// simulator tests serve `dist`, which the build empties and writes.
const vitest = launch(
  'unit and model-based',
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
  { after: [native, build], live: true },
);
const modelGate = launch('model gate', 'node', ['scripts/model-coverage.mjs'], {
  after: [vitest],
  live: true,
});
const e2e = launch('e2e', 'npx', ['playwright', 'test'], {
  after: [native, build, modelGate],
  live: true,
});
const nativeResult = await native.done;
await Promise.all(
  [build, productionBuild, ...checks, vitest, modelGate, e2e].map((job) => job.done),
);

if (nativeResult && nativeResult.status !== 0) {
  console.log(`\n━━ native addons ━━ npm rebuild ${unbuilt.join(' ')}\n${nativeResult.output}`);
  results.push({ name: 'native', passed: 0, failed: 1, seconds: 0 });
}
// A background step's seconds run from the start to its end, most of them spent waiting for a core.
results.push(...checks.map((job) => ({ ...resultOf(job), note: 'in the background' })));
results.push(resultOf(build), { ...resultOf(productionBuild), note: 'in the background' });
const halves = [
  { name: 'unit', ...vitestCountsOf('reports/vitest.json', false), seconds: vitest.seconds },
  { name: 'model-based', ...vitestCountsOf('reports/vitest.json', true), seconds: vitest.seconds },
];
// vitest failing outside any test (an unhandled error) still fails the run.
if (vitest.status !== 0 && halves.every((half) => half.failed === 0)) halves[0].failed = 1;
results.push(...halves, resultOf(modelGate), resultOf(e2e, playwrightCounts));

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(
  `\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s, ${chromiumVersion()}) ━━`,
);
for (const r of results)
  console.log(
    `${r.failed ? '✗' : '✓'} ${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s${r.note ? ` (${r.note})` : ''}`,
  );
const replayed = replayedSessions();
// Issue 53 §4: every e2e test's sessions replayed, as recorded and redacted as a report.
if (replayed)
  console.log(
    `e2e sessions replayed: ${replayed.raw} raw and ${replayed.redacted} redacted, ${replayed.failed === 0 ? 'every checkpoint verified' : `${replayed.failed} did not replay (named in their tests)`}`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
