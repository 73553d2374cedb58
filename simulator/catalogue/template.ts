import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A generated catalogue kept as a template file, so a store that needs the same catalogue (same
 * generator version, seed, day and options) copies its `cat_*` tables instead of generating them
 * again: tests start many simulators, and generating takes seconds on a busy machine where a copy
 * takes a fraction of one. The key covers everything the rows depend on, so a copy is always the
 * catalogue the generator would have written.
 */
export function templatePath(dir: string, key: unknown): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(key))
    .update(generatorDigest())
    .digest('hex')
    .slice(0, 24);
  return join(dir, `catalogue-${digest}.sqlite`);
}

let sourceDigest: string | undefined;

/**
 * The generator's own code (this folder's sources): a template made by other code is never
 * reused, even when someone changes the rows or the tables without raising the version.
 */
function generatorDigest(): string {
  if (sourceDigest) return sourceDigest;
  const dir = dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
      hash.update(readFileSync(join(dir, file)));
  }
  sourceDigest = hash.digest('hex');
  return sourceDigest;
}

/** The catalogue's tables of `db` (created by `recreateTables`), in creation order. */
function catalogueTables(db: Database, schema = 'main'): string[] {
  return db
    .prepare(
      `SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name LIKE 'cat\\_%' ESCAPE '\\' ORDER BY rowid`,
    )
    .pluck()
    .all() as string[];
}

/**
 * Fills the (freshly recreated, empty) catalogue tables of `db` from the template; false when
 * there is no template or it lacks a table the store has (then the caller generates).
 */
export function copyFromTemplate(db: Database, path: string): boolean {
  if (!existsSync(path)) return false;
  db.prepare('ATTACH DATABASE ? AS template').run(path);
  try {
    const available = new Set(catalogueTables(db, 'template'));
    const tables = catalogueTables(db);
    if (!tables.every((table) => available.has(table))) return false;
    db.transaction(() => {
      for (const table of tables)
        db.exec(`INSERT INTO main.${table} SELECT * FROM template.${table}`);
    })();
    return true;
  } finally {
    db.exec('DETACH DATABASE template');
  }
}

/** Writes `db` to the template path (whole, through a temporary name, so readers never see half). */
export function saveTemplate(db: Database, path: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  rmSync(partial, { force: true });
  db.prepare('VACUUM INTO ?').run(partial);
  renameSync(partial, path);
}
