import { assign, setup, type AnyStateMachine, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CheckpointOptions } from './checkpointPacer.ts';
import { createLiveEngine } from './engine.ts';
import { decodeLog, encodeLog } from './log/jsonl.ts';
import type { EventLog } from './log/records.ts';
import { replayLog } from './replay.ts';
import { ManualTime } from './testing/manualTime.ts';
import type { Wiring } from './wiring.ts';
import { durableHash } from './durableHash.ts';

type Emit = (event: EventObject) => void;
const item = (n: number) => ({ type: 'push.item', n }) as EventObject;

/**
 * Two streams of one source open at once, each invoked by its own listener (as when a
 * subscription is restarted while the old one still closes): each listener keeps what its stream
 * delivered, so a push handed to the wrong stream changes the checkpoint hash.
 */
function twoStreamLogic(wiring: Wiring, emitters: Emit[] | null) {
  const subscribe = emitters
    ? ({ emit }: { emit: Emit }) => {
        emitters.push(emit);
        return () => {};
      }
    : undefined;
  const listener = setup({
    types: { context: {} as { got: number[] }, events: {} as { type: 'push.item'; n: number } },
    actors: { live: wiring.stream('test.live', subscribe) },
    actions: {
      keep: assign({ got: ({ context }, params: { n: number }) => [...context.got, params.n] }),
    },
  }).createMachine({
    context: { got: [] },
    invoke: { src: 'live' },
    on: { 'push.item': { actions: { type: 'keep', params: ({ event }) => ({ n: event.n }) } } },
  });
  return setup({
    types: { events: {} as { type: 'ui.closeOld' } },
    actors: { listener },
  }).createMachine({
    type: 'parallel',
    states: {
      old: {
        initial: 'open',
        states: {
          open: { invoke: { src: 'listener', id: 'old' }, on: { 'ui.closeOld': 'closed' } },
          closed: {},
        },
      },
      fresh: { invoke: { src: 'listener', id: 'fresh' } },
    },
  });
}

/** A started live engine over `createLogic`, a checkpoint after every record unless told. */
function liveEngine<TLogic extends AnyStateMachine>(
  createLogic: (wiring: Wiring) => TLogic,
  {
    time = new ManualTime(),
    checkpoints = { every: 1 },
  }: { time?: ManualTime; checkpoints?: CheckpointOptions } = {},
) {
  return createLiveEngine({
    hash: durableHash,
    createLogic,
    inputFromHeader: () => ({}),
    time,
    header: { appVersion: 'test', language: 'en', url: '/en/' },
    checkpoints,
  }).start();
}

/** Replays `log` through the same logic without services, as the replayer runs it. */
const replayOver = (log: EventLog, createLogic: (wiring: Wiring) => AnyStateMachine) =>
  replayLog(log, { createLogic, inputFromHeader: () => ({}) });

describe('pushes of two open streams of one source', () => {
  it('replay hands each push to the stream that emitted it, named in its record', () => {
    const emitters: Emit[] = [];
    const engine = liveEngine((wiring) => twoStreamLogic(wiring, emitters));
    const [older, newer] = emitters;
    older?.(item(1));
    newer?.(item(2));
    engine.send('app', { type: 'ui.closeOld' });
    // The older stream closed: what it emits late is dropped, never handed to the newer one.
    older?.(item(3));
    newer?.(item(4));
    const log: EventLog = decodeLog(encodeLog(engine.exportLog()));
    const pushes = log.records.filter((record) => record.kind === 'push');
    expect(pushes.map((record) => record.kind === 'push' && record.stream)).toEqual([0, 1, 1]);

    const report = replayOver(log, (wiring) => twoStreamLogic(wiring, null));
    expect(report.divergence).toBeNull();
    expect(report.applied).toBe(log.records.length);
    engine.stop();
  });

  it('a push naming a stream that is not open is a divergence, named with its stream', () => {
    const engine = liveEngine((wiring) => twoStreamLogic(wiring, []), {
      checkpoints: { every: 7 },
    });
    const log = engine.exportLog();
    engine.stop();
    const forged: EventLog = {
      ...log,
      records: [
        ...log.records,
        {
          seq: log.records.length,
          t: 0,
          kind: 'push',
          source: 'test.live',
          stream: 7,
          event: { type: 'push.item', n: 9 },
        },
      ],
    };
    const report = replayOver(forged, (wiring) => twoStreamLogic(wiring, null));
    expect(report.divergence?.reason).toBe("stream 7 of 'test.live' is not open to take this push");
  });
});

