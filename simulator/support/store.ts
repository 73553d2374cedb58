import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Crockford's base32: no I, L, O or U, so an id read out on the phone is not misheard. */
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short, human-quotable report id: `R-7K3M-9Q` (32^6, about a billion). */
function newReportId(random: (max: number) => number = randomInt): string {
  const pick = (n: number) =>
    Array.from({ length: n }, () => ID_ALPHABET[random(ID_ALPHABET.length)]).join('');
  return `R-${pick(4)}-${pick(2)}`;
}

export interface StoredReport {
  id: string;
  receivedAt: number;
  /** The guest's pseudonym in the redacted log; null for a visitor. */
  guest: string | null;
  language: string;
  appVersion: string;
  bytes: number;
  records: number;
  description: string;
  envelope: Record<string, unknown> | null;
}

interface ReportRow {
  id: string;
  received_at: number;
  guest: string | null;
  language: string;
  app_version: string;
  bytes: number;
  records: number;
  description: string;
  envelope_json: string | null;
}

function toReport(row: ReportRow): StoredReport {
  return {
    id: row.id,
    receivedAt: row.received_at,
    guest: row.guest,
    language: row.language,
    appVersion: row.app_version,
    bytes: row.bytes,
    records: row.records,
    description: row.description,
    envelope:
      row.envelope_json === null
        ? null
        : (JSON.parse(row.envelope_json) as Record<string, unknown>),
  };
}

/**
 * The support inbox's tables (`support_reports`, `support_sessions`) over the store's one
 * connection (`Store.db`, migrated).
 */
export class SupportStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores a report under a fresh id and returns the id. */
  insertReport(report: Omit<StoredReport, 'id' | 'receivedAt'> & { log: string }): string {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO support_reports
         (id, received_at, guest, language, app_version, bytes, records, description, envelope_json, log)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (;;) {
      const id = newReportId();
      const result = insert.run(
        id,
        this.now(),
        report.guest,
        report.language,
        report.appVersion,
        report.bytes,
        report.records,
        report.description,
        report.envelope === null ? null : JSON.stringify(report.envelope),
        report.log,
      );
      if (result.changes === 1) return id;
    }
  }

  reportCount(): number {
    return (
      this.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM support_reports').get()?.n ?? 0
    );
  }

  /** Every report, newest first, without its log. */
  listReports(): StoredReport[] {
    return this.db
      .prepare<[], ReportRow>(
        `SELECT id, received_at, guest, language, app_version, bytes, records, description, envelope_json
           FROM support_reports ORDER BY received_at DESC, rowid DESC`,
      )
      .all()
      .map(toReport);
  }

  findReport(id: string): StoredReport | undefined {
    const row = this.db
      .prepare<[string], ReportRow>(
        `SELECT id, received_at, guest, language, app_version, bytes, records, description, envelope_json
           FROM support_reports WHERE id = ?`,
      )
      .get(id);
    return row && toReport(row);
  }

  reportLog(id: string): string | undefined {
    return this.db
      .prepare<[string], { log: string }>('SELECT log FROM support_reports WHERE id = ?')
      .get(id)?.log;
  }

  /** Deletes reports received more than `maxAgeMs` ago; returns how many. */
  pruneReports(maxAgeMs: number): number {
    return this.db
      .prepare('DELETE FROM support_reports WHERE received_at < ?')
      .run(this.now() - maxAgeMs).changes;
  }

  /** The stored scrypt hash of a staff login's password (support/passwords.ts). */
  staffPasswordHash(login: string): string | undefined {
    return this.db
      .prepare<[string], { password_hash: string }>(
        'SELECT password_hash FROM support_staff WHERE login = ?',
      )
      .get(login)?.password_hash;
  }

  setStaffPasswordHash(login: string, hash: string): void {
    this.db
      .prepare(
        `INSERT INTO support_staff (login, password_hash, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(login) DO UPDATE SET password_hash = excluded.password_hash,
           updated_at = excluded.updated_at`,
      )
      .run(login, hash, this.now());
  }

  /** A new staff session: it ends `absoluteMs` after now at the latest. */
  createStaffSession(login: string, absoluteMs: number): { token: string; expiresAt: number } {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = now + absoluteMs;
    this.db
      .prepare(
        `INSERT INTO support_sessions (token, login, created_at, expires_at, last_seen_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(token, login, now, expiresAt, now);
    return { token, expiresAt };
  }

  /**
   * The support login a token belongs to, while it is valid: before its absolute end and used
   * within `idleMs`. A valid use counts as activity; an ended session is deleted.
   */
  staffLogin(token: string, idleMs: number): string | undefined {
    const now = this.now();
    const row = this.db
      .prepare<
        [string],
        { login: string; expires_at: number; last_seen_at: number | null; created_at: number }
      >('SELECT login, expires_at, last_seen_at, created_at FROM support_sessions WHERE token = ?')
      .get(token);
    if (!row) return undefined;
    if (row.expires_at <= now || (row.last_seen_at ?? row.created_at) <= now - idleMs) {
      this.deleteStaffSession(token);
      return undefined;
    }
    this.db.prepare('UPDATE support_sessions SET last_seen_at = ? WHERE token = ?').run(now, token);
    return row.login;
  }

  deleteStaffSession(token: string): void {
    this.db.prepare('DELETE FROM support_sessions WHERE token = ?').run(token);
  }
}
