import type { Database } from 'better-sqlite3';
import type { Profile } from '../../machines/profile/profile.types.ts';
import type { Account } from '../store/accounts.ts';

/** The account feature's own tables (created here, never in the shared migration list). */
function createAccountTables(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS account_profiles (
      account_id INTEGER PRIMARY KEY,
      profile_json TEXT NOT NULL,
      notifications_json TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS account_relations (
      account_id INTEGER NOT NULL,
      predicate TEXT NOT NULL,
      object TEXT NOT NULL,
      PRIMARY KEY (account_id, predicate, object)
    );
    CREATE TABLE IF NOT EXISTS account_pin_verifications (
      id TEXT PRIMARY KEY,
      account_id INTEGER NOT NULL,
      type TEXT NOT NULL,
      country_code TEXT NOT NULL,
      pre_code TEXT NOT NULL,
      number TEXT NOT NULL,
      pin_length INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      verified INTEGER NOT NULL DEFAULT 0,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS account_tracking (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      account_id INTEGER,
      payload_json TEXT NOT NULL,
      received_at INTEGER NOT NULL
    );
  `);
}

const DEFAULT_NOTIFICATIONS = { messages: true, actorOnline: true, newsletter: false };

/** The offer a VIP gets in the personal area until it is accepted. */
const VIP_CANCELLATION_OFFER = 'Stay in the VIP club: your next month costs half.';

/** A new profile for a demo account: its name, e-mail and subscriptions as seeded. */
function initialProfile(account: Account): Profile {
  return {
    nickname: account.name,
    firstName: '',
    lastName: '',
    email: account.email,
    zipCode: '',
    city: '',
    emailVerified: account.login !== 'newbie',
    newsletters: account.state.isVip ? [1024] : [],
    verifiedPhone: null,
    cancellationOffer: account.state.isVip ? { text: VIP_CANCELLATION_OFFER } : null,
    autoRechargeTeaser: account.state.autoRecharge.enabled ? 'hidden' : 'visible',
  };
}

export interface PinVerificationRow {
  id: string;
  account_id: number;
  type: string;
  country_code: string;
  pre_code: string;
  number: string;
  pin_length: number;
  attempts: number;
  verified: number;
  expires_at: number;
}

export interface TrackingRecord {
  id: number;
  kind: 'track' | 'actorProfileVisit';
  accountId: number | null;
  payload: Record<string, unknown>;
  receivedAt: number;
}

/** The profiles, relations, pin verifications and tracking records of the account feature. */
export class AccountStore {
  constructor(private readonly db: Database) {
    createAccountTables(db);
  }

  profile(account: Account): Profile {
    const row = this.db
      .prepare<[number], { profile_json: string }>(
        'SELECT profile_json FROM account_profiles WHERE account_id = ?',
      )
      .get(account.id);
    return row
      ? { ...initialProfile(account), ...(JSON.parse(row.profile_json) as Partial<Profile>) }
      : initialProfile(account);
  }

  saveProfile(account: Account, profile: Profile): Profile {
    this.db
      .prepare(
        `INSERT INTO account_profiles (account_id, profile_json, notifications_json) VALUES (?, ?, ?)
         ON CONFLICT(account_id) DO UPDATE SET profile_json = excluded.profile_json`,
      )
      .run(account.id, JSON.stringify(profile), JSON.stringify(this.notifications(account)));
    return profile;
  }

  patchProfile(account: Account, patch: Partial<Profile>): Profile {
    return this.saveProfile(account, { ...this.profile(account), ...patch });
  }

  notifications(account: Account): Record<string, boolean> {
    const row = this.db
      .prepare<[number], { notifications_json: string }>(
        'SELECT notifications_json FROM account_profiles WHERE account_id = ?',
      )
      .get(account.id);
    const stored = row ? (JSON.parse(row.notifications_json) as Record<string, boolean>) : {};
    return { ...DEFAULT_NOTIFICATIONS, ...account.state.notificationsSettings, ...stored };
  }

  saveNotifications(account: Account, settings: Record<string, boolean>): Record<string, boolean> {
    const profile = this.profile(account);
    this.db
      .prepare(
        `INSERT INTO account_profiles (account_id, profile_json, notifications_json) VALUES (?, ?, ?)
         ON CONFLICT(account_id) DO UPDATE SET notifications_json = excluded.notifications_json`,
      )
      .run(account.id, JSON.stringify(profile), JSON.stringify(settings));
    return this.notifications(account);
  }

  hasRelation(accountId: number, predicate: string, object: string): boolean {
    return (
      this.db
        .prepare(
          'SELECT 1 FROM account_relations WHERE account_id = ? AND predicate = ? AND object = ?',
        )
        .get(accountId, predicate, object) !== undefined
    );
  }

  addRelation(accountId: number, predicate: string, object: string): void {
    this.db
      .prepare('INSERT OR IGNORE INTO account_relations VALUES (?, ?, ?)')
      .run(accountId, predicate, object);
  }

  /**
   * A test copy keeps what its original has seen or subscribed to (the onboarding box among
   * them: every account the simulator starts with has seen it), as it keeps its flags.
   */
  copyRelations(fromId: number, toId: number): void {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO account_relations (account_id, predicate, object)
         SELECT ?, predicate, object FROM account_relations WHERE account_id = ?`,
      )
      .run(toId, fromId);
  }

  insertPin(row: PinVerificationRow): void {
    this.db
      .prepare(
        `INSERT INTO account_pin_verifications
         VALUES (@id, @account_id, @type, @country_code, @pre_code, @number, @pin_length, @attempts, @verified, @expires_at)`,
      )
      .run(row);
  }

  pin(id: string): PinVerificationRow | undefined {
    return this.db
      .prepare<[string], PinVerificationRow>('SELECT * FROM account_pin_verifications WHERE id = ?')
      .get(id);
  }

  updatePin(id: string, patch: { attempts?: number; verified?: number }): void {
    const row = this.pin(id);
    if (!row) return;
    this.db
      .prepare('UPDATE account_pin_verifications SET attempts = ?, verified = ? WHERE id = ?')
      .run(patch.attempts ?? row.attempts, patch.verified ?? row.verified, id);
  }

  /** Another account that verified this number already (a number is verified once). */
  numberVerifiedByOther(accountId: number, preCode: string, number: string): boolean {
    return (
      this.db
        .prepare(
          `SELECT 1 FROM account_pin_verifications
           WHERE verified = 1 AND account_id != ? AND pre_code = ? AND number = ?`,
        )
        .get(accountId, preCode, number) !== undefined
    );
  }

  record(kind: TrackingRecord['kind'], accountId: number | null, payload: object, now: number) {
    this.db
      .prepare(
        'INSERT INTO account_tracking (kind, account_id, payload_json, received_at) VALUES (?, ?, ?, ?)',
      )
      .run(kind, accountId, JSON.stringify(payload), now);
  }

  tracking(): TrackingRecord[] {
    return this.db
      .prepare<
        [],
        {
          id: number;
          kind: TrackingRecord['kind'];
          account_id: number | null;
          payload_json: string;
          received_at: number;
        }
      >('SELECT * FROM account_tracking ORDER BY id')
      .all()
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        accountId: row.account_id,
        payload: JSON.parse(row.payload_json) as Record<string, unknown>,
        receivedAt: row.received_at,
      }));
  }

  clearTracking(): number {
    return this.db.prepare('DELETE FROM account_tracking').run().changes;
  }

  /** Deletes tracking rows received before `before` (ms); returns how many. */
  pruneTracking(before: number): number {
    return this.db.prepare('DELETE FROM account_tracking WHERE received_at < ?').run(before)
      .changes;
  }
}
