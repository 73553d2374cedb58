import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  createMemoryHistory,
  type HistorySnapshot,
  type InitialEntry,
  type NavigationType,
  type RouterHistory,
  type RouterLocation,
} from './history.ts';

interface RouterValue extends HistorySnapshot {
  history: RouterHistory;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('a router hook is used outside <Router>');
  return value;
}

/** Gives the views below the history's current location and a way to change it. */
export function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const snapshot = useSyncExternalStore(
    history.subscribe,
    history.getSnapshot,
    history.getSnapshot,
  );
  const value = useMemo(() => ({ ...snapshot, history }), [snapshot, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router over a history in memory, for tests and server renders. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: readonly InitialEntry[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** How the guest came to this location: back or forward (`POP`), a link, or a replacement. */
export function useNavigationType(): NavigationType {
  return useRouter().action;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useCallback(
    (to, options = {}) =>
      options.replace ? history.replace(to, options.state) : history.push(to, options.state),
    [history],
  );
}

/** The query of the address, and a setter that writes a new one (a new entry unless `replace`). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, history } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams, options: NavigateOptions = {}) => {
      const query = next.toString();
      const to = `${location.pathname}${query ? `?${query}` : ''}`;
      if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history, location.pathname],
  );
  return [params, set];
}

/** Replaces (or pushes) the location once rendered: a redirect. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
