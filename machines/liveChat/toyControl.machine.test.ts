import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ToyControl } from '../messenger/messenger.types.ts';
import { toyControlMachine } from './toyControl.machine.ts';
import { selectToyPanel } from './toyControl.selectors.ts';
import { toyControls, toyInput, toyPush } from './toyControl.testing.ts';

const NOW = Date.UTC(2026, 10, 26, 20);
const start = (
  input = toyInput,
  load = (): Promise<ToyControl[]> => Promise.resolve(toyControls),
) => {
  const actor = createActor(
    toyControlMachine.provide({
      actors: {
        loadToyControls: fromPromise(load),
        readClock: fromPromise(() => Promise.resolve(NOW)),
      },
    }),
    { input },
  );
  actor.start();
  return actor;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toyControl', () => {
  it('lists her controls, queues what the guest sends and knows when the running one ends', async () => {
    const actor = start();
    await settle();
    actor.send({ type: 'ui.toySend', toyControlId: 1 });
    actor.send({ type: 'ui.toySend', toyControlId: 3 });
    actor.send({ type: 'ui.toySend', toyControlId: 42 }); // not hers: nothing is sent
    actor.send(toyPush('Queued', 1, { toyControlId: 1, ahead: 0 }));
    actor.send(toyPush('Started', 1, { toyControlId: 1, seconds: 5 }));
    actor.send(toyPush('Queued', 2, { toyControlId: 3, ahead: 1 }));
    await settle(); // the clock read as it started
    const view = selectToyPanel(actor.getSnapshot());
    expect(view.status === 'ready' && view.queue).toEqual([
      {
        clientToyId: 'c1:toy1',
        toyControlId: 1,
        name: 'Tease (5 s)',
        status: 'running',
        ahead: 0,
        seconds: 5,
        endsAt: NOW + 5000,
      },
      {
        clientToyId: 'c1:toy2',
        toyControlId: 3,
        name: 'Wave (30 s)',
        status: 'queued',
        ahead: 1,
        seconds: null,
        endsAt: null,
      },
    ]);
    actor.send(toyPush('Done', 1, {}));
    const after = selectToyPanel(actor.getSnapshot());
    expect(after.status === 'ready' && after.queue.map((line) => line.clientToyId)).toEqual([
      'c1:toy2',
    ]);
  });

  it('shows a rejection with its reason; a retry sends the same control again', async () => {
    const actor = start();
    await settle();
    actor.send({ type: 'ui.toySend', toyControlId: 3 });
    actor.send(toyPush('Rejected', 1, { reason: 'balance' }));
    let view = selectToyPanel(actor.getSnapshot());
    expect(view.status === 'ready' && view.rejection).toEqual({
      name: 'Wave (30 s)',
      reason: 'balance',
    });
    expect(view.status === 'ready' && view.queue).toEqual([]);
    actor.send({ type: 'ui.toyRetry' });
    view = selectToyPanel(actor.getSnapshot());
    expect(view.status === 'ready' && view.rejection).toBeNull();
    expect(view.status === 'ready' && view.queue[0]).toMatchObject({
      clientToyId: 'c1:toy2',
      toyControlId: 3,
      status: 'sending',
    });
  });

  it("ignores another chat's pushes", async () => {
    const actor = start();
    await settle();
    actor.send({ type: 'ui.toySend', toyControlId: 1 });
    actor.send({ ...toyPush('Rejected', 1, { reason: 'balance' }), chatId: 'c2' });
    const view = selectToyPanel(actor.getSnapshot());
    expect(view.status === 'ready' && view.rejection).toBeNull();
  });

  it('a failed load offers a reload', async () => {
    let calls = 0;
    const actor = start(toyInput, () => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('network'));
      return Promise.resolve(toyControls);
    });
    await settle();
    expect(selectToyPanel(actor.getSnapshot()).status).toBe('failed');
    actor.send({ type: 'ui.toyReload' });
    await settle();
    expect(selectToyPanel(actor.getSnapshot()).status).toBe('ready');
  });
});
