import type { ConsentChoice } from '../../machines/consent/consent.types.ts';
import { RECENT_SEARCHES_KEY } from '../search/recentSearches.ts';

/** The cookie that keeps the guest's choice (necessary: it records the consent itself). */
const CONSENT_COOKIE = 'cookieConsent';
/** A year, as cookie banners usually keep a choice. */
const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The only functional local item (seed 000 §5): the search history, under the key the recent
 * searches are written to (one constant, so the two cannot drift apart again). Everything else
 * the client stores is necessary. Withdrawing functional consent removes these.
 */
const FUNCTIONAL_STORAGE_KEYS = [RECENT_SEARCHES_KEY] as const;

/** `functional=1&analytics=0`: the cookie value of a choice. */
export function encodeConsent(choice: ConsentChoice): string {
  return `functional=${choice.functional ? 1 : 0}&analytics=${choice.analytics ? 1 : 0}`;
}

/** The choice in a cookie value, or null when it is missing or not one of ours. */
export function decodeConsent(value: string | undefined): ConsentChoice | null {
  if (!value) return null;
  const match = /^functional=([01])&analytics=([01])$/.exec(decodeURIComponent(value));
  return match ? { functional: match[1] === '1', analytics: match[2] === '1' } : null;
}

export interface ConsentStorageDeps {
  document: Pick<Document, 'cookie'>;
  localStorage: Pick<Storage, 'removeItem'> | null;
}

/**
 * The guest's cookie choice, kept in a first-party cookie (so the server could read it too).
 * Both calls are recorded by the engine: replay answers them from the log.
 *
 * @example
 * const storage = createConsentStorage({ document, localStorage });
 * await storage.store({ functional: false, analytics: true });
 */
export function createConsentStorage(deps: ConsentStorageDeps) {
  return {
    // A throw (cookies or storage blocked) rejects the promise, as an async function's would.
    load: (): Promise<ConsentChoice | null> =>
      new Promise((resolve) => {
        const entry = deps.document.cookie
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
        resolve(decodeConsent(entry?.slice(CONSENT_COOKIE.length + 1)));
      }),
    store: (choice: ConsentChoice): Promise<void> =>
      new Promise((resolve) => {
        deps.document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent(choice))}; path=/; max-age=${CONSENT_MAX_AGE}; samesite=lax`;
        if (!choice.functional)
          for (const key of FUNCTIONAL_STORAGE_KEYS) deps.localStorage?.removeItem(key);
        resolve();
      }),
  };
}
