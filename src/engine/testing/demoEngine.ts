import type { AppContext } from '../../../machines/app/app.machine.ts';
import { demoGuest } from './demoGuestStates.ts';
import { startDomainsOnDemand } from '../domains/registry.ts';
import type { CheckpointOptions } from '../checkpointPacer.ts';
import { createLiveEngine } from '../engine.ts';
import type { RingLimits } from '../recorder.ts';
import { appInputFromHeader, createAppLogic, type AppServices } from '../system.ts';
import { demoAppServices, type Fact } from './demoServices.ts';
import { ManualTime } from './manualTime.ts';
import { durableHash } from '../durableHash.ts';

/**
 * The real app system for the logged-in demo guest on demo services and a manual clock, started
 * and settled (bootstrap done, realtime connection live). Tests and benchmarks drive it.
 *
 * @example
 * const { engine, time, push } = await startDemoEngine();
 * push({ type: 'push.guestBalance', balance: 3, balanceFormatted: '3,00 €', … });
 */
export async function startDemoEngine(
  options: {
    appVersion?: string;
    record?: boolean;
    /** When checkpoints are written, and the clock their cost is read on (engine defaults). */
    checkpoints?: CheckpointOptions;
    ring?: Partial<RingLimits>;
    /** Swaps some demo services for others (e.g. live ones on a fake fetch). */
    services?: (demo: AppServices) => AppServices;
  } = {},
) {
  const time = new ManualTime();
  const demo = demoAppServices({ guest: demoGuest });
  const services = options.services ? options.services(demo.services) : demo.services;
  const engine = createLiveEngine({
    hash: durableHash,
    createLogic: (wiring) => createAppLogic(wiring, services),
    inputFromHeader: appInputFromHeader,
    time,
    header: { appVersion: options.appVersion ?? 'test', language: 'en', url: '/en/' },
    record: options.record ?? true,
    ...(options.checkpoints ? { checkpoints: options.checkpoints } : {}),
    ring: options.ring ?? {},
  }).start();
  // As the page does: lazy domains load and start when a route or an event needs them.
  startDomainsOnDemand(engine);
  for (let i = 0; i < 20; i++) {
    time.advance(10);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The domains the root asked for by itself (a logged-in guest's messenger and notifications)
  // load by a real dynamic import: settled means they run.
  const asked = () =>
    Object.keys((engine.root.getSnapshot() as { context: AppContext }).context.pending).length;
  for (let i = 0; i < 500 && asked() > 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  for (let i = 0; i < 5; i++) {
    time.advance(10);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { engine, time, push: (event: Fact) => demo.push(event) };
}
