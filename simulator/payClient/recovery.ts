import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PayClientError, type PayClientCore, type PayGuest } from './core.ts';
import { checkPassword } from './frame/validation.ts';
import { isHashOf } from './passwords.ts';

const credentialSchema = z.strictObject({
  login: z.string(),
  password: z.string().min(1),
  /** A saved card (masked), for paying demo accounts: they pay with one click. */
  card: z
    .strictObject({ brand: z.string(), last4: z.string(), expiry: z.string(), holder: z.string() })
    .optional(),
});

/** The mail `pwdlost` sends: the link's key, to the account's address. */
export interface ResetMail {
  to: string;
  login: string;
  userId: number;
  resetKey: string;
}

const RESET_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Credentials and their recovery: the demo accounts' passwords at start (random ones in
 * production), `pwdlost` (a reset key by mail) and `pwdreset` (a new password with it).
 */
export class PayRecovery {
  private readonly mailListeners = new Set<(mail: ResetMail) => void>();
  /** Passwords made at this start (production): printed once by the banner, stored hashed only. */
  readonly startPasswords: { login: string; password: string }[] = [];

  constructor(private readonly core: PayClientCore) {
    this.seedCredentials();
  }

  /**
   * The demo accounts' passwords (and saved cards) for accounts that have none yet (changes
   * survive restarts). Without demo secrets each gets a random password instead, also replacing
   * a published one a store kept from a demo run; {@link startPasswords} lists them for the banner.
   */
  private seedCredentials(): void {
    const { deps, pay } = this.core;
    const credentials = z
      .array(credentialSchema)
      .parse(JSON.parse(readFileSync(deps.credentialsPath, 'utf8')));
    const demo = deps.demoSecrets !== false;
    for (const { login, password, card } of credentials) {
      const account = this.core.accounts.findByLogin(login);
      if (!account) continue;
      const stored = pay.passwordHash(account.id);
      if (demo) {
        if (stored !== undefined) continue;
        pay.seedPassword(account.id, password);
        if (card) pay.setMethods(account.id, { ...pay.methods(account.id), card });
      } else if (stored === undefined || isHashOf(password, stored)) {
        const random = randomBytes(12).toString('base64url');
        pay.seedPassword(account.id, random);
        this.startPasswords.push({ login, password: random });
      }
    }
  }

  /**
   * `pwdlost`: a reset key for the account named by login, screen name or e-mail, sent where the
   * platform's mail would go (`onMail`: demo mode's `/dev/mailbox`, production's server log).
   * Only demo mode (`revealResetKeys`) also puts it in the reply, for the frame's "open the mail"
   * link; elsewhere a known and an unknown name get the same empty answer after the same work.
   */
  passwordLost(
    sessionId: string,
    input: { login: string },
  ): { resetKey?: string | null; userId?: number | null } {
    this.core.requireSession(sessionId);
    if (input.login.trim() === '') throw new PayClientError(422, 'invalid', { login: 'required' });
    const account = this.core.findAccount(input.login);
    const resetKey = account ? this.core.pay.createReset(account.id) : null;
    if (account && resetKey !== null) {
      const mail = { to: account.email, login: account.login, userId: account.id, resetKey };
      for (const listener of this.mailListeners) listener(mail);
    }
    if (this.core.deps.demoSecrets === false) return {};
    return { resetKey, userId: account?.id ?? null };
  }

  /** Where reset mails go (demo: the /dev mailbox; production: the server log). */
  onMail(listener: (mail: ResetMail) => void): void {
    this.mailListeners.add(listener);
  }

  /** `pwdreset`: a new password with a valid key; the pay session is logged in afterwards. */
  async passwordReset(
    sessionId: string,
    input: { userId: number; key: string; password: string },
  ): Promise<PayGuest> {
    this.core.requireSession(sessionId);
    const error = checkPassword(input.password);
    if (error) throw new PayClientError(422, 'invalid', { password: error });
    if (!this.core.pay.useReset(input.key, input.userId, RESET_MAX_AGE_MS)) {
      throw new PayClientError(403, 'reset_key_invalid');
    }
    await this.core.pay.setPassword(input.userId, input.password);
    this.core.sessions.bindSession(sessionId, input.userId, 'reset');
    return this.core.guest(input.userId);
  }
}
