import { afterEach, describe, expect, it } from 'vitest';
import { guestStateSchema } from '../../services/rest/schemas.ts';
import { loginAs, openTestStore, restUrl, startTestSimulator, tempDir } from '../testing.ts';

const dirs: { remove(): void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

function dataDir(): string {
  const dir = tempDir();
  dirs.push(dir);
  return dir.path;
}

describe('the store', () => {
  it('keeps a changed balance and sessions across a restart with the same DATA_DIR', async () => {
    const dir = dataDir();
    const first = await startTestSimulator({ dataDir: dir });
    const { accessToken } = await loginAs(first, 'demo');
    await first.close();

    const store = openTestStore(dir);
    store.accounts.setBalance(1001, 42.75);
    store.close();

    const second = await startTestSimulator({ dataDir: dir });
    try {
      const response = await fetch(restUrl(second, 'guest/state', { access_token: accessToken }));
      expect(response.status).toBe(200);
      const state = guestStateSchema.parse(await response.json());
      expect(state.balance).toBe(42.75);
      expect(state.balanceFormatted).toBe('42,75 €');
    } finally {
      await second.close();
    }
  });

  it('seeds the demo accounts once and never overwrites them', () => {
    const dir = dataDir();
    const store = openTestStore(dir);
    const logins = store.accounts.list().map((account) => account.login);
    expect(logins).toEqual(['demo', 'newbie', 'vip', 'tv', 'restricted', 'locked', 'franc']);
    store.accounts.patchState(1002, { avsStatus: 'pending', loyaltyPoints: 5 });
    store.close();

    const reopened = openTestStore(dir);
    try {
      expect(reopened.accounts.list()).toHaveLength(7);
      expect(reopened.accounts.findByLogin('newbie')?.state).toMatchObject({
        avsStatus: 'pending',
        loyaltyPoints: 5,
      });
    } finally {
      reopened.close();
    }
  });

  it('ignores unknown and expired tokens', () => {
    let now = 1_000_000;
    const store = openTestStore(dataDir(), () => now);
    try {
      const session = store.sessions.create(1001);
      expect(store.sessions.findByToken(session.accessToken)?.accountId).toBe(1001);
      expect(store.sessions.findBySid(session.sid)?.accessToken).toBe(session.accessToken);
      expect(store.sessions.findByToken('other')).toBeUndefined();
      now = session.expiresAt - 1500;
      expect(store.sessions.expiresIn(session)).toBe(1);
      now = session.expiresAt;
      expect(store.sessions.findByToken(session.accessToken)).toBeUndefined();
    } finally {
      store.close();
    }
  });

  it('prunes visitor sessions idle too long, keeping used ones and guests', () => {
    const hour = 60 * 60 * 1000;
    let now = 1_000_000;
    const store = openTestStore(dataDir(), () => now);
    try {
      const idle = store.sessions.create(null);
      const used = store.sessions.create(null);
      const guest = store.sessions.create(1001);
      now += hour;
      expect(store.sessions.findByToken(used.accessToken)).toBeDefined();
      now += hour + 1;
      expect(store.sessions.pruneIdleAnonymous(2 * hour)).toBe(1);
      expect(store.sessions.findBySid(idle.sid)).toBeUndefined();
      expect(store.sessions.findBySid(used.sid)).toBeDefined();
      expect(store.sessions.findBySid(guest.sid)?.accountId).toBe(1001);
    } finally {
      store.close();
    }
  });
});
