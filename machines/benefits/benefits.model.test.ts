import { createActor } from 'xstate';
import { expect, it } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { childInput, demoBenefits, VISITOR, visitorInput } from '../rewards/fixtures.testing.ts';
import { benefitsMachine } from './benefits.machine.ts';
import { selectBenefitsView } from './benefits.selectors.ts';

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
defineModelSuite(benefitsMachine, {
  input: childInput,
  exceptions: {
    'benefits.visitor': VISITOR,
    'benefits.starting —always#2→ benefits.visitor': VISITOR,
  },
  events: [
    { type: 'xstate.done.actor.loadBenefits', output: demoBenefits },
    { type: 'xstate.error.actor.loadBenefits', error: { message: 'down' } },
    { type: 'benefits.reload' },
    { type: 'ui.retry' },
  ],
  invariants: (snapshot, { route }) => {
    const view = selectBenefitsView(snapshot);
    if (snapshot.matches('ready') && 'data' in view)
      expect(view.data?.spinwheelSpins, route).toBe(demoBenefits.spinwheelSpins);
    if (snapshot.matches('failed') && 'error' in view) expect(view.error, route).toBe('down');
    if (snapshot.matches('visitor')) expect(view.status, route).toBe('visitor');
  },
});

it('starts a visitor as one, who is asked to log in', () => {
  const actor = createActor(benefitsMachine, { input: visitorInput }).start();
  expect(selectBenefitsView(actor.getSnapshot()).status).toBe('visitor');
  actor.stop();
});
