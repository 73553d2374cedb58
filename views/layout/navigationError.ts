import type { ClientOnErrorFunction } from 'react-router';

/** A navigation that failed, named by the route pattern it went to (the pattern, not the address, which may carry personal data). */
class NavigationError extends Error {
  override name = 'NavigationError';
}

/**
 * The router's error callback (seed 000 §8: "page-navigation error: passed to an error
 * callback"), given to `RouterProvider` as `onError` (views/AppRouter.tsx): whatever a navigation
 * fails with in react-router (a route module or loader that threw, a render error its own
 * boundary caught) goes to the page's error handler as if uncaught, so it reaches the platform's
 * logger and the event log like every other failure (`installErrorReporting`,
 * src/engine/errorReporting.ts). What the guest sees is the route's error view
 * (`RouteErrorPage`, views/appRoutes.tsx).
 *
 * @example
 * <RouterProvider router={router} onError={reportNavigationError} />
 */
export const reportNavigationError: ClientOnErrorFunction = (error, { pattern }) => {
  const reason = error instanceof Error ? error.message : String(error);
  globalThis.reportError?.(
    new NavigationError(`navigation to ${pattern || '/'} failed: ${reason}`, { cause: error }),
  );
};
