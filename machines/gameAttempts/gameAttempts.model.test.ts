import { expect, it } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import {
  demoGame,
  noAttemptsGame,
  readyEvent,
  refusedAttempt,
  visitorReady,
  wonAttempt,
} from '../rewards/fixtures.testing.ts';
import { gameAttemptsMachine } from './gameAttempts.machine.ts';
import { selectGameView } from './gameAttempts.selectors.ts';

defineModelSuite(gameAttemptsMachine, {
  timeout: 120_000,
  events: [
    readyEvent,
    visitorReady,
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
        readyEvent,
        { type: 'ui.open', gameType: 'slotmachine' },
        { type: 'xstate.done.actor.loadGame', output: noAttemptsGame },
        { type: 'ui.useAttempt' },
      ];
      const snapshot = await run(steps);
      expect(snapshot.value).toEqual({ open: { playing: 'ready' } });
    });

    it('shows no data as a clear failure', async () => {
      const snapshot = await run([
        readyEvent,
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
