import { useLayoutEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type Location } from 'react-router';
import { useEngine } from '../src/engine/react.tsx';
import { appRouterInit } from './appRoutes.tsx';
import { reportNavigationError } from './layout/navigationError.ts';

export { preloadRouteScreen } from './pages/featurePages.ts';

/**
 * The browser's history as an input of the engine: each location the router commits (a link, a
 * redirect, back and forward) reaches the root as `ui.routeChanged`, a recorded input like a
 * click, so a replay needs no history. The root hands it to the shell and tells the domains of the
 * routes left and entered (machines/app/routeEvents.ts). A new location key counts too: following a link to the page
 * already shown still reaches the shell (it closes the menus).
 */
function useHistoryInput(router: ReturnType<typeof createBrowserRouter>): void {
  const engine = useEngine();
  // A layout effect: it subscribes before the screens' effects run (a redirect's navigation).
  useLayoutEffect(() => {
    let last: Location = router.state.location;
    return router.subscribe(({ location }) => {
      if (location.key === last.key) return;
      last = location;
      engine.send('app', {
        type: 'ui.routeChanged',
        path: location.pathname,
        search: location.search,
      });
    });
  }, [router, engine]);
}

/**
 * The app's screens behind the browser URL (views/appRoutes.tsx): the routes of the page's
 * language, the others discovered when a path of theirs is first opened. The router is created on
 * mount, so importing this module touches no browser API.
 */
export function AppRouter() {
  const [router] = useState(() => {
    const { routes, ...discovery } = appRouterInit(window.location.pathname);
    return createBrowserRouter(routes, discovery);
  });
  useHistoryInput(router);
  // A navigation's failure goes to the error callback (seed 000 §8), which reports it.
  return <RouterProvider router={router} onError={reportNavigationError} />;
}
