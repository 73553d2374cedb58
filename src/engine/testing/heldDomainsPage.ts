import type { AppContext } from '../../../machines/app/app.machine.ts';
import { flushMacrotasks } from '../../testing/flush.ts';
import { featureServices, lazyServicesWith } from '../domains/feature.ts';
import { startDomainsOnDemand } from '../domains/registry.ts';
import { durableHash } from '../durableHash.ts';
import { createLiveEngine, type LiveEngineOptions } from '../engine.ts';
import { realtimeFeature, type RealtimeServices } from '../features/realtime.ts';
import { appInputFromHeader, createAppLogic, type AppServices } from '../system.ts';
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
  const engine = createLiveEngine({
    hash: durableHash,
    createLogic: (wiring) => createAppLogic(wiring, services),
    inputFromHeader: appInputFromHeader,
    time,
    header: { appVersion: 'test', language: 'en', url },
    ...(resumeNotice ? { resumeNotice } : {}),
  }).start();
  const asked = () =>
    Object.keys((engine.root.getSnapshot() as { context: AppContext }).context.pending).length;
  return {
    engine,
    time,
    /** The lazy domains' code comes (a real dynamic import): until what the root asked for runs. */
    startDomains: async () => {
      startDomainsOnDemand(engine);
      for (let i = 0; i < 500 && asked() > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      time.advance(10);
      await flushMacrotasks(5);
    },
  };
}
