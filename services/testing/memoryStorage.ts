/**
 * A `Storage` in memory for tests, its items open to look at: a tab's `sessionStorage`, which
 * outlives the page as the browser's does across a reload when two pages are given the same one.
 *
 * @example
 * const storage = memoryStorage();
 * createPendingSendsStore(storage).save(7, sends);
 * storage.items.size; // 1
 */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    items,
  };
}
