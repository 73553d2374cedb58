import type { AnyActorLogic } from 'xstate';
import type { LazyDomain } from '../../../machines/app/app.machine.ts';
import type { LiveDeps } from '../features/deps.ts';
import type { Wiring } from '../wiring.ts';

/**
 * A feature whose domains start on first use: its machines provided with their recorded
 * services, and those services live (browser); tests and tools take their demo services from
 * `src/engine/testing/demo`.
 */
export interface LazyFeature<TServices = unknown> {
  actors(wiring: Wiring, services: TServices | null): Partial<Record<LazyDomain, AnyActorLogic>>;
  live(deps: LiveDeps): TServices;
}

/** Builds a lazy feature's services once per feature (two domains may share one feature). */
export interface LazyServices {
  forFeature<TServices>(feature: LazyFeature<TServices>): TServices;
}

/** Services for lazy features built from `build` (live deps or demo), once per feature. */
export function lazyServices(
  build: <TServices>(feature: LazyFeature<TServices>) => TServices,
): LazyServices {
  const built = new Map<LazyFeature<unknown>, unknown>();
  return {
    forFeature<TServices>(feature: LazyFeature<TServices>): TServices {
      const key = feature as LazyFeature<unknown>;
      if (!built.has(key)) built.set(key, build(feature));
      return built.get(key) as TServices;
    },
  };
}

/** A lazy feature paired with the services that stand in for its usual ones (tests and tools). */
export interface FeatureServices<TServices = unknown> {
  readonly feature: LazyFeature<TServices>;
  readonly services: TServices;
}

/** Pairs a feature with its services, typed: the services must be the feature's own kind. */
export const featureServices = <TServices>(
  feature: LazyFeature<TServices>,
  services: NoInfer<TServices>,
): FeatureServices => ({ feature, services });

/**
 * Services for lazy features where the features named in `overrides` take the services given
 * there and every other feature those `fallback` builds (its demo services, mostly): the one
 * place a test or tool gives, say, the connection a socket of its own.
 */
export function lazyServicesWith(
  fallback: <TServices>(feature: LazyFeature<TServices>) => TServices,
  ...overrides: FeatureServices[]
): LazyServices {
  return lazyServices(<TServices>(feature: LazyFeature<TServices>): TServices => {
    const override = overrides.find((each) => each.feature === (feature as LazyFeature<unknown>));
    return override ? (override.services as TServices) : fallback(feature);
  });
}
