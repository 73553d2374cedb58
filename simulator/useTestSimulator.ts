// The set-up every simulator test file shared: a simulator started before its tests and closed,
// with its data folder removed, after them.
import { afterAll, beforeAll } from 'vitest';
import type { RunningSimulator, SimulatorOptions } from './server.ts';
import { startTestSimulator, tempDir } from './testing.ts';

/**
 * A real simulator for the tests of the file (or `describe`) that calls it: started in
 * `beforeAll` on free ports with a fresh data folder, closed and the folder removed in `afterAll`.
 * The handle reads through to the running simulator, so tests write `sim.appUrl` as they would
 * with `startTestSimulator`'s answer; read it inside a test or hook (it is not running before).
 *
 * @example
 * const sim = useTestSimulator();
 * it('serves the config', async () => {
 *   expect((await fetch(`${sim.appUrl}/config.json`)).ok).toBe(true);
 * });
 */
export function useTestSimulator(options: Partial<SimulatorOptions> = {}): RunningSimulator {
  const data = tempDir();
  let running: RunningSimulator | null = null;
  beforeAll(async () => {
    running = await startTestSimulator({ dataDir: data.path, ...options });
  });
  afterAll(async () => {
    await running?.close();
    running = null;
    data.remove();
  });
  return new Proxy({} as RunningSimulator, {
    get(_, key) {
      if (!running)
        throw new Error(`the test simulator is not running: read sim.${String(key)} in a test`);
      const value: unknown = Reflect.get(running, key);
      return typeof value === 'function' ? (value as () => unknown).bind(running) : value;
    },
  });
}
