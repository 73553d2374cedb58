import { Suspense, useMemo } from 'react';
import { useLocation } from '../router/index.ts';
import { matchPath, type RouteName } from '../../src/routes/index.ts';
import { ErrorBoundary } from '../layout/ErrorBoundary.tsx';
import { DomainGate } from './DomainGate.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { routeDomain } from '../../machines/app/routeDomains.ts';
import { featurePage } from './featurePages.ts';
import { HomePage } from './HomePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * The screen of one route. The table has the last word on its parameter rules (numeric ids, known
 * categories): a URL it does not give this route is a 404.
 */
export function RouteScreen({ name }: { name: RouteName }) {
  const { pathname } = useLocation();
  // A screen that throws shows the error view inside the layout, with a retry; another route
  // renders again.
  return (
    <ErrorBoundary resetKey={pathname} fallback={(retry) => <ErrorPage onRetry={retry} />}>
      <RouteContent name={name} pathname={pathname} />
    </ErrorBoundary>
  );
}

function RouteContent({ name, pathname }: { name: RouteName; pathname: string }) {
  const match = useMemo(() => matchPath(pathname), [pathname]);
  if (match?.name !== name) return <NotFoundPage />;
  if (name === 'home') return <HomePage />;
  const Page = featurePage(name);
  if (Page) {
    const page = (
      <Suspense fallback={<div className="container page page-loading" aria-busy="true" />}>
        <Page params={match.params} />
      </Suspense>
    );
    const domain = routeDomain(name);
    return domain ? <DomainGate domain={domain}>{page}</DomainGate> : page;
  }
  // Every route has a screen (views.test.tsx checks it): a name without one is not a page.
  return <NotFoundPage />;
}
