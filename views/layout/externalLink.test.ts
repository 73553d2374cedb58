import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const VIEWS = join(import.meta.dirname, '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('links to another tab (issue 51, item 10)', () => {
  it('every view opens one through NEW_TAB_LINK (noopener noreferrer), none by hand', () => {
    const byHand = sourcesUnder(VIEWS)
      .filter((file) => !file.endsWith('externalLink.ts'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return /_blank/.test(text) || /rel(?:=|:\s*|\s*=\s*)['"]noopener['"]/.test(text);
      })
      .map((file) => relative(VIEWS, file));
    expect(byHand).toEqual([]);
  });
});
