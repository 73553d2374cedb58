import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { hashPassword, hashPasswordSync } from './passwords.ts';

/**
 * The payment client's account-side tables (created here, `CREATE TABLE IF NOT EXISTS`):
 * credentials, subscriptions, payment methods, the payment ledger, redeemed codes and
 * password-reset keys. The pay-side sessions are in sessionStore.ts.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS pay_client_credentials (
  account_id INTEGER PRIMARY KEY,
  password_hash TEXT NOT NULL,
  email_verified INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS pay_client_abos (
  account_id INTEGER NOT NULL,
  abo_id TEXT NOT NULL,
  name TEXT NOT NULL,
  is_trial INTEGER NOT NULL,
  is_free INTEGER NOT NULL,
  amount REAL NOT NULL,
  started_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, abo_id)
);
CREATE TABLE IF NOT EXISTS pay_client_methods (
  account_id INTEGER PRIMARY KEY,
  card_json TEXT,
  debit_json TEXT,
  carrier_phone TEXT,
  monthly_limit REAL
);
CREATE TABLE IF NOT EXISTS pay_client_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL,
  flow TEXT NOT NULL,
  paytype TEXT NOT NULL,
  amount REAL NOT NULL,
  credited REAL NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS pay_client_redemptions (
  code TEXT NOT NULL,
  account_id INTEGER NOT NULL,
  redeemed_at INTEGER NOT NULL,
  PRIMARY KEY (code, account_id)
);
CREATE TABLE IF NOT EXISTS pay_client_resets (
  reset_key TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
`;

interface StoredCard {
  brand: string;
  last4: string;
  expiry: string;
  holder: string;
}

interface StoredDebit {
  ibanMasked: string;
  holder: string;
}

export interface PaymentMethods {
  card: StoredCard | null;
  debit: StoredDebit | null;
  carrierPhone: string | null;
  /** Top-ups allowed per 30 days (EUR); null: no limit. */
  monthlyLimit: number | null;
}

export interface AboRow {
  aboId: string;
  name: string;
  isTrial: boolean;
  isFree: boolean;
  amount: number;
  startedAt: number;
  endAt: number;
}

