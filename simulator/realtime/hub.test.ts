import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { ServerFrame } from '../../services/realtime/frames.ts';
import { openTestStore, tempDir } from '../testing.ts';
import { InvalidServerFrameError, RealtimeHub, encode, truncateReason } from './hub.ts';

/** Enough of a `ws` socket for the hub: records what is sent and how it is closed. */
function fakeSocket() {
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    CLOSED: 3,
    readyState: 1,
    closedWith: null as null | { code: number; reason: string },
    send(data: string | Buffer, _options: unknown, done: () => void) {
      sent.push(data.toString());
      done();
    },
    close(code: number, reason: string) {
      socket.closedWith = { code, reason };
      socket.readyState = 3;
    },
    terminate() {
      socket.readyState = 3;
    },
  };
  return { socket, sent, ws: socket as unknown as WebSocket };
}

const dirs: { remove(): void }[] = [];
afterEach(() => {
  vi.useRealTimers();
  dirs.splice(0).forEach((dir) => dir.remove());
});

function hubWithStore() {
  const dir = tempDir();
  dirs.push(dir);
  const store = openTestStore(dir.path);
  const hub = new RealtimeHub({ sessions: store.sessions, accounts: store.accounts });
  return { hub, store };
}

describe('the push hub', () => {
  it('refuses to send a frame that breaks the contract', () => {
    const { hub, store } = hubWithStore();
    try {
      const { ws, sent } = fakeSocket();
      const connection = hub.open(ws);
      const session = store.sessions.create(1001);
      hub.authenticate(connection, {
        accountId: 1001,
        login: 'demo',
        accessToken: session.accessToken,
      });
      const bad = { type: 'pong', ttl: 'soon' } as unknown as ServerFrame;
      expect(() => hub.push(1001, bad)).toThrow(InvalidServerFrameError);
      expect(() => hub.push(1001, { type: 'avsSet', extra: 1 } as unknown as ServerFrame)).toThrow(
        /avsSet/,
      );
      expect(hub.push(1001, { type: 'avsSet' })).toBe(1);
      expect(hub.push(1002, { type: 'avsSet' })).toBe(0);
      expect(sent).toEqual(['{"type":"avsSet"}']);
    } finally {
      store.close();
    }
  });

  it('delays frames in order and sends new ones behind held ones', async () => {
    vi.useFakeTimers();
    const { hub, store } = hubWithStore();
    try {
      const { ws, sent } = fakeSocket();
      const connection = hub.open(ws);
      hub.authenticate(connection, { accountId: 1001, login: 'demo', accessToken: 'x' });
      hub.setFaults(1001, { delayMs: 100 });
      hub.push(1001, { type: 'avsPending' });
      await vi.advanceTimersByTimeAsync(50);
      hub.push(1001, { type: 'avsSet' });
      hub.setFaults(1001, { delayMs: 0 });
      hub.push(1001, { type: 'pageReload' });
      expect(sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(50);
      expect(sent).toEqual([encode({ type: 'avsPending' })]);
      await vi.advanceTimersByTimeAsync(50);
      expect(sent.map((data) => (JSON.parse(data) as { type: string }).type)).toEqual([
        'avsPending',
        'avsSet',
        'pageReload',
      ]);
      hub.push(1001, { type: 'guestLocked' });
      expect(sent).toHaveLength(4);
    } finally {
      store.close();
    }
  });

  it('closes sockets whose session ended and pushes a changed balance', () => {
    const { hub, store } = hubWithStore();
    try {
      const demo = fakeSocket();
      const vip = fakeSocket();
      const demoSession = store.sessions.create(1001);
      const vipSession = store.sessions.create(1003);
      hub.authenticate(hub.open(demo.ws), {
        accountId: 1001,
        login: 'demo',
        accessToken: demoSession.accessToken,
      });
      hub.authenticate(hub.open(vip.ws), {
        accountId: 1003,
        login: 'vip',
        accessToken: vipSession.accessToken,
      });
      hub.sweep();
      expect(vip.sent).toEqual([]);

      store.sessions.delete(demoSession.sid);
      store.accounts.setBalance(1003, 12.5);
      hub.sweep();
      expect(demo.socket.closedWith).toEqual({ code: 4401, reason: 'session ended' });
      expect(vip.sent.map((data) => JSON.parse(data) as unknown)).toEqual([
        {
          type: 'guestBalance',
          balance: 12.5,
          balanceFormatted: '12,50 €',
          isPayingCustomer: true,
          isPayment: false,
        },
      ]);
      hub.sweep();
      expect(vip.sent).toHaveLength(1);
    } finally {
      store.close();
    }
  });

  it('drops held frames and clears its timers on close', async () => {
    vi.useFakeTimers();
    const { hub, store } = hubWithStore();
    try {
      const { ws, sent } = fakeSocket();
      hub.authenticate(hub.open(ws), { accountId: 1001, login: 'demo', accessToken: 'x' });
      hub.setFaults(1001, { delayMs: 1000 });
      const written = hub.pushAndWait(1001, { type: 'avsSet' });
      expect(vi.getTimerCount()).toBe(1);
      hub.close();
      expect(vi.getTimerCount()).toBe(0);
      await written;
      expect(sent).toEqual([]);
    } finally {
      store.close();
    }
  });

  it('keeps close reasons within 123 bytes', () => {
    expect(Buffer.byteLength(truncateReason('ü'.repeat(100)))).toBeLessThanOrEqual(123);
    expect(truncateReason('short')).toBe('short');
  });
});
