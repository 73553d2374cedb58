import type { EnvSource } from '../../src/engine/envSources.ts';

/**
 * The browser's online state as env facts for the realtime connection: once at start, then on
 * every change.
 *
 * @example
 * startEnvSources(engine, [['realtime', createNetworkSource(window)]]);
 */
export function createNetworkSource(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator: Pick<Navigator, 'onLine'>;
  },
): EnvSource {
  return (emit) => {
    const online = () => emit({ type: 'env.online' });
    const offline = () => emit({ type: 'env.offline' });
    if (!win.navigator.onLine) offline();
    win.addEventListener('online', online);
    win.addEventListener('offline', offline);
    return () => {
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
    };
  };
}
