import type { EventObject } from 'xstate';
import type { SystemId } from './system.ts';

/** A browser listener whose changes the engine records as `env` records. Returns its cleanup. */
export type EnvSource = (emit: (event: EventObject) => void) => () => void;

/**
 * Starts env sources, each addressed to the actor that owns what it reports.
 *
 * @example
 * startEnvSources(engine, [['shell', createViewportSource(window)]]);
 */
export function startEnvSources(
  engine: { env(to: string, event: EventObject): void },
  sources: [SystemId, EnvSource][],
): () => void {
  const cleanups = sources.map(([to, source]) => source((event) => engine.env(to, event)));
  return () => cleanups.forEach((cleanup) => cleanup());
}
