import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { demoConfig, demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { appMachine, type AppEvent } from './app.machine.ts';

/**
 * Model-based test of the root: when the page reloads (session expired, token rejected, after a
 * pending payment's feedback) and when realtime starts. Paths from its statechart drive the real
 * app system (its children run, their services unprovided and failing harmlessly).
 */
const input = { path: '/en/', search: '' };
const request = {
  restBaseUrl: demoConfig.restBaseUrl,
  ver: 'test',
  language: 'en' as const,
  accessToken: 'tok',
};
const events: AppEvent[] = [
  {
    type: 'bootstrap.guestReady',
    config: demoConfig,
    session: { accessToken: 'tok', guestId: 7, expiresIn: 60 },
    guest: demoGuest,
    request,
  },
  { type: 'realtime.sessionExpired' },
  { type: 'realtime.tokenRejected' },
  { type: 'payTour.paymentStarted' },
  { type: 'payTour.paymentFeedback' },
  { type: 'guest.locked' },
  // Without a failure first a retry changes nothing (the graph sends the error's wildcard).
  { type: 'app.domainRetry', domain: 'avs' },
];
const graph = modelMachine(appMachine, {
  startRealtime: () => {},
  loadGuest: () => {},
  announceReady: () => {},
  endRealtime: () => {},
});
const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const model = createTestModel(graph, { input, events, serializeState });
const paths = transitionPaths(model, createActor(graph, { input }).getSnapshot(), serializeState);

/**
 * Each path runs in a recording engine, the domains as child machines whose calls are recorded
 * (and left pending: each domain has its own model test); a failing path leaves its log in
 * reports/model-failures (`npm run replay -- <file>`).
 */
let reloads = 0;
const { run } = recordingRunner('app', appMachine, {
  input,
  actions: { reloadPage: () => void reloads++ },
});

describe('app model', () => {
  it(`runs ${paths.length} generated paths on the real app system, and each state means what it says`, async () => {
    for (const path of paths) {
      reloads = 0;
      const snapshot = await run(path.steps.map((step) => step.event as AppEvent));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      expect(reloads, route).toBe(snapshot.matches({ page: 'reloading' }) ? 1 : 0);
      const realtimeLink = (snapshot.children.realtime?.getSnapshot() as AnyMachineSnapshot)
        .value as { link: string | Record<string, unknown> };
      const started = path.steps.some((step) => step.event.type === 'bootstrap.guestReady');
      const locked = path.steps.some((step) => step.event.type === 'guest.locked');
      const link =
        typeof realtimeLink.link === 'string'
          ? realtimeLink.link
          : Object.keys(realtimeLink.link)[0];
      expect(link, route).toBe(locked ? 'loggedOut' : started ? 'connection' : 'dormant');
    }
  });

  it('covers the machine at the gate', () => {
    // The traversal sends the error handler's descriptor itself ('xstate.error.actor.*'), which
    // names no actor, so no retry after it finds a failed domain; real failures and their
    // retries run in app.failures.test.ts.
    const why = 'needs a named failed actor: app.failures.test.ts';
    const exceptions = {
      'app —app.domainRetry[isFailedLazyDomain]→ (stay)': why,
      'app.page.running —app.domainRetry[isFailedBootDomain]→ app.page.reloading': why,
    };
    expect(gateFailures(measureModelCoverage('app', graph, paths, { input, exceptions }))).toEqual(
      [],
    );
  });
});
