import type { Database } from 'better-sqlite3';

/**
 * The schema, one step per entry; `PRAGMA user_version` records how many steps ran. Append new
 * steps (purchases, messages, votes, …); never edit a step that has shipped.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE accounts (
     id INTEGER PRIMARY KEY,
     login TEXT NOT NULL UNIQUE,
     description TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     currency TEXT NOT NULL,
     balance_minor INTEGER NOT NULL DEFAULT 0,
     is_locked INTEGER NOT NULL DEFAULT 0,
     locks_on_login INTEGER NOT NULL DEFAULT 0,
     state_json TEXT NOT NULL DEFAULT '{}',
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     sid TEXT PRIMARY KEY,
     access_token TEXT NOT NULL UNIQUE,
     account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_account ON sessions(account_id);`,
];

export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let step = current; step < MIGRATIONS.length; step += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[step] ?? '');
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
}
