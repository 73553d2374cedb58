import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const VIEWS = join(import.meta.dirname, '..');

/** Every source file under views/, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('views render from the shell’s route (issue 50 §2)', () => {
  it('match no URL again: none calls the route table’s matchPath or react-router’s matchers', () => {
    const matching = sources(VIEWS)
      .filter((path) =>
        /\b(matchPath|matchRoutes|useMatch|useMatches)\s*\(/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(VIEWS, path));
    expect(matching).toEqual([]);
  });
});
