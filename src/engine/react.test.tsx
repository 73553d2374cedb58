import { renderToString } from 'react-dom/server';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { EngineProvider, useOptionalSystemSelector, waitForStart } from './react.tsx';

/** The root, its subscribers counted. */
function countedRoot() {
  const actor = createActor(
    createMachine({
      initial: 'waiting',
      states: { waiting: { on: { tick: {}, start: 'started' } }, started: {} },
    }),
  ).start();
  const counts = { subscribed: 0, unsubscribed: 0 };
  const ref = {
    getSnapshot: () => actor.getSnapshot(),
    subscribe: (observer: () => void) => {
      counts.subscribed++;
      const subscription = actor.subscribe(observer);
      return {
        unsubscribe: () => {
          counts.unsubscribed++;
          subscription.unsubscribe();
        },
      };
    },
  } as unknown as AnyActorRef;
  return { actor, ref, counts };
}

const presenceActor = () =>
  createActor(
    createMachine({ types: {} as { context: { online: string } }, context: { online: 'read' } }),
  ).start();

describe('a view of a lazy domain', () => {
  it('waits on the root while the domain has not started, and is told once it has', () => {
    const root = countedRoot();
    const actors = new Map<string, AnyActorRef>([['app', root.ref]]);
    const engine = { get: (id: string) => actors.get(id) };
    let starts = 0;
    const unsubscribe = waitForStart(engine, 'presence')(() => starts++);
    expect(root.counts.subscribed).toBe(1);
    root.actor.send({ type: 'tick' }); // the root moves; the domain is still not there
    expect(starts).toBe(0);
    actors.set('presence', presenceActor());
    root.actor.send({ type: 'start' });
    expect(starts).toBe(1);
    unsubscribe();
    expect(root.counts.unsubscribed).toBe(1);
  });

  it('subscribes to nothing but the actor once the domain has started', () => {
    const root = countedRoot();
    const actors = new Map<string, AnyActorRef>([
      ['app', root.ref],
      ['presence', presenceActor()],
    ]);
    const unsubscribe = waitForStart({ get: (id) => actors.get(id) }, 'presence')(() => {});
    unsubscribe();
    expect(root.counts).toEqual({ subscribed: 0, unsubscribed: 0 });
  });

  it('reads the fallback before the domain starts, its selector after', () => {
    const actors = new Map<string, AnyActorRef>();
    const engine = { send: () => {}, get: (id: string) => actors.get(id) };
    function Reader() {
      return useOptionalSystemSelector(
        'presence',
        (snapshot) => (snapshot.context as unknown as { online: string }).online,
        'fallback',
      );
    }
    const render = () =>
      renderToString(
        <EngineProvider engine={engine}>
          <Reader />
        </EngineProvider>,
      );
    expect(render()).toBe('fallback');
    actors.set('presence', presenceActor());
    expect(render()).toBe('read');
  });
});
