import { Navigate, useLocation, type RouteObject } from 'react-router';
import { selectDefaultLanguage } from '../machines/bootstrap/bootstrap.selectors.ts';
import { useSystemSelector } from '../src/engine/react.tsx';
import { buildPath, LANGUAGES, localizedPattern, ROUTE_NAMES } from '../src/routes/index.ts';
import { Layout } from './layout/Layout.tsx';
import { ErrorPageWithReport } from './layout/ShellError.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteScreen } from './pages/RouteScreen.tsx';

/** `/` opens the start page in the configured default language, keeping the query. */
function DefaultLanguageRedirect() {
  const language = useSystemSelector('bootstrap', selectDefaultLanguage);
  const { search } = useLocation();
  return <Navigate replace to={buildPath('home', language) + search} />;
}

/** Every route of the table in de, en, es and nl, `/` → the default language, else a 404. */
export function appRoutes(): RouteObject[] {
  const screens = LANGUAGES.flatMap((language) =>
    ROUTE_NAMES.map((name): RouteObject => ({
      path: localizedPattern(name, language),
      caseSensitive: true,
      element: <RouteScreen name={name} />,
    })),
  );
  return [
    { path: '/', element: <DefaultLanguageRedirect /> },
    {
      element: <Layout />,
      // The layout itself failed: its footer (and report dialog) with it.
      errorElement: <ErrorPageWithReport />,
      // A screen that throws keeps the navbar and footer around its error.
      children: [
        {
          errorElement: <ErrorPage />,
          children: [...screens, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}
