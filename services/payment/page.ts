import { actOf, LOGIN_ACT_LIMITS } from '../../machines/payTour/payTour.loginAct.ts';
import type { LoginAction, PageFacts } from '../../machines/payTour/payTour.types.ts';
import { withoutCredentials } from '../browser/urlCredentials.ts';
import { ACCOUNT_COOKIE } from './accountCookie.ts';

/** Storage key of the stored login action (seed 000 §3): localStorage, an act sessionStorage. */
const LOGIN_ACTION_KEY = 'onLoginAction';
const ACTION_TYPES: readonly LoginAction['type'][] = [
  'openFlow',
  'getVip',
  'showTvAbo',
  'redirect',
  'favoritePin',
  'resumeAct',
];

/** sessionStorage key of the test-device mark (`?testdevice`, decision 0032). */
const TEST_DEVICE_KEY = 'vx.testDevice';

/** How long a stored login action is honoured after its `qmDate` (decision 0030). */
export const LOGIN_ACTION_TTL_MS = 30 * 60_000;

/** What the pay tour's page effects use of the window (narrow, so tests can fake it). */
export interface PayPageWindow {
  location: { href: string; origin: string; search: string; assign(url: string): void };
  navigator: { userAgent: string };
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
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

/**
 * The stored login action, or null when there is none, it is not one we know, an act in it is
 * not well formed, or it is older than `LOGIN_ACTION_TTL_MS` by its `qmDate` (one without a date
 * is as old as it can be only when `now` is given: records of before decision 0030 carry none).
 */
export function parseLoginAction(text: string | null, now?: number): LoginAction | null {
  if (!text || text.length > LOGIN_ACT_LIMITS.recordChars) return null;
  try {
    const value = JSON.parse(text) as { type?: unknown; params?: unknown };
    if (typeof value !== 'object' || value === null) return null;
    if (!ACTION_TYPES.includes(value.type as LoginAction['type'])) return null;
    const params =
      typeof value.params === 'object' && value.params !== null && !Array.isArray(value.params)
        ? (value.params as LoginAction['params'])
        : {};
    if (value.type === 'resumeAct' && !actOf(params.act)) return null;
    if (now !== undefined) {
      const queued = typeof params.qmDate === 'string' ? Date.parse(params.qmDate) : NaN;
      if (!(queued <= now && now - queued <= LOGIN_ACTION_TTL_MS)) return null;
    }
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
export function createPayPage(win: PayPageWindow, now: () => number = Date.now) {
  let savedOverflow: string | null = null;
  /** One storage, where a failing one (private mode, storage off) reads as empty. */
  const store = (area: PayPageWindow['localStorage']) => ({
    get: (key: string) => {
      try {
        return area.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key: string, value: string | null) => {
      try {
        if (value === null) area.removeItem(key);
        else area.setItem(key, value);
      } catch {
        // Storage may be off (private mode): the action is then only lost, never an error.
      }
    },
  });
  const local = store(win.localStorage);
  const session = store(win.sessionStorage);
  /**
   * The stored login action: an act in this tab's session (it resumes where it was pressed),
   * else the record in localStorage. A stale or malformed one is removed as it is read.
   */
  const readLoginAction = (): LoginAction | null => {
    for (const area of [session, local]) {
      const text = area.get(LOGIN_ACTION_KEY);
      if (text === null) continue;
      const action = parseLoginAction(text, now());
      if (action) return action;
      area.set(LOGIN_ACTION_KEY, null);
    }
    return null;
  };
  /**
   * Stores one login action (or none), stamped with its `qmDate`: an act in the session, the
   * rest in localStorage, the other area cleared. A record past the bounds is not stored.
   */
  const storeLoginAction = (action: LoginAction | null) => {
    local.set(LOGIN_ACTION_KEY, null);
    session.set(LOGIN_ACTION_KEY, null);
    if (!action) return;
    const text = JSON.stringify({
      type: action.type,
      // A kept action stored again keeps its first date (decision 0030).
      params: { ...action.params, qmDate: action.params.qmDate ?? new Date(now()).toISOString() },
    });
    if (text.length > LOGIN_ACT_LIMITS.recordChars) return;
    (action.type === 'resumeAct' ? session : local).set(LOGIN_ACTION_KEY, text);
  };
  /** The address the guest is on now, without its fragment. */
  const currentAddress = (): string => win.location.href.split('#')[0] ?? '';
  /** `?testdevice` marks the tab for its session; `?testdevice=0` takes the mark off. */
  const readTestDevice = (params: URLSearchParams): boolean => {
    const asked = params.get('testdevice');
    if (asked !== null) session.set(TEST_DEVICE_KEY, asked === '0' ? null : '1');
    return session.get(TEST_DEVICE_KEY) === '1';
  };
  return {
    readPage: (): PageFacts => {
      const params = new URLSearchParams(win.location.search);
      const facts: PageFacts = {
        href: currentAddress(),
        origin: win.location.origin,
        search: win.location.search,
        isPhone: isPhoneAgent(win.navigator.userAgent),
        inFrame: win.self !== win.top,
        loginAction: readLoginAction(),
        hasAccount: win.document.cookie
          .split(';')
          .some((part) => part.trim().startsWith(`${ACCOUNT_COOKIE}=1`)),
        redirectToken: params.get('redirect_token') || null,
        testDevice: readTestDevice(params),
      };
      // Read once: a reset key or signup token must not stay in the address bar, the history,
      // a bookmark or a later read (issue 23, item 2). The pay tour has what it needs.
      const clean = withoutCredentials(win.location.href);
      if (clean !== win.location.href) win.history?.replaceState(win.history.state, '', clean);
      return facts;
    },
    /** The login-success call's target: read when the call is made, not at page load. */
    currentAddress,
    storeLoginAction,
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
