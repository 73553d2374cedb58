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
  // Realtime: messenger channels and messages, notifications, favourites, client logs. Fixture rows
  // keep their ids, so seeding is INSERT OR IGNORE; removals are flags, so they stay removed.
  `CREATE TABLE channels (
     id INTEGER PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     actor_id INTEGER NOT NULL,
     actor_name TEXT NOT NULL,
     actor_age INTEGER,
     unread INTEGER NOT NULL DEFAULT 0,
     unread_count INTEGER NOT NULL DEFAULT 0,
     archived INTEGER NOT NULL DEFAULT 0,
     blocked INTEGER NOT NULL DEFAULT 0,
     is_actor_online INTEGER NOT NULL DEFAULT 0,
     multi_chat_price REAL,
     can_voyeur_chat INTEGER NOT NULL DEFAULT 0,
     free_messages_amount INTEGER NOT NULL DEFAULT 0,
     message_price_minor INTEGER NOT NULL,
     message_price_currency TEXT NOT NULL,
     is_messaging_free INTEGER NOT NULL DEFAULT 0,
     subject TEXT,
     preview_picture_url TEXT,
     free_chat INTEGER NOT NULL DEFAULT 0,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX channels_account ON channels(account_id);
   CREATE TABLE messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
     client_message_id TEXT,
     sender_type TEXT NOT NULL,
     message_type TEXT NOT NULL,
     data_json TEXT NOT NULL,
     included_gifts_json TEXT NOT NULL DEFAULT '[]',
     price_minor INTEGER NOT NULL DEFAULT 0,
     price_currency TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     UNIQUE (account_id, client_message_id)
   );
   CREATE INDEX messages_channel ON messages(channel_id, id);
   CREATE TABLE notifications (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     type INTEGER NOT NULL,
     unread INTEGER NOT NULL DEFAULT 1,
     unseen INTEGER NOT NULL DEFAULT 1,
     title TEXT NOT NULL,
     text TEXT NOT NULL,
     link TEXT,
     created_at INTEGER NOT NULL,
     removed INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX notifications_account ON notifications(account_id, created_at);
   CREATE TABLE favorites (
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     target_type TEXT NOT NULL,
     target_id INTEGER NOT NULL,
     pinned INTEGER NOT NULL DEFAULT 1,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, target_type, target_id)
   );
   CREATE TABLE client_logs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at INTEGER NOT NULL,
     account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
     kind TEXT NOT NULL,
     message TEXT,
     data_json TEXT
   );
   CREATE INDEX client_logs_kind ON client_logs(kind, id);`,
  // Support: problem reports from guests (redacted event logs) and support staff sessions.
  `CREATE TABLE support_reports (
     id TEXT PRIMARY KEY,
     received_at INTEGER NOT NULL,
     guest TEXT,
     language TEXT NOT NULL,
     app_version TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     records INTEGER NOT NULL,
     description TEXT NOT NULL,
     envelope_json TEXT,
     log TEXT NOT NULL
   );
   CREATE INDEX support_reports_received ON support_reports(received_at);
   CREATE TABLE support_sessions (
     token TEXT PRIMARY KEY,
     login TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );`,
  // Hardening (docs/threat-model.md): when a session was last used (idle visitors are pruned, idle
  // staff sessions end), and the support staff's scrypt password hashes.
  `ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
   CREATE INDEX sessions_anonymous_seen ON sessions(last_seen_at) WHERE account_id IS NULL;
   ALTER TABLE support_sessions ADD COLUMN last_seen_at INTEGER;
   CREATE TABLE support_staff (
     login TEXT PRIMARY KEY,
     password_hash TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   );`,
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
