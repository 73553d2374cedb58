import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { clockReading } from './clockRead.ts';

/** A machine that reads the clock once as it starts, with the clock answering `answer`. */
const reader = (answer: () => Promise<number>) =>
  setup({
    types: { context: {} as { readAt: number | null } },
    actors: { readClock: fromPromise<number>(answer) },
    actions: { storeNow: assign((_, params: { now: number }) => ({ readAt: params.now })) },
  }).createMachine({
    context: { readAt: null },
    initial: 'reading',
    states: {
      reading: clockReading('storeNow', 'read', 'unread'),
      read: {},
      unread: {},
    },
  });

describe('reading the clock once', () => {
  it('stores the time read with the named action, then goes on', async () => {
    const actor = createActor(reader(() => Promise.resolve(1_700_000_000_000))).start();
    expect(actor.getSnapshot().value).toBe('reading');
    await flushMacrotasks();
    expect(actor.getSnapshot().value).toBe('read');
    expect(actor.getSnapshot().context.readAt).toBe(1_700_000_000_000);
  });

  it('goes to its own state, storing nothing, when there is no clock to read', async () => {
    const actor = createActor(reader(() => Promise.reject(new Error('no clock')))).start();
    await flushMacrotasks();
    expect(actor.getSnapshot().value).toBe('unread');
    expect(actor.getSnapshot().context.readAt).toBeNull();
  });
});
