import { expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import {
  demoGame,
  noAttemptsGame,
  childInput,
  refusedAttempt,
  VISITOR,
  visitorInput,
  wonAttempt,
} from '../rewards/fixtures.testing.ts';
import type { AttemptResult } from '../rewards/rewards.types.ts';
import { gameAttemptsMachine } from './gameAttempts.machine.ts';
import { selectGameView } from './gameAttempts.selectors.ts';

defineModelSuite(gameAttemptsMachine, {
  input: childInput,
  exceptions: {
    'gameAttempts.visitor': VISITOR,
    'gameAttempts.starting —always#2→ gameAttempts.visitor': VISITOR,
  },
  events: [
    { type: 'ui.open', gameType: 'spinwheel' },
    { type: 'ui.close' },
    { type: 'ui.retry' },
    { type: 'ui.useAttempt' },
    { type: 'xstate.done.actor.loadGame', output: demoGame },
    { type: 'xstate.error.actor.loadGame', error: { message: 'down' } },
    { type: 'xstate.done.actor.useAttempt', output: wonAttempt },
    { type: 'xstate.done.actor.useAttempt', output: refusedAttempt },
    { type: 'xstate.done.actor.useAttempt', output: null },
    { type: 'xstate.error.actor.useAttempt', error: { message: 'offline' } },
  ],
  invariants: (snapshot, { route }) => {
    const view = selectGameView(snapshot);
    if (snapshot.matches({ open: { playing: 'won' } }) && 'result' in view) {
      expect(view.result?.reward?.type, route).toBe('COINS');
      expect(view.game.guestInfo.attemptsLeftToday, route).toBe(1);
    }
    if (snapshot.matches({ open: { playing: 'refused' } }) && 'refusal' in view)
      expect(['no_attempts_left', 'no_result', 'offline'], route).toContain(view.refusal);
  },
  tests: ({ run }) => {
    it('gives no attempt without attempts left', async () => {
      const steps = [
        { type: 'ui.open', gameType: 'slotmachine' },
        { type: 'xstate.done.actor.loadGame', output: noAttemptsGame },
        { type: 'ui.useAttempt' },
      ];
      const snapshot = await run(steps);
      expect(snapshot.value).toEqual({ open: { playing: 'ready' } });
    });

    it('shows no data as a clear failure', async () => {
      const snapshot = await run([
        { type: 'ui.open', gameType: 'spinwheel' },
        { type: 'xstate.done.actor.loadGame', output: demoGame },
        { type: 'ui.useAttempt' },
        { type: 'xstate.done.actor.useAttempt', output: null },
      ]);
      expect(selectGameView(snapshot as never)).toMatchObject({
        status: 'refused',
        refusal: 'no_result',
      });
    });
  },
});

it('starts a visitor as one, who is asked to log in', () => {
  const actor = createActor(gameAttemptsMachine, { input: visitorInput }).start();
  expect(selectGameView(actor.getSnapshot()).status).toBe('visitor');
  actor.stop();
});

it('loads the game opened, again on a retry, and plays the game it loaded', async () => {
  const loads: unknown[] = [];
  const attempts: unknown[] = [];
  let failures = 1;
  const machine = gameAttemptsMachine.provide({
    actors: {
      loadGame: fromPromise(({ input }) => {
        loads.push(input);
        return failures-- > 0 ? Promise.reject(new Error('down')) : Promise.resolve(demoGame);
      }),
      useAttempt: fromPromise(({ input }) => {
        attempts.push(input);
        return Promise.resolve<AttemptResult | null>(wonAttempt);
      }),
    },
  });
  const actor = createActor(machine, { input: childInput }).start();
  actor.send({ type: 'ui.open', gameType: 'slotmachine' });
  await flushMacrotasks();
  actor.send({ type: 'ui.retry' });
  await flushMacrotasks();
  const load = { request: childInput.request, gameType: 'slotmachine' };
  expect(loads).toEqual([load, load]);
  actor.send({ type: 'ui.useAttempt' });
  await flushMacrotasks();
  expect(attempts).toEqual([{ request: childInput.request, gameId: demoGame.config.id }]);
  expect(actor.getSnapshot().matches({ open: { playing: 'won' } })).toBe(true);
  actor.stop();
});
