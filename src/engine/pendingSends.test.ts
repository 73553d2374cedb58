import { describe, expect, it } from 'vitest';
import { guestTextMessage } from '../../fixtures/realtimeFrames.ts';
import { createPendingSendsStore } from '../../services/browser/pendingSends.ts';
import { encodeLog } from './log/jsonl.ts';
import { startReportSession } from './report/testing/appSession.ts';
import type { RealtimeServices } from './features/realtime.ts';

/** A tab's sessionStorage: it outlives the page, as the browser's does across a reload. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/** A socket that opens and acknowledges the session at once, noting every frame sent on it. */
function recordingSocket(
  sent: { type: string; [field: string]: unknown }[],
  pushes: { emit: ((event: { type: string; [field: string]: unknown }) => void) | null },
) {
  const socket: RealtimeServices['realtimeSocket'] = ({ emit, receive }) => {
    pushes.emit = emit as never;
    receive((command) => {
      const frame = (command as { frame?: { type: string } }).frame;
      if (command.type === 'socket.send' && frame) sent.push(frame);
    });
    queueMicrotask(() => {
      emit({ type: 'socket.opened' });
      emit({ type: 'push.ackSession', guestId: 1001, expiresIn: 3600 });
    });
    return () => {};
  };
  return socket;
}

/** One page of the tab: the real app system over the tab's storage. */
async function page(storage: ReturnType<typeof tabStorage>) {
  const sent: { type: string; [field: string]: unknown }[] = [];
  const pushes: { emit: ((event: { type: string; [field: string]: unknown }) => void) | null } = {
    emit: null,
  };
  const session = await startReportSession({
    realtime: {
      pendingSends: createPendingSendsStore(storage),
      realtimeSocket: recordingSocket(sent, pushes),
    },
  });
  return {
    ...session,
    sent,
    push: (event: { type: string; [field: string]: unknown }) => pushes.emit?.(event),
  };
}

const messagesSent = (sent: { type: string; clientMessageId?: unknown }[]) =>
  sent.filter((f) => f.type === 'sendMessage').map((f) => f.clientMessageId);

describe('sends survive a reload (issue 51, item 7)', () => {
  it('an unacknowledged message goes out again once, with its clientMessageId, from the next page', async () => {
    const storage = tabStorage();
    const first = await page(storage);
    first.engine.send('realtime', {
      type: 'realtime.send',
      frame: guestTextMessage('c-before-reload', 2, 'are you there?'),
    });
    await first.flush();
    expect(messagesSent(first.sent)).toEqual(['c-before-reload']);
    // No ack came: the page is reloaded (the guest's F5, or the app's own reload).
    expect([...storage.items.values()].join()).toContain('c-before-reload');
    expect([...storage.items.values()].join()).not.toContain('tok_');
    first.engine.stop();

    const second = await page(storage);
    await second.flush();
    expect(messagesSent(second.sent)).toEqual(['c-before-reload']);
    // What the page read from storage is in its log, so its replay resends the same.
    expect(encodeLog(second.engine.exportLog())).toContain('socket.sendsRestored');

    // Acknowledged now: nothing is left for a third page.
    second.push({
      type: 'push.messageAck',
      clientMessageId: 'c-before-reload',
      messageId: 77,
      channelId: 2,
      price: { value: 0, currency: 'EUR' },
    });
    await second.flush();
    expect(storage.items.size).toBe(0);
    second.engine.stop();
    const third = await page(storage);
    await third.flush();
    expect(messagesSent(third.sent)).toEqual([]);
    third.engine.stop();
  });

  it('a reload the app makes itself waits (bounded) until the messages are acknowledged', async () => {
    const store = createPendingSendsStore(tabStorage());
    store.save(1001, [{ clientMessageId: 'c1', frame: guestTextMessage('c1', 2), reloads: 0 }]);
    let drained = false;
    const wait = store.whenDrained(60_000).then(() => (drained = true));
    await Promise.resolve();
    expect(drained).toBe(false);
    store.save(1001, []);
    await wait;
    expect(drained).toBe(true);
  });
});

describe('frames sent while the socket is down', () => {
  it('come back as socket.unsent and go out with the next session, never dropped silently', async () => {
    const storage = tabStorage();
    const sent: { type: string; [field: string]: unknown }[] = [];
    let open = true;
    let emitted: ((event: { type: string; [field: string]: unknown }) => void) | null = null;
    const session = await startReportSession({
      realtime: {
        pendingSends: createPendingSendsStore(storage),
        realtimeSocket: ({ emit, receive }) => {
          emitted = emit as never;
          receive((command) => {
            const frame = (command as { frame?: { type: string } }).frame;
            if (command.type !== 'socket.send' || !frame) return;
            if (open) sent.push(frame);
            else {
              const { accessToken: _a, guestId: _g, ...bare } = frame as Record<string, unknown>;
              emit({ type: 'socket.unsent', frame: bare as { type: string } });
            }
          });
          queueMicrotask(() => {
            emit({ type: 'socket.opened' });
            emit({ type: 'push.ackSession', guestId: 1001, expiresIn: 3600 });
          });
          return () => {};
        },
      },
    });
    open = false;
    session.engine.send('realtime', {
      type: 'realtime.send',
      frame: { type: 'markChannelRead', channelId: 2 },
    });
    await session.flush();
    const snapshot = session.engine.get('realtime')?.getSnapshot() as {
      context: { outbox: { type: string }[] };
    };
    expect(snapshot.context.outbox.map((f) => f.type)).toEqual(['markChannelRead']);
    expect(encodeLog(session.engine.exportLog())).not.toMatch(/socket\.unsent[^\n]*tok_/);
    expect(emitted).not.toBeNull();
    session.engine.stop();
  });
});
