/**
 * The localized route table: every screen by stable name, its path in de, en, es and nl, and the
 * functions that build, match and translate paths. The implementation lives beside the shell
 * machine (machines/shell/routes/) because the shell resolves URLs with it and machines may not
 * import src/; everything outside machines/ imports routes from here.
 *
 * @example
 * buildPath('newGirls', 'de'); // '/de/neue-girls/'
 * matchPath('/de/neue-girls/'); // { name: 'newGirls', lang: 'de', params: {} }
 * localizedEquivalent('/de/neue-girls/', 'nl'); // '/nl/nieuwe-meiden/'
 */
export {
  buildPath,
  isLanguage,
  LANGUAGES,
  languageOfPath,
  localizedEquivalent,
  matchPath,
  resolveLanguage,
  RouteParamError,
  ROUTE_NAMES,
  ROUTES,
} from '../../machines/shell/routes/index.ts';
export type {
  Language,
  ParamName,
  RouteMatch,
  RouteName,
  RouteParams,
} from '../../machines/shell/routes/index.ts';
