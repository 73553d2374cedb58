import { createActor } from 'xstate';
import { expect, it } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import {
  VISITOR,
  visitorInput,
  childInput,
  okCheck,
  refusedCheck,
} from '../rewards/fixtures.testing.ts';
import { bonusCodeMachine } from './bonusCode.machine.ts';
import { selectBonusCodeView } from './bonusCode.selectors.ts';

const pushed = { type: 'guest.updateArrived', update: 'bonusCode', push: { code: 'GIFTS3' } };
defineModelSuite(bonusCodeMachine, {
  input: childInput,
  exceptions: {
    'bonusCode.visitor': VISITOR,
    'bonusCode.starting —always#2→ bonusCode.visitor': VISITOR,
  },
  events: [
    { type: 'ui.submit', code: ' GIFTS3 ' },
    { type: 'ui.submit', code: '  ' },
    { type: 'ui.retryRemaining' },
    pushed,
    { type: 'xstate.done.actor.loadRemaining', output: [{ code: 'WELCOME10', validTo: null }] },
    { type: 'xstate.error.actor.loadRemaining', error: { message: 'down' } },
    { type: 'xstate.done.actor.checkCode', output: okCheck },
    { type: 'xstate.done.actor.checkCode', output: refusedCheck },
    { type: 'xstate.error.actor.checkCode', error: { message: 'offline' } },
    { type: 'xstate.done.actor.redeemCode', output: { success: true, bonus: okCheck.bonusCode } },
    { type: 'xstate.done.actor.redeemCode', output: { success: false, bonus: null } },
    { type: 'xstate.error.actor.redeemCode', error: { message: 'offline' } },
  ],
  invariants: (snapshot, { route }) => {
    const view = selectBonusCodeView(snapshot);
    if (snapshot.matches({ active: { form: 'redeemed' } })) {
      expect(view.code, route).toBe('GIFTS3');
      expect(view.config?.benefits[0]?.kind, route).toBe('BonusCoins');
    }
    if (snapshot.matches({ active: { form: 'refused' } }))
      expect(['expired', 'not_redeemed'], route).toContain(view.reason);
    if (snapshot.matches({ active: { form: 'invalid' } }))
      expect(view.status, route).toBe('invalid');
  },
  tests: ({ run }) => {
    it('confirms at once when the push overtook the reply', async () => {
      const snapshot = await run([
        { type: 'ui.submit', code: 'GIFTS3' },
        { type: 'xstate.done.actor.checkCode', output: okCheck },
        pushed,
        {
          type: 'xstate.done.actor.redeemCode',
          output: { success: true, bonus: okCheck.bonusCode },
        },
      ]);
      expect(selectBonusCodeView(snapshot as never).status).toBe('confirmed');
    });
  },
});

it('starts a visitor as one, who is asked to log in', () => {
  const actor = createActor(bonusCodeMachine, { input: visitorInput }).start();
  expect(selectBonusCodeView(actor.getSnapshot()).status).toBe('visitor');
  actor.stop();
});
