import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
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

defineModelSuite(notificationsMachine, {
  events,
  invariants: (snapshot, { route }) => {
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
