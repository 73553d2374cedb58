import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
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
const graph = modelMachine(consentMachine);
// Whether tracking may go out is context (the choice, the app being ready), so it is part of the
// model's state: otherwise the traversal would never try a tracking request with consent.
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    (s.context as { choice: { analytics: boolean } | null }).choice?.analytics === true,
    (s.context as { tracking: unknown }).tracking !== null,
  ]);
const model = createTestModel(graph, { events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
let tracked: string[] = [];
const { run } = recordingRunner('consent', consentMachine, {
  actions: {
    track: () => tracked.push('track'),
    trackProfileVisit: () => tracked.push('visit'),
  },
});

describe('consent model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      tracked = [];
      const steps = path.steps.map((step) => step.event as EventObject);
      const snapshot = await run(steps);
      const route = steps.map((e) => e.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      // The banner shows exactly while asking, and nothing optional is allowed before a choice.
      expect(selectCookieBanner(snapshot as never) !== null, route).toBe(
        snapshot.matches('asking'),
      );
      if (snapshot.matches('decided'))
        expect(selectConsentChoice(snapshot as never), route).not.toBeNull();
      // Nothing was sent unless analytics consent was given and the app was ready.
      if (tracked.length > 0) {
        expect(snapshot.context.choice?.analytics, route).toBe(true);
        expect(snapshot.context.tracking, route).not.toBeNull();
      }
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('consent', graph, paths))).toEqual([]);
  });
});
