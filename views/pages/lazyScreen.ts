import type { ComponentType } from 'react';
import type { LaterNamespace } from '../../src/i18n/messages/later.ts';
import { lazyPart } from '../layout/lazyPart.ts';
import type { LazyScreen, PageProps } from './pageTypes.ts';

/**
 * A screen whose chunk `load` imports, with the texts of the later areas it shows (`texts`): a
 * lazily loaded part (`lazyPart`: one load, rendered at once once here, a failed load asked
 * again on an explicit ask). The boot preloads the page's own route's screen
 * (`preloadRouteScreen`, views/pages/featurePages.ts) so that its chunk arrives while the
 * bootstrap talks to the server, not after the app has entered; a failed one reaches the route's
 * error view, whose retry asks for it again.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType<PageProps> }>,
  texts: readonly LaterNamespace[] = [],
): LazyScreen {
  return lazyPart(() => load().then((module) => module.default), texts);
}
