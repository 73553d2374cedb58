import { createRecentSearches } from '../search/recentSearches.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createConsentStorage, decodeConsent, encodeConsent } from './consentStorage.ts';

describe('consent storage', () => {
  it('round-trips every choice through the cookie value', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (functional, analytics) => {
        expect(decodeConsent(encodeURIComponent(encodeConsent({ functional, analytics })))).toEqual(
          {
            functional,
            analytics,
          },
        );
      }),
    );
  });

  it('reads no choice from a missing or foreign cookie value', () => {
    expect(decodeConsent(undefined)).toBeNull();
    expect(decodeConsent('yes')).toBeNull();
    expect(decodeConsent('functional=1&analytics=2')).toBeNull();
  });

  it('stores the choice in a cookie and drops the search history without functional consent', async () => {
    const jar: string[] = [];
    const removed: string[] = [];
    const document = {
      get cookie() {
        return jar.map((entry) => entry.split(';')[0]).join('; ');
      },
      set cookie(value: string) {
        jar.push(value);
      },
    };
    const storage = createConsentStorage({
      document,
      localStorage: { removeItem: (key) => void removed.push(key) },
    });
    expect(await storage.load()).toBeNull();
    await storage.store({ functional: true, analytics: false });
    expect(jar[0]).toMatch(
      /^cookieConsent=functional%3D1%26analytics%3D0; path=\/; max-age=\d+; samesite=lax$/,
    );
    expect(removed).toEqual([]);
    expect(await storage.load()).toEqual({ functional: true, analytics: false });
    jar.length = 0;
    await storage.store({ functional: false, analytics: true });
    expect(removed).toEqual(['vx.search.recent']);
    expect(await storage.load()).toEqual({ functional: false, analytics: true });
  });

  it('withdrawing functional consent removes the recent searches the search actually stored', async () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
    const recent = createRecentSearches(() => storage);
    await recent.save(['lana', 'mia']);
    expect(await recent.load()).toEqual(['lana', 'mia']);
    const jar: string[] = [];
    const consent = createConsentStorage({
      document: {
        get cookie() {
          return jar.join('; ');
        },
        set cookie(value: string) {
          jar.push(value.split(';')[0] ?? '');
        },
      },
      localStorage: storage,
    });
    await consent.store({ functional: false, analytics: false });
    expect(await recent.load()).toEqual([]);
    expect(items.size).toBe(0);
  });
});
