import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { oneClickMachine, type OneClickContext, type OneClickEvent } from './oneClick.machine.ts';
import { selectOneClickView } from './oneClick.selectors.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { needsConfirmation } from './oneClick.types.ts';

/** Model-based test of the one-click top-up: every transition, on the real machine. */
const charged = (amount: number, success: boolean) => ({
  type: 'push.chargeOneClickResult' as const,
  success,
  amount,
  channelId: 3,
  balance: 20,
  errorCode: success ? undefined : ('limitExceeded' as const),
});
const events: (OneClickEvent | EventObject)[] = [
  { type: 'oneClick.topUp', replyTo: 'messenger', channelId: 3 },
  { type: 'oneClick.topUp', replyTo: 'liveChat', channelId: 3 },
  { type: 'oneClick.withdraw', replyTo: 'messenger' },
  { type: 'push.canOneClickResult', canOneClick: true, amounts: [10, 50] },
  { type: 'push.canOneClickResult', canOneClick: false, amounts: [] },
  { type: 'ui.oneClickChoose', amount: 10 },
  { type: 'ui.oneClickChoose', amount: 50 },
  { type: 'ui.oneClickChoose', amount: 99 },
  { type: 'ui.oneClickConfirm' },
  { type: 'ui.oneClickBack' },
  { type: 'ui.oneClickRetry' },
  { type: 'ui.oneClickOtherPayment' },
  { type: 'ui.oneClickCancel' },
  charged(10, true),
  charged(50, false),
  { type: 'payTour.result', flow: 'moneycharge', success: true },
  { type: 'payTour.result', flow: 'moneycharge', success: false },
  { type: 'xstate.after.askTimeout.oneClick.open.asking' },
  { type: 'xstate.after.chargeTimeout.oneClick.open.sending' },
];

const stand = { askCanOneClick: () => {}, sendCharge: () => {}, openMoneyCharge: () => {} };

const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as OneClickContext;
  return JSON.stringify([s.value, c.requester, c.chosen, c.failure !== null]);
};

defineModelSuite(oneClickMachine, {
  input: demoDomainInput('oneClick', { currency: 'CHF' }),
  events,
  stand,
  serializeState,
  runner: { actions: stand },
  invariants: (snapshot, { route, path }) => {
    const steps = path.steps.map((step) => step.event);
    const view = selectOneClickView(snapshot);
    const context = snapshot.context;
    if (snapshot.matches('idle')) {
      expect(view, route).toEqual({ status: 'idle' });
      expect(context.requester, route).toBeNull();
    } else {
      expect(context.requester, route).not.toBeNull();
    }
    // Nothing is charged unasked: a large amount only after its confirmation.
    if (snapshot.matches({ open: 'sending' })) {
      expect(context.chosen, route).not.toBeNull();
      expect(context.amounts, route).toContain(context.chosen);
      if (needsConfirmation(context.chosen ?? 0)) {
        const types = steps.map((e) => e.type);
        expect(types.lastIndexOf('ui.oneClickConfirm'), route).toBeGreaterThan(
          types.lastIndexOf('ui.oneClickChoose'),
        );
      }
    }
    if (snapshot.matches({ open: 'confirming' }))
      expect(needsConfirmation(context.chosen ?? 0), route).toBe(true);
    if (snapshot.matches({ open: 'failed' }))
      expect(view, route).toMatchObject({ status: 'failed' });
  },
});
