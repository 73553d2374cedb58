import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
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

defineModelSuite(accountSettingsMachine, {
  input,
  events,
  invariants: (snapshot, { route }) => {
    const notifications = selectNotifications(snapshot);
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
    const preferences = selectPreferences(snapshot);
    if (snapshot.matches({ preferences: { idle: 'saved' } }))
      expect(preferences, route).toMatchObject({
        outcome: 'saved',
        preferences: { autoplay: false },
      });
    if (snapshot.matches({ preferences: { idle: 'failed' } }))
      expect(preferences.outcome, route).toBe('failed');
  },
});
