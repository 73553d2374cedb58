import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import { matchPath, type RouteName } from '../../src/routes/index.ts';
import { featurePage } from './featurePages.ts';
import { HomePage } from './HomePage.tsx';
import { NotAvailableYet } from './NotAvailableYet.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * The screen of one route. react-router cannot express the table's parameter rules (numeric ids,
 * known categories), so the table has the last word: a URL it does not give this route is a 404.
 */
export function RouteScreen({ name }: { name: RouteName }) {
  const { pathname } = useLocation();
  const match = useMemo(() => matchPath(pathname), [pathname]);
  if (match?.name !== name) return <NotFoundPage />;
  if (name === 'home') return <HomePage />;
  const Page = featurePage(name);
  if (Page) {
    return (
      <Suspense fallback={<div className="container page page-loading" aria-busy="true" />}>
        <Page params={match.params} />
      </Suspense>
    );
  }
  return <NotAvailableYet route={name} params={match.params} />;
}
