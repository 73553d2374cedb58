import { describe, expect, it, vi } from 'vitest';
import type * as XState from 'xstate';

/** The id of every machine XState builds in this file's module graph, in order. */
const built = vi.hoisted((): string[] => []);

// Every machine of ours is `setup(…).createMachine(…)`: a `setup` whose `createMachine` notes
// the machine's id before it builds it.
vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof XState>();
  return {
    ...xstate,
    // Typed loosely: the mock forwards whatever our machines pass to XState's own `setup`.
    setup: (implementations: unknown) => {
      const made = xstate.setup(implementations as never);
      return {
        ...made,
        createMachine: (config: Parameters<typeof made.createMachine>[0]) => {
          built.push(String(config.id));
          return made.createMachine(config);
        },
      };
    },
  };
});

/**
 * Issue 50 §3: modules do no work at import. The engine's system (every machine the first load
 * evaluates, through `src/engine/system.ts` and the boot-time features) and the views the entry
 * imports build no machine when their modules are imported; the root builds the ones it starts, and a visitor's page never builds
 * the realtime connection's.
 */
describe('the first load builds machines on first use', () => {
  it('builds none at import, the started ones at the start, the realtime one only for a session', async () => {
    const { createAppLogic, appInputFromHeader } = await import('./system.ts');
    const { createLiveEngine } = await import('./engine.ts');
    // What else the entry (src/main.tsx) imports before the engine starts: the frame, the boot
    // gate, the route resolver, the lazy domains' registry, and through them the first screen's
    // views and selectors.
    await import('../app/BootGate.tsx');
    await import('../../views/AppFrame.tsx');
    await import('../../views/AppRouter.tsx');
    await import('../../views/layout/ShellError.tsx');
    await import('../../machines/shell/shell.route.ts');
    await import('./domains/registry.ts');
    expect(built).toEqual([]);
    // The demo services (tests only) import the lazy domains' code, which builds their machines.
    const { demoAppServices } = await import('./testing/demoServices.ts');
    const { demoGuest, visitorGuest } = await import('./testing/demoGuestStates.ts');
    const { ManualTime } = await import('./testing/manualTime.ts');
    built.length = 0;

    const start = async (guest: typeof visitorGuest) => {
      const time = new ManualTime();
      const { services } = demoAppServices({ guest });
      const engine = createLiveEngine({
        createLogic: (wiring) => createAppLogic(wiring, services),
        inputFromHeader: appInputFromHeader,
        time,
        header: { appVersion: 'test', language: 'en', url: '/en/' },
      }).start();
      for (let i = 0; i < 20; i++) {
        time.advance(10);
        await new Promise((resolve) => setImmediate(resolve));
      }
      return engine;
    };
    // The entry builds the app's machines a task each before the start (src/main.tsx): the
    // start then builds none of its own.
    const { appLogicMachines } = await import('./appLogicMachines.ts');
    for (const build of appLogicMachines) build();
    expect(built).toEqual(expect.arrayContaining(['app', 'bootstrap', 'shell', 'guest', 'gating']));
    expect(built).toHaveLength(appLogicMachines.length);
    const beforeStart = [...built];
    const visitor = await start(visitorGuest);
    expect(visitor.get('guest')?.getSnapshot()).toBeDefined();
    expect(built).toEqual(beforeStart);
    expect(built).not.toContain('realtime');
    // Each machine once, whoever asks for it.
    expect(new Set(built).size).toBe(built.length);
    visitor.stop();

    const member = await start(demoGuest);
    // Her connection is a lazy domain (issue 50 §5): built once its code is in and it starts.
    expect(built).not.toContain('realtime');
    const { startDomainsOnDemand } = await import('./domains/registry.ts');
    startDomainsOnDemand(member);
    for (let i = 0; i < 500 && !member.get('realtime'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(member.get('realtime')?.getSnapshot()).toBeDefined();
    expect(built.filter((id) => id === 'realtime')).toEqual(['realtime']);
    member.stop();
  });
});
