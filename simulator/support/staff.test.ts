import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { policyFor } from '../policy.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import type * as passwords from './passwords.ts';
import { verifyStaffPassword } from './passwords.ts';
import { StaffAuth, SUPPORT_COOKIE } from './staff.ts';
import { SupportStore } from './store.ts';

// The real scrypt check (about 0.1 s, more on a busy machine), remembered per password and
// hash: a lockout test tries the same wrong password many times and pays for it once. The answers
// are the real ones; what the lockout counts does not depend on what a check costs.
vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  const checked = new Map<string, Promise<boolean>>();
  return {
    ...real,
    verifyStaffPassword: (password: string, stored: string) => {
      const key = JSON.stringify([password, stored]);
      const answer = checked.get(key) ?? real.verifyStaffPassword(password, stored);
      checked.set(key, answer);
      return answer;
    },
  };
});

const MINUTE = 60_000;
const policy = policyFor('demo');

let dir: ReturnType<typeof tempDir>;
let store: Store;
let support: SupportStore;
let auth: StaffAuth;
/** The back-off waits the login's checks were given (instead of waiting them). */
let slept: number[];
const clock = { now: Date.UTC(2026, 10, 25, 9, 0, 0) };

beforeEach(async () => {
  dir = tempDir('staff-test-');
  store = openTestStore(dir.path, () => clock.now);
  support = new SupportStore(store.db, () => clock.now);
  slept = [];
  auth = new StaffAuth(
    support,
    store,
    policy,
    () => clock.now,
    (ms) => {
      slept.push(ms);
      return Promise.resolve();
    },
  );
  await auth.setPassword('correct horse battery');
});
afterEach(() => {
  store.close();
  dir.remove();
});

/** A request that carries only the staff cookie. */
function withCookie(token: string): FastifyRequest {
  return { headers: {}, cookies: { [SUPPORT_COOKIE]: token } } as unknown as FastifyRequest;
}

describe('support staff passwords', () => {
  it('stores a salted scrypt hash, never the password, and checks it', async () => {
    const stored = support.staffPasswordHash('support') ?? '';
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]{43}$/);
    expect(stored).not.toContain('correct horse');
    expect(await verifyStaffPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyStaffPassword('correct horse batterY', stored)).toBe(false);
    expect(await auth.login('support', 'correct horse battery', '10.0.0.1')).toMatchObject({
      kind: 'ok',
      login: 'support',
    });
    expect(await auth.login('nobody', 'correct horse battery', '10.0.0.1')).toEqual({
      kind: 'wrong',
    });
  });

  it('locks (login, address) after 5 wrong passwords for 15 minutes; other addresses get in', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(await auth.login('support', `guess ${i}`, '10.0.0.1')).toEqual({ kind: 'wrong' });
    const locked = await auth.login('support', 'correct horse battery', '10.0.0.1');
    expect(locked).toMatchObject({ kind: 'locked', by: 'account' });
    // Nobody can lock the one staff login for everyone: the real staff member is elsewhere.
    expect(await auth.login('support', 'correct horse battery', '10.0.0.9')).toMatchObject({
      kind: 'ok',
    });
    clock.now += 15 * MINUTE;
    expect(await auth.login('support', 'correct horse battery', '10.0.0.1')).toMatchObject({
      kind: 'ok',
    });
  });

  it('slows every check of a login that many addresses guess at (back-off, up to 2 s)', async () => {
    for (let i = 0; i < 8; i += 1)
      expect(await auth.login('support', 'guess', `10.0.1.${i}`)).toEqual({ kind: 'wrong' });
    expect(slept).toEqual([100, 200, 400]);
  });

  it('locks an address after 20 wrong passwords, whatever login it tries', async () => {
    for (let i = 0; i < 20; i += 1)
      expect(await auth.login(`user${i}`, 'guess', '10.0.0.7')).toEqual({ kind: 'wrong' });
    expect(await auth.login('support', 'correct horse battery', '10.0.0.7')).toMatchObject({
      kind: 'locked',
      by: 'address',
    });
    expect(await auth.login('support', 'correct horse battery', '10.0.0.8')).toMatchObject({
      kind: 'ok',
    });
  });
});

describe('support staff sessions', () => {
  it('end after 30 idle minutes', () => {
    const { token } = auth.startSession('support');
    clock.now += 29 * MINUTE;
    expect(auth.caller(withCookie(token))).toMatchObject({ kind: 'staff', login: 'support' });
    clock.now += 29 * MINUTE;
    expect(auth.caller(withCookie(token))).toMatchObject({ kind: 'staff' });
    clock.now += 30 * MINUTE;
    expect(auth.caller(withCookie(token))).toEqual({ kind: 'anonymous' });
  });

  it('end 8 hours after the login however busy', () => {
    const { token } = auth.startSession('support');
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      clock.now += 20 * MINUTE;
      expect(auth.caller(withCookie(token))).toMatchObject({ kind: 'staff' });
    }
    clock.now += 20 * MINUTE;
    expect(auth.caller(withCookie(token))).toEqual({ kind: 'anonymous' });
  });
});
