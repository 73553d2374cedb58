import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Crockford's base32: no I, L, O or U, so an id read out on the phone is not misheard. */
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** How long a support login lasts. */
export const SUPPORT_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** A short, human-quotable report id: `R-7K3M-9Q` (32^6, about a billion). */
export function newReportId(random: (max: number) => number = randomInt): string {
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
 * connection (`Store.db`, migrated); it also reads the guests' session tokens, which a report must
 * never contain.
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

  /** Every session token and sid the store knows (expired ones too): none may be in a report. */
  sessionSecrets(): string[] {
    return this.db
      .prepare<[], { sid: string; access_token: string }>('SELECT sid, access_token FROM sessions')
      .all()
      .flatMap((row) => [row.sid, row.access_token]);
  }

  createStaffSession(login: string): { token: string; expiresAt: number } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = this.now() + SUPPORT_SESSION_TTL_MS;
    this.db
      .prepare(
        'INSERT INTO support_sessions (token, login, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(token, login, this.now(), expiresAt);
    return { token, expiresAt };
  }

  /** The support login a token belongs to, while it is valid. */
  staffLogin(token: string): string | undefined {
    return this.db
      .prepare<[string, number], { login: string }>(
        'SELECT login FROM support_sessions WHERE token = ? AND expires_at > ?',
      )
      .get(token, this.now())?.login;
  }

  deleteStaffSession(token: string): void {
    this.db.prepare('DELETE FROM support_sessions WHERE token = ?').run(token);
  }
}
