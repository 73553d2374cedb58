import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type AnyStateMachine } from 'xstate';
import { provide, type ImplementationsOf } from './provide.ts';

/** A machine that reaches every kind of implementation: entry action, guard, delay, invoked actor. */
function sampleMachine() {
  return setup({
    types: {
      context: {} as { log: string[] },
      events: {} as { type: 'go' } | { type: 'back' },
    },
    actions: { note: assign(({ context }) => ({ log: [...context.log, 'placeholder'] })) },
    guards: { allowed: () => false },
    delays: { wait: 1_000 },
    actors: { load: fromPromise<string>(() => Promise.resolve('placeholder')) },
  }).createMachine({
    id: 'sample',
    context: { log: [] },
    initial: 'idle',
    entry: 'note',
    states: {
      idle: { on: { go: { guard: 'allowed', target: 'loading' } } },
      loading: {
        invoke: {
          src: 'load',
          onDone: {
            target: 'waiting',
            actions: assign(({ context, event }) => ({ log: [...context.log, event.output] })),
          },
        },
      },
      waiting: { after: { wait: 'done' }, on: { back: 'idle' } },
      done: { type: 'final' },
    },
  });
}

const provided: ImplementationsOf<ReturnType<typeof sampleMachine>> = {
  actions: { note: assign(({ context }) => ({ log: [...context.log, 'entry'] })) },
  guards: { allowed: () => true },
  delays: { wait: 1 },
  actors: { load: fromPromise<string>(() => Promise.resolve('loaded')) },
};

/** Runs the machine through every implementation, to its final state (XState's default wait). */
async function run(machine: AnyStateMachine) {
  const actor = createActor(machine).start();
  actor.send({ type: 'go' });
  const snapshot = await waitFor(actor, (state) => state.status === 'done');
  actor.stop();
  return snapshot as { value: unknown; context: unknown };
}

describe('provide without building again', () => {
  it('behaves as XState’s provide: the entry action, the guard, the actor and the delay provided', async () => {
    const base = sampleMachine();
    const ours = await run(provide(base, provided));
    const xstates = await run(base.provide(provided));
    expect(ours.value).toBe('done');
    expect(ours.context).toEqual({ log: ['entry', 'loaded'] });
    expect(ours.context).toEqual(xstates.context);
    expect(ours.value).toEqual(xstates.value);
  });

  it('leaves the machine it came from as it was', () => {
    const base = sampleMachine();
    provide(base, provided);
    const actor = createActor(base).start();
    actor.send({ type: 'go' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.log).toEqual(['placeholder']);
    actor.stop();
  });

  it('shares the node tree and makes snapshots that name the provided machine', () => {
    const base = sampleMachine();
    const machine = provide(base, provided);
    expect(machine.root).toBe(base.root);
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().machine).toBe(machine);
    actor.stop();
  });

  it('has every own property XState’s provide gives, and binds each bound method to itself', () => {
    const base = sampleMachine();
    const ours = provide(base, provided) as unknown as Record<string, unknown>;
    const xstates = base.provide(provided) as unknown as Record<string, unknown>;
    expect(Object.keys(ours).sort()).toEqual(Object.keys(xstates).sort());
    for (const [name, value] of Object.entries(xstates)) {
      if (typeof value !== 'function') continue;
      // A bound method made for this instance, not the one bound to the base machine.
      expect(ours[name], name).not.toBe((base as unknown as Record<string, unknown>)[name]);
    }
  });

  it('restores a persisted snapshot and goes on with the provided implementations', async () => {
    const machine = provide(sampleMachine(), provided);
    const first = createActor(machine).start();
    first.send({ type: 'go' });
    await waitFor(first, (state) => state.matches('waiting'));
    const persisted = first.getPersistedSnapshot();
    first.stop();
    const restored = createActor(machine, { snapshot: persisted }).start();
    expect(restored.getSnapshot().value).toBe('waiting');
    expect(restored.getSnapshot().machine).toBe(machine);
    restored.send({ type: 'back' });
    restored.send({ type: 'go' });
    await waitFor(restored, (state) => state.context.log.length === 3);
    expect(restored.getSnapshot().context.log).toEqual(['entry', 'loaded', 'loaded']);
    restored.stop();
  });
});
