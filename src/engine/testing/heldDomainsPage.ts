import { flushMacrotasks } from '../../testing/flush.ts';
import { featureServices, lazyServicesWith } from '../domains/feature.ts';
import { startDomainsOnDemand } from '../domains/registry.ts';
import type { LiveEngineOptions } from '../engine.ts';
import { realtimeFeature, type RealtimeServices } from '../features/realtime.ts';
import type { AppServices, createAppLogic } from '../system.ts';
import { startAppEngine, untilAskedDomainsRun } from './appEngine.ts';
import type { demoAppServices } from './demoServices.ts';
import { ManualTime } from './manualTime.ts';

type AppLogic = ReturnType<typeof createAppLogic>;

/**
 * One page of the real app system on `demo`'s services and a manual clock, started, whose realtime
 * connection answers with `realtime` over the demo connection's services (its socket, the tab's
 * kept sends) and whose lazy domains' code does not come until `startDomains`: what is sent to a
 * domain before then waits at the root, as on a page whose code is still loading.
 *
 * @example
 * const page = heldDomainsPage({ demo: demoAppServices(), realtime: { realtimeSocket }, url: '/en/' });
 * page.engine.send('realtime', send);
 * await page.startDomains();
 */
export function heldDomainsPage(options: {
  demo: ReturnType<typeof demoAppServices>;
  /** The realtime connection's services to answer differently from the demo ones. */
  realtime?: Partial<RealtimeServices>;
  /** Other services to answer differently (a visitor's session). */
  services?: Partial<AppServices>;
  url: string;
  time?: ManualTime;
  resumeNotice?: LiveEngineOptions<AppLogic>['resumeNotice'];
}) {
  const { demo, url, resumeNotice } = options;
  const time = options.time ?? new ManualTime();
  const services: AppServices = {
    ...demo.services,
    lazy: lazyServicesWith(
      demo.lazyDemo,
      featureServices(realtimeFeature, { ...demo.lazyDemo(realtimeFeature), ...options.realtime }),
    ),
    ...options.services,
  };
  const engine = startAppEngine(services, time, { url }, resumeNotice ? { resumeNotice } : {});
  return {
    engine,
    time,
    /** The lazy domains' code comes (a real dynamic import): until what the root asked for runs. */
    startDomains: async () => {
      startDomainsOnDemand(engine);
      await untilAskedDomainsRun(engine);
      time.advance(10);
      await flushMacrotasks(5);
    },
  };
}
