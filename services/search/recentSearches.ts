/** Local storage key of the recent searches (written only with functional consent). */
export const RECENT_SEARCHES_KEY = 'vx.search.recent';

/** At most this many, each at most this long: what another tab or an old version left is cut. */
const MAX_ITEMS = 3;
const MAX_LENGTH = 100;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * The recent searches kept on this device (seed 000 §9 local items): read back validated (a
 * broken or foreign value reads as none), written whole. Blocked or full storage changes nothing
 * for the page: the searches stay for this visit only.
 */
export function createRecentSearches(storage: () => Storage | undefined) {
  return {
    load(): Promise<string[]> {
      return Promise.resolve(read());
    },
    save(recent: readonly string[]): Promise<void> {
      try {
        storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recent.slice(0, MAX_ITEMS)));
      } catch {
        // Storage full or blocked: the recent searches stay for this page only.
      }
      return Promise.resolve();
    },
  };

  function read(): string[] {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed
        .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
        .map((item) => item.slice(0, MAX_LENGTH))
        .slice(0, MAX_ITEMS);
    } catch {
      return [];
    }
  }
}
