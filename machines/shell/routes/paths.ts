import { generatePath, matchRoutes, type RouteObject } from 'react-router';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  resolveLanguage,
  type Language,
} from '../../shared/languages.ts';
import {
  LOWER_CASE_PARAMS,
  PARAM_RULES,
  ROUTES,
  ROUTE_NAMES,
  type ParamName,
  type RouteName,
  type RouteParamName,
  type RouteParams,
} from './table.ts';
import { SEGMENT_TRANSLATIONS } from './translations.ts';

/** What a path names: the route, its language and its decoded parameters. */
export interface RouteMatch {
  readonly name: RouteName;
  readonly lang: Language;
  readonly params: Readonly<Partial<Record<ParamName, string>>>;
}

export class RouteParamError extends Error {
  constructor(route: RouteName, param: string, value: string | undefined) {
    super(`route '${route}' needs a valid '${param}', got ${JSON.stringify(value)}`);
    this.name = 'RouteParamError';
  }
}

function translateSegment(text: string, lang: Language): string {
  return lang === 'en' ? text : (SEGMENT_TRANSLATIONS[lang][text] ?? text);
}

/**
 * A route's localized pattern with `:param` placeholders, e.g. `/de/amateur/:actorName/ueber-mich/`:
 * react-router's path syntax, which the router's route objects (views/appRoutes.tsx) and the
 * shell's matching below share. The table test checks that no two routes of a language share one.
 */
export function localizedPattern(name: RouteName, lang: string): string {
  const language = resolveLanguage(lang);
  const parts = ROUTES[name]
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(':') ? part : translateSegment(part, language)));
  return `/${[language, ...parts].join('/')}/`;
}

/** A route object of the localized table: react-router's shape, the route's name as its id. */
export type TableRoute = RouteObject & { readonly id: RouteName; readonly path: string };

/**
 * Each language's route objects are made on their first use: a page reads one language, and the
 * import (the page's first task) builds none of them. Static segments are case-sensitive, as the
 * table writes them.
 */
const routesByLanguage = new Map<Language, readonly TableRoute[]>();

export function tableRoutes(lang: Language): readonly TableRoute[] {
  let routes = routesByLanguage.get(lang);
  if (!routes) {
    routes = ROUTE_NAMES.map((name) => ({
      id: name,
      path: localizedPattern(name, lang),
      caseSensitive: true,
    }));
    routesByLanguage.set(lang, routes);
  }
  return routes;
}

function canonicalValue(param: ParamName, value: string): string {
  return LOWER_CASE_PARAMS.has(param) ? value.toLowerCase() : value;
}

function acceptsValue(param: ParamName, value: string): boolean {
  return value !== '' && (PARAM_RULES[param]?.(value) ?? true);
}

function buildUnchecked(
  name: RouteName,
  lang: Language,
  params: Readonly<Partial<Record<ParamName, string | number>>>,
): string {
  const pattern = localizedPattern(name, lang);
  const values: Partial<Record<ParamName, string>> = {};
  for (const [, param] of pattern.matchAll(/:(\w+)/g)) {
    const key = param as ParamName;
    const raw = params[key];
    const value = raw === undefined ? undefined : canonicalValue(key, String(raw));
    if (value === undefined || !acceptsValue(key, value)) {
      throw new RouteParamError(name, key, value);
    }
    values[key] = value;
  }
  // generatePath encodes each value and drops the trailing slash, which our paths keep.
  return `${generatePath(pattern, values)}/`.replace(/\/\/$/, '/');
}

type ParamsArgument<N extends RouteName> = [RouteParamName<N>] extends [never]
  ? []
  : [params: RouteParams<N>];

/**
 * The canonical path of a route in a language: translated segments, URL-encoded parameters, actor
 * names lower-cased, a trailing slash. An unknown language gives the English path. A missing or
 * invalid parameter throws `RouteParamError`.
 *
 * @example
 * buildPath('newGirls', 'de'); // '/de/neue-girls/'
 * buildPath('actorVideos', 'en', { actorName: 'Lisa' }); // '/en/amateur/lisa/videos/'
 */
export function buildPath<N extends RouteName>(
  name: N,
  lang: string,
  ...params: ParamsArgument<N>
): string {
  return buildUnchecked(name, resolveLanguage(lang), params[0] ?? {});
}

