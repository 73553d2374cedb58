import { languageOfPath, matchPath, type RouteMatch } from './routes/index.ts';
import type { Language } from './routes/index.ts';

/** Query flags of the current page that steer the post-navigation scroll (seed 000 §2). */
interface ScrollRequest {
  /** Id of the element to scroll to, or null for the top of the page. */
  readonly scrollTo: string | null;
  /** Set by `noscroll`: leave the scroll position alone. */
  readonly noscroll: boolean;
}

interface Location {
  readonly path: string;
  readonly search: string;
}

/** The page the guest is on: a known route, or a path no route names (the 404 page). */
export type ShellRoute =
  | (Location & ScrollRequest & { readonly status: 'matched' } & RouteMatch)
  | (Location & ScrollRequest & { readonly status: 'notFound'; readonly lang: Language });

function readScrollRequest(search: string): ScrollRequest {
  const query = new URLSearchParams(search);
  const scrollTo = query.get('scrollTo');
  const noscroll = query.get('noscroll');
  return {
    scrollTo: scrollTo === null || scrollTo === '' ? null : scrollTo,
    noscroll: noscroll !== null && noscroll !== '0' && noscroll !== 'false',
  };
}

/** Resolves a URL (path and query string) with the route table. */
export function resolveRoute(path: string, search: string): ShellRoute {
  const location = { path, search, ...readScrollRequest(search) };
  const match = matchPath(path);
  return match
    ? { ...location, status: 'matched', ...match }
    : { ...location, status: 'notFound', lang: languageOfPath(path) };
}

/**
 * What the root tells the domain a route names (machines/app/routeEvents.ts), so that no screen
 * opens or closes it as it mounts: the route entered, with its parameters and the query
 * parameters the domain reads, and the route left.
 */
export type RouteToldEvent =
  | {
      readonly type: 'route.entered';
      readonly name: RouteMatch['name'];
      readonly params: Readonly<Record<string, string>>;
      readonly query: Readonly<Record<string, string>>;
    }
  | { readonly type: 'route.left'; readonly name: RouteMatch['name'] };

export type RouteEnteredEvent = Extract<RouteToldEvent, { type: 'route.entered' }>;
