import type { rewardsManifest } from '../rewards/rewards.manifest.ts';
import type { RouteName } from '../shell/routes/index.ts';
import { DOMAIN_MANIFESTS } from './domains.ts';
import type { LazyDomain } from './lazyDomains.ts';

/** A rewards screen's route: the rewards views' pages are typed by it, so both name the same. */
export type RewardsRoute = (typeof rewardsManifest.routes)[number];

/**
 * The lazy domain (decision 0008) a route's screen reads: the route starts it. Each lazy domain's
 * manifest names its routes.
 */
const ROUTE_DOMAINS: ReadonlyMap<RouteName, LazyDomain> = new Map(
  DOMAIN_MANIFESTS.flatMap((manifest) =>
    manifest.lazy && 'routes' in manifest
      ? manifest.routes.map((route) => [route, manifest.id] as const)
      : [],
  ),
);

export function routeDomain(name: RouteName): LazyDomain | undefined {
  return ROUTE_DOMAINS.get(name);
}
