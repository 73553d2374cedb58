/**
 * `npm run bench:catalogue` (`tsx bench/catalogue.bench.ts`): how long the simulator's first start
 * spends generating the catalogue (simulator/catalogue) into a fresh `simulator.db` on disk, the
 * way `startSimulator` does it: WAL journal, one transaction. The budget is 5 s (issue #17). Runs
 * BENCH_RUNS (3) times in fresh directories and prints each time, the median and the row counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { demoActors } from '../simulator/catalogue/demo.ts';
import { DEFAULT_SEED, generateCatalogue } from '../simulator/catalogue/generate.ts';
import { REPO_DIR } from '../simulator/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = 5_000;
const TABLES = ['cat_actors', 'cat_media', 'cat_feed_posts', 'cat_tv_episodes', 'cat_blog_posts'];

const times: number[] = [];
let counts: Record<string, number> = {};
for (let run = 0; run < RUNS; run += 1) {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  const db = new Database(join(dir, 'simulator.db'));
  db.pragma('journal_mode = WAL');
  try {
    const started = performance.now();
    generateCatalogue(db, {
      seed: DEFAULT_SEED,
      now: Date.now(),
      demoActors: demoActors(join(REPO_DIR, 'fixtures')),
      ticketHolders: [1001],
    });
    times.push(performance.now() - started);
    counts = Object.fromEntries(
      TABLES.map((table) => [
        table,
        (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
      ]),
    );
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;
console.log(
  JSON.stringify(
    {
      catalogueGenerateMs: Math.round(median),
      runsMs: times.map(Math.round),
      budgetMs: BUDGET_MS,
      withinBudget: median <= BUDGET_MS,
      rows: counts,
    },
    null,
    2,
  ),
);
