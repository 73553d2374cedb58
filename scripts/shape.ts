/**
 * The shape counts of our code review's appendix (../shared/reference/code-review-2026-11-28.md),
 * computed from the sources rather than with `git grep`, so a test can hold them (issue 52, "Done
 * means") and docs/ARCHITECTURE.md ("Measured shape") can print them: `npx tsx scripts/shape.ts`.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesUnder } from '../simulator/checks/imports.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/** Sources of a folder, tests, test fixtures and type declarations left out. */
function sources(folder: string): { path: string; text: string }[] {
  return sourcesUnder(join(REPO, folder))
    .filter((file) => !/\.(test|testing|e2e)\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => ({ path: relative(REPO, file), text: readFileSync(file, 'utf8') }));
}

/**
 * A non-null assertion on something read from context: `context.x!`, and also indexed or
 * optional reads (`context.queue[0]!`, `context.x?.y!`, `context.list.at(0)!`), which the
 * appendix's `git grep` stopped short of; `!=`/`!==` are comparisons, not assertions.
 */
export const NON_NULL_ON_CONTEXT =
  /\bcontext(?:\??\.\w+|(?:\?\.)?\[[^\]\n]*\]|\([^()\n]*\))+!(?!=)/g;

const count = (files: { text: string }[], pattern: RegExp) =>
  files.reduce((sum, file) => sum + (file.text.match(pattern)?.length ?? 0), 0);

/** Files of `folder` longer than `limit` lines, with their length. */
function longFiles(folder: string, limit: number): string[] {
  return sources(folder)
    .map((file) => ({ path: file.path, lines: file.text.split('\n').length - 1 }))
    .filter((file) => file.lines > limit)
    .map((file) => `${file.path} (${file.lines})`);
}

export interface ShapeCounts {
  /** `context.x!`, `context.x[0]!` (a fact the chart should carry by state or input). */
  nonNullOnContext: number;
  /** `request: X | null;` fields in context types. */
  nullableRequests: number;
  /** `known(` calls: a nullable fact asserted at run time. */
  knownCalls: number;
  /** Hand-written sends by system id, outside machines/shared. */
  untypedSends: number;
  /** `as unknown as` casts in machines. */
  unknownCasts: number;
  /** Machine files over 600 lines. */
  longMachineFiles: string[];
  /**
   * Simulator files over 500 lines, tests aside as in the appendix's `wc -l` (its size limits are
   * for the units the code is made of; a test file grows with the cases it holds).
   */
  longSimulatorFiles: string[];
}

export function shapeCounts(): ShapeCounts {
  const machines = sources('machines');
  const outsideShared = machines.filter((file) => !file.path.startsWith('machines/shared/'));
  return {
    nonNullOnContext: count(machines, NON_NULL_ON_CONTEXT),
    nullableRequests: count(machines, /^\s+request: [A-Za-z]+ \| null;/gm),
    knownCalls: count(machines, /\bknown\(/g),
    untypedSends: count(outsideShared, /actorIn\(|system\.get\(/g),
    unknownCasts: count(machines, /as unknown as/g),
    longMachineFiles: longFiles('machines', 600),
    longSimulatorFiles: longFiles('simulator', 500),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, value] of Object.entries(shapeCounts()))
    console.log(`${name}: ${Array.isArray(value) ? `${value.length} ${value.join(', ')}` : value}`);
}
