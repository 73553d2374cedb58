import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { consentMachine } from './consent.machine.ts';
import { selectCookieBanner, selectConsentChoice } from './consent.selectors.ts';

/**
 * Model-based test: every transition of the consent statechart, run on the real machine. It takes
 * no session (it runs from the first frame): what it lets through goes to the tracker
 * (tracking.model.test.ts), which the root starts with the session.
 */
const events = [
  { type: 'xstate.done.actor.loadConsent', output: null },
  { type: 'xstate.done.actor.loadConsent', output: { functional: true, analytics: true } },
  { type: 'xstate.error.actor.loadConsent', error: { message: 'blocked' } },
  { type: 'ui.consentAcceptAll' },
  { type: 'ui.consentRejectOptional' },
  { type: 'ui.consentSave', functional: true, analytics: false },
  { type: 'ui.consentCustomize' },
  { type: 'ui.consentBack' },
  { type: 'ui.consentReopen' },
  { type: 'xstate.done.actor.storeConsent' },
  { type: 'xstate.error.actor.storeConsent', error: { message: 'no cookies' } },
  { type: 'tracking.track', eventContext: 'c', eventAction: 'a' },
  { type: 'tracking.profileVisit', actorName: 'Lana' },
];

// Whether tracking may go out is context (the choice), so it is part of the model's state:
// otherwise the traversal would never try a tracking request with consent.
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    (s.context as { choice: { analytics: boolean } | null }).choice?.analytics === true,
  ]);

let tracked: string[] = [];

defineModelSuite(consentMachine(), {
  events,
  serializeState,
  runner: {
    actions: {
      track: () => tracked.push('track'),
    },
  },
  beforePath: () => {
    tracked = [];
  },
  invariants: (snapshot, { route, path }) => {
    // The banner shows exactly while asking, and nothing optional is allowed before a choice.
    expect(selectCookieBanner(snapshot as never) !== null, route).toBe(snapshot.matches('asking'));
    if (snapshot.matches('decided'))
      expect(selectConsentChoice(snapshot as never), route).not.toBeNull();
    // Nothing was let through unless analytics consent was given; the rest was withheld.
    if (tracked.length > 0) expect(snapshot.context.choice?.analytics, route).toBe(true);
    const requests = path.steps.filter((step) => step.event.type.startsWith('tracking.')).length;
    expect(tracked.length + snapshot.context.withheld, route).toBe(requests);
  },
});
