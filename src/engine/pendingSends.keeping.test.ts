import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { guestTextMessage } from '../../fixtures/realtimeFrames.ts';
import { createPendingSendsStore } from '../../services/browser/pendingSends.ts';
import { memoryStorage } from '../../services/testing/memoryStorage.ts';
import { keepWaitingSends } from './pendingSends.ts';

/**
 * `keepWaitingSends` over a root whose facts the test sets: the session (`ready`, null before
 * bootstrap) and what waits for the connection (`pending.realtime`). The tab's store is the real
 * one over a memory storage.
 */
function page() {
  let context: { ready: unknown; pending: { realtime?: EventObject[] } } = {
    ready: null,
    pending: {},
  };
  const listeners = new Set<() => void>();
  const actor = {
    getSnapshot: () => ({ context }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  const storage = memoryStorage();
  const store = createPendingSendsStore(storage);
  const stop = keepWaitingSends({ actor } as never, store);
  const set = (guestId: number | null, waiting?: EventObject[]) => {
    context = {
      ready: { session: { guestId } },
      pending: waiting ? { realtime: waiting } : {},
    };
    for (const listener of [...listeners]) listener();
  };
  /** What the tab keeps for `guestId`, by message id. */
  const keptFor = (guestId: number) => store.load(guestId).map((send) => send.clientMessageId);
  return { set, keptFor, store, storage, stop, listeners };
}

const send = (id: string): EventObject & { frame: unknown } => ({
  type: 'realtime.send',
  frame: guestTextMessage(id, 3),
});
const ended: EventObject = { type: 'session.ended' };

describe('keepWaitingSends: what it keeps and clears over a page', () => {
  it('keeps again a message the root let go and holds once more (the ids kept are the ones waiting)', () => {
    const p = page();
    p.set(7, [send('c1')]);
    expect(p.keptFor(7)).toEqual(['c1']);
    // The connection took it and its own save, once acknowledged, emptied the tab.
    p.set(7, []);
    p.store.save(7, []);
    // The same message waits at the root again (a connection that failed handed it back).
    p.set(7, [send('c1')]);
    expect(p.keptFor(7)).toEqual(['c1']);
    p.stop();
  });

  it('keeps a waiting message once while the root holds it, whatever else changes', () => {
    const p = page();
    p.set(7, [send('c1')]);
    p.store.save(7, []);
    p.set(7, [send('c1'), { type: 'realtime.unrelated' }]);
    expect(p.keptFor(7)).toEqual([]);
    p.set(7, [send('c1'), send('c2')]);
    expect(p.keptFor(7)).toEqual(['c2']);
    p.stop();
  });

  it("an ended session empties her kept messages and keeps none she sends after; another guest's later login is kept", () => {
    const p = page();
    p.set(7, [send('c1')]);
    p.set(7, [send('c1'), ended]);
    expect(p.keptFor(7)).toEqual([]);
    // Hers after the end: the connection will drop them, so the tab must not carry them.
    p.set(7, [send('c1'), ended, send('c2')]);
    expect(p.keptFor(7)).toEqual([]);
    // Someone else logs in on this page: his messages wait behind her end, and are kept.
    p.set(8, [send('c1'), ended, send('c2'), send('d1')]);
    expect(p.keptFor(8)).toEqual(['c2', 'd1']);
    expect(p.keptFor(7)).toEqual([]);
    p.stop();
  });

  it("clears every guest's kept messages each time the page turns to a visitor's, not only the first", () => {
    const p = page();
    p.set(null);
    p.set(7, [send('c1')]);
    expect(p.keptFor(7)).toEqual(['c1']);
    p.set(null);
    expect(p.keptFor(7)).toEqual([]);
    expect(p.storage.items.size).toBe(0);
    p.stop();
  });

  it('stops listening when stopped', () => {
    const p = page();
    expect(p.listeners.size).toBe(1);
    p.stop();
    expect(p.listeners.size).toBe(0);
  });
});
