import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { notificationsMachine } from './notifications.machine.ts';
import {
  selectNavbarNotifications,
  selectNotificationsLoggedIn,
} from './notifications.selectors.ts';
import { notification, notificationsInput } from './notifications.testing.ts';

/**
 * Model-based test: every transition of the notifications statechart, run on the real machine,
 * started (as the root starts it) with a logged-in guest's session and with a visitor's.
 */
const events = [
  { type: 'push.navbarNotifications', notifications: [notification(1), notification(2)] },
  { type: 'push.floatingNotifications', notifications: [notification(2)] },
  { type: 'push.notification', notification: notification(3) },
  { type: 'ui.markRead', notificationId: 1 },
  { type: 'ui.markAllSeen' },
  { type: 'ui.remove', notificationId: 2 },
  { type: 'ui.dismissFloating', notificationId: 3 },
];

defineModelSuite(notificationsMachine, {
  events,
  inputs: [notificationsInput(true), notificationsInput(false)],
  // A visitor's start takes no event, so the walk has no path from it (notifications need a
  // login): 'asks a visitor nothing' in notifications.machine.test.ts starts it there and checks.
  exceptions: {
    'notifications.visitor': 'a visitor’s start takes no event: notifications.machine.test.ts',
    'notifications.starting —always#2→ notifications.visitor':
      'a visitor’s start takes no event: notifications.machine.test.ts',
  },
  invariants: (snapshot, { route }) => {
    // The session it starts with decides at once: no state waits for it.
    expect(snapshot.matches('starting'), route).toBe(false);
    expect(snapshot.matches('active'), route).toBe(snapshot.context.member);
    expect(selectNotificationsLoggedIn(snapshot), route).toBe(snapshot.matches('active'));
    if (!snapshot.matches('active'))
      expect(selectNavbarNotifications(false)(snapshot), route).toEqual([]);
    if (snapshot.matches({ active: { navbar: 'loading' } }))
      expect(
        snapshot.context.navbar.every((n) => n.id === 3),
        route,
      ).toBe(true);
  },
});
