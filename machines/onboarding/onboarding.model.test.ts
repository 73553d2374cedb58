import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { testRequest } from '../incentives/incentives.testing.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import { selectStartChoiceSave } from './onboarding.selectors.ts';

/** Model-based test: every transition of the onboarding, run on the real machine. */
defineModelSuite(onboardingMachine(), {
  // A guest who just signed up on the web: the box is for her.
  input: { request: testRequest, loggedIn: true, signedUp: true, ageCheckFirst: false },
  events: [
    { type: 'xstate.done.actor.hasSeenOnboarding', output: true },
    { type: 'xstate.done.actor.hasSeenOnboarding', output: false },
    { type: 'xstate.error.actor.hasSeenOnboarding', error: { message: 'x' } },
    { type: 'xstate.done.actor.markOnboardingSeen', output: true },
    { type: 'xstate.error.actor.markOnboardingSeen', error: { message: 'x' } },
    { type: 'ui.startPageChosen', choice: 'videos' },
    { type: 'xstate.done.actor.saveStartPage', output: true },
    { type: 'xstate.error.actor.saveStartPage', error: { message: 'x' } },
    { type: 'modals.result', id: 'onboarding-choose', confirmed: false },
    { type: 'modals.result', id: 'survey', confirmed: false },
  ],
  invariants: (snapshot, { route, inFlight }) => {
    const { context } = snapshot;
    const save = selectStartChoiceSave(snapshot);
    expect(save.saving, route).toBe(snapshot.matches('saving'));
    expect(inFlight().includes('saveStartPage'), route).toBe(snapshot.matches('saving'));
    if (snapshot.matches('saving')) expect(context.choice, route).toBe('videos');
    if (snapshot.matches({ choosing: 'saveFailed' }))
      expect([save.choice, save.error !== null], route).toEqual(['videos', true]);
    expect(snapshot.hasTag('welcoming'), route).toBe(
      snapshot.matches('choosing') || snapshot.matches('saving'),
    );
  },
  exceptions: {
    'onboarding.deciding —always#2→ onboarding.closed.off':
      'only for a guest the box is not for (the unit test starts one); the model welcomes one',
  },
});
