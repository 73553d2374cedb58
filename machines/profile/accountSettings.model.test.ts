import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { accountSettingsMachine } from './accountSettings.machine.ts';
import { selectNotifications, selectPreferences } from './profile.selectors.ts';

/** Model-based test: every transition of the settings statechart, run on the real machine. */
const input = {
  request: {
    restBaseUrl: 'http://x/rest/v1',
    ver: 't',
    language: 'en' as const,
    accessToken: 'tok',
  },
  preferences: { autoplay: true },
};
const events = [
  { type: 'xstate.done.actor.loadNotificationSettings', output: { messages: true } },
  { type: 'xstate.error.actor.loadNotificationSettings', error: { message: 'down' } },
  { type: 'ui.notificationsRetry' },
  { type: 'ui.notificationsSave', settings: { messages: false } },
  { type: 'xstate.done.actor.saveNotificationSettings', output: { messages: false } },
  { type: 'xstate.error.actor.saveNotificationSettings', error: { message: 'down' } },
  { type: 'ui.preferencesSave', data: { autoplay: false } },
  { type: 'xstate.done.actor.savePreferences' },
  { type: 'xstate.error.actor.savePreferences', error: { message: 'down' } },
];
const graph = modelMachine(accountSettingsMachine);
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
const model = createTestModel(graph, { events: events as never, serializeState, input });
const paths = transitionPaths(model, createActor(graph, { input }).getSnapshot(), serializeState);

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
const { run } = recordingRunner('accountSettings', accountSettingsMachine, { input });

describe('accountSettings model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const steps = path.steps.map((step) => step.event as EventObject);
      const snapshot = await run(steps);
      const route = steps.map((e) => e.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const notifications = selectNotifications(snapshot as never);
      if (snapshot.matches({ notifications: { shown: 'saved' } }))
        expect(notifications, route).toMatchObject({
          outcome: 'saved',
          settings: { messages: false },
        });
      // A failed save keeps showing what the guest chose.
      if (snapshot.matches({ notifications: { shown: 'failed' } }))
        expect(notifications, route).toMatchObject({
          outcome: 'failed',
          settings: { messages: false },
        });
      const preferences = selectPreferences(snapshot as never);
      if (snapshot.matches({ preferences: { idle: 'saved' } }))
        expect(preferences, route).toMatchObject({
          outcome: 'saved',
          preferences: { autoplay: false },
        });
      if (snapshot.matches({ preferences: { idle: 'failed' } }))
        expect(preferences.outcome, route).toBe('failed');
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('accountSettings', graph, paths, { input }))).toEqual(
      [],
    );
  });
});
