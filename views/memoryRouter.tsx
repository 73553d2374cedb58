import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRouterInit } from './appRoutes.tsx';
import { RouteTexts } from './AppFrame.tsx';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Resolves once the router has loaded the current route's module and no navigation is pending. */
export function routerSettled(router: MemoryRouter): Promise<MemoryRouter> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) return Promise.resolve(router);
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve(router);
    });
  });
}

/**
 * The app's routes in memory at `path`, as the page's router has them: that path's language, the
 * others discovered on navigation (views/appRoutes.tsx).
 */
export function appMemoryRouter(path: string): MemoryRouter {
  const { routes, ...discovery } = appRouterInit(path);
  return createMemoryRouter(routes, { ...discovery, initialEntries: [path] });
}

/** The app's memory router at `path`, its route module loaded (a server render waits for it). */
export function appRouterAt(path: string): Promise<MemoryRouter> {
  return routerSettled(appMemoryRouter(path));
}

/**
 * The app's screens of a memory router (no browser history: tests, the support viewer), their
 * texts in the language of the shell's route as in the app's frame.
 */
export function AppScreensOf({ router }: { router: MemoryRouter }) {
  return (
    <RouteTexts>
      <RouterProvider router={router} />
    </RouteTexts>
  );
}
