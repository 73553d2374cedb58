import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { defineModelSuite, modelSuite } from './modelSuite.ts';

/** A lamp that asks a switch before it lights (`lit` is where the answer takes it). */
const lampLit = (lit: 'on' | 'off') =>
  setup({ actors: { ask: fromPromise(() => Promise.resolve(true)) } }).createMachine({
    id: 'lamp',
    initial: 'off',
    states: {
      off: { on: { flip: 'asking' } },
      asking: {
        invoke: { id: 'ask', src: 'ask', onDone: lit, onError: 'off' },
        on: { flip: 'off' },
      },
      on: { on: { flip: 'off' } },
    },
  });
const lamp = lampLit('on');
/** The same lamp, broken: the switch's answer leaves it dark. */
const brokenLamp = lampLit('off');
const events = [
  { type: 'flip' },
  { type: 'xstate.done.actor.ask', output: true },
  { type: 'xstate.error.actor.ask', error: new Error('no') },
];

const suite = defineModelSuite(lamp, {
  events,
  invariants: (snapshot, { route, inFlight }) =>
    expect(inFlight().includes('ask'), route).toBe(snapshot.matches('asking')),
});

describe('defineModelSuite', () => {
  it('takes every transition of the graph once, each path from the start', () => {
    expect(suite.paths.map((path) => [path.steps.length, String(path.state.value)])).toEqual([
      [1, 'asking'],
      [2, 'off'],
      [2, 'on'],
      [2, 'off'],
      [3, 'off'],
    ]);
  });

  it('fails a path whose invariant does not hold', async () => {
    const wrong = modelSuite(lamp, {
      events,
      invariants: (snapshot, { route }) => expect(snapshot.matches('on'), route).toBe(false),
    });
    await expect(wrong.checkPaths()).rejects.toThrow('flip → xstate.done.actor.ask');
  });

  it('fails a path that ends in another state than the model says', async () => {
    const wrong = modelSuite(brokenLamp, { events, name: 'lamp', graphOf: lamp });
    await expect(wrong.checkPaths()).rejects.toThrow(/expected 'off' to deeply equal 'on'/);
  });

  it('fails the gate when the chosen paths leave transitions out', () => {
    const short = modelSuite(lamp, { events, paths: (all) => all.slice(0, 2) });
    expect(short.gateFailures()).toContain('state not covered: lamp.on');
  });

  it('moves time by a named delay and resets before each path', async () => {
    let paths = 0;
    const timer = setup({ delays: { tick: 1000 } }).createMachine({
      id: 'timer',
      initial: 'waiting',
      context: { started: 0 },
      states: { waiting: { after: { tick: 'done' } }, done: {} },
    });
    const timed = modelSuite(timer, {
      events: [{ type: 'xstate.after.tick.timer.waiting' }],
      delays: { tick: 1000 },
      beforePath: () => void paths++,
    });
    await timed.checkPaths();
    expect(paths).toBe(timed.paths.length);
    expect(timed.paths).toHaveLength(1);
  });

  it('walks each phase with its own events alone and joins their paths', async () => {
    // Two switches side by side: one walk of both would take each switch's flip in every state of
    // the other (8 paths); a phase per switch takes each flip where the other rests (4).
    const pair = setup({}).createMachine({
      id: 'pair',
      type: 'parallel',
      states: {
        a: { initial: 'off', states: { off: { on: { a: 'on' } }, on: { on: { a: 'off' } } } },
        b: { initial: 'off', states: { off: { on: { b: 'on' } }, on: { on: { b: 'off' } } } },
      },
    });
    const whole = modelSuite(pair, { events: [{ type: 'a' }, { type: 'b' }] });
    const phased = modelSuite(pair, {
      events: [],
      phases: { a: [{ type: 'a' }], b: [{ type: 'b' }] },
    });
    expect(whole.paths).toHaveLength(8);
    expect(phased.paths.map((path) => path.steps.map((step) => step.event.type))).toEqual([
      ['a'],
      ['a', 'a'],
      ['b'],
      ['b', 'b'],
    ]);
    await phased.checkPaths();
    expect(phased.gateFailures()).toEqual([]);
  });
});
