import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyMachineSnapshot } from 'xstate';
import { coveringPaths, measureModelCoverage } from './coverage.ts';
import { transitionPaths } from './paths.ts';

/** A counter the abstraction tells apart by its count: many edges, few transitions. */
const counter = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'up' } | { type: 'stop' } },
  guards: { belowThree: ({ context }) => context.count < 3 },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'counting',
  states: {
    counting: {
      on: {
        up: { guard: 'belowThree', actions: assign({ count: ({ context }) => context.count + 1 }) },
        stop: 'stopped',
      },
    },
    stopped: { on: { up: 'counting' } },
  },
});
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context]);
const events = [{ type: 'up' }, { type: 'stop' }] as const;
const model = createTestModel(counter, { events: events as never, serializeState });
const all = transitionPaths(model, createActor(counter).getSnapshot(), serializeState);

describe('coveringPaths', () => {
  const kept = coveringPaths(counter, all, serializeState);

  it('keeps fewer paths than the graph has edges', () => {
    expect(kept.length).toBeLessThan(all.length);
  });

  it('reaches every end state that all the paths reach', () => {
    const ends = (paths: typeof all) => new Set(paths.map((path) => serializeState(path.state)));
    expect(ends(kept)).toEqual(ends(all));
  });

  it('takes every transition that all the paths take', () => {
    const covered = (paths: typeof all) =>
      measureModelCoverage('counter', counter, paths).transitions;
    expect(covered(kept)).toEqual(covered(all));
  });
});
