import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { RouterProvider } from 'react-router';
import type { AppContext } from '../../machines/app/app.machine.ts';
import type { AppConfig, GuestState } from '../../machines/shared/session.types.ts';
import { AppFrame } from '../../views/AppFrame.tsx';
import { appRouterAt } from '../../views/memoryRouter.tsx';
import { lazyServices } from '../engine/domains/feature.ts';
import { startDomainsOnDemand } from '../engine/domains/registry.ts';
import { createLiveEngine } from '../engine/engine.ts';
import { EngineProvider } from '../engine/react.tsx';
import { appInputFromHeader, createAppLogic, type AppServices } from '../engine/system.ts';
import { ManualTime } from '../engine/testing/manualTime.ts';
import { loadI18n } from '../i18n/index.ts';

/**
 * A call that is never answered, which may also be called as a stream's cleanup: the prerendered
 * frame is what a visitor sees before any answer (the pages' loading skeletons), never data.
 */
function unanswered() {
  const pending = Object.assign(() => undefined, {
    then: () => pending,
    catch: () => pending,
    finally: () => pending,
  });
  return pending;
}

/** Services whose every call stays unanswered, but for those given. */
function silentServices<T extends object>(known: Partial<T>): T {
  return new Proxy(known, {
    get: (target, key) => (key in target ? target[key as keyof T] : unanswered),
  }) as T;
}

/** The config the frame renders with: no endpoint of it reaches the markup of a visitor's frame. */
const FRAME_CONFIG: AppConfig = {
  restBaseUrl: '/rest/v1',
  queryServiceUrl: '/graphql/query',
  feedServiceUrl: '/graphql/feed',
  feedSubscriptionsUrl: '/graphql/feed/subscriptions',
  realtimeUrl: '/realtime',
  payBaseUrl: '/',
  checkoutOrigin: 'http://pay.invalid',
  supportReportUrl: '/support/reports',
  ver: 'prerender',
  defaultLanguage: 'en',
  loginEnabled: true,
  forceAvs: false,
  payEnvironment: 'lp',
};

interface FrameRequest {
  /** The route's path in its language (`/en/cams/`). */
  path: string;
  language: string;
  /** The viewport width the shell decides the layout from (desktop or mobile). */
  width: number;
  /** The visitor's guest state (the simulator's `visitorState()`, as the bootstrap gets it). */
  guest: GuestState;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The markup of a route's frame as a first-time visitor's page shows it before any content has
 * been answered: the real app system (fresh engine, a visitor's bootstrap, a viewport), the real
 * layout and screen over a memory router, the cookie banner of a first visit. Node only: the
 * build's prerender (src/prerender/plugin.ts) loads it through Vite.
 *
 * @example
 * await renderFrame({ path: '/en/cams/', language: 'en', width: 1366, guest: visitorState() });
 */
export async function renderFrame(request: FrameRequest): Promise<string> {
  await loadI18n(request.language);
  const time = new ManualTime();
  const services = silentServices<AppServices>({
    loadConfig: () => Promise.resolve(FRAME_CONFIG),
    loadSession: () => Promise.resolve({ accessToken: 'frame', guestId: 0, expiresIn: 3600 }),
    loadGuest: () => Promise.resolve(request.guest),
    // A first visit: nothing stored, so the cookie banner asks.
    accountLoadConsent: () => Promise.resolve(null),
    log: () => {},
    reloadPage: () => {},
    lazy: lazyServices(<T,>() => silentServices({}) as T),
  });
  const engine = createLiveEngine({
    createLogic: (wiring) => createAppLogic(wiring, services),
    inputFromHeader: appInputFromHeader,
    time,
    header: { appVersion: 'prerender', language: request.language, url: request.path },
    record: false,
  }).start();
  try {
    startDomainsOnDemand(engine);
    engine.env('shell', { type: 'env.viewportResized', width: request.width });
    const pending = () =>
      Object.keys((engine.root.getSnapshot() as { context: AppContext }).context.pending).length;
    for (let step = 0; step < 20 || (pending() > 0 && step < 400); step += 1) {
      time.advance(10);
      await tick();
      if (step >= 20) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const router = await appRouterAt(request.path);
    const { prelude } = await prerender(
      <StrictMode>
        <EngineProvider engine={engine}>
          <AppFrame>
            <RouterProvider router={router} />
          </AppFrame>
        </EngineProvider>
      </StrictMode>,
      // Every boundary inline, however large: React outlines a boundary past 12 800 bytes (its
      // `progressiveChunkSize`) into a hidden segment that only a script reveals, and a visitor
      // without scripts saw the cams page's frame empty once its grid drew tile-shaped skeletons.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await new Response(prelude).text();
  } finally {
    engine.stop();
  }
}
