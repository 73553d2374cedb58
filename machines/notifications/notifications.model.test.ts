import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { notificationsMachine } from './notifications.machine.ts';
import {
  selectNavbarNotifications,
  selectNotificationsLoggedIn,
} from './notifications.selectors.ts';
import { notification, ready } from './notifications.testing.ts';

/** Model-based test: every transition of the notifications statechart, run on the real machine. */
const events = [
  ready(true),
  ready(false),
  { type: 'push.navbarNotifications', notifications: [notification(1), notification(2)] },
  { type: 'push.floatingNotifications', notifications: [notification(2)] },
  { type: 'push.notification', notification: notification(3) },
  { type: 'ui.markRead', notificationId: 1 },
  { type: 'ui.markAllSeen' },
  { type: 'ui.remove', notificationId: 2 },
  { type: 'ui.dismissFloating', notificationId: 3 },
];
const graph = modelMachine(notificationsMachine);
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
const model = createTestModel(graph, { events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
const { run } = recordingRunner('notifications', notificationsMachine);

describe('notifications model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      expect(selectNotificationsLoggedIn(snapshot), route).toBe(snapshot.matches('active'));
      if (!snapshot.matches('active'))
        expect(selectNavbarNotifications(false)(snapshot), route).toEqual([]);
      if (snapshot.matches({ active: { navbar: 'loading' } }))
        expect(
          snapshot.context.navbar.every((n) => n.id === 3),
          route,
        ).toBe(true);
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('notifications', graph, paths))).toEqual([]);
  });
});
