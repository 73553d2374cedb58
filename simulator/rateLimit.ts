import type { FastifyReply, FastifyRequest } from 'fastify';

/** At most `limit` hits per key within any `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** Over the limit: how long until the oldest hit in the window falls out of it. */
export interface Refusal {
  retryAfterMs: number;
}

/** Keys kept before the oldest idle ones are swept (a flood of addresses must not grow memory). */
const MAX_KEYS = 50_000;

/**
 * An in-memory sliding-window counter per key (a login name, an address): `check` says whether
 * a key is over its limit, `hit` counts one more, `clear` forgets a key (a successful login).
 * One process, so it is enough for the simulator; nothing survives a restart.
 *
 * @example
 * const failures = new RateLimiter({ limit: 5, windowMs: 15 * 60_000 });
 * if (failures.check(login)) return tooMany(reply);
 * if (!ok) failures.hit(login);
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly rule: RateRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** The refusal if `key` already has `limit` hits in the window; null if it may go on. */
  check(key: string): Refusal | null {
    const recent = this.recent(key);
    if (recent.length < this.rule.limit) return null;
    const oldest = recent[recent.length - this.rule.limit] ?? this.now();
    return { retryAfterMs: Math.max(1, oldest + this.rule.windowMs - this.now()) };
  }

  /**
   * Counts a hit; answers the refusal when this hit went over the limit. A key keeps its newest
   * `limit` stamps only: enough to decide, and a flood of refused hits costs no memory or time.
   */
  hit(key: string): Refusal | null {
    const recent = this.recent(key);
    const over = recent.length >= this.rule.limit;
    recent.push(this.now());
    if (recent.length > this.rule.limit) recent.splice(0, recent.length - this.rule.limit);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.sweep();
    return over ? this.check(key) : null;
  }

  /** Hits of `key` in the window (at most `limit`). */
  count(key: string): number {
    return this.recent(key).length;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    return (this.hits.get(key) ?? []).filter((time) => time > since);
  }

  /** Drops keys with no hit in the window, then the least recently hit ones (Map order). */
  private sweep(): void {
    for (const key of [...this.hits.keys()]) {
      if (this.recent(key).length === 0) this.hits.delete(key);
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= MAX_KEYS / 2) break;
      this.hits.delete(key);
    }
  }
}

/**
 * A route's `onRequest` hook (it runs before the body is read): past `rule` for the client's
 * address, 429 with `Retry-After`; a null rule (demo mode) lets everything through.
 *
 * @example
 * app.post('/rest/v1/logger', { onRequest: limitPerAddress(policy.anonymousWrites) }, handler);
 */
export function limitPerAddress(rule: RateRule | null) {
  const limiter = rule && new RateLimiter(rule);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = limiter?.hit(request.ip) ?? null;
    return refusal === null ? undefined : tooMany(reply, refusal, 'too_many_requests');
  };
}

/** The 429 of a refusal: `Retry-After` in seconds, and `{ error, message }`. */
export function tooMany(reply: FastifyReply, refusal: Refusal, error: string) {
  return reply
    .code(429)
    .header('retry-after', String(Math.ceil(refusal.retryAfterMs / 1000)))
    .send({ error, message: 'too many requests; try again later' });
}

/** Minutes to wait, for a message a person reads (at least 1). */
export function minutesOf(refusal: Refusal): number {
  return Math.max(1, Math.ceil(refusal.retryAfterMs / 60_000));
}
