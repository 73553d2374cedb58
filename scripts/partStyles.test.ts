import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classesDefinedIn,
  classNamesIn,
  importsIn,
  readStyleGraph,
  unstyledClasses,
  type StyleGraph,
} from './partStyles.ts';

const root = join(import.meta.dirname, '..');

/** The pages the build makes (vite.config.ts's `input`) and the module each starts. */
const PAGES = ['index.html', 'support.html', 'replayer.html'];
const entries = PAGES.map((page) => {
  const src = /<script type="module" src="\/([^"]+)"/.exec(
    readFileSync(join(root, page), 'utf8'),
  )?.[1];
  if (!src) throw new Error(`${page} starts no module`);
  return src;
});

describe("every part's markup comes with its styles", () => {
  it('no class is named where the sheet with its rules is not loaded yet', () => {
    const graph = readStyleGraph(root, entries);
    // The reading reaches the app's pages and their sheets (a path renamed must fail here).
    expect(graph.modules.has('views/actorProfile/ProfileExtras.tsx')).toBe(true);
    expect(graph.sheets.get('views/videos/tileParts.css')).toContain('video-strip');
    // A class named here whose rules are in a sheet that only another part loads: import the
    // sheet where the class is named, or move the rules to a sheet that is.
    expect(
      unstyledClasses(graph, entries).map(
        (found) =>
          `${found.module}: .${found.className} (${found.definedIn.join(', ')}, not loaded with ${found.part})`,
      ),
    ).toEqual([]);
  });
});

describe('the classes a module names', () => {
  it('reads every string of a className, and not what a substitution completes', () => {
    const source = `
      const a = <ul className="video-strip wide" />;
      const b = <p className={open ? 'panel panel-open' : \`panel \${mode}\`} />;
      const c = <div className={\`tile-grid tile-grid-\${display} tile-grid-held\`} />;
      const d = <Link className={['x', cls].join(' ')} to="/" title="not-a-class" />;
    `;
    expect(classNamesIn('a.tsx', source).sort()).toEqual([
      'panel',
      'panel-open',
      'tile-grid',
      'tile-grid-held',
      'video-strip',
      'wide',
      'x',
    ]);
  });
});

describe('the imports a module runs', () => {
  it('loads static, side-effect and re-exported modules; on demand its import(); no types', () => {
    const source = `
      import { a } from './a.ts';
      import type { T } from './types.ts';
      import './a.css';
      import React from 'react';
      export { b } from '../b.ts';
      export type { U } from './u.ts';
      const lazy = () => import('./Lazy.tsx');
    `;
    expect(importsIn('m.tsx', source)).toEqual({
      static: ['./a.ts', './a.css', '../b.ts'],
      dynamic: ['./Lazy.tsx'],
    });
  });
});

describe("the classes a sheet's rules are for", () => {
  it('reads selectors, inside media queries too, and not declarations nor comments', () => {
    const css = `
      /* .commented { } */
      .tile, .strip > li { margin: 0.5rem; background: url(a.png); }
      @media (max-width: 600px) { .grid .cell:hover { padding: 1.5em; } }
      @keyframes pulse { 0% { opacity: 0.5; } }
    `;
    expect(classesDefinedIn(css).sort()).toEqual(['cell', 'grid', 'strip', 'tile']);
  });
});

describe('a class whose sheet comes with another part', () => {
  // The profile's case (2026-11-30): her page names the strip's class, whose rules came only
  // with her albums' part, loaded later; the strip rendered unstyled (4 335 px high) until then.
  const graph = (profileImports: string[]): StyleGraph => ({
    modules: new Map([
      ['main.tsx', { static: ['base.css'], dynamic: ['Profile.tsx', 'Videos.tsx'], classes: [] }],
      [
        'Profile.tsx',
        { static: profileImports, dynamic: ['Albums.tsx'], classes: ['strip', 'profile'] },
      ],
      ['Albums.tsx', { static: ['videos.css'], dynamic: [], classes: ['strip', 'profile'] }],
      ['Videos.tsx', { static: ['videos.css'], dynamic: [], classes: ['strip', 'marker'] }],
    ]),
    sheets: new Map([
      ['base.css', ['page']],
      ['profile.css', ['profile']],
      ['videos.css', ['strip']],
    ]),
  });

  it('is found in the part that names it without loading it', () => {
    expect(unstyledClasses(graph(['profile.css']), ['main.tsx'])).toEqual([
      {
        module: 'Profile.tsx',
        className: 'strip',
        part: 'Profile.tsx',
        definedIn: ['videos.css'],
      },
    ]);
  });

  it('is not once the part loads the sheet; a part may count on the sheets of what asks for it', () => {
    // Albums names `profile`: its one asker, her page, has loaded that sheet already.
    expect(unstyledClasses(graph(['profile.css', 'videos.css']), ['main.tsx'])).toEqual([]);
  });

  it('counts only on the sheets every asker has', () => {
    const shared = graph(['profile.css', 'videos.css']);
    const modules = new Map(shared.modules);
    // Videos asks for the albums too, and has no profile sheet.
    modules.set('Videos.tsx', { static: ['videos.css'], dynamic: ['Albums.tsx'], classes: [] });
    expect(unstyledClasses({ ...shared, modules }, ['main.tsx'])).toEqual([
      {
        module: 'Albums.tsx',
        className: 'profile',
        part: 'Albums.tsx',
        definedIn: ['profile.css'],
      },
    ]);
  });
});
