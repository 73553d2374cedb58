import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import { accountSettingsMachine } from './accountSettings.machine.ts';
import { selectNotifications, selectPreferences } from './profile.selectors.ts';
import type { NotificationSettings } from './profile.types.ts';

const { request } = demoSessionFacts();

describe('account settings', () => {
  it('saves the settings and the preferences the guest asked for, and shows them saved', async () => {
    const saved: unknown[] = [];
    const machine = accountSettingsMachine.provide({
      actors: {
        loadNotificationSettings: fromPromise(() =>
          Promise.resolve<NotificationSettings>({ messages: true }),
        ),
        saveNotificationSettings: fromPromise(({ input }) => {
          saved.push(input);
          return Promise.resolve<NotificationSettings>({ messages: false });
        }),
        savePreferences: fromPromise(({ input }) => {
          saved.push(input);
          return Promise.resolve();
        }),
      },
    });
    const actor = createActor(machine, {
      input: { request, preferences: { autoplay: true, volume: 3 } },
    }).start();
    await flushMacrotasks();
    actor.send({ type: 'ui.notificationsSave', settings: { messages: false } });
    actor.send({ type: 'ui.preferencesSave', data: { autoplay: false } });
    // While saving, the guest's choice shows.
    expect(selectPreferences(actor.getSnapshot()).preferences).toEqual({ autoplay: false });
    await flushMacrotasks();
    expect(saved).toEqual([
      { request, settings: { messages: false } },
      { request, data: { autoplay: false } },
    ]);
    expect(selectNotifications(actor.getSnapshot())).toEqual({
      status: 'shown',
      settings: { messages: false },
      outcome: 'saved',
    });
    expect(selectPreferences(actor.getSnapshot())).toEqual({
      preferences: { autoplay: false, volume: 3 },
      busy: false,
      outcome: 'saved',
    });
    actor.stop();
  });
});
