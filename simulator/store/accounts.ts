import type { Database } from 'better-sqlite3';
import { ACCOUNT_STATE_DEFAULTS, type AccountState } from './account-state.ts';
import { fromMinor, toMinor, type CurrencyCode } from '../money.ts';

/** A demo account: identity, money and lock as columns, the other guest-state fields as JSON. */
export interface Account {
  id: number;
  login: string;
  description: string;
  name: string;
  email: string;
  currency: CurrencyCode;
  balance: number;
  isLocked: boolean;
  /** Realtime issue: this account is locked (pushed `guestLocked`) once it logs in. */
  locksOnLogin: boolean;
  state: AccountState;
}

interface AccountRow {
  id: number;
  login: string;
  description: string;
  name: string;
  email: string;
  currency: CurrencyCode;
  balance_minor: number;
  is_locked: number;
  locks_on_login: number;
  state_json: string;
}

function toAccount(row: AccountRow): Account {
  const stored = JSON.parse(row.state_json) as Partial<AccountState>;
  return {
    id: row.id,
    login: row.login,
    description: row.description,
    name: row.name,
    email: row.email,
    currency: row.currency,
    balance: fromMinor(row.balance_minor, row.currency),
    isLocked: row.is_locked === 1,
    locksOnLogin: row.locks_on_login === 1,
    // Defaults first, so fields added to the guest state later appear on old databases too.
    state: { ...ACCOUNT_STATE_DEFAULTS, ...stored },
  };
}

/** Copies made for tests get ids from here up, far from the demo accounts'. */
const COPY_ID_BASE = 900_000;
const COPY_MARK = '.copy';
/** A test's copy of a demo account (not listed among the demo logins). */
export const isTestCopy = (account: Pick<Account, 'login'>) => /\.copy\d+$/.test(account.login);

/** The accounts table. Balances are stored in minor units so that sums stay exact. */
export class AccountsRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  list(): Account[] {
    const rows = this.db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY id').all();
    return rows.map(toAccount);
  }

  findById(id: number): Account | undefined {
    const row = this.db
      .prepare<[number], AccountRow>('SELECT * FROM accounts WHERE id = ?')
      .get(id);
    return row && toAccount(row);
  }

  findByLogin(login: string): Account | undefined {
    const row = this.db
      .prepare<[string], AccountRow>('SELECT * FROM accounts WHERE login = ?')
      .get(login);
    return row && toAccount(row);
  }

  /** Inserts the account unless its id or login exists: seeding never overwrites live data. */
  insertIfMissing(account: Account): boolean {
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO accounts
           (id, login, description, name, email, currency, balance_minor, is_locked,
            locks_on_login, state_json, updated_at)
         VALUES (@id, @login, @description, @name, @email, @currency, @balanceMinor, @isLocked,
            @locksOnLogin, @stateJson, @updatedAt)`,
      )
      .run({
        id: account.id,
        login: account.login,
        description: account.description,
        name: account.name,
        email: account.email,
        currency: account.currency,
        balanceMinor: toMinor(account.balance, account.currency),
        isLocked: account.isLocked ? 1 : 0,
        locksOnLogin: account.locksOnLogin ? 1 : 0,
        stateJson: JSON.stringify(account.state),
        updatedAt: this.now(),
      });
    return result.changes === 1;
  }

  setBalance(id: number, balance: number): void {
    const account = this.require(id);
    this.db
      .prepare('UPDATE accounts SET balance_minor = ?, updated_at = ? WHERE id = ?')
      .run(toMinor(balance, account.currency), this.now(), id);
  }

  setLocked(id: number, locked: boolean): void {
    this.db
      .prepare('UPDATE accounts SET is_locked = ?, updated_at = ? WHERE id = ?')
      .run(locked ? 1 : 0, this.now(), id);
  }

  /** Merges guest-state fields (AVS status, VIP flags, vouchers, …) into the account. */
  patchState(id: number, patch: Partial<AccountState>): Account {
    const account = this.require(id);
    const state = { ...account.state, ...patch };
    this.db
      .prepare('UPDATE accounts SET state_json = ?, updated_at = ? WHERE id = ?')
      .run(JSON.stringify(state), this.now(), id);
    return { ...account, state };
  }

  /**
   * A fresh copy of `from` for one test (issue 23: every e2e test its own guest): the same money,
   * flags and guest state under a new id and the login `<from>.copy<id>`; nothing else the
   * original did (purchases, messages, votes) comes along.
   */
  insertCopy(from: Account): Account {
    const { next } = this.db
      .prepare<[], { next: number }>(
        `SELECT MAX(${COPY_ID_BASE}, COALESCE(MAX(id), 0) + 1) AS next FROM accounts`,
      )
      .get()!;
    const copy: Account = {
      ...from,
      id: next,
      login: `${from.login}${COPY_MARK}${next}`,
      description: `Test copy of ${from.login}`,
      email: `${from.login}.copy${next}@example.com`,
    };
    if (!this.insertIfMissing(copy)) throw new Error(`Could not copy ${from.login}`);
    return copy;
  }

  private require(id: number): Account {
    const account = this.findById(id);
    if (!account) throw new Error(`No account with id ${id}`);
    return account;
  }
}
