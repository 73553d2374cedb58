import { createElement, use, type ComponentType } from 'react';
import { withTexts } from '../../src/i18n/index.ts';
import type { LaterNamespace } from '../../src/i18n/messages/later.ts';
import type { LazyScreen, PageProps } from './pageTypes.ts';

/**
 * A screen whose chunk `load` imports, with the texts of the later areas it shows (`texts`: they
 * load beside the chunk, so its first paint has them). The boot preloads the page's own route's
 * screen (`preloadRouteScreen`, views/pages/featurePages.ts) so that its chunk arrives while the
 * bootstrap talks to the server, not after the app has entered.
 *
 * Not `React.lazy`: a lazy component suspends on its first render even when its chunk is here
 * already, and React holds a new Suspense boundary's content back for 300 ms after its fallback
 * showed, so every page opened paid that wait before its first query. A screen whose chunk has
 * loaded renders at once; one still on its way suspends on the one load (`use`) as before.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType<PageProps> }>,
  texts: readonly LaterNamespace[] = [],
): LazyScreen {
  let loaded: ComponentType<PageProps> | null = null;
  let loading: Promise<ComponentType<PageProps>> | null = null;
  let failed = false;
  const preload = () => {
    // An explicit ask (a route opened, the error view's retry) tries a failed load again.
    if (failed) {
      failed = false;
      loading = null;
    }
    return (loading ??= withTexts(load(), texts).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  };
  function Screen(props: PageProps) {
    // A render reuses the load it finds, failed or not: React renders a suspended screen again
    // when its promise settles, and a new load on each of those renders would suspend for ever
    // (a chunk that does not come); the failed one reaches the error boundary instead.
    return createElement(loaded ?? use(loading ?? preload()), props);
  }
  return Object.assign(Screen, { preload });
}
