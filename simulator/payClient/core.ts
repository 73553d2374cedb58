import { createHash } from 'node:crypto';
import { formatMoney } from '../../machines/shared/money.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { Account } from '../store/accounts.ts';
import type { Store } from '../store/index.ts';
import { OPCOMPENSATION_PER_LEVEL } from './frame/flows.ts';
import type { FieldError } from './frame/validation.ts';
import type { PaySession, PaySessionStore } from './sessionStore.ts';
import type { PayClientStore, PaymentMethods } from './store.ts';

/** A refused request: HTTP status, a machine code, and per-field errors for the form. */
export class PayClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Readonly<Record<string, FieldError>> = {},
  ) {
    super(code);
    this.name = 'PayClientError';
  }
}

/** Throws `422 invalid` with the fields when any check failed. */
export function throwIfInvalid(fields: Record<string, FieldError>): void {
  if (Object.keys(fields).length > 0) throw new PayClientError(422, 'invalid', fields);
}

/** What the frame knows about the guest (everything it shows or puts in a success result). */
export interface PayGuest {
  id: number;
  login: string;
  screenname: string;
  email: string;
  balance: number;
  currency: string;
  balanceFormatted: string;
  isPayingCustomer: boolean;
  isVip: boolean;
  isVXSelect: boolean;
  isTvSubscriber: boolean;
  isRestricted: boolean;
  restrictionLevel: number;
  amountDue: number;
  avsStatus: string;
  fsk18: boolean;
  emailVerified: boolean;
  newsletter: boolean;
  oneClick: { enabled: boolean; amounts: number[] };
  autoRecharge: { enabled: boolean; amount: number };
  methods: PaymentMethods;
  uhash: string;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface PayClientDeps {
  store: Store;
  hub: Pick<RealtimeHub, 'push' | 'pushBalance'>;
  credentialsPath: string;
  codesPath: string;
  now?: () => number;
  /**
   * Demo mode (default true): the published demo passwords and promo codes, and `pwdlost`
   * answering with its reset key (the frame links to it). False: random passwords
   * (`PayClientService.startPasswords`), no codes, reset keys only by mail.
   */
  demoSecrets?: boolean;
  /** Runs `fn` after `ms` (the age check's delayed verdict); tests pass a manual scheduler. */
  schedule?: (fn: () => void, ms: number) => void;
}

/**
 * What every part of the payment client's service shares: the simulator's store and hub, the pay
 * client's own tables, the clock, and the pay session's guest as the frame sees it.
 */
export class PayClientCore {
  readonly now: () => number;
  readonly schedule: (fn: () => void, ms: number) => void;

  constructor(
    readonly deps: PayClientDeps,
    readonly pay: PayClientStore,
    readonly sessions: PaySessionStore,
  ) {
    this.now = deps.now ?? Date.now;
    this.schedule = deps.schedule ?? ((fn, ms) => void setTimeout(fn, ms).unref());
  }

  get accounts() {
    return this.deps.store.accounts;
  }

  get hub() {
    return this.deps.hub;
  }

  requireSession(sessionId: string): PaySession {
    const session = this.sessions.findSession(sessionId);
    if (!session) throw new PayClientError(401, 'unknown_key');
    return session;
  }

  /** The pay session's account: 401 when nobody is logged in, 403 when it is locked. */
  requireAccount(sessionId: string): Account {
    const session = this.requireSession(sessionId);
    const account =
      session.accountId === null ? undefined : this.accounts.findById(session.accountId);
    if (!account) throw new PayClientError(401, 'login_required');
    if (account.isLocked) throw new PayClientError(403, 'locked');
    return account;
  }

  /** The account by login name, screen name or e-mail (any case). */
  findAccount(name: string): Account | undefined {
    const wanted = name.trim().toLowerCase();
    return this.accounts
      .list()
      .find(
        (account) =>
          account.login === wanted ||
          account.name.toLowerCase() === wanted ||
          account.email.toLowerCase() === wanted,
      );
  }

  guestOrNull(accountId: number): PayGuest | null {
    return this.accounts.findById(accountId) ? this.guest(accountId) : null;
  }

  guest(accountId: number): PayGuest {
    const account = this.accounts.findById(accountId);
    if (!account) throw new PayClientError(404, 'unknown_account');
    const { state } = account;
    return {
      id: account.id,
      login: account.login,
      screenname: account.name,
      email: account.email,
      balance: account.balance,
      currency: account.currency,
      balanceFormatted: formatMoney({ value: account.balance, currency: account.currency }),
      isPayingCustomer: state.isPayingCustomer,
      isVip: state.isVip,
      isVXSelect: state.isVXSelect,
      isTvSubscriber: state.isTvSubscriber,
      isRestricted: state.isRestricted,
      restrictionLevel: state.restrictionLevel,
      amountDue: state.isRestricted
        ? Math.max(1, state.restrictionLevel) * OPCOMPENSATION_PER_LEVEL
        : 0,
      avsStatus: state.avsStatus,
      fsk18: state.avsStatus === 'accepted',
      emailVerified: this.pay.emailVerified(account.id),
      newsletter: state.notificationsSettings['newsletter'] === true,
      oneClick: state.oneClick,
      autoRecharge: state.autoRecharge,
      methods: this.pay.methods(account.id),
      uhash: uhashOf(account.id),
    };
  }
}

/** A stable, non-reversible guest hash for the success result. */
function uhashOf(accountId: number): string {
  return createHash('sha256').update(`vxpay-sim:${accountId}`).digest('hex').slice(0, 16);
}
