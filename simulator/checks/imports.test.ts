import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_DIR } from '../server.ts';
import {
  importCircles,
  importGraph,
  importsOf,
  resolveImport,
  sourcesUnder,
  valueImportsOf,
} from './imports.ts';

describe('simulator imports', () => {
  it('form no cycle (type-only imports count too)', () => {
    expect(importCircles(importGraph(join(REPO_DIR, 'simulator')))).toEqual([]);
  });

  it('never come from fixtures/: fixtures are data both sides read (lint says so too)', () => {
    const fixtures = join(REPO_DIR, 'fixtures');
    const reached = sourcesUnder(fixtures).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((specifier) => relative(REPO_DIR, resolve(dirname(file), specifier)))
        .filter((target) => target.startsWith('simulator/'))
        .map((target) => `${relative(REPO_DIR, file)} -> ${target}`),
    );
    expect(reached).toEqual([]);
  });

  it('tells value imports from type-only ones', () => {
    const source = [
      "import type { A } from './types.ts';",
      "import { type B, type C } from './onlyTypes.ts';",
      "import { type D, rule } from './mixed.ts';",
      "import * as world from './world.ts';",
      "import { z } from 'zod';",
      "// import { old } from './commented.ts';",
    ].join('\n');
    expect(valueImportsOf(source)).toEqual(['./mixed.ts', './world.ts']);
  });

  it('finds each circle whole, however the walk first reached it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCircles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
    // A small circle reached only through a bigger one's file is still reported, as one group:
    // `hub` closes a circle with `x`, and `x` and `y` close their own.
    const hidden = new Map([
      ['hub.ts', ['x.ts']],
      ['x.ts', ['hub.ts', 'y.ts']],
      ['y.ts', ['x.ts']],
      ['z.ts', ['w.ts']],
      ['w.ts', ['z.ts']],
    ]);
    expect(importCircles(hidden)).toEqual([
      ['hub.ts', 'x.ts', 'y.ts'],
      ['w.ts', 'z.ts'],
    ]);
    // Without the hub's edges, the circle of x and y remains (the old walk hid such a one).
    expect(importCircles(new Map([...hidden, ['hub.ts', []]]))).toEqual([
      ['w.ts', 'z.ts'],
      ['x.ts', 'y.ts'],
    ]);
  });

  it('reads value, type, re-export and dynamic imports, and the modules a file augments', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "const e = await import('./e.ts');",
      "import 'node:fs';",
      "// import { x } from './commented.ts';",
      'import {',
      '  f,',
      "} from './f.ts';",
      "declare module '../g.ts' {",
      '  interface G { h: H }',
      '}',
    ].join('\n');
    expect(importsOf(source)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './d.ts',
      './e.ts',
      './f.ts',
      '../g.ts',
    ]);
  });

  it('strips comments, not a `/*` or `//` inside a string, template or regular expression', () => {
    const source = [
      // e2e/payTour.e2e.ts: a glob in a string opened a "comment" that ate the imports after it.
      "await page.route('**/VXPAY-V3/**', (route) => route.abort());",
      "import { a } from './a.ts';",
      'const url = `http://host/*`;',
      "import { b } from './b.ts'; // import { c } from './c.ts';",
      'const glob = /\\/*x/;',
      "import { d } from './d.ts';",
      "/* import { e } from './e.ts'; */ import { f } from './f.ts';",
      '/*',
      "import { g } from './g.ts';",
      '*/',
      "const half = 1 / 2; import { h } from './h.ts'; // 3 / 4",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.ts', './b.ts', './d.ts', './f.ts', './h.ts']);
  });

  it('resolves a specifier as TypeScript does: extension added, `.js` as `.ts`, a folder’s index', () => {
    const files = new Set(['/r/a.ts', '/r/b.tsx', '/r/c.ts', '/r/dir/index.ts', '/r/t.d.ts']);
    const exists = (path: string) => files.has(path);
    const from = '/r/main.ts';
    expect(resolveImport(from, './a.ts', exists)).toBe('/r/a.ts');
    expect(resolveImport(from, './a', exists)).toBe('/r/a.ts');
    expect(resolveImport(from, './b', exists)).toBe('/r/b.tsx');
    expect(resolveImport(from, './c.js', exists)).toBe('/r/c.ts');
    expect(resolveImport(from, './dir', exists)).toBe('/r/dir/index.ts');
    expect(resolveImport(from, './t', exists)).toBe('/r/t.d.ts');
    expect(resolveImport('/r/dir/index.ts', '../a', exists)).toBe('/r/a.ts');
    // Not a module TypeScript reads: kept as written (no node of the graph).
    expect(resolveImport(from, './style.css', exists)).toBe('/r/style.css');
    expect(resolveImport(from, './icon.svg?url', exists)).toBe('/r/icon.svg');
  });

  it('finds a circle through an import written without its extension', () => {
    const root = mkdtempSync(join(tmpdir(), 'imports-'));
    try {
      mkdirSync(join(root, 'dir'));
      writeFileSync(join(root, 'a.ts'), "import { b } from './dir';\nexport const a = 1;\n");
      writeFileSync(join(root, 'dir', 'index.ts'), "export { b } from './b';\n");
      writeFileSync(join(root, 'dir', 'b.ts'), "import { a } from '../a';\nexport const b = a;\n");
      expect(importCircles(importGraph(root))).toEqual([['a.ts', 'dir/b.ts', 'dir/index.ts']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
