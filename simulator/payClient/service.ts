import type { Database } from 'better-sqlite3';
import { PayCharges } from './charges.ts';
import { PayCodes } from './codes.ts';
import { PayClientCore, PayClientError, type PayClientDeps } from './core.ts';
import { PayRecovery } from './recovery.ts';
import { PaySessions } from './sessions.ts';
import { PaySessionStore } from './sessionStore.ts';
import { PaySettings } from './settings.ts';
import { PayClientStore } from './store.ts';
import { PaySubscriptions } from './subscriptions.ts';

/**
 * The payment client's effects on the simulator, one part per concern over the same tables:
 * pay-side sessions, login, signup and the hand-off to the app (`sessions`), top-ups and payment
 * methods (`charges`), subscriptions, settings and the age check, codes, and credentials with
 * their recovery (password resets). Every change to a balance or flag is followed by the realtime
 * push the app expects.
 */
export class PayClientService {
  /** The payment client's account-side tables (credentials, methods, ledger, codes, resets). */
  readonly pay: PayClientStore;
  readonly sessions: PaySessions;
  readonly charges: PayCharges;
  readonly subscriptions: PaySubscriptions;
  readonly settings: PaySettings;
  readonly codes: PayCodes;
  readonly recovery: PayRecovery;
  private readonly paySessions: PaySessionStore;
  private readonly db: Database;

  constructor(deps: PayClientDeps) {
    const now = deps.now ?? Date.now;
    this.db = deps.store.db;
    this.pay = new PayClientStore(deps.store.db, now);
    this.paySessions = new PaySessionStore(deps.store.db, now);
    const core = new PayClientCore(deps, this.pay, this.paySessions);
    this.sessions = new PaySessions(core);
    this.charges = new PayCharges(core);
    this.subscriptions = new PaySubscriptions(core, this.charges);
    this.settings = new PaySettings(core);
    this.codes = new PayCodes(core);
    this.recovery = new PayRecovery(core);
  }

  /** Passwords made at this start (production): printed once by the banner, stored hashed only. */
  get startPasswords(): readonly { login: string; password: string }[] {
    return this.recovery.startPasswords;
  }

  /**
   * Deletes pay sessions opened before `before` (ms) with their transfer tokens, frame keys and
   * reset keys: every anonymous page load makes three rows. Returns the sessions deleted.
   */
  pruneBefore(before: number): number {
    return this.db.transaction(() => {
      this.pay.pruneResetsBefore(before);
      return this.paySessions.pruneBefore(before);
    })();
  }

  /** `modalbox-action-*`: the answer's `data` for the pay session. */
  action(sessionId: string, name: string, params: Record<string, unknown>): unknown {
    const guest = this.sessions.guestOf(sessionId);
    switch (name) {
      case 'isLoggedIn':
        return guest !== null;
      case 'getbalance':
        return guest
          ? { balance: guest.balance, currency: guest.currency }
          : { balance: 0, currency: 'EUR' };
      case 'getactiveabos':
        return this.subscriptions.activeAbos(sessionId);
      case 'getavsstatus':
        return { fsk18: guest?.fsk18 ?? false };
      case 'logout':
        if (params['clearToken'] !== false) this.sessions.logout(sessionId);
        return null;
      default:
        throw new PayClientError(404, 'unknown_action');
    }
  }
}