/**
 * A stream and a call that a due timer ends (a resubscribe, a timeout): the frame or reply that
 * arrives before the late wake-up is no record, since the timer, fired first, closed its source.
 */
function timedOutLogic(wiring: Wiring, emitters: Emit[] | null, answers: (() => void)[] | null) {
  return setup({
    types: { context: {} as { got: number }, events: {} as { type: 'push.item'; n: number } },
    actors: {
      live: wiring.stream(
        'test.live',
        emitters
          ? ({ emit }) => {
              emitters.push(emit);
              return () => {};
            }
          : undefined,
      ),
      fetch: wiring.call<number, null>(
        'test.fetch',
        answers
          ? () => new Promise<number>((resolve) => answers.push(() => resolve(1)))
          : undefined,
      ),
    },
  }).createMachine({
    context: { got: 0 },
    initial: 'on',
    states: {
      on: {
        invoke: [{ src: 'live' }, { src: 'fetch', input: null, onDone: 'done' }],
        on: { 'push.item': { actions: assign({ got: ({ event }) => event.n }) } },
        after: { 100: 'off' },
      },
      // What the timer's state schedules (a reconnect after a ping check) is due from when it fired.
      off: { after: { 1_000: 'again' } },
      again: {},
      done: {},
    },
  });
}

/**
 * A timed-out engine whose stream's frame (and, `withReply`, the call's reply) arrives late (a
 * busy page): the timer due at 100 fires at 150 first and drops it.
 */
async function afterALateFrame({ withReply }: { withReply: boolean }) {
  const emitters: Emit[] = [];
  const answers: (() => void)[] = [];
  const time = new ManualTime();
  const engine = liveEngine((wiring) => timedOutLogic(wiring, emitters, answers), { time });
  time.pass(150);
  emitters[0]?.(item(7));
  if (withReply) answers[0]?.();
  await new Promise((resolve) => setImmediate(resolve));
  expect(engine.root.getSnapshot()).toMatchObject({ value: 'off', context: { got: 0 } });
  return { engine, time };
}

const replayTimedOut = (log: EventLog) =>
  replayOver(log, (wiring) => timedOutLogic(wiring, null, null));

describe('a record whose source a due timer closed', () => {
  it('is neither written nor delivered, and the log replays', async () => {
    const { engine } = await afterALateFrame({ withReply: true });
    const log: EventLog = decodeLog(encodeLog(engine.exportLog()));
    expect(log.records.filter((r) => r.kind === 'push' || r.kind === 'io')).toEqual([]);
    expect(replayTimedOut(log).divergence).toBeNull();
    engine.stop();
  });

  it('leaves the time its timers fired at in the log, so what they scheduled falls due alike in replay', async () => {
    const { engine, time } = await afterALateFrame({ withReply: false });
    // 'again' is due at 1 150; a wake-up at 1 120 (another timer, a guest's event) finds it not due.
    time.pass(970);
    engine.send('app', { type: 'ui.noop' });
    expect(engine.root.getSnapshot()).toMatchObject({ value: 'off' });
    time.pass(40);
    engine.send('app', { type: 'ui.noop' });
    expect(engine.root.getSnapshot()).toMatchObject({ value: 'again' });
    const log: EventLog = decodeLog(encodeLog(engine.exportLog()));
    expect(log.records.find((r) => r.kind === 'env')).toMatchObject({ t: 150, to: 'clock' });
    expect(replayTimedOut(log).divergence).toBeNull();
    engine.stop();
  });
});
