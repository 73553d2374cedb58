import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './appRoutes.tsx';

/**
 * The app's screens behind the browser URL: every route of the table in de, en, es and nl, `/` →
 * the default language, anything else a localized 404. The router is created on mount, so
 * importing this module touches no browser API.
 */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes()));
  return <RouterProvider router={router} />;
}
