/**
 * The browser's address as the views see it, and the two ways it changes: the guest goes back or
 * forward (`POP`), or the app navigates (`PUSH`, `REPLACE`). The route itself is the shell
 * machine's (views/RouteAdapter.tsx turns every change into `ui.routeChanged`); this is only the
 * adapter to `window.history`, small enough to own (react-router cost 31 kB gzip on every page).
 */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the link that led here carried (a tile grid's scroll position); null otherwise. */
  state: unknown;
  /** Differs between history entries, so a link to the page shown is still a navigation. */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface HistorySnapshot {
  location: RouterLocation;
  action: NavigationType;
}

export interface RouterHistory {
  getSnapshot: () => HistorySnapshot;
  push: (to: string, state?: unknown) => void;
  replace: (to: string, state?: unknown) => void;
  subscribe: (listener: () => void) => () => void;
}

/** An entry given to a memory history: a path, or a path with the state a link carried. */
export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

/** `to` (absolute, or relative to `from`) split into its path, query and fragment. */
export function resolveTo(
  to: string,
  from = '/',
): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, `http://app${from}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** What the browser's history entry holds: the link's state under a key of its own. */
interface EntryData {
  usr: unknown;
  key: string;
}

const isEntryData = (value: unknown): value is EntryData =>
  typeof value === 'object' && value !== null && 'key' in value && 'usr' in value;

/** Keys of new entries: a per-page prefix, so a reload's entries never repeat an older key. */
function keyMaker(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}${(count += 1).toString(36)}`;
}

function emitter() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}

/** The window's history: back and forward arrive as `popstate`. */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const nextKey = keyMaker(`${win.performance.timeOrigin.toString(36).replace('.', '')}-`);
  const read = (action: NavigationType): HistorySnapshot => {
    const { pathname, search, hash } = win.location;
    const data: unknown = win.history.state;
    return {
      action,
      location: isEntryData(data)
        ? { pathname, search, hash, state: data.usr, key: data.key }
        : { pathname, search, hash, state: null, key: 'default' },
    };
  };
  let snapshot = read('POP');
  const listeners = emitter();
  win.addEventListener('popstate', () => {
    snapshot = read('POP');
    listeners.emit();
  });
  const go = (action: 'PUSH' | 'REPLACE', to: string, state: unknown) => {
    const { pathname, search, hash } = resolveTo(to, snapshot.location.pathname);
    const entry: EntryData = { usr: state ?? null, key: nextKey() };
    if (action === 'PUSH') win.history.pushState(entry, '', pathname + search + hash);
    else win.history.replaceState(entry, '', pathname + search + hash);
    snapshot = read(action);
    listeners.emit();
  };
  return {
    getSnapshot: () => snapshot,
    push: (to, state) => go('PUSH', to, state),
    replace: (to, state) => go('REPLACE', to, state),
    subscribe: listeners.subscribe,
  };
}

/** A history in memory (tests, server renders, the support viewer's replayed page). */
export function createMemoryHistory(
  initialEntries: readonly InitialEntry[] = ['/'],
): RouterHistory {
  const nextKey = keyMaker('m');
  const toLocation = (entry: InitialEntry, key: string): RouterLocation => {
    const { pathname, search, hash } =
      typeof entry === 'string'
        ? resolveTo(entry)
        : resolveTo(entry.pathname + (entry.search ?? ''));
    return {
      pathname,
      search,
      hash,
      state: typeof entry === 'string' ? null : (entry.state ?? null),
      key,
    };
  };
  const entries = initialEntries.map((entry, index) =>
    toLocation(entry, index === 0 ? 'default' : nextKey()),
  );
  let snapshot: HistorySnapshot = {
    action: 'POP',
    location: entries.at(-1) ?? toLocation('/', 'default'),
  };
  const listeners = emitter();
  const go = (action: 'PUSH' | 'REPLACE', to: string, state: unknown) => {
    const location = {
      ...resolveTo(to, snapshot.location.pathname),
      state: state ?? null,
      key: nextKey(),
    };
    snapshot = { action, location };
    listeners.emit();
  };
  return {
    getSnapshot: () => snapshot,
    push: (to, state) => go('PUSH', to, state),
    replace: (to, state) => go('REPLACE', to, state),
    subscribe: listeners.subscribe,
  };
}
