import { Navigate, Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router';
import { selectDefaultLanguage } from '../machines/bootstrap/bootstrap.selectors.ts';
import { tableRoutes } from '../machines/shell/routes/paths.ts';
import { useSystemSelector } from '../src/engine/react.tsx';
import { buildPath, LANGUAGES, type RouteName } from '../src/routes/index.ts';
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

/**
 * The app's route objects: every route of the localized table (src/routes, react-router's path
 * syntax) in de, en, es and nl inside the layout, `/` → the default language, anything else a
 * localized 404. The same objects serve the browser router, the memory routers of the unit tests
 * and the support viewer's replay, and the prerender.
 */
export const APP_ROUTES: RouteObject[] = [
  { path: '/', Component: DefaultLanguageRedirect },
  {
    id: 'layout',
    Component: AppLayout,
    HydrateFallback: LayoutLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...LANGUAGES.flatMap((lang) =>
        tableRoutes(lang).map((route): RouteObject => ({
          id: `${lang}.${route.id}`,
          path: route.path,
          caseSensitive: true,
          lazy: lazyScreen(route.id),
        })),
      ),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
