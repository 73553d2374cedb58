import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

/** How long a session and its access token live. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A lookup records the use only when the last record is older than this (fewer writes). */
const SEEN_RESOLUTION_MS = 60 * 1000;

/** A browser session: the `sid` cookie, its access token, and the account when logged in. */
export interface Session {
  sid: string;
  accessToken: string;
  accountId: number | null;
  createdAt: number;
  expiresAt: number;
}

interface SessionRow {
  sid: string;
  access_token: string;
  account_id: number | null;
  created_at: number;
  expires_at: number;
  last_seen_at: number | null;
}

function toSession(row: SessionRow): Session {
  return {
    sid: row.sid,
    accessToken: row.access_token,
    accountId: row.account_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Told of every session that starts and every one that ends (its sid and access token). */
export interface SessionWatcher {
  started(sid: string, accessToken: string): void;
  ended(sid: string, accessToken: string): void;
}

/** The sessions table. Lookups ignore expired sessions, so an old token is simply unknown. */
export class SessionsRepository {
  private readonly watchers = new Set<SessionWatcher>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** A new session with fresh random sid and token; `accountId` null makes it anonymous. */
  create(accountId: number | null): Session {
    const createdAt = this.now();
    const session: Session = {
      sid: randomToken(),
      accessToken: randomToken(),
      accountId,
      createdAt,
      expiresAt: createdAt + SESSION_TTL_MS,
    };
    this.db
      .prepare(
        `INSERT INTO sessions (sid, access_token, account_id, created_at, expires_at, last_seen_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(session.sid, session.accessToken, accountId, createdAt, session.expiresAt, createdAt);
    for (const watcher of this.watchers) watcher.started(session.sid, session.accessToken);
    return session;
  }

  findBySid(sid: string): Session | undefined {
    return this.find('sid', sid);
  }

  findByToken(accessToken: string): Session | undefined {
    return this.find('access_token', accessToken);
  }

  /** Seconds left, at least 1 (the reply schema wants a positive integer). */
  expiresIn(session: Session): number {
    return Math.max(1, Math.floor((session.expiresAt - this.now()) / 1000));
  }

  delete(sid: string): void {
    this.ended(
      this.db.prepare('DELETE FROM sessions WHERE sid = ? RETURNING sid, access_token'),
      sid,
    );
  }

  /**
   * Keeps `watcher` told of sessions as they start and end, after telling it of every live one
   * now: an index kept in step with the table (the report inbox's secrets), never rebuilt.
   */
  watch(watcher: SessionWatcher): () => void {
    const live = this.db
      .prepare<[number], { sid: string; access_token: string }>(
        'SELECT sid, access_token FROM sessions WHERE expires_at > ?',
      )
      .all(this.now());
    for (const row of live) watcher.started(row.sid, row.access_token);
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Deletes sessions past their end (lookups already ignore them); returns how many. */
  pruneExpired(): number {
    return this.ended(
      this.db.prepare('DELETE FROM sessions WHERE expires_at <= ? RETURNING sid, access_token'),
      this.now(),
    );
  }

  /** Runs a DELETE … RETURNING sid, access_token and tells the watchers; returns the count. */
  private ended(statement: Statement, ...params: unknown[]): number {
    const rows = statement.all(...params) as { sid: string; access_token: string }[];
    for (const row of rows)
      for (const watcher of this.watchers) watcher.ended(row.sid, row.access_token);
    return rows.length;
  }

  /**
   * Deletes visitor sessions (no account) unused for `idleMs`; returns how many. Production mode
   * runs it every minute (server.ts), so a flood of anonymous sessions does not stay.
   */
  pruneIdleAnonymous(idleMs: number): number {
    return this.ended(
      this.db.prepare(
        `DELETE FROM sessions
         WHERE account_id IS NULL AND COALESCE(last_seen_at, created_at) < ?
         RETURNING sid, access_token`,
      ),
      this.now() - idleMs,
    );
  }

  private find(column: 'sid' | 'access_token', value: string): Session | undefined {
    const now = this.now();
    const row = this.db
      .prepare<[string, number], SessionRow>(
        `SELECT * FROM sessions WHERE ${column} = ? AND expires_at > ?`,
      )
      .get(value, now);
    if (!row) return undefined;
    if ((row.last_seen_at ?? row.created_at) <= now - SEEN_RESOLUTION_MS) {
      this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE sid = ?').run(now, row.sid);
    }
    return toSession(row);
  }
}