/** Repository over the payment client's account-side tables. */
export class PayClientStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {
    db.exec(SCHEMA);
  }

  // ---- credentials ----------------------------------------------------------------------------

  passwordHash(accountId: number): string | undefined {
    return this.db
      .prepare<[number], { password_hash: string }>(
        'SELECT password_hash FROM pay_client_credentials WHERE account_id = ?',
      )
      .get(accountId)?.password_hash;
  }

  /** Stores a hash made by {@link hashPassword} (or, at startup, {@link seedPassword}). */
  setPasswordHash(accountId: number, hash: string): void {
    this.db
      .prepare(
        `INSERT INTO pay_client_credentials (account_id, password_hash, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(account_id) DO UPDATE SET password_hash = excluded.password_hash,
           updated_at = excluded.updated_at`,
      )
      .run(accountId, hash, this.now());
  }

  async setPassword(accountId: number, password: string): Promise<void> {
    this.setPasswordHash(accountId, await hashPassword(password));
  }

  /** The demo passwords at startup (synchronous: the constructor seeds before any request). */
  seedPassword(accountId: number, password: string): void {
    this.setPasswordHash(accountId, hashPasswordSync(password));
  }

  emailVerified(accountId: number): boolean {
    return (
      this.db
        .prepare<[number], { email_verified: number }>(
          'SELECT email_verified FROM pay_client_credentials WHERE account_id = ?',
        )
        .get(accountId)?.email_verified === 1
    );
  }

  setEmailVerified(accountId: number): void {
    this.db
      .prepare('UPDATE pay_client_credentials SET email_verified = 1 WHERE account_id = ?')
      .run(accountId);
  }

  // ---- subscriptions --------------------------------------------------------------------------

  abos(accountId: number): AboRow[] {
    return this.db
      .prepare<
        [number],
        {
          abo_id: string;
          name: string;
          is_trial: number;
          is_free: number;
          amount: number;
          started_at: number;
          end_at: number;
        }
      >('SELECT * FROM pay_client_abos WHERE account_id = ? ORDER BY abo_id')
      .all(accountId)
      .map((row) => ({
        aboId: row.abo_id,
        name: row.name,
        isTrial: row.is_trial === 1,
        isFree: row.is_free === 1,
        amount: row.amount,
        startedAt: row.started_at,
        endAt: row.end_at,
      }));
  }

  putAbo(accountId: number, abo: AboRow): void {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO pay_client_abos
           (account_id, abo_id, name, is_trial, is_free, amount, started_at, end_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        accountId,
        abo.aboId,
        abo.name,
        abo.isTrial ? 1 : 0,
        abo.isFree ? 1 : 0,
        abo.amount,
        abo.startedAt,
        abo.endAt,
      );
  }

  // ---- payment methods and ledger -------------------------------------------------------------

  methods(accountId: number): PaymentMethods {
    const row = this.db
      .prepare<
        [number],
        {
          card_json: string | null;
          debit_json: string | null;
          carrier_phone: string | null;
          monthly_limit: number | null;
        }
      >('SELECT * FROM pay_client_methods WHERE account_id = ?')
      .get(accountId);
    return {
      card: row?.card_json ? (JSON.parse(row.card_json) as StoredCard) : null,
      debit: row?.debit_json ? (JSON.parse(row.debit_json) as StoredDebit) : null,
      carrierPhone: row?.carrier_phone ?? null,
      monthlyLimit: row?.monthly_limit ?? null,
    };
  }

  setMethods(accountId: number, methods: PaymentMethods): void {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO pay_client_methods
           (account_id, card_json, debit_json, carrier_phone, monthly_limit)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(
        accountId,
        methods.card ? JSON.stringify(methods.card) : null,
        methods.debit ? JSON.stringify(methods.debit) : null,
        methods.carrierPhone,
        methods.monthlyLimit,
      );
  }

  recordPayment(payment: {
    accountId: number;
    flow: string;
    paytype: string;
    amount: number;
    credited: number;
    currency: string;
  }): void {
    this.db
      .prepare(
        `INSERT INTO pay_client_payments (account_id, flow, paytype, amount, credited, currency,
           created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        payment.accountId,
        payment.flow,
        payment.paytype,
        payment.amount,
        payment.credited,
        payment.currency,
        this.now(),
      );
  }

  /** Top-ups (money charged to the balance) since `since`. */
  toppedUpSince(accountId: number, since: number): number {
    return (
      this.db
        .prepare<[number, number], { total: number | null }>(
          `SELECT SUM(amount) AS total FROM pay_client_payments
           WHERE account_id = ? AND credited > 0 AND created_at >= ?`,
        )
        .get(accountId, since)?.total ?? 0
    );
  }

  payments(
    accountId: number,
  ): { flow: string; paytype: string; amount: number; credited: number }[] {
    return this.db
      .prepare<[number], { flow: string; paytype: string; amount: number; credited: number }>(
        'SELECT flow, paytype, amount, credited FROM pay_client_payments WHERE account_id = ? ORDER BY id',
      )
      .all(accountId);
  }

  // ---- codes and password resets --------------------------------------------------------------

  /** Records a redemption; false when this account (or anyone, for a one-off code) redeemed it. */
  redeem(code: string, accountId: number, oneOff: boolean): boolean {
    const taken = this.db
      .prepare<[string, number, number], { n: number }>(
        `SELECT COUNT(*) AS n FROM pay_client_redemptions
         WHERE code = ? AND (account_id = ? OR ? = 1)`,
      )
      .get(code, accountId, oneOff ? 1 : 0);
    if ((taken?.n ?? 0) > 0) return false;
    this.db
      .prepare(
        'INSERT INTO pay_client_redemptions (code, account_id, redeemed_at) VALUES (?, ?, ?)',
      )
      .run(code, accountId, this.now());
    return true;
  }

  createReset(accountId: number): string {
    const key = randomBytes(18).toString('base64url');
    this.db
      .prepare('INSERT INTO pay_client_resets (reset_key, account_id, created_at) VALUES (?, ?, ?)')
      .run(key, accountId, this.now());
    return key;
  }

  /** The account of an unused reset key younger than `maxAgeMs`; marks it used. */
  useReset(key: string, accountId: number, maxAgeMs: number): boolean {
    const result = this.db
      .prepare(
        `UPDATE pay_client_resets SET used = 1
         WHERE reset_key = ? AND account_id = ? AND used = 0 AND created_at >= ?`,
      )
      .run(key, accountId, this.now() - maxAgeMs);
    return result.changes === 1;
  }

  /** Deletes reset keys made before `before` (ms), used or not (the retention of pay sessions). */
  pruneResetsBefore(before: number): void {
    this.db.prepare('DELETE FROM pay_client_resets WHERE created_at < ?').run(before);
  }
}
