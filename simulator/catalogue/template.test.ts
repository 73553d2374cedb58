import Database from 'better-sqlite3';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { REPO_DIR } from '../server.ts';
import { tempDir } from '../testing.ts';
import { demoActors } from './demo.ts';
import { ensureCatalogue } from './generate.ts';

const dir = tempDir('catalogue-template-');
afterAll(() => dir.remove());

const options = {
  seed: 7,
  now: Date.UTC(2026, 10, 23, 12),
  demoActors: demoActors(join(REPO_DIR, 'fixtures')),
  counts: { actors: 40, videos: 120, albums: 20, feedPosts: 30, blogPosts: 12 },
  templateDir: dir.path,
};

function rowsOf(db: Database.Database): Record<string, unknown[]> {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'cat_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM ${t}`).all()]));
}

describe('catalogue templates', () => {
  it('a second store copies the first one’s generated catalogue, row for row', () => {
    const first = new Database(':memory:');
    expect(ensureCatalogue(first, options)).toBe(true);
    expect(readdirSync(dir.path).filter((f) => f.endsWith('.sqlite'))).toHaveLength(1);
    const second = new Database(':memory:');
    expect(ensureCatalogue(second, options)).toBe(true);
    const generated = rowsOf(first);
    expect(Object.keys(generated).length).toBeGreaterThan(5);
    expect(rowsOf(second)).toEqual(generated);
    // The same store keeps its catalogue (DATA_DIR across restarts).
    expect(ensureCatalogue(second, options)).toBe(false);
  });

  it('another seed or day is another template', () => {
    const db = new Database(':memory:');
    ensureCatalogue(db, { ...options, seed: 8 });
    ensureCatalogue(new Database(':memory:'), { ...options, now: options.now + 86_400_000 });
    expect(readdirSync(dir.path).filter((f) => f.endsWith('.sqlite')).length).toBe(3);
    expect(existsSync(dir.path)).toBe(true);
  });
});
