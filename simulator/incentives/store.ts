import type { Database } from 'better-sqlite3';

/**
 * The conversion state of each guest (an account, or a visitor's session): closed incentives,
 * hidden refill windows, guest info and when each timed offer started. Own tables, created here.
 */
export class ConversionStore {
  constructor(private readonly db: Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS conversion_closed (
        guest_key TEXT NOT NULL, incentive_id TEXT NOT NULL, result TEXT NOT NULL, closed_at INTEGER NOT NULL,
        PRIMARY KEY (guest_key, incentive_id));
      CREATE TABLE IF NOT EXISTS conversion_refill_hidden (
        guest_key TEXT NOT NULL, incentive_type TEXT NOT NULL, hidden_until INTEGER NOT NULL,
        PRIMARY KEY (guest_key, incentive_type));
      CREATE TABLE IF NOT EXISTS conversion_guest_info (
        guest_key TEXT NOT NULL, type TEXT NOT NULL, value TEXT NOT NULL,
        PRIMARY KEY (guest_key, type));
      CREATE TABLE IF NOT EXISTS conversion_offer_start (
        guest_key TEXT NOT NULL, offer TEXT NOT NULL, started_at INTEGER NOT NULL,
        PRIMARY KEY (guest_key, offer));
    `);
  }

  close(key: string, incentiveId: string, result: string, at: number): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO conversion_closed (guest_key, incentive_id, result, closed_at) VALUES (?, ?, ?, ?)',
      )
      .run(key, incentiveId, result, at);
  }

  closedIds(key: string): Set<string> {
    const rows = this.db
      .prepare<[string], { incentive_id: string }>(
        'SELECT incentive_id FROM conversion_closed WHERE guest_key = ?',
      )
      .all(key);
    return new Set(rows.map((row) => row.incentive_id));
  }

  hideRefill(key: string, type: string, until: number): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO conversion_refill_hidden (guest_key, incentive_type, hidden_until) VALUES (?, ?, ?)',
      )
      .run(key, type, until);
  }

  isRefillHidden(key: string, type: string, now: number): boolean {
    const row = this.db
      .prepare<[string, string], { hidden_until: number }>(
        'SELECT hidden_until FROM conversion_refill_hidden WHERE guest_key = ? AND incentive_type = ?',
      )
      .get(key, type);
    return row !== undefined && row.hidden_until > now;
  }

  setGuestInfo(key: string, type: string, value: string): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO conversion_guest_info (guest_key, type, value) VALUES (?, ?, ?)',
      )
      .run(key, type, value);
  }

  guestInfo(key: string, type: string): string | undefined {
    return this.db
      .prepare<[string, string], { value: string }>(
        'SELECT value FROM conversion_guest_info WHERE guest_key = ? AND type = ?',
      )
      .get(key, type)?.value;
  }

  /** When the guest first saw a timed offer (its countdown runs from then). */
  offerStart(key: string, offer: string, now: number): number {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO conversion_offer_start (guest_key, offer, started_at) VALUES (?, ?, ?)',
      )
      .run(key, offer, now);
    return this.db
      .prepare<[string, string], { started_at: number }>(
        'SELECT started_at FROM conversion_offer_start WHERE guest_key = ? AND offer = ?',
      )
      .get(key, offer)!.started_at;
  }

  /** Forgets everything of one guest (the dev reset): closed offers, hidden windows, info, starts. */
  reset(key: string): void {
    for (const table of [
      'conversion_closed',
      'conversion_refill_hidden',
      'conversion_guest_info',
      'conversion_offer_start',
    ])
      this.db.prepare(`DELETE FROM ${table} WHERE guest_key = ?`).run(key);
  }
}
