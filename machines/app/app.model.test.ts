import { createTestModel } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { demoConfig, demoGuest } from '../../fixtures/guestStates.ts';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
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

describe('app model', () => {
  it(`runs ${paths.length} generated paths on the real app system, and each state means what it says`, () => {
    for (const path of paths) {
      const reloadPage = vi.fn();
      const actor = createActor(appMachine.provide({ actions: { reloadPage } }), { input }).start();
      for (const step of path.steps) actor.send(step.event as AppEvent);
      const snapshot = actor.getSnapshot();
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      expect(reloadPage, route).toHaveBeenCalledTimes(
        snapshot.matches({ page: 'reloading' }) ? 1 : 0,
      );
      const realtimeLink = (actor.system.get('realtime')?.getSnapshot() as AnyMachineSnapshot)
        .value as { link: string | Record<string, unknown> };
      const started = path.steps.some((step) => step.event.type === 'bootstrap.guestReady');
      const locked = path.steps.some((step) => step.event.type === 'guest.locked');
      const link =
        typeof realtimeLink.link === 'string'
          ? realtimeLink.link
          : Object.keys(realtimeLink.link)[0];
      expect(link, route).toBe(locked ? 'loggedOut' : started ? 'connection' : 'dormant');
      actor.stop();
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('app', graph, paths, { input }))).toEqual([]);
  });
});
