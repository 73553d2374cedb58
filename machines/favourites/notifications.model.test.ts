import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import {
  favouriteNotificationsMachine,
  type NotificationsContext,
} from './notifications.machine.ts';
import { notificationShown } from './notifications.rules.ts';
import { selectNotificationSwitch } from './notifications.selectors.ts';
import type { NotificationAnswer } from './favourites.types.ts';

/** Model-based test of the favourites' notification switches: every transition, on the real machine. */
const anna = { id: 1, name: 'Anna', isOnline: true, avatarUrl: null };
const listed = (sms: boolean, answer?: NotificationAnswer) => ({
  type: 'push.FavoriteActors',
  actors: [{ ...anna, notifications: { email: true, sms } }],
  notificationAnswer: answer,
});
const smsOn = { actorId: 1, medium: 'sms' as const, enabled: true };
const events = [
  { type: 'ui.setNotification', ...smsOn },
  { type: 'ui.setNotification', ...smsOn, enabled: false },
  { type: 'ui.setNotification', actorId: 1, medium: 'email', enabled: false },
  // A favourite without switches, and one the list does not know.
  { type: 'ui.setNotification', actorId: 9, medium: 'sms', enabled: true },
  listed(false),
  listed(true, { ...smsOn, accepted: true }),
  listed(false, { ...smsOn, accepted: false }),
  { type: 'xstate.after.answerTimeout.favouriteNotifications.saving' },
];

const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as NotificationsContext;
  // Few facts, not the whole queue (it could grow without end): the paths stay exact.
  return JSON.stringify([
    s.value,
    c.known[1]?.sms,
    notificationShown(c, 1, 'sms'),
    notificationShown(c, 1, 'email'),
    Math.min(c.waiting.length, 2),
    Math.min(c.undone.length, 1),
  ]);
};

defineModelSuite(favouriteNotificationsMachine, {
  input: { actors: [{ ...anna, notifications: { email: true, sms: false } }] },
  events: events,
  serializeState,
  invariants: (snapshot, { route }) => {
    const context = snapshot.context;
    // Waiting changes and the busy tag go together with the saving state.
    expect(snapshot.matches('saving'), route).toBe(context.waiting.length > 0);
    expect(snapshot.hasTag('busy'), route).toBe(snapshot.matches('saving'));
    // The switch shows the last waiting change, else the server's value.
    for (const medium of ['email', 'sms'] as const) {
      const view = selectNotificationSwitch(snapshot, 1, medium);
      expect(view.enabled, route).toBe(notificationShown(context, 1, medium));
      expect(view.enabled, route).not.toBeNull();
    }
    expect(selectNotificationSwitch(snapshot as never, 9, 'sms').enabled, route).toBeNull();
  },
});
