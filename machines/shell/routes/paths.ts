import { FALLBACK_LANGUAGE, isLanguage, resolveLanguage, type Language } from './languages.ts';
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

type Segment =
  | { readonly kind: 'static'; readonly text: string }
  | { readonly kind: 'param'; readonly name: ParamName };

interface CompiledRoute {
  readonly name: RouteName;
  readonly segments: readonly Segment[];
}

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

function compile(name: RouteName, lang: Language): CompiledRoute {
  const pattern: string = ROUTES[name];
  const segments = pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment =>
      part.startsWith(':')
        ? { kind: 'param', name: part.slice(1) as ParamName }
        : { kind: 'static', text: translateSegment(part, lang) },
    );
  return { name, segments };
}

/**
 * Static segments outrank parameters, position by position, so `contests/archive` wins over
 * `contests/:contestId` whatever order the table lists them in.
 */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const rankA = a.segments[i]?.kind === 'static' ? 0 : 1;
    const rankB = b.segments[i]?.kind === 'static' ? 0 : 1;
    if (rankA !== rankB) return rankA - rankB;
  }
  return 0;
}

/**
 * Each language's table is compiled on its first use: a page reads one language, and the import
 * (the page's first task) builds none of them.
 */
const compiledByLanguage = new Map<Language, readonly CompiledRoute[]>();

function routesOf(lang: Language): readonly CompiledRoute[] {
  let routes = compiledByLanguage.get(lang);
  if (!routes) {
    routes = ROUTE_NAMES.map((name) => compile(name, lang)).sort(bySpecificity);
    compiledByLanguage.set(lang, routes);
  }
  return routes;
}

function compiled(name: RouteName, lang: Language): CompiledRoute {
  const route = routesOf(lang).find((candidate) => candidate.name === name);
  if (!route) throw new Error(`unknown route '${name}'`);
  return route;
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
  const parts = compiled(name, lang).segments.map((segment) => {
    if (segment.kind === 'static') return segment.text;
    const raw = params[segment.name];
    const value = raw === undefined ? undefined : canonicalValue(segment.name, String(raw));
    if (value === undefined || !acceptsValue(segment.name, value)) {
      throw new RouteParamError(name, segment.name, value);
    }
    return encodeURIComponent(value);
  });
  return `/${[lang, ...parts].join('/')}/`;
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

function matchSegments(
  route: CompiledRoute,
  parts: readonly string[],
): RouteMatch['params'] | null {
  if (route.segments.length !== parts.length) return null;
  const params: Partial<Record<ParamName, string>> = {};
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.kind === 'static') {
      if (segment.text !== part) return null;
      continue;
    }
    let value: string;
    try {
      value = canonicalValue(segment.name, decodeURIComponent(part));
    } catch {
      return null; // malformed percent-encoding names no page
    }
    if (!acceptsValue(segment.name, value)) return null;
    params[segment.name] = value;
  }
  return params;
}

/**
 * The route a path names, with or without trailing slash; `/` is the English start page. A path
 * under an unknown language, or that no route of its language matches, gives null.
 *
 * @example
 * matchPath('/es/chicas-nuevas'); // { name: 'newGirls', lang: 'es', params: {} }
 */
export function matchPath(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) return null;
  const parts = path.slice(1).split('/');
  if (parts.at(-1) === '') parts.pop();
  if (parts.length === 0) return { name: 'home', lang: FALLBACK_LANGUAGE, params: {} };
  const [lang, ...rest] = parts;
  if (lang === undefined || !isLanguage(lang)) return null;
  for (const route of routesOf(lang)) {
    const params = matchSegments(route, rest);
    if (params) return { name: route.name, lang, params };
  }
  return null;
}

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

/**
 * A route's localized pattern with `:param` placeholders, e.g. `/de/amateur/:actorName/ueber-mich/`:
 * the table test checks that no two routes of a language share one (no path is ambiguous).
 */
export function localizedPattern(name: RouteName, lang: string): string {
  const parts = compiled(name, resolveLanguage(lang)).segments.map((segment) =>
    segment.kind === 'static' ? segment.text : `:${segment.name}`,
  );
  return `/${[resolveLanguage(lang), ...parts].join('/')}/`;
}
