import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSession, resolveCaller } from '../auth.ts';
import type { SecurityPolicy } from '../policy.ts';
import { minutesOf, RateLimiter, type Refusal } from '../rateLimit.ts';
import type { Store } from '../store/index.ts';
import { hashStaffPassword, UNKNOWN_LOGIN_HASH, verifyStaffPassword } from './passwords.ts';
import type { SupportStore } from './store.ts';

/** The support staff of the demo: a role of its own, not a guest account. */
export const SUPPORT_STAFF: readonly { login: string; name: string }[] = [
  { login: 'support', name: 'Support (demo)' },
];
export const SUPPORT_COOKIE = 'support_sid';

/** Who asks the support API: staff, a guest (or visitor) who may not, or nobody known. */
export type SupportCaller =
  { kind: 'staff'; login: string; token: string } | { kind: 'guest' } | { kind: 'anonymous' };

/** How a password login ended: a session, wrong credentials, or too many wrong ones (429). */
export type StaffLoginResult =
  | { kind: 'ok'; login: string; token: string; expiresAt: number }
  | { kind: 'wrong' }
  | { kind: 'locked'; refusal: Refusal; by: 'account' | 'address' };

function bearerOf(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

function isStaff(login: string): boolean {
  return SUPPORT_STAFF.some((staff) => staff.login === login);
}

/** Wrong passwords of a login (from anywhere) before each further check of it is slowed. */
const BACKOFF_AFTER = 5;
const BACKOFF_MAX_MS = 2_000;

/**
 * Support staff authentication: passwords hashed with scrypt in the support store (the configured
 * password is stored at start), sessions that end when idle and at an absolute limit (policy.ts).
 * Wrong passwords lock the pair (login, address) and the address, never the login for everyone
 * (else five wrong guesses would lock support out); the login's own failures, from wherever they
 * come, slow each further check of it (back-off, up to 2 s), so guessing from many addresses
 * gains little.
 */
export class StaffAuth {
  private readonly byPair: RateLimiter;
  private readonly byAddress: RateLimiter;
  private readonly byLogin: RateLimiter;

  constructor(
    private readonly support: SupportStore,
    private readonly store: Store,
    private readonly policy: SecurityPolicy,
    now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    const { perAccount, perAddress } = policy.staffLoginFailures;
    this.byPair = new RateLimiter(perAccount, now);
    this.byAddress = new RateLimiter(perAddress, now);
    this.byLogin = new RateLimiter({ limit: 1_000, windowMs: perAccount.windowMs }, now);
  }

  /** Stores the hash of `password` for every staff login (the configured password wins). */
  async setPassword(password: string): Promise<void> {
    for (const { login } of SUPPORT_STAFF) {
      const stored = this.support.staffPasswordHash(login);
      if (stored !== undefined && (await verifyStaffPassword(password, stored))) continue;
      this.support.setStaffPasswordHash(login, await hashStaffPassword(password));
    }
  }

  /** A password login from `address`; refused without a check while either limit is reached. */
  async login(login: string, password: string, address: string): Promise<StaffLoginResult> {
    const accountKey = login.trim().toLowerCase();
    const pair = `${accountKey}\n${address}`;
    const accountRefusal = this.byPair.check(pair);
    if (accountRefusal) return { kind: 'locked', refusal: accountRefusal, by: 'account' };
    const addressRefusal = this.byAddress.check(address);
    if (addressRefusal) return { kind: 'locked', refusal: addressRefusal, by: 'address' };
    const failures = this.byLogin.count(accountKey);
    if (failures >= BACKOFF_AFTER)
      await this.sleep(Math.min(BACKOFF_MAX_MS, 100 * 2 ** (failures - BACKOFF_AFTER)));
    const stored = isStaff(accountKey) ? this.support.staffPasswordHash(accountKey) : undefined;
    // An unknown login costs the same check, so timing does not tell which logins exist.
    const matches = await verifyStaffPassword(password, stored ?? UNKNOWN_LOGIN_HASH);
    if (!matches || stored === undefined) {
      this.byPair.hit(pair);
      this.byAddress.hit(address);
      this.byLogin.hit(accountKey);
      return { kind: 'wrong' };
    }
    this.byPair.clear(pair);
    return { kind: 'ok', login: accountKey, ...this.startSession(accountKey) };
  }

  /** A session for a staff login (the one-step demo login, after a password login). */
  startSession(login: string): { token: string; expiresAt: number } {
    return this.support.createStaffSession(login, this.policy.staffSession.absoluteMs);
  }

  /** A staff token (bearer or `support_sid` cookie) wins; a guest's token or `sid` cookie is a guest. */
  caller(request: FastifyRequest): SupportCaller {
    const bearer = bearerOf(request);
    for (const token of [bearer, request.cookies[SUPPORT_COOKIE]]) {
      if (token === undefined) continue;
      const login = this.support.staffLogin(token, this.policy.staffSession.idleMs);
      if (login !== undefined) return { kind: 'staff', login, token };
    }
    const guestByToken =
      bearer !== undefined && resolveCaller(this.store, bearer).kind !== 'invalid';
    if (guestByToken || cookieSession(this.store, request)) return { kind: 'guest' };
    return { kind: 'anonymous' };
  }

  /** Answers 401 or 403 unless the caller is support staff; returns the staff caller otherwise. */
  require(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Extract<SupportCaller, { kind: 'staff' }> | null {
    const caller = this.caller(request);
    if (caller.kind === 'staff') return caller;
    if (caller.kind === 'guest') {
      void reply.code(403).send({ error: 'forbidden', message: 'support staff only' });
    } else {
      void reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="support"')
        .send({ error: 'unauthorized', message: 'log in at /support/login' });
    }
    return null;
  }
}

/** The 429 a locked login answers: the reason, and when to try again (also as Retry-After). */
export function lockedReply(
  reply: FastifyReply,
  result: Extract<StaffLoginResult, { kind: 'locked' }>,
): FastifyReply {
  const minutes = minutesOf(result.refusal);
  const who = result.by === 'account' ? 'for this login' : 'from this address';
  return reply
    .code(429)
    .header('retry-after', String(Math.ceil(result.refusal.retryAfterMs / 1000)))
    .send({
      error: 'too_many_attempts',
      message: `Too many wrong passwords ${who}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
}
