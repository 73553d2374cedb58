import { selectDefaultLanguage } from '../machines/bootstrap/bootstrap.selectors.ts';
import { useSystemSelector } from '../src/engine/react.tsx';
import { buildPath, matchPath } from '../src/routes/index.ts';
import { ErrorBoundary } from './layout/ErrorBoundary.tsx';
import { Layout } from './layout/Layout.tsx';
import { ErrorPageWithReport } from './layout/ShellError.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteScreen } from './pages/RouteScreen.tsx';
import { Navigate, useLocation } from './router/index.ts';

/** `/` opens the start page in the configured default language, keeping the query. */
function DefaultLanguageRedirect() {
  const language = useSystemSelector('bootstrap', selectDefaultLanguage);
  const { search } = useLocation();
  return <Navigate replace to={buildPath('home', language) + search} />;
}

/**
 * The screen of the current address: every route of the table in de, en, es and nl inside the
 * layout, `/` → the default language, anything else a localized 404. The table (src/routes) has
 * the last word on a path, its parameter rules included.
 */
export function AppScreens() {
  const { pathname } = useLocation();
  if (pathname === '/') return <DefaultLanguageRedirect />;
  const match = matchPath(pathname);
  return (
    // The layout itself failed: its report dialog with the error page. A screen that throws keeps
    // the navbar and footer around its error (RouteScreen's own boundary).
    <ErrorBoundary
      resetKey={pathname}
      fallback={(retry) => <ErrorPageWithReport onRetry={retry} />}
    >
      <Layout>
        {match ? <RouteScreen key={match.name} name={match.name} /> : <NotFoundPage />}
      </Layout>
    </ErrorBoundary>
  );
}
