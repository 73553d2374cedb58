import { describe, expect, it } from 'vitest';
import { createRecentSearches, RECENT_SEARCHES_KEY } from './recentSearches.ts';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

describe('recent searches on this device', () => {
  it('reads back what was written', async () => {
    const storage = memory();
    const recent = createRecentSearches(() => storage);
    await recent.save(['lana', 'mia', 'emma']);
    expect(await recent.load()).toEqual(['lana', 'mia', 'emma']);
  });

  it('reads a broken, foreign or oversized value as what can be kept', async () => {
    const read = (value: string) =>
      createRecentSearches(() => memory({ [RECENT_SEARCHES_KEY]: value })).load();
    expect(await read('not json')).toEqual([]);
    expect(await read('{"a":1}')).toEqual([]);
    expect(await read('["ok", 5, "", null, "two", "three", "four"]')).toEqual([
      'ok',
      'two',
      'three',
    ]);
    expect((await read(JSON.stringify(['x'.repeat(500)])))[0]).toHaveLength(100);
  });

  it('blocked storage loses nothing on the page', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const recent = createRecentSearches(() => blocked);
    await expect(recent.save(['lana'])).resolves.toBeUndefined();
    expect(await recent.load()).toEqual([]);
    expect(await createRecentSearches(() => undefined).load()).toEqual([]);
  });
});
