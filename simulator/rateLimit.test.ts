import { describe, expect, it } from 'vitest';
import { minutesOf, RateLimiter } from './rateLimit.ts';

describe('RateLimiter', () => {
  it('allows `limit` hits per key in a sliding window, then refuses until the oldest leaves it', () => {
    const clock = { now: 0 };
    const limiter = new RateLimiter({ limit: 3, windowMs: 1000 }, () => clock.now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([null, null, null]);
    expect(limiter.check('b')).toBeNull();
    clock.now = 400;
    expect(limiter.check('a')).toEqual({ retryAfterMs: 600 });
    expect(limiter.hit('a')).toEqual({ retryAfterMs: 600 });
    clock.now = 1001;
    // The first three left the window; the refused fourth still counts.
    expect(limiter.check('a')).toBeNull();
    limiter.clear('a');
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([null, null, null]);
    expect(minutesOf({ retryAfterMs: 61_000 })).toBe(2);
  });

  it('keeps its memory bounded under a flood of keys', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, () => 0);
    for (let i = 0; i < 60_000; i += 1) limiter.hit(`10.0.${i}`);
    // The newest keys are still counted.
    expect(limiter.check('10.0.59999')).not.toBeNull();
    expect(limiter.check('10.0.0')).toBeNull();
  });

  it('keeps at most `limit` stamps a key, however many refused hits arrive', () => {
    const clock = { now: 0 };
    const limiter = new RateLimiter({ limit: 10, windowMs: 60_000 }, () => clock.now);
    for (let i = 0; i < 20_000; i += 1) {
      clock.now = i;
      limiter.hit('flood');
    }
    expect(limiter.count('flood')).toBe(10);
    // Still refused, until the newest of them leaves the window.
    expect(limiter.check('flood')).toEqual({ retryAfterMs: 60_000 - 9 });
  });
});