/** The parameters react-router matched, canonical and checked by the table's rules; null if one fails. */
function checkedParams(
  params: Readonly<Record<string, string | undefined>>,
): RouteMatch['params'] | null {
  const checked: Partial<Record<ParamName, string>> = {};
  for (const [key, raw] of Object.entries(params)) {
    const param = key as ParamName;
    if (raw === undefined) return null;
    const value = canonicalValue(param, raw);
    if (!acceptsValue(param, value)) return null;
    checked[param] = value;
  }
  return checked;
}

/** Paths resolved at most: the oldest resolution goes first beyond it. */
const RESOLVED_KEPT = 512;
/** Each path's resolution (null: it names no page), in the order they were first resolved. */
const resolved = new Map<string, RouteMatch | null>();

/**
 * The route a path names, with or without trailing slash; `/` is the English start page. A path
 * under an unknown language, or that no route of its language matches, gives null. react-router's
 * `matchRoutes` ranks the routes (static segments before parameters); a match whose parameters
 * the table's rules refuse (a video id that is not a number) gives way to the next best route.
 *
 * `matchRoutes` flattens, ranks and compiles the routes it is given on each call (over the whole
 * table about 14% of the engine's work when every route change paid it; now only the path's
 * first segment's few, `routesOfFirstSegment`), and a path's answer never changes: each path is
 * resolved once and kept (frozen, so no caller can change what the next one gets), up to
 * `RESOLVED_KEPT` paths.
 *
 * @example
 * matchPath('/es/chicas-nuevas'); // { name: 'newGirls', lang: 'es', params: {} }
 */
export function matchPath(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const known = resolved.get(path);
  if (known !== undefined) return known;
  const match = resolve(path);
  if (resolved.size >= RESOLVED_KEPT) {
    const oldest = resolved.keys().next();
    if (!oldest.done) resolved.delete(oldest.value);
  }
  resolved.set(path, match);
  return match;
}

function resolve(path: string): RouteMatch | null {
  if (!path.startsWith('/')) return null;
  if (/^\/+$/.test(path)) return frozen('home', FALLBACK_LANGUAGE, {});
  const lang = path.split('/')[1] ?? '';
  if (!isLanguage(lang)) return null;
  // Malformed percent-encoding names no page (react-router would match it undecoded).
  try {
    decodeURIComponent(path);
  } catch {
    return null;
  }
  let candidates = routesOfFirstSegment(lang, path);
  for (;;) {
    const route = matchRoutes([...candidates], path)?.at(-1);
    if (!route) return null;
    const params = checkedParams(route.params);
    if (params) return frozen(route.route.id, lang, params);
    candidates = candidates.filter((candidate) => candidate !== route.route);
  }
}

/**
 * The language's routes a path can match, in the table's order: those whose first segment after
 * the language is the path's (decoded and case-sensitive, as react-router compares it) or a
 * parameter. No other can match, so react-router picks the same route among these few; it ranks
 * and tries every route it is given (`matchRoutes` flattens them and compiles each pattern it
 * tries, per call): over the whole table that was a page's boot's largest call into the router
 * outside its own start (CPU profile, /en/ and /en/cams/, docs/performance.md "Boot CPU, session 50").
 */
function routesOfFirstSegment(lang: Language, path: string): TableRoute[] {
  const first = decodeURIComponent(path.split('/')[2] ?? '');
  return tableRoutes(lang).filter((route) => {
    const segment = route.path.split('/')[2] ?? '';
    return segment === first || segment.startsWith(':');
  });
}

const frozen = (name: RouteName, lang: Language, params: RouteMatch['params']): RouteMatch =>
  Object.freeze({ name, lang, params: Object.freeze(params) });

/** The language a path is written in: its prefix when known, else English. */
export function languageOfPath(pathname: string): Language {
  return resolveLanguage(pathname.split('/')[1] ?? '');
}

/**
 * The same screen in another language, for the language switch. A path that names no route gives
 * the start page of the target language.
 *
 * @example
 * localizedEquivalent('/de/neue-girls/', 'nl'); // '/nl/nieuwe-meiden/'
 */
export function localizedEquivalent(pathname: string, targetLang: string): string {
  const match = matchPath(pathname);
  const lang = resolveLanguage(targetLang);
  return match ? buildUnchecked(match.name, lang, match.params) : buildUnchecked('home', lang, {});
}
