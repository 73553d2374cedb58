import type { LoginAction, PageFacts } from '../../machines/payTour/payTour.types.ts';
import { withoutCredentials } from '../browser/urlCredentials.ts';
import { ACCOUNT_COOKIE } from './accountCookie.ts';

/** localStorage key of the stored login action (seed 000 §3). */
const LOGIN_ACTION_KEY = 'onLoginAction';
const ACTION_TYPES: readonly LoginAction['type'][] = [
  'openFlow',
  'getVip',
  'showTvAbo',
  'redirect',
  'favoritePin',
];

/** What the pay tour's page effects use of the window (narrow, so tests can fake it). */
export interface PayPageWindow {
  location: { href: string; origin: string; search: string; assign(url: string): void };
  navigator: { userAgent: string };
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  document: { cookie: string; body: { style: { overflow: string } } };
  self: unknown;
  top: unknown;
  scrollTo(options: ScrollToOptions): void;
  /** Cleans the address bar of credentials once they are read (optional in fakes). */
  history?: { state: unknown; replaceState(data: unknown, unused: string, url?: string): void };
}

/** Phones open flows in a tab (contract: mobile devices other than IEMobile). */
function isPhoneAgent(userAgent: string): boolean {
  if (/IEMobile/i.test(userAgent)) return false;
  return /Android.+Mobile|iPhone|iPod|BlackBerry|Opera Mini|webOS|Windows Phone|Mobile Safari/i.test(
    userAgent,
  );
}

/** The stored login action, or null when there is none or it is not one we know. */
export function parseLoginAction(text: string | null): LoginAction | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { type?: unknown; params?: unknown };
    if (typeof value !== 'object' || value === null) return null;
    if (!ACTION_TYPES.includes(value.type as LoginAction['type'])) return null;
    const params =
      typeof value.params === 'object' && value.params !== null && !Array.isArray(value.params)
        ? (value.params as LoginAction['params'])
        : {};
    return { type: value.type as LoginAction['type'], params };
  } catch {
    return null;
  }
}

/**
 * The pay tour's page: what it reads at start (address, device, stored action, account cookie)
 * and the effects it asks for (scroll lock, scroll, navigation, storage). Reads are recorded
 * answers; effects are skipped in replay.
 *
 * @example
 * const page = createPayPage(window);
 * page.lockBodyScroll(); page.restoreBodyScroll();
 */
export function createPayPage(win: PayPageWindow) {
  let savedOverflow: string | null = null;
  const storage = {
    get: (key: string) => {
      try {
        return win.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key: string, value: string | null) => {
      try {
        if (value === null) win.localStorage.removeItem(key);
        else win.localStorage.setItem(key, value);
      } catch {
        // Storage may be off (private mode): the action is then only lost, never an error.
      }
    },
  };
  /** The address the guest is on now, without its fragment. */
  const currentAddress = (): string => win.location.href.split('#')[0] ?? '';
  return {
    readPage: (): PageFacts => {
      const facts: PageFacts = {
        href: currentAddress(),
        origin: win.location.origin,
        search: win.location.search,
        isPhone: isPhoneAgent(win.navigator.userAgent),
        inFrame: win.self !== win.top,
        loginAction: parseLoginAction(storage.get(LOGIN_ACTION_KEY)),
        hasAccount: win.document.cookie
          .split(';')
          .some((part) => part.trim().startsWith(`${ACCOUNT_COOKIE}=1`)),
      };
      // Read once: a reset key or signup token must not stay in the address bar, the history,
      // a bookmark or a later read (issue 23, item 2). The pay tour has what it needs.
      const clean = withoutCredentials(win.location.href);
      if (clean !== win.location.href) win.history?.replaceState(win.history.state, '', clean);
      return facts;
    },
    /** The login-success call's target: read when the call is made, not at page load. */
    currentAddress,
    storeLoginAction: (action: LoginAction | null) =>
      storage.set(LOGIN_ACTION_KEY, action ? JSON.stringify(action) : null),
    markSignedUp: () => {
      win.document.cookie = `${ACCOUNT_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`;
    },
    lockBodyScroll: () => {
      if (savedOverflow === null) savedOverflow = win.document.body.style.overflow;
      win.document.body.style.overflow = 'hidden';
    },
    restoreBodyScroll: () => {
      if (savedOverflow === null) return;
      win.document.body.style.overflow = savedOverflow;
      savedOverflow = null;
    },
    scrollTo: (top: number) => win.scrollTo({ top, behavior: 'smooth' }),
    navigate: (url: string) => win.location.assign(url),
  };
}
