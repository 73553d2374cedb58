import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Files (relative to `root`) and the files each imports, type-only imports included. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

// Static and re-exports, dynamic imports, side-effect imports, and the modules a file augments
// (`declare module './x.ts'`): each makes the file depend on the other.
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]|^\s*declare\s+module\s*['"]([^'"]+)['"]/gm;

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * The relative import specifiers of a TypeScript source, `import type` included (comments are
 * stripped first).
 */
export function importsOf(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  for (const match of code.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
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

/**
 * The import circles of a graph: each strongly connected group of more than one file (every file
 * in it reaches every other), and each file that imports itself, sorted. Unlike a list of cycles
 * found by one walk, no circle can hide behind another: a group is reported whole, whatever path
 * first reached it.
 */
export function importCircles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so that a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const walk: { file: string; targets: readonly string[]; at: number }[] = [];
    const enter = (file: string) => {
      index.set(file, next);
      low.set(file, next);
      next += 1;
      stack.push(file);
      onStack.add(file);
      walk.push({ file, targets: (graph.get(file) ?? []).filter((t) => graph.has(t)), at: 0 });
    };
    enter(root);
    while (walk.length > 0) {
      const frame = walk[walk.length - 1]!;
      const target = frame.targets[frame.at];
      if (target !== undefined) {
        frame.at += 1;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target))
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        continue;
      }
      walk.pop();
      const parent = walk[walk.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.file);
      if (group.length > 1 || frame.targets.includes(frame.file)) circles.push(group.sort());
    }
  }
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
