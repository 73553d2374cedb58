import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { AccountsRepository } from './accounts.ts';
import { loadFixtureAccounts } from './fixtures.ts';
import { migrate } from './migrations.ts';
import { SessionsRepository } from './sessions.ts';

export interface StoreOptions {
  dataDir: string;
  /** Demo accounts seeded into a new database (and any later-added ones into an old one). */
  fixturesPath: string;
  now?: () => number;
}

/** The simulator's state: one SQLite file, `DATA_DIR/simulator.db`, read through repositories. */
export interface Store {
  /**
   * The database itself, for feature modules that keep their own tables (each creates them with
   * `CREATE TABLE IF NOT EXISTS` in its own file, so features never edit one migration list).
   */
  readonly db: Database.Database;
  readonly accounts: AccountsRepository;
  readonly sessions: SessionsRepository;
  close(): void;
}

/**
 * Opens (creating if needed) the store, migrates it and seeds the demo accounts. Seeding inserts
 * only accounts that are missing, so restarts keep balances, sessions and everything else.
 *
 * @example
 * const store = openStore({ dataDir: '.data', fixturesPath: 'fixtures/accounts.json' });
 * store.accounts.findByLogin('demo')?.balance; // 125.5
 */
export function openStore(options: StoreOptions): Store {
  mkdirSync(options.dataDir, { recursive: true });
  const db = new Database(join(options.dataDir, 'simulator.db'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 2000');
    migrate(db);
    const now = options.now ?? Date.now;
    const accounts = new AccountsRepository(db, now);
    const fixtures = loadFixtureAccounts(options.fixturesPath);
    db.transaction(() => fixtures.forEach((account) => accounts.insertIfMissing(account)))();
    return { db, accounts, sessions: new SessionsRepository(db, now), close: () => db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}
