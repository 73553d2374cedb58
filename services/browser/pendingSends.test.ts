import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { createPendingSendsStore, tabPendingSends, type PendingSend } from './pendingSends.ts';

const send = (clientMessageId: string, reloads = 0, text = 'hello'): PendingSend => ({
  clientMessageId,
  frame: { type: 'sendMessage', clientMessageId, channelId: 2, data: { text } },
  reloads,
});

describe('the tab’s pending sends', () => {
  it('keeps what waits at the root beside what a page before left, each once, the kept ones untouched', () => {
    const storage = memoryStorage();
    const store = createPendingSendsStore(storage);
    // A page before left one, carried over a reload already.
    store.save(7, [send('a', 1)]);
    store.keep(7, [send('a', 0, 'a copy'), send('b')]);
    expect(store.load(7)).toEqual([send('a', 1), send('b')]);
    // Kept again (the same waiting events seen twice): nothing changes.
    store.keep(7, [send('b')]);
    expect(store.load(7)).toEqual([send('a', 1), send('b')]);
    // Another guest's are her own.
    store.keep(8, [send('c')]);
    expect(store.load(8)).toEqual([send('c')]);
    expect(store.load(7)).toHaveLength(2);
  });

  it('hands over to the realtime machine, whose save is the whole list', () => {
    const storage = memoryStorage();
    const store = createPendingSendsStore(storage);
    store.keep(7, [send('a'), send('b')]);
    store.save(7, [send('b', 1)]);
    expect(store.load(7)).toEqual([send('b', 1)]);
    store.save(7, []);
    expect(storage.items.size).toBe(0);
    // A keep with nothing new writes nothing.
    store.keep(7, []);
    expect(storage.items.size).toBe(0);
  });

  it('reads back only guest messages under their own clientMessageId (review of session 54, L1)', () => {
    const storage = memoryStorage();
    const other = (frame: PendingSend['frame'], clientMessageId = 'x'): PendingSend => ({
      clientMessageId,
      frame,
      reloads: 0,
    });
    storage.setItem(
      'camclient.pendingSends.7',
      JSON.stringify([
        send('a'),
        // Not a message frame: a stored purchase, a logout, an inherited key.
        other({ type: 'buyVideo', clientMessageId: 'x', videoId: 3 }),
        other({ type: 'toString', clientMessageId: 'x' }),
        // A message under another message's id, or under none.
        other({ type: 'sendMessage', clientMessageId: 'b', channelId: 2 }, 'a-copy'),
        other({ type: 'sendLiveChatMessage', channelId: 2 }, 'c'),
        { clientMessageId: 'd', reloads: 0 },
        send('e'),
      ]),
    );
    expect(createPendingSendsStore(storage).load(7)).toEqual([send('a'), send('e')]);
    storage.setItem('camclient.pendingSends.7', JSON.stringify({ a: send('a') }));
    expect(createPendingSendsStore(storage).load(7)).toEqual([]);
  });

  it("clears every guest's, and only those (review of session 54, M2)", () => {
    const storage = memoryStorage();
    const store = createPendingSendsStore(storage);
    store.save(7, [send('a')]);
    store.save(8, [send('b')]);
    storage.setItem('camclient.other', 'kept');
    let drained = false;
    void store.whenDrained(60_000).then(() => (drained = true));
    store.clear();
    expect(store.load(7)).toEqual([]);
    expect(store.load(8)).toEqual([]);
    expect([...storage.items.keys()]).toEqual(['camclient.other']);
    return Promise.resolve().then(() => expect(drained).toBe(true));
  });

  it('keeps nothing, and throws nothing, where the tab refuses its storage', () => {
    const refusing = {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const store = tabPendingSends(refusing);
    store.keep(7, [send('a')]);
    expect(store.load(7)).toEqual([]);
    const full = createPendingSendsStore({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    expect(() => full.keep(7, [send('a')])).not.toThrow();
    expect(() => full.clear()).not.toThrow();
  });
});
