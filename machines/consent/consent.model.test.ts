import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { consentMachine } from './consent.machine.ts';
import { selectCookieBanner, selectConsentChoice } from './consent.selectors.ts';

/** Model-based test: every transition of the consent statechart, run on the real machine. */
const request = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en' as const,
  accessToken: 'tok',
};
const ready = {
  type: 'app.ready',
  config: { queryServiceUrl: 'http://x/graphql/query' },
  session: { accessToken: 'tok', guestId: 1, expiresIn: 60 },
  guest: demoGuest,
  request,
};
const events = [
  ready,
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

// Whether tracking may go out is context (the choice, the app being ready), so it is part of the
// model's state: otherwise the traversal would never try a tracking request with consent.
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    (s.context as { choice: { analytics: boolean } | null }).choice?.analytics === true,
    (s.context as { tracking: unknown }).tracking !== null,
  ]);

let tracked: string[] = [];

defineModelSuite(consentMachine(), {
  events,
  serializeState,
  runner: {
    actions: {
      track: () => tracked.push('track'),
      trackProfileVisit: () => tracked.push('visit'),
    },
  },
  beforePath: () => {
    tracked = [];
  },
  invariants: (snapshot, { route }) => {
    // The banner shows exactly while asking, and nothing optional is allowed before a choice.
    expect(selectCookieBanner(snapshot as never) !== null, route).toBe(snapshot.matches('asking'));
    if (snapshot.matches('decided'))
      expect(selectConsentChoice(snapshot as never), route).not.toBeNull();
    // Nothing was sent unless analytics consent was given and the app was ready.
    if (tracked.length > 0) {
      expect(snapshot.context.choice?.analytics, route).toBe(true);
      expect(snapshot.context.tracking, route).not.toBeNull();
    }
  },
});
