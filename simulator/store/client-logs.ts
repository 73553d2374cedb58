import type { Database } from 'better-sqlite3';

export const CLIENT_LOG_KINDS = [
  'browserOnline',
  'websocketConnectionError',
  'vxmessengerError',
  // The pay bridge's refused messages, and the bugs the page saw (issue 51 §8): the client posts both.
  'vxpayMessageRejected',
  'clientError',
] as const;
export type ClientLogKind = (typeof CLIENT_LOG_KINDS)[number];

/** One entry the app posted to the logger. `accountId` is null for anonymous callers. */
export interface ClientLog {
  id: number;
  time: string;
  accountId: number | null;
  kind: ClientLogKind;
  message: string | null;
  data: Record<string, unknown> | null;
}

interface ClientLogRow {
  id: number;
  created_at: number;
  account_id: number | null;
  kind: ClientLogKind;
  message: string | null;
  data_json: string | null;
}

function toClientLog(row: ClientLogRow): ClientLog {
  return {
    id: row.id,
    time: new Date(row.created_at).toISOString(),
    accountId: row.account_id,
    kind: row.kind,
    message: row.message,
    data: row.data_json === null ? null : (JSON.parse(row.data_json) as Record<string, unknown>),
  };
}

/** The client_logs table: what `POST /rest/v1/logger` received. */
export class ClientLogsRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  insert(entry: {
    accountId: number | null;
    kind: ClientLogKind;
    message?: string | undefined;
    data?: Record<string, unknown> | undefined;
  }): ClientLog {
    const result = this.db
      .prepare(
        'INSERT INTO client_logs (created_at, account_id, kind, message, data_json) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        this.now(),
        entry.accountId,
        entry.kind,
        entry.message ?? null,
        entry.data === undefined ? null : JSON.stringify(entry.data),
      );
    const row = this.db
      .prepare<[number], ClientLogRow>('SELECT * FROM client_logs WHERE id = ?')
      .get(Number(result.lastInsertRowid));
    if (!row) throw new Error('The log entry was not stored');
    return toClientLog(row);
  }

  /** Newest first, optionally of one kind and one account. */
  list(filter: { kind?: ClientLogKind; accountId?: number } = {}, limit = 1000): ClientLog[] {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (filter.kind !== undefined) {
      where.push('kind = ?');
      params.push(filter.kind);
    }
    if (filter.accountId !== undefined) {
      where.push('account_id = ?');
      params.push(filter.accountId);
    }
    const clause = where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`;
    return this.db
      .prepare<(string | number)[], ClientLogRow>(
        `SELECT * FROM client_logs ${clause} ORDER BY id DESC LIMIT ?`,
      )
      .all(...params, limit)
      .map(toClientLog);
  }

  clear(): number {
    return this.db.prepare('DELETE FROM client_logs').run().changes;
  }

  /** Deletes entries that arrived more than `maxAgeMs` ago; returns how many. */
  pruneOlderThan(maxAgeMs: number): number {
    return this.db
      .prepare('DELETE FROM client_logs WHERE created_at < ?')
      .run(this.now() - maxAgeMs).changes;
  }
}
