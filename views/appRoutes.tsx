import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { selectDefaultLanguage } from '../machines/bootstrap/bootstrap.selectors.ts';
import { tableRoutes } from '../machines/shell/routes/paths.ts';
import { useSystemSelector } from '../src/engine/react.tsx';
import {
  buildPath,
  isLanguage,
  languageOfPath,
  type Language,
  type RouteName,
} from '../src/routes/index.ts';
import { ErrorBoundary } from './layout/ErrorBoundary.tsx';
import { Layout } from './layout/Layout.tsx';
import { ErrorPageWithReport, RouteErrorPage } from './layout/ShellError.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { featurePage } from './pages/featurePages.ts';
import { ShellScreen } from './pages/RouteScreen.tsx';

/** `/` opens the start page in the configured default language, keeping the query. */
function DefaultLanguageRedirect() {
  const language = useSystemSelector('bootstrap', selectDefaultLanguage);
  const { search } = useLocation();
  return <Navigate replace to={buildPath('home', language) + search} />;
}

/**
 * Around every screen: the layout (navbar, footer, overlays) and react-router's scroll restoration
 * (back and forward return to where the guest was; a new page starts at the top).
 */
function AppLayout() {
  const { pathname } = useLocation();
  return (
    // The layout itself failed: its report dialog with the error page. A screen that throws keeps
    // the navbar and footer around its error (RouteScreen's own boundary).
    <ErrorBoundary
      resetKey={pathname}
      fallback={(retry) => <ErrorPageWithReport onRetry={retry} />}
    >
      <Layout>
        <Outlet />
      </Layout>
      <ScrollRestoration />
    </ErrorBoundary>
  );
}

/** The layout while the first route's module loads (react-router renders this until it has it). */
function LayoutLoading() {
  return (
    <Layout>
      <div className="container page page-loading" aria-busy="true" />
    </Layout>
  );
}

/**
 * A route's module, loaded by react-router before it shows the route: the screen's chunk (with
 * its texts). What it renders is the shell's route (views/pages/RouteScreen.tsx), which the
 * route's parameter rules may have made a 404.
 */
const lazyScreen = (name: RouteName) => async () => {
  // A screen's chunk that did not come fails the screen, not the navigation: react-router keeps a
  // route module that failed for good, so the route goes on to the screen, which asks for its
  // chunk again and, if it fails again, shows the error view with a retry that asks once more
  // (RouteScreen's boundary, which reports it).
  await featurePage(name)
    ?.preload()
    .catch(() => undefined);
  return { Component: ShellScreen };
};

/** The layout route's id: each language's routes are its children. */
const LAYOUT = 'layout';

/** A language's routes of the localized table as children of the layout. */
const languageRoutes = (lang: Language): RouteObject[] =>
  tableRoutes(lang).map((route) => ({
    id: `${lang}.${route.id}`,
    path: route.path,
    caseSensitive: true,
    lazy: lazyScreen(route.id),
  }));

/**
 * The app's route objects with the localized table's routes of the languages given inside the
 * layout, `/` → the default language, anything else a localized 404.
 */
export function appRoutes(languages: readonly Language[]): RouteObject[] {
  return [
    { path: '/', Component: DefaultLanguageRedirect },
    {
      id: LAYOUT,
      Component: AppLayout,
      HydrateFallback: LayoutLoading,
      ErrorBoundary: RouteErrorPage,
      children: [...languages.flatMap(languageRoutes), { path: '*', Component: NotFoundPage }],
    },
  ];
}

/**
 * What a router of the app is created with, at `path`: the routes of that path's language only
 * (English for `/` and unknown prefixes), and react-router's route discovery for the others.
 * react-router flattens and ranks every route it holds when it is created, in the page's first
 * tasks: one language is a quarter of the four. It calls `patchRoutesOnNavigation` whenever a
 * path matches no route, or only one with a parameter or the `*` 404 (a better static route may
 * be undiscovered): a path of a language it lacks gets that language's routes, once, and is then
 * matched again (a language switch, a link, back and forward to another language). A path that
 * still matches nothing is the 404, in its language's texts (the shell's route). The same serves
 * the browser router, the memory routers of the unit tests, the support viewer's replay and the
 * prerender, so all match as the page does.
 */
export function appRouterInit(path: string): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const held = new Set<Language>([languageOfPath(path)]);
  return {
    routes: appRoutes([...held]),
    patchRoutesOnNavigation: ({ path: next, patch, signal }) => {
      const prefix = next.split('/')[1] ?? '';
      // An aborted navigation's patch is dropped by react-router: the language stays unheld, to be
      // patched by the next path of it.
      if (signal.aborted || !isLanguage(prefix) || held.has(prefix)) return;
      held.add(prefix);
      patch(LAYOUT, languageRoutes(prefix));
    },
  };
}
