import {
  createHash,
  randomUUID,
  scrypt,
  scryptSync,
  timingSafeEqual,
  randomBytes,
} from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * The payment client's own tables (created here, `CREATE TABLE IF NOT EXISTS`): pay-side sessions
 * (the `tt` column holds the session's internal id, `PS_…`; named so by stores from before
 * transfer tokens rotated), the transfer tokens issued for them, the frames' session keys
 * (hashed), credentials, subscriptions, payment methods, the payment ledger,
 * redeemed codes and password-reset keys.
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

/** Password hashes: scrypt (N=4096) with a random salt, `salt:hash` in hex. */
const SCRYPT = { N: 4096 } as const;

/** scrypt in libuv's thread pool: a login never holds the event loop (sockets, other requests). */
function scryptAsync(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

/** Startup only (seeding a handful of demo accounts before any request is taken). */
function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32, SCRYPT).toString('hex')}`;
}

/** Startup only: whether `stored` is the hash of `password` (a published demo password). */
export function isHashOf(password: string, stored: string): boolean {
  const [saltHex = '', hashHex = ''] = stored.split(':');
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, SCRYPT);
  return expected.length > 0 && timingSafeEqual(actual, expected);
}

/**
 * Whether `password` matches `stored`; with `stored` undefined (no such account) the same scrypt
 * runs against a hash nothing matches, so an unknown login costs as long as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | undefined) {
  const [saltHex, hashHex] = (stored ?? UNKNOWN_HASH).split(':');
  if (saltHex === undefined || hashHex === undefined) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected) && stored !== undefined;
}
const UNKNOWN_HASH = `${'00'.repeat(16)}:${'00'.repeat(32)}`;

/** Repository over the payment client's tables. */
export class PayClientStore {
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
   * Deletes pay sessions opened before `before` (ms) with their transfer tokens, frame keys and
   * reset keys: every anonymous page load makes three rows. Returns the sessions deleted.
   */
  pruneBefore(before: number): number {
    const db = this.db;
    return db.transaction(() => {
      db.prepare('DELETE FROM pay_client_tokens WHERE issued_at < ?').run(before);
      db.prepare('DELETE FROM pay_client_keys WHERE created_at < ?').run(before);
      db.prepare('DELETE FROM pay_client_resets WHERE created_at < ?').run(before);
      return db.prepare('DELETE FROM pay_client_sessions WHERE created_at < ?').run(before).changes;
    })();
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

  resetValid(key: string, accountId: number, maxAgeMs: number): boolean {
    const row = this.db
      .prepare<[string, number, number], { n: number }>(
        `SELECT COUNT(*) AS n FROM pay_client_resets
         WHERE reset_key = ? AND account_id = ? AND used = 0 AND created_at >= ?`,
      )
      .get(key, accountId, this.now() - maxAgeMs);
    return (row?.n ?? 0) === 1;
  }
}
