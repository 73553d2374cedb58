import type { ComponentType } from 'react';
import type { RouteMatch, RouteName } from '../../src/routes/index.ts';

/** What a feature's screen gets: the route's parameters, already checked by the route table. */
export interface PageProps {
  params: RouteMatch['params'];
}

/** A feature's screens by route name; each is usually `lazy(() => import(...))`. */
export type FeaturePages = Partial<Record<RouteName, ComponentType<PageProps>>>;
