import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isLanguage, LANGUAGES } from '../../shared/languages.ts';
import {
  buildPath,
  localizedEquivalent,
  localizedPattern,
  matchPath,
  RouteParamError,
  tableRoutes,
  type RouteMatch,
} from './paths.ts';
import {
  BLOG_CATEGORIES,
  LOWER_CASE_PARAMS,
  PARAM_RULES,
  ROUTES,
  ROUTE_NAMES,
  SEARCH_CATEGORIES,
  type ParamName,
  type RouteName,
} from './table.ts';
import { SEGMENT_TRANSLATIONS } from './translations.ts';

const paramsOf = (name: RouteName): ParamName[] =>
  [...ROUTES[name].matchAll(/:(\w+)/g)].map((found) => found[1] as ParamName);

const anyText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
const numeric = fc.nat({ max: 10_000_000 }).map(String);
const paramValue: Record<ParamName, fc.Arbitrary<string>> = {
  actorName: anyText,
  categorySlug: anyText,
  searchPattern: anyText,
  tagGroup: anyText,
  series: anyText,
  key: anyText,
  formatKey: anyText,
  slug: anyText,
  albumId: numeric,
  contestId: numeric,
  videoId: numeric,
  year: fc.integer({ min: 1000, max: 9999 }).map(String),
  searchCategory: fc.constantFrom(...SEARCH_CATEGORIES),
  blogCategory: fc.constantFrom(...BLOG_CATEGORIES),
};

const paramsArbitrary = (name: RouteName) =>
  fc.record(Object.fromEntries(paramsOf(name).map((param) => [param, paramValue[param]])));

// The type of buildPath ties params to a literal route name; these tests iterate over all names.
const build = buildPath as (name: RouteName, lang: string, params?: object) => string;

const sample = (name: RouteName): Record<string, string> =>
  Object.fromEntries(
    paramsOf(name).map((param) => [
      param,
      fc.sample(paramValue[param], { numRuns: 1, seed: 1 })[0] ?? '',
    ]),
  );

