import { renderToString } from 'react-dom/server';
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

type Demo = Awaited<ReturnType<typeof startDemoEngine>>;

const running: Demo[] = [];

afterEach(() => {
  for (const demo of running.splice(0)) demo.engine.stop();
});

async function demoEngine(): Promise<Demo> {
  const demo = await startDemoEngine();
  running.push(demo);
  return demo;
}

/** Asks the root for `domain`, as a view does, and waits until its code came and it runs. */
async function start({ engine, time }: Demo, domain: LazyDomain): Promise<void> {
  engine.send('app', { type: 'app.domainWanted', domain });
  for (let i = 0; i < 500 && !engine.get(domain); i++) {
    time.advance(10);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(engine.get(domain), domain).toBeDefined();
}

/**
 * How often a view of `systemId` renders again, by React's rule for the store it watches
 * (`useSyncExternalStore`): at each notice, when the store's snapshot is another than the one
 * rendered.
 */
function rendersOf({ engine }: { engine: Pick<EngineHandle, 'get'> }, systemId: string) {
  const store = actorUnder(engine, systemId);
  const seen = { notices: 0, renders: 0, actor: store.getSnapshot() };
  const unsubscribe = store.subscribe(() => {
    seen.notices++;
    const now = store.getSnapshot();
    if (Object.is(now, seen.actor)) return;
    seen.renders++;
    seen.actor = now;
  });
  return { seen, unsubscribe };
}

function Status({ of }: { of: 'favourites' | 'avs' }) {
  return useOptionalSystemSelector(of, (snapshot) => `${of} ${snapshot.status}`, 'fallback');
}

const render = ({ engine }: Demo, of: 'favourites' | 'avs') =>
  renderToString(
    <EngineProvider engine={engine}>
      <Status of={of} />
    </EngineProvider>,
  );

describe('a view of a domain that may not run yet', () => {
  it('renders again when its own domain starts, not when another one does', async () => {
    const demo = await demoEngine();
    const favourites = rendersOf(demo, 'favourites');
    expect(favourites.seen.actor).toBeUndefined();
    expect(render(demo, 'favourites')).toBe('fallback');

    await start(demo, 'search');
    // The root moved (it started the search), and the view was told: nothing of it changed.
    expect(favourites.seen.notices).toBeGreaterThan(0);
    expect(favourites.seen.renders).toBe(0);
    expect(render(demo, 'favourites')).toBe('fallback');

    await start(demo, 'favourites');
    expect(favourites.seen.renders).toBe(1);
    expect(favourites.seen.actor).toBe(demo.engine.get('favourites'));
    expect(render(demo, 'favourites')).toBe('favourites active');
    favourites.unsubscribe();
  });

  it('reads an actor the root runs from bootstrap on, and no start renders it again', async () => {
    const demo = await demoEngine();
    const avs = rendersOf(demo, 'avs');
    expect(avs.seen.actor).toBe(demo.engine.get('avs'));
    expect(render(demo, 'avs')).toBe('avs active');
    await start(demo, 'favourites');
    expect(avs.seen.notices).toBeGreaterThan(0);
    expect(avs.seen.renders).toBe(0);
    avs.unsubscribe();
  });

  it('renders again as its domain fails and leaves, and as the retry spawns it anew', () => {
    // The root alone, with a legal domain whose action throws on `x.boom` (it stops with an error).
    const legal = createMachine({
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
    const engine = { get: (id: string) => actorIn(app.system, id) };
    const view = rendersOf({ engine }, 'legal');
    app.send(demoGuestReady());
    app.send({ type: 'app.domainStart', domain: 'legal' });
    const first = engine.get('legal');
    expect(first).toBeDefined();
    expect(view.seen.renders).toBe(1);
    expect(view.seen.actor).toBe(first);
    first?.send({ type: 'x.boom' });
    expect(app.getSnapshot().context.failed).toEqual(['legal']);
    expect(view.seen.renders).toBe(2);
    expect(view.seen.actor).toBe(undefined);
    app.send({ type: 'app.domainRetry', domain: 'legal' });
    const again = engine.get('legal');
    expect(again).toBeDefined();
    expect(again === first).toBe(false);
    expect(view.seen.renders).toBe(3);
    expect(view.seen.actor).toBe(again);
    view.unsubscribe();
    app.stop();
  });
});
