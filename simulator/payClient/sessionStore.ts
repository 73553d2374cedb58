import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * The pay-side sessions' tables (created here, `CREATE TABLE IF NOT EXISTS`): the sessions (the
 * `tt` column holds the session's internal id, `PS_…`; named so by stores from before transfer
 * tokens rotated), the transfer tokens issued for them and the frames' session keys (hashed).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS pay_client_sessions (
  tt TEXT PRIMARY KEY,
  account_id INTEGER,
  bound_by TEXT,
  bound_at INTEGER,
  app_sid TEXT,
  created_at INTEGER NOT NULL,
  handed_off_at INTEGER
);
CREATE TABLE IF NOT EXISTS pay_client_tokens (
  tt TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  spent_at INTEGER
);
CREATE TABLE IF NOT EXISTS pay_client_keys (
  key_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

export interface PaySession {
  /** Internal id: never sent to a browser (transfer tokens and frame keys name the session). */
  id: string;
  accountId: number | null;
  boundBy: 'token' | 'login' | 'signup' | 'reset' | null;
  boundAt: number | null;
  /** The app session (sid) this pay login belongs to: the token's, or the one onsuccess set. */
  appSid: string | null;
  createdAt: number;
  /** When `vxpay/onsuccess` turned this login into an app session (once only); null: not yet. */
  handedOffAt: number | null;
  /**
   * The app session (sid) of the page that opened the flow and claimed its first transfer token
   * (`vxpay/claim`); only it may take a login over. Null: not claimed (yet).
   */
  claimSid: string | null;
  /**
   * The session whose transfer token this page was loaded with: its login carries over to this
   * one only when the same app session claims both (`inherit`).
   */
  parentId: string | null;
}

/** A transfer token as issued: the session it names, when, and when a page load spent it. */
export interface TransferToken {
  tt: string;
  sessionId: string;
  issuedAt: number;
  spentAt: number | null;
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** Repository over the pay-side sessions, their transfer tokens and frame keys. */
export class PaySessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {
    db.exec(SCHEMA);
    // Stores from before single-use hand-offs lack the column.
    const columns = db
      .prepare<[], { name: string }>('PRAGMA table_info(pay_client_sessions)')
      .all();
    if (!columns.some((column) => column.name === 'handed_off_at'))
      db.exec('ALTER TABLE pay_client_sessions ADD COLUMN handed_off_at INTEGER');
    if (!columns.some((column) => column.name === 'claim_sid'))
      db.exec('ALTER TABLE pay_client_sessions ADD COLUMN claim_sid TEXT');
    if (!columns.some((column) => column.name === 'parent_id'))
      db.exec('ALTER TABLE pay_client_sessions ADD COLUMN parent_id TEXT');
  }

  // ---- sessions, their transfer tokens and frame keys ----------------------------------------

  createSession(parentId: string | null = null): PaySession {
    const session: PaySession = {
      id: `PS_${randomUUID()}`,
      accountId: null,
      boundBy: null,
      boundAt: null,
      appSid: null,
      createdAt: this.now(),
      handedOffAt: null,
      claimSid: null,
      parentId,
    };
    this.db
      .prepare('INSERT INTO pay_client_sessions (tt, created_at, parent_id) VALUES (?, ?, ?)')
      .run(session.id, session.createdAt, parentId);
    return session;
  }

  findSession(id: string): PaySession | undefined {
    const row = this.db
      .prepare<
        [string],
        {
          tt: string;
          account_id: number | null;
          bound_by: PaySession['boundBy'];
          bound_at: number | null;
          app_sid: string | null;
          created_at: number;
          handed_off_at: number | null;
          claim_sid: string | null;
          parent_id: string | null;
        }
      >('SELECT * FROM pay_client_sessions WHERE tt = ?')
      .get(id);
    return (
      row && {
        id: row.tt,
        accountId: row.account_id,
        boundBy: row.bound_by,
        boundAt: row.bound_at,
        appSid: row.app_sid,
        createdAt: row.created_at,
        handedOffAt: row.handed_off_at,
        claimSid: row.claim_sid,
        parentId: row.parent_id,
      }
    );
  }

  /** A new transfer token for the session (what the page is told and puts in later URLs). */
  issueToken(sessionId: string): string {
    const tt = `TT_${randomUUID()}`;
    this.db
      .prepare('INSERT INTO pay_client_tokens (tt, session_id, issued_at) VALUES (?, ?, ?)')
      .run(tt, sessionId, this.now());
    return tt;
  }

  findToken(tt: string): TransferToken | undefined {
    const row = this.db
      .prepare<
        [string],
        { tt: string; session_id: string; issued_at: number; spent_at: number | null }
      >('SELECT * FROM pay_client_tokens WHERE tt = ?')
      .get(tt);
    return (
      row && {
        tt: row.tt,
        sessionId: row.session_id,
        issuedAt: row.issued_at,
        spentAt: row.spent_at,
      }
    );
  }

  /**
   * Spends a transfer token (a page load presented it): its session, if it was unspent and issued
   * at or after `issuedSince`; undefined otherwise. Atomic, so two loads cannot both spend it.
   */
  spendToken(tt: string, issuedSince: number): string | undefined {
    const spent = this.db
      .prepare(
        `UPDATE pay_client_tokens SET spent_at = ?
         WHERE tt = ? AND spent_at IS NULL AND issued_at >= ?`,
      )
      .run(this.now(), tt, issuedSince);
    return spent.changes === 1 ? this.findToken(tt)?.sessionId : undefined;
  }

  /** A new frame key for the session (a secret for one page: only its hash is kept). */
  issueKey(sessionId: string): string {
    const key = `PK_${randomBytes(24).toString('base64url')}`;
    this.db
      .prepare('INSERT INTO pay_client_keys (key_hash, session_id, created_at) VALUES (?, ?, ?)')
      .run(keyHash(key), sessionId, this.now());
    return key;
  }

  /** The session a frame key belongs to, if any. */
  sessionOfKey(key: string): string | undefined {
    return this.db
      .prepare<[string], { session_id: string }>(
        'SELECT session_id FROM pay_client_keys WHERE key_hash = ?',
      )
      .get(keyHash(key))?.session_id;
  }

  /**
   * The app session `sid` claims the session (the page that opened the flow): true when it is
   * now, or already was, this sid's; false when another sid claimed it first.
   */
  claimSession(id: string, sid: string): boolean {
    this.db
      .prepare('UPDATE pay_client_sessions SET claim_sid = ? WHERE tt = ? AND claim_sid IS NULL')
      .run(sid, id);
    return this.findSession(id)?.claimSid === sid;
  }

  /** The session takes over its parent's login (account, how and when, app session, hand-off). */
  inherit(id: string, parent: PaySession): void {
    this.db
      .prepare(
        `UPDATE pay_client_sessions SET account_id = ?, bound_by = ?, bound_at = ?, app_sid = ?,
           handed_off_at = ? WHERE tt = ?`,
      )
      .run(parent.accountId, parent.boundBy, parent.boundAt, parent.appSid, parent.handedOffAt, id);
  }

  /** Binds the pay session to an account (null: logged out), with the app session if known. */
  bindSession(
    id: string,
    accountId: number | null,
    boundBy: PaySession['boundBy'],
    options: { boundAt?: number | null; appSid?: string | null } = {},
  ): void {
    const bound = accountId !== null;
    // A new binding (a login, a logout) may be handed off anew.
    this.db
      .prepare(
        `UPDATE pay_client_sessions SET account_id = ?, bound_by = ?, bound_at = ?, app_sid = ?,
           handed_off_at = NULL
         WHERE tt = ?`,
      )
      .run(
        accountId,
        bound ? boundBy : null,
        bound ? (options.boundAt ?? this.now()) : null,
        bound ? (options.appSid ?? null) : null,
        id,
      );
  }

  /**
   * The app took the pay login over (`vxpay/onsuccess`): remember its session (the flow's claim
   * moves to it: the browser's old session ended) and mark the hand-off done. False when another request handed it off first (a transfer token hands off once).
   */
  completeHandoff(id: string, sid: string): boolean {
    return (
      this.db
        .prepare(
          `UPDATE pay_client_sessions SET app_sid = ?, handed_off_at = ?,
             claim_sid = CASE WHEN claim_sid IS NULL THEN NULL ELSE ? END
           WHERE tt = ? AND handed_off_at IS NULL`,
        )
        .run(sid, this.now(), sid, id).changes === 1
    );
  }

  /**
   * Deletes pay sessions opened before `before` (ms) with their transfer tokens and frame keys:
   * every anonymous page load makes three rows. Returns the sessions deleted.
   */
  pruneBefore(before: number): number {
    const db = this.db;
    db.prepare('DELETE FROM pay_client_tokens WHERE issued_at < ?').run(before);
    db.prepare('DELETE FROM pay_client_keys WHERE created_at < ?').run(before);
    return db.prepare('DELETE FROM pay_client_sessions WHERE created_at < ?').run(before).changes;
  }
}