describe('route table', () => {
  it('maps / and every language root to the start page', () => {
    expect(matchPath('/')).toEqual({ name: 'home', lang: 'en', params: {} });
    for (const lang of LANGUAGES) {
      expect(matchPath(`/${lang}/`)).toEqual({ name: 'home', lang, params: {} });
      expect(matchPath(`/${lang}`)).toEqual({ name: 'home', lang, params: {} });
    }
  });

  it.each(LANGUAGES)('round-trips every route in %s through buildPath and matchPath', (lang) => {
    for (const name of ROUTE_NAMES) {
      fc.assert(
        fc.property(paramsArbitrary(name), (params) => {
          const path = build(name, lang, params);
          const expected: RouteMatch = {
            name,
            lang,
            params: {
              ...params,
              ...(params.actorName ? { actorName: params.actorName.toLowerCase() } : {}),
            },
          };
          expect(matchPath(path)).toEqual(expected);
          expect(matchPath(path.slice(0, -1))).toEqual(expected);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('builds the English shapes of the spec', () => {
    expect(buildPath('home', 'en')).toBe('/en/');
    expect(buildPath('actorVideosByTag', 'en', { actorName: 'Lisa', tagGroup: 'big tits/x' })).toBe(
      '/en/amateur/lisa/videos/tag/big%20tits%2Fx/',
    );
    expect(buildPath('actorPhotoAlbum', 'en', { actorName: 'a', albumId: 12 })).toBe(
      '/en/amateur/a/pictures/12/',
    );
    expect(buildPath('tvMediathekVideos', 'en', { key: 'k' })).toBe('/en/tv/mediathek/k/videos/');
    expect(buildPath('myMediathekPhotos', 'en')).toBe('/en/myvisitx/mediathek/photos/');
  });

  it('translates paths for de, es and nl', () => {
    expect(buildPath('newGirls', 'de')).toBe('/de/neue-girls/');
    expect(buildPath('newGirls', 'es')).toBe('/es/chicas-nuevas/');
    expect(buildPath('newGirls', 'nl')).toBe('/nl/nieuwe-meiden/');
    expect(buildPath('actorAboutMe', 'de', { actorName: 'Mia' })).toBe(
      '/de/amateur/mia/ueber-mich/',
    );
  });

  it('gives every route whose English segments have a translation a different path', () => {
    for (const lang of ['de', 'es', 'nl'] as const) {
      const dictionary = SEGMENT_TRANSLATIONS[lang];
      for (const name of ROUTE_NAMES) {
        const translated = ROUTES[name].split('/').some((segment) => segment in dictionary);
        const english = build(name, 'en', sample(name)).slice(3);
        const localized = build(name, lang, sample(name)).slice(3);
        expect(localized !== english, `${lang} ${name}`).toBe(translated);
      }
    }
  });

  it('falls back to the English shape under the prefix for untranslated routes', () => {
    expect(buildPath('cams', 'de')).toBe('/de/cams/');
    expect(matchPath('/de/cams/')).toEqual({ name: 'cams', lang: 'de', params: {} });
  });

  it('falls back to English for an unknown language', () => {
    expect(buildPath('newGirls', 'fr')).toBe('/en/new-girls/');
    expect(localizedEquivalent('/de/neue-girls/', 'fr')).toBe('/en/new-girls/');
    expect(matchPath('/fr/new-girls/')).toBeNull();
  });

  it('accepts only the localized shape of its own language', () => {
    expect(matchPath('/de/new-girls/')).toBeNull();
    expect(matchPath('/en/neue-girls/')).toBeNull();
  });

  it('keeps static sections apart from parameters', () => {
    expect(matchPath('/en/contests/archive/')?.name).toBe('contestsArchive');
    expect(matchPath('/en/contests/17/')).toEqual({
      name: 'contest',
      lang: 'en',
      params: { contestId: '17' },
    });
    expect(matchPath('/en/contests/abc/')).toBeNull();
    expect(matchPath('/en/search/videos/kiss/')?.name).toBe('videoSearch');
    expect(matchPath('/en/search/actors/kiss/')?.name).toBe('searchResults');
    expect(matchPath('/en/amateur/x/videos/classic/')?.name).toBe('actorClassicVideos');
    expect(matchPath('/en/amateur/x/videos/42/')?.name).toBe('actorVideoDetails');
  });

  it('rejects malformed paths', () => {
    for (const path of ['', 'en/cams/', '/en//cams/', '/en/cams/extra/', '/en/amateur/%E0%A4%A/']) {
      expect(matchPath(path), path).toBeNull();
    }
  });

  it('refuses to build a path with a missing or invalid parameter', () => {
    expect(() => build('actorProfile', 'en', {})).toThrow(RouteParamError);
    expect(() => build('contest', 'en', { contestId: 'latest' })).toThrow(RouteParamError);
    expect(() => build('actorProfile', 'en', { actorName: '' })).toThrow(RouteParamError);
  });

  it('switches language to the same screen, or to the start page when the path names none', () => {
    expect(localizedEquivalent('/de/amateur/lisa/bilder/7/', 'es')).toBe(
      '/es/amateur/lisa/imagenes/7/',
    );
    expect(localizedEquivalent('/', 'nl')).toBe('/nl/');
    expect(localizedEquivalent('/de/gibt-es-nicht/', 'en')).toBe('/en/');
  });

  it('has one localized pattern per route and language, all distinct', () => {
    for (const lang of LANGUAGES) {
      const patterns = ROUTE_NAMES.map((name) => localizedPattern(name, lang));
      expect(new Set(patterns).size).toBe(ROUTE_NAMES.length);
      expect(patterns.every((pattern) => pattern.startsWith(`/${lang}/`))).toBe(true);
    }
    expect(localizedPattern('actorAboutMe', 'de')).toBe('/de/amateur/:actorName/ueber-mich/');
  });

  it('resolves a path again to the same answer, kept or resolved anew, and no caller can change it', () => {
    // Every route of every language, twice: the second answer (kept) equals the first.
    const paths = LANGUAGES.flatMap((lang) =>
      ROUTE_NAMES.map((name) => build(name, lang, sample(name))),
    );
    const first = paths.map((path) => matchPath(path));
    expect(first.every((match, i) => match?.name === ROUTE_NAMES[i % ROUTE_NAMES.length])).toBe(
      true,
    );
    expect(paths.map((path) => matchPath(path))).toEqual(first);
    expect(matchPath(`${paths[1]}?scrollTo=x#top`)).toEqual(first[1]);
    // More paths than are kept push the first ones out: resolved anew, the answer is the same.
    for (let n = 0; n < 1_000; n += 1) matchPath(`/en/amateur/a${n}/`);
    expect(paths.map((path) => matchPath(path))).toEqual(first);
    expect(matchPath('/en/gibt-es-nicht/')).toBeNull();
    expect(matchPath('/en/gibt-es-nicht/')).toBeNull();
    const kept = matchPath('/en/amateur/lisa/');
    expect(() => {
      (kept as { name: string }).name = 'home';
    }).toThrow(TypeError);
    expect(() => {
      (kept?.params as Record<string, string>).actorName = 'mia';
    }).toThrow(TypeError);
    expect(matchPath('/en/amateur/lisa/')).toEqual({
      name: 'actorProfile',
      lang: 'en',
      params: { actorName: 'lisa' },
    });
  });

  it('has only static or plain parameter segments, compared case-sensitively: what the first-segment filter relies on', () => {
    for (const lang of LANGUAGES)
      for (const route of tableRoutes(lang)) {
        expect(route.caseSensitive, route.path).toBe(true);
        for (const segment of route.path.split('/').filter(Boolean))
          expect(segment, route.path).toMatch(/^(?::\w+|[^:?*]+)$/);
      }
  });

  it('names the route react-router ranks first over the whole table, for any path of a language', () => {
    // The router is given only the routes of the path's first segment and those of a parameter
    // there; over the whole table, the first route whose parameters pass is the same.
    const wholeTable = (path: string): RouteName | null => {
      const lang = path.split('/')[1];
      let candidates = lang !== undefined && isLanguage(lang) ? [...tableRoutes(lang)] : [];
      for (;;) {
        const route = matchRoutes(candidates, path)?.at(-1);
        if (!route) return null;
        const passes = Object.entries(route.params).every(([key, raw]) => {
          const param = key as ParamName;
          const value = raw !== undefined && LOWER_CASE_PARAMS.has(param) ? raw.toLowerCase() : raw;
          return value !== undefined && value !== '' && (PARAM_RULES[param]?.(value) ?? true);
        });
        if (passes) return route.route.id;
        candidates = candidates.filter((candidate) => candidate !== route.route);
      }
    };
    const routePath = fc
      .tuple(fc.constantFrom(...LANGUAGES), fc.constantFrom(...ROUTE_NAMES))
      .chain(([lang, name]) => paramsArbitrary(name).map((params) => build(name, lang, params)));
    const variant = fc.oneof(
      routePath,
      // Shapes a guest or a link may give: a segment's case, no trailing slash, one more
      // segment, a doubled slash, an encoded letter, another language's prefix.
      // The segment after the language upper-cased (the whole path would name no language).
      routePath.map((path) =>
        path.replace(
          /^(\/\w+\/)([^/]+)/,
          (_, prefix: string, segment: string) => `${prefix}${segment.toUpperCase()}`,
        ),
      ),
      routePath.map((path) => path.replace(/\/$/, '')),
      fc.tuple(routePath, anyText).map(([path, extra]) => `${path}${encodeURIComponent(extra)}/`),
      routePath.map((path) => path.replace(/^(\/\w+)\//, '$1//')),
      // A first segment's letter percent-encoded (the router compares decoded segments).
      routePath.map((path) =>
        path.replace(
          /^(\/\w+\/)([a-z])/,
          (_, prefix: string, letter: string) => `${prefix}%${letter.charCodeAt(0).toString(16)}`,
        ),
      ),
      fc
        .tuple(routePath, fc.constantFrom(...LANGUAGES))
        .map(([path, lang]) => path.replace(/^\/\w+/, `/${lang}`)),
    );
    fc.assert(
      fc.property(variant, (path) => {
        expect(matchPath(path)?.name ?? null, path).toBe(wholeTable(path));
      }),
      { numRuns: 500 },
    );
  });

  it('translates only segments that exist, and never to the English spelling', () => {
    const segments = new Set(ROUTE_NAMES.flatMap((name) => ROUTES[name].split('/')));
    for (const dictionary of Object.values(SEGMENT_TRANSLATIONS)) {
      for (const [english, translated] of Object.entries(dictionary)) {
        expect(segments.has(english), english).toBe(true);
        expect(translated, english).not.toBe(english);
        expect(translated).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });
});
