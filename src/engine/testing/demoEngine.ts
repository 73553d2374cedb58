import { demoGuest } from './demoGuestStates.ts';
import { startDomainsOnDemand } from '../domains/registry.ts';
import type { CheckpointOptions } from '../checkpointPacer.ts';
import type { RingLimits } from '../recorder.ts';
import type { AppServices } from '../system.ts';
import { startAppEngine, untilAskedDomainsRun } from './appEngine.ts';
import { demoAppServices, type Fact } from './demoServices.ts';
import { ManualTime } from './manualTime.ts';

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
  const engine = startAppEngine(
    services,
    time,
    { url: '/en/', appVersion: options.appVersion ?? 'test' },
    {
      record: options.record ?? true,
      ...(options.checkpoints ? { checkpoints: options.checkpoints } : {}),
      ring: options.ring ?? {},
    },
  );
  // As the page does: lazy domains load and start when a route or an event needs them.
  startDomainsOnDemand(engine);
  for (let i = 0; i < 20; i++) {
    time.advance(10);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The domains the root asked for by itself (a logged-in guest's messenger and notifications)
  // load by a real dynamic import: settled means they run.
  await untilAskedDomainsRun(engine);
  for (let i = 0; i < 5; i++) {
    time.advance(10);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { engine, time, push: (event: Fact) => demo.push(event) };
}
