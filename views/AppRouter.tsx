import { useState } from 'react';
import { AppScreens } from './appRoutes.tsx';
import { createBrowserHistory, Router } from './router/index.ts';

export { preloadRouteScreen } from './pages/featurePages.ts';

/**
 * The app's screens behind the browser URL (views/appRoutes.tsx). The history is created on
 * mount, so importing this module touches no browser API.
 */
export function AppRouter() {
  const [history] = useState(() => createBrowserHistory());
  return (
    <Router history={history}>
      <AppScreens />
    </Router>
  );
}
