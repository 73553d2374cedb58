// Collects the coverage each model test wrote (reports/model-coverage/<machine>.json) into
// reports/model-coverage.json, prints a table, and fails when a machine has no model test or is
// below the gate (100% of states, 95% of transitions, after the exceptions its test names).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { root } from './ensure.mjs';

const STATE_GATE = 1;
const TRANSITION_GATE = 0.95;
const dir = `${root}/reports/model-coverage`;
const machines = readdirSync(`${root}/machines`, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      readdirSync(`${root}/machines/${entry.name}`).some((file) => file.endsWith('.machine.ts')),
  )
  .map((entry) => entry.name);

const rows = [];
const problems = [];
for (const machine of machines) {
  if (!existsSync(`${dir}/${machine}.json`))
    problems.push(`${machine}: no coverage written (does machines/${machine} have a model test?)`);
}
// Every machine a model test measured, those beside another in its directory too (profile's):
// a coverage file counts when machines/<dir>/<name>.machine.ts exists.
const machineFiles = new Set(
  readdirSync(`${root}/machines`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => readdirSync(`${root}/machines/${entry.name}`))
    .filter((file) => file.endsWith('.machine.ts'))
    .map((file) => basename(file, '.machine.ts')),
);
const measured = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.json') && machineFiles.has(basename(name, '.json')))
      .map((name) => basename(name, '.json'))
      .sort()
  : [];
for (const machine of measured) {
  const file = `${dir}/${machine}.json`;
  const coverage = JSON.parse(readFileSync(file, 'utf8'));
  const explained = (list) => list.filter((name) => name in coverage.exceptions).length;
  const share = (part) =>
    part.total === 0 ? 1 : (part.covered + explained(part.uncovered)) / part.total;
  const stateShare = share(coverage.states);
  const transitionShare = share(coverage.transitions);
  const pass = stateShare >= STATE_GATE && transitionShare >= TRANSITION_GATE;
  if (!pass) problems.push(`${machine}: below the gate`);
  rows.push({ ...coverage, pass });
}

mkdirSync(`${root}/reports`, { recursive: true });
writeFileSync(
  `${root}/reports/model-coverage.json`,
  `${JSON.stringify({ gate: { states: STATE_GATE, transitions: TRANSITION_GATE }, machines: rows }, null, 2)}\n`,
);

const pct = (covered, total) =>
  `${covered}/${total} (${total === 0 ? 'n/a' : `${((100 * covered) / total).toFixed(0)}%`})`;
console.log('machine          states          transitions     exceptions  gate');
for (const row of rows) {
  console.log(
    `${row.machine.padEnd(16)} ${pct(row.states.covered, row.states.total).padEnd(15)} ${pct(row.transitions.covered, row.transitions.total).padEnd(15)} ${String(Object.keys(row.exceptions).length).padEnd(11)} ${row.pass ? 'ok' : 'FAIL'}`,
  );
  for (const [name, why] of Object.entries(row.exceptions))
    console.log(`    exception: ${name}\n      because ${why}`);
}
for (const problem of problems) console.error(`✗ ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
