import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { testRequest } from './incentives.testing.ts';
import { promoMachine } from './promo.machine.ts';
import { selectTrialChatCode, selectWelcomeBonusCode } from './promo.selectors.ts';

/** Model-based test: every transition of the split tests' promo offers, on the real machine. */
defineModelSuite(promoMachine(), {
  // A guest in both variants (the control groups start where no event leads: see exceptions).
  input: { request: testRequest, offers: ['conversionChatTrial', 'welcomeBonusTile'] },
  events: [
    { type: 'promo.recheck' },
    { type: 'xstate.done.actor.checkCodes', output: ['FREEMSG5', 'WELCOME10'] },
    { type: 'xstate.done.actor.checkCodes', output: ['WELCOME10'] },
    { type: 'xstate.done.actor.checkCodes', output: [] },
    { type: 'xstate.error.actor.checkCodes', error: { message: 'x' } },
  ],
  invariants: (snapshot, { route, inFlight }) => {
    const { context } = snapshot;
    // Only the guest's variants are offered, and only while asked or answered open.
    for (const offer of context.open) expect(context.offers, route).toContain(offer);
    if (snapshot.matches('control')) {
      expect(context.offers, route).toEqual([]);
      expect(selectWelcomeBonusCode(snapshot), route).toBeNull();
      expect(selectTrialChatCode(snapshot), route).toBeNull();
    }
    expect(inFlight().includes('checkCodes'), route).toBe(snapshot.matches('checking'));
  },
  exceptions: {
    'promo.control':
      'a guest in no variant starts there and no event leaves it (promo.test.ts: "the control groups ask nothing")',
    'promo.choosing —always#2→ promo.control': 'as above: only for a guest in no variant',
  },
});
