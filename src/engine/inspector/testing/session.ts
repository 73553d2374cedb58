import { visitorGuest } from '../../testing/demoGuestStates.ts';
import { createLiveEngine, type LiveEngine } from '../../engine.ts';
import type { RingLimits } from '../../recorder.ts';
import { appInputFromHeader, createAppLogic } from '../../system.ts';
import { demoAppServices, type Fact } from '../../testing/demoServices.ts';
import { ManualTime } from '../../testing/manualTime.ts';
import { flushMacrotasks } from '../../../testing/flush.ts';

type AppEngine = LiveEngine<ReturnType<typeof createAppLogic>>;

export interface TestSession {
  engine: AppEngine;
  time: ManualTime;
  /** Emits a fact on the open realtime socket, as the socket service would. */
  push: (event: Fact) => void;
  /** Lets service promises settle. */
  flush: () => Promise<void>;
}

/**
 * The real app system on a manual clock with demo services that answer at once: a logged-in
 * demo guest (or a visitor) whose realtime socket answers every ping with a pong.
 *
 * @example
 * const session = await startTestSession();
 * session.engine.send('shell', { type: 'ui.menuToggled', menu: 'search' });
 */
export async function startTestSession(
  options: { url?: string; visitor?: boolean; ring?: Partial<RingLimits> } = {},
): Promise<TestSession> {
  const time = new ManualTime();
  const { services, push } = demoAppServices(options.visitor ? { guest: visitorGuest } : {});
  const engine = createLiveEngine({
    createLogic: (wiring) => createAppLogic(wiring, services),
    inputFromHeader: appInputFromHeader,
    time,
    header: { appVersion: 'test', language: 'en', url: options.url ?? '/en/' },
    resumeNotice: { to: 'realtime', thresholdMs: 2_000 },
    ...(options.ring ? { ring: options.ring } : {}),
  }).start();
  const flush = () => flushMacrotasks(5);
  engine.env('shell', { type: 'env.viewportResized', width: 1440 });
  await flush();
  return { engine, time, push, flush };
}

const MENUS = ['navigation', 'search', 'myArea', 'notifications'] as const;
const PATHS = ['/en/', '/en/cams/', '/en/videos/', '/en/feed/', '/en/messenger/'];

/** How often the long session does something: a busy guest, for a worst-case log. */
const TICK_MS = 180;

/**
 * About `minutes` of a busy guest's session: every 180 ms something happens (a scroll, a menu
 * opened and closed, a page changed, an actor coming online, a width change), and the socket
 * answers its pings. One hour gives a log of some 21 000 records.
 */
export async function driveLongSession(session: TestSession, minutes: number): Promise<void> {
  const steps = Math.round((minutes * 60_000) / TICK_MS);
  for (let i = 0; i < steps; i++) {
    const { engine } = session;
    switch (i % 8) {
      case 0:
        engine.env('shell', { type: 'env.scrolled', y: (i * 137) % 3000 });
        break;
      case 1:
        engine.send('shell', { type: 'ui.menuToggled', menu: MENUS[i % MENUS.length]! });
        break;
      case 2:
        engine.send('shell', { type: 'ui.menusClosed' });
        break;
      case 3:
        engine.send('shell', {
          type: 'ui.routeChanged',
          path: PATHS[i % PATHS.length]!,
          search: '',
        });
        break;
      case 4:
        session.push({ type: 'push.actorOnline', actorId: i % 50 });
        break;
      case 5:
        engine.env('shell', { type: 'env.viewportResized', width: i % 16 === 5 ? 390 : 1440 });
        break;
      case 6:
        engine.env('shell', { type: 'env.scrolled', y: 0 });
        break;
      default:
        session.push({ type: 'push.actorOffline', actorId: i % 50 });
    }
    session.time.advance(TICK_MS);
    if (i % 200 === 0) await session.flush();
  }
  await session.flush();
}
