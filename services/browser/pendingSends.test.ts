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
  });
});
