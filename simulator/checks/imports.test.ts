import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_DIR } from '../server.ts';
import { importCircles, importGraph, importsOf, sourcesUnder, valueImportsOf } from './imports.ts';

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
});
