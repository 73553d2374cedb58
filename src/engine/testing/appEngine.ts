import type { AppContext } from '../../../machines/app/app.machine.ts';
import { durableHash } from '../durableHash.ts';
import { createLiveEngine, type LiveEngine, type LiveEngineOptions } from '../engine.ts';
import { appInputFromHeader, createAppLogic, type AppServices } from '../system.ts';
import type { ManualTime } from './manualTime.ts';

type AppLogic = ReturnType<typeof createAppLogic>;

/**
 * The real app system on these services and a manual clock, opened at `page.url` in English and
 * started: what the tests' sessions (the demo guest's, the problem report's, a page whose lazy
 * code is held back) are built on. `options` are the engine's others (recording, checkpoints, the
 * ring, the resume notice).
 *
 * @example
 * const engine = startAppEngine(demo.services, new ManualTime(), { url: '/en/' }, { record: false });
 */
export function startAppEngine(
  services: AppServices,
  time: ManualTime,
  page: { url: string; appVersion?: string },
  options: Omit<
    LiveEngineOptions<AppLogic>,
    'hash' | 'createLogic' | 'inputFromHeader' | 'time' | 'header'
  > = {},
): LiveEngine<AppLogic> {
  return createLiveEngine({
    hash: durableHash,
    createLogic: (wiring) => createAppLogic(wiring, services),
    inputFromHeader: appInputFromHeader,
    time,
    header: { appVersion: page.appVersion ?? 'test', language: 'en', url: page.url },
    ...options,
  }).start();
}

/**
 * Waits (in real time: their code comes by a real dynamic import) until the lazy domains the root
 * has asked for run, at most five seconds.
 */
export async function untilAskedDomainsRun(engine: LiveEngine<AppLogic>): Promise<void> {
  const asked = () =>
    Object.keys((engine.root.getSnapshot() as { context: AppContext }).context.pending).length;
  for (let i = 0; i < 500 && asked() > 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
}
