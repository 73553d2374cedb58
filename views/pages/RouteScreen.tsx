import { Suspense } from 'react';
import { routeDomain } from '../../machines/app/routeDomains.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import type { RouteName } from '../../src/routes/index.ts';
import { ErrorBoundary } from '../layout/ErrorBoundary.tsx';
import { DomainGate } from './DomainGate.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { featurePage } from './featurePages.ts';
import { HomePage } from './HomePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import type { PageProps } from './pageTypes.ts';

/**
 * The screen of the shell's route: the shell owns the current route (the router's location
 * reaches it as a recorded input), so the screen does not match the URL again. The table has the
 * last word on a path, its parameter rules included: a URL it does not give a route is a 404.
 */
export function ShellScreen() {
  const route = useSystemSelector('shell', selectRoute);
  if (route.status !== 'matched') return <NotFoundPage />;
  // A screen that throws shows the error view inside the layout, with a retry; another route
  // renders again. Keyed by the route: a new route is a new screen.
  return (
    <ErrorBoundary
      key={route.name}
      resetKey={route.path}
      fallback={(retry) => (
        <ErrorPage
          onRetry={() => {
            // The screen's chunk may be what failed: ask for it again, then render anew.
            void featurePage(route.name)
              ?.preload()
              .catch(() => undefined);
            retry();
          }}
        />
      )}
    >
      <RouteContent name={route.name} params={route.params} />
    </ErrorBoundary>
  );
}

function RouteContent({ name, params }: { name: RouteName; params: PageProps['params'] }) {
  if (name === 'home') return <HomePage />;
  const Page = featurePage(name);
  // Every route has a screen (views.test.tsx checks it): a name without one is not a page.
  if (!Page) return <NotFoundPage />;
  const page = (
    <Suspense fallback={<div className="container page page-loading" aria-busy="true" />}>
      <Page params={params} />
    </Suspense>
  );
  const domain = routeDomain(name);
  return domain ? <DomainGate domain={domain}>{page}</DomainGate> : page;
}
