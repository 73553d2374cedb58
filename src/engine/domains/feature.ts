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
