import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

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

/** The sessions table. Lookups ignore expired sessions, so an old token is simply unknown. */
export class SessionsRepository {
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
    this.db.prepare('DELETE FROM sessions WHERE sid = ?').run(sid);
  }

  /**
   * Deletes visitor sessions (no account) unused for `idleMs`; returns how many. Production mode
   * runs it every minute (server.ts), so a flood of anonymous sessions does not stay.
   */
  pruneIdleAnonymous(idleMs: number): number {
    return this.db
      .prepare(
        `DELETE FROM sessions
         WHERE account_id IS NULL AND COALESCE(last_seen_at, created_at) < ?`,
      )
      .run(this.now() - idleMs).changes;
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
