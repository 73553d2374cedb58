import { act } from 'react';
import { createActor, createMachine } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { LazyDomain } from '../../machines/app/lazyDomains.ts';
import { actorIn } from '../../machines/shared/actorIn.ts';
import { demoGuestReady } from '../../machines/shared/sessionFacts.testing.ts';
import {
  actorUnder,
  EngineProvider,
  useOptionalSystemSelector,
  type EngineHandle,
} from './react.tsx';
import { startDemoEngine } from './testing/demoEngine.ts';
import { domRoot, inAct, type DomRoot } from './testing/domRoot.tsx';

// Real components in a DOM (happy-dom), committed by react-dom as the app is: how often a reader
// of a domain that may not run yet renders is React's doing, not a model of it.

type Demo = Awaited<ReturnType<typeof startDemoEngine>>;

const running: { stop(): void }[] = [];
const roots: DomRoot[] = [];

afterEach(async () => {
  for (const root of roots.splice(0)) await root.unmount();
  for (const engine of running.splice(0)) engine.stop();
});

async function demoEngine(): Promise<Demo> {
  const demo = await startDemoEngine();
  running.push(demo.engine);
  return demo;
}

/** Asks the root for `domain`, as a view does, and waits until its code came and it runs. */
async function start({ engine, time }: Demo, domain: LazyDomain): Promise<void> {
  await act(async () => {
    engine.send('app', { type: 'app.domainWanted', domain });
    for (let i = 0; i < 500 && !engine.get(domain); i++) {
      time.advance(10);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  expect(engine.get(domain), domain).toBeDefined();
}

/** How often the root told its watchers it moved (the store behind the hook is told each time). */
function rootSteps(engine: Pick<EngineHandle, 'get'>) {
  const seen = { steps: 0 };
  const unsubscribe = actorUnder(engine, 'app').subscribe(() => seen.steps++);
  return { seen, unsubscribe };
}

type Read = 'favourites' | 'avs' | 'legal';

/** A view of `of` through the hook, counting its renders; `fallback` while `of` does not run. */
function reader(of: Read, select: (snapshot: never) => string = statusOf(of)) {
  const counted = { renders: 0 };
  function Reader() {
    counted.renders++;
    return useOptionalSystemSelector(of, select as (snapshot: unknown) => string, 'fallback');
  }
  return { counted, Reader };
}

const statusOf = (of: Read) => (snapshot: { status: string }) => `${of} ${snapshot.status}`;

/** Mounts `view` under the engine, as the app does (`EngineProvider` over the screens). */
async function mount(engine: EngineHandle, View: () => string): Promise<DomRoot> {
  const root = await domRoot(
    <EngineProvider engine={engine}>
      <View />
    </EngineProvider>,
  );
  roots.push(root);
  return root;
}

describe('a view of a domain that may not run yet (a real component in a DOM)', () => {
  it('renders 0 more times when another domain starts, once when its own does', async () => {
    const demo = await demoEngine();
    const { counted, Reader } = reader('favourites');
    const root = await mount(demo.engine, Reader);
    expect(root.container.textContent).toBe('fallback');
    expect(counted.renders).toBe(1);
    const steps = rootSteps(demo.engine);

    await start(demo, 'search');
    // The root moved (it started the search) and the view's store was told: the view did not render.
    expect(steps.seen.steps).toBeGreaterThan(0);
    expect(counted.renders).toBe(1);
    expect(root.container.textContent).toBe('fallback');

    await start(demo, 'favourites');
    expect(counted.renders).toBe(2);
    expect(root.container.textContent).toBe('favourites active');
    steps.unsubscribe();
  });

  it('reads an actor the root runs from bootstrap on, and no start renders it again', async () => {
    const demo = await demoEngine();
    const { counted, Reader } = reader('avs');
    const root = await mount(demo.engine, Reader);
    expect(root.container.textContent).toBe('avs active');
    await start(demo, 'favourites');
    await start(demo, 'search');
    expect(counted.renders).toBe(1);
    expect(root.container.textContent).toBe('avs active');
  });

  it('shows its fallback when its domain fails, and the new actor’s value after the retry', async () => {
    // The root alone, with a legal domain that counts its spawns and whose action throws on
    // `x.boom` (it stops with an error).
    let spawns = 0;
    const legal = createMachine({
      context: () => ({ spawn: ++spawns }),
      on: {
        'x.boom': {
          actions: () => {
            throw new Error('boom');
          },
        },
      },
    });
    const app = createActor(
      appMachine().provide({
        actors: { legal: legal as never },
        actions: { reportFailure: () => {} },
      }),
      { systemId: 'app', input: { path: '/en/terms-of-service/', search: '' } },
    ).start();
    running.push(app);
    const engine: EngineHandle = {
      get: (id) => actorIn(app.system, id),
      send: (to, event) => actorIn(app.system, to)?.send(event),
    };
    const { counted, Reader } = reader(
      'legal',
      (snapshot: { context: { spawn: number } }) => `legal #${snapshot.context.spawn}`,
    );
    const root = await mount(engine, Reader);
    expect(root.container.textContent).toBe('fallback');

    await inAct(() => {
      app.send(demoGuestReady());
      app.send({ type: 'app.domainStart', domain: 'legal' });
    });
    expect(root.container.textContent).toBe('legal #1');
    expect(counted.renders).toBe(2);

    await inAct(() => engine.get('legal')?.send({ type: 'x.boom' }));
    expect(app.getSnapshot().context.failed).toEqual(['legal']);
    expect(root.container.textContent).toBe('fallback');
    expect(counted.renders).toBe(3);

    await inAct(() => app.send({ type: 'app.domainRetry', domain: 'legal' }));
    expect(spawns).toBe(2);
    expect(root.container.textContent).toBe('legal #2');
    expect(counted.renders).toBe(4);
  });
});
