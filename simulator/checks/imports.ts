import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Files (relative to `root`) and the files each imports, type-only imports included. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

// Static and re-exports, dynamic imports, side-effect imports, and the modules a file augments
// (`declare module './x.ts'`): each makes the file depend on the other.
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]|^\s*declare\s+module\s*['"]([^'"]+)['"]/gm;

/** Where a `/` starts a regular expression rather than a division: after one of these (read in
 * the last few characters of what came before). */
const BEFORE_REGEX =
  /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|do|else|in|of|void|yield|await))\s*$/;

/**
 * The source with its comments blanked (a comment's line breaks kept, so lines stay lines) and
 * its strings, template literals and regular expressions left whole: a `/*` or `//` inside a
 * string (`'**\/VXPAY-V3/**'`) starts no comment.
 */
function withoutComments(source: string): string {
  const special = /[/'"`]/g;
  let out = '';
  let at = 0;
  for (let found = special.exec(source); found; found = special.exec(source)) {
    if (found.index < at) continue;
    out += source.slice(at, found.index);
    at = found.index;
    const char = source[at];
    const next = source[at + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', at);
      at = end === -1 ? source.length : end;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', at + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(at, stop).replace(/[^\n]/g, ' ');
      at = stop;
    } else if (char !== '/' || BEFORE_REGEX.test(out.slice(-24))) {
      const stop = literalEnd(source, at);
      out += source.slice(at, stop);
      at = stop;
    } else {
      out += char;
      at += 1;
    }
    special.lastIndex = at;
  }
  return out + source.slice(at);
}

/** Where the string, template or regular expression opening at `start` ends (after its quote). */
function literalEnd(source: string, start: number): number {
  const quote = source[start];
  let inClass = false;
  for (let at = start + 1; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') at += 1;
    else if (quote === '/' && char === '[') inClass = true;
    else if (quote === '/' && char === ']') inClass = false;
    else if (char === quote && !inClass) return at + 1;
    else if (char === '\n' && quote !== '`') return at;
  }
  return source.length;
}

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

/** Whether a file is there (a path through a file, `styles.css/index.ts`, is none). */
const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The file a relative specifier of `from` names, found as TypeScript's `Bundler` resolution finds
 * it: a `.ts`/`.tsx` name as written, a `.js` name as its `.ts`/`.tsx`, a bare name with `.ts`,
 * `.tsx` or `.d.ts` added, else the folder's `index`; anything else (a stylesheet, an asset) as
 * written. Without this an import like `'./x'` would be an edge to no file, and a circle through
 * it would go unseen.
 */
export function resolveImport(
  from: string,
  specifier: string,
  exists: (path: string) => boolean = isFile,
): string {
  const path = resolve(dirname(from), specifier.replace(/[?#].*$/, ''));
  if (/\.[cm]?tsx?$/.test(path)) return path;
  const script = /\.[cm]?jsx?$/.exec(path);
  const stem = script ? path.slice(0, script.index) : path;
  const file = ['.ts', '.tsx', '.d.ts'].map((extension) => stem + extension).find(exists);
  if (file !== undefined) return file;
  if (script || exists(path)) return path;
  return (
    ['index.ts', 'index.tsx', 'index.d.ts'].map((name) => join(path, name)).find(exists) ?? path
  );
}

/** The import graph of every `.ts` file under `root`, limited to files under `root`. */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourcesUnder(root)) {
    const targets = importsOf(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
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
