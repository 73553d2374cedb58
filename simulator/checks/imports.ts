import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Files (relative to `root`) and the files each imports, type-only imports included. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The relative import specifiers of a TypeScript source (comments are stripped first). */
export function importsOf(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  for (const match of code.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier !== undefined && specifier.startsWith('.')) found.push(specifier);
  }
  return found;
}

/**
 * The relative specifiers a source imports values from: not `import type`, and not a list of
 * `type` members only (a namespace or default import counts as a value).
 */
export function valueImportsOf(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  for (const match of code.matchAll(/^import (?!type )\{([^}]*)\}\s*from\s*'(\.[^']*)';/gm)) {
    const members = (match[1] ?? '').split(',').map((member) => member.trim());
    if (members.some((member) => member !== '' && !member.startsWith('type ')))
      found.push(match[2] ?? '');
  }
  for (const match of code.matchAll(/^import (?!type )(?:\* as \w+|\w+) from '(\.[^']*)';/gm))
    found.push(match[1] ?? '');
  return found;
}

/** Every `.ts`/`.tsx` file under `dir` (node_modules left out). */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The import graph of every `.ts` file under `root`, limited to files under `root`. */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourcesUnder(root)) {
    const targets = importsOf(readFileSync(file, 'utf8'))
      .map((specifier) => resolve(dirname(file), specifier))
      .filter((target) => !relative(root, target).startsWith('..'))
      .map((target) => relative(root, target));
    graph.set(relative(root, file), targets);
  }
  return graph;
}

/** Every import cycle, each as the files around it (first file repeated at the end), once. */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        const key = [...cycle.slice(0, -1)].sort().join('|');
        if (!seen.has(key)) cycles.push(cycle);
        seen.add(key);
      } else if (!state.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}
