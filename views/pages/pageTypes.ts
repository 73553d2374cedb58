import type { ComponentType } from 'react';
import type { RouteMatch, RouteName } from '../../src/routes/index.ts';

/** What a feature's screen gets: the route's parameters, already checked by the route table. */
export interface PageProps {
  params: RouteMatch['params'];
}

/**
 * A feature's screen, a chunk of its own (`lazyScreen`, views/pages/lazyScreen.ts): loaded when
 * it first renders, or sooner when the boot asks for the screen of the page's own route.
 */
export type LazyScreen = ComponentType<PageProps> & {
  /** Asks for the chunk now (once); its first render then needs no wait. */
  preload(): Promise<unknown>;
};

/** A feature's screens by route name. */
export type FeaturePages = Partial<Record<RouteName, LazyScreen>>;
