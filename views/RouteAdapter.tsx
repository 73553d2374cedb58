import { useEffect } from 'react';
import { useLocation } from './router/index.ts';
import { useShellSend } from './hooks/useShell.ts';

/**
 * The one place where URL changes become events. The location key is a dependency so that
 * following a link to the page already shown still reaches the shell (it closes the menus).
 */
export function RouteAdapter() {
  const { pathname, search, key } = useLocation();
  const send = useShellSend();
  useEffect(() => {
    send({ type: 'ui.routeChanged', path: pathname, search });
  }, [send, pathname, search, key]);
  return null;
}
