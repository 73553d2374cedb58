import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { GuestState } from '../../machines/shared/session.types.ts';
import { lazyServices, type LazyFeature } from '../../src/engine/domains/feature.ts';
import { EngineProvider } from '../../src/engine/react.tsx';
import type { AppServices } from '../../src/engine/system.ts';
import { startDemoEngine } from '../../src/engine/testing/demoEngine.ts';
import type { Fact } from '../../src/engine/testing/demoServices.ts';

type DemoOptions = NonNullable<Parameters<typeof startDemoEngine>[0]>;
type DemoEngine = Awaited<ReturnType<typeof startDemoEngine>>;

export interface DemoView extends DemoEngine {
  /** The markup of `node` under the provider, on the engine as it stands (no effects run). */
  render(node: ReactNode): string;
  /** Emits a fact on the open socket, as the platform would, and lets the system settle. */
  pushed(event: Fact): Promise<void>;
  /** Lets `ms` of the engine's time pass, in steps, with the answers and timers due by then. */
  settle(ms?: number): Promise<void>;
}

const running = new Set<DemoEngine['engine']>();

/**
 * A view test's engine: the real app system (`startDemoEngine`: demo services, a manual clock,
 * bootstrap done, the realtime connection live), for the demo guest or the given one (`'never'`:
 * a guest whose load never answers), with the view rendered on the server under the provider. The
 * state comes from the real machines and the events the test sends or pushes, never from a
 * hand-made snapshot. `stopDemoViews()` in `afterEach` stops the engines a file started.
 *
 * @example
 * const demo = await demoView({ guest: { ...demoGuest, avsStatus: 'pending' } });
 * await demo.pushed({ type: 'push.avsSet' });
 * expect(demo.render(<AvsGate>…</AvsGate>)).toContain(MEDIA);
 */
export async function demoView(
  options: DemoOptions & { guest?: GuestState | 'never' } = {},
): Promise<DemoView> {
  const { guest, services, ...rest } = options;
  const demo = await startDemoEngine({
    ...rest,
    services: (demoServices) => {
      const base = services ? services(demoServices) : demoServices;
      if (guest === undefined) return base;
      return {
        ...base,
        loadGuest:
          guest === 'never' ? () => new Promise<never>(() => {}) : () => Promise.resolve(guest),
      };
    },
  });
  running.add(demo.engine);
  const settle = async (ms = 200) => {
    for (let passed = 0; passed < ms; passed += 10) {
      demo.time.advance(10);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return {
    ...demo,
    // Under StrictMode, as the app renders (src/main.tsx).
    render: (node) =>
      renderToString(
        <StrictMode>
          <EngineProvider engine={demo.engine}>{node}</EngineProvider>
        </StrictMode>,
      ),
    pushed: async (event) => {
      demo.push(event);
      await settle();
    },
    settle,
  };
}

/** Stops every engine `demoView` started (a file's `afterEach`). */
export function stopDemoViews(): void {
  for (const engine of running) engine.stop();
  running.clear();
}

/**
 * The demo services with one lazy feature's services changed (`demoView`'s `services`): e.g. a
 * list that answers what the test needs, or fails.
 *
 * @example
 * demoView({ services: lazyPatched(contestsFeature, (demo) => ({ ...demo, loadContests: fail })) });
 */
export function lazyPatched<T>(
  feature: LazyFeature<T>,
  patch: (demo: T) => T,
): (services: AppServices) => AppServices {
  return (services) => {
    // Over the engine's own demo state and socket (a test still pushes on it).
    const demo = services.lazy;
    const build = <S,>(candidate: LazyFeature<S>): S =>
      (candidate as unknown) === feature
        ? (patch(demo.forFeature(feature)) as unknown as S)
        : demo.forFeature(candidate);
    return { ...services, lazy: lazyServices(build) };
  };
}
