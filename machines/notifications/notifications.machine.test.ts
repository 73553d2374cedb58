import { describe, expect, it } from 'vitest';
import {
  selectFloatingNotifications,
  selectNavbarNotifications,
  selectUnseenCount,
} from './notifications.selectors.ts';
import { notification, startNotifications } from './notifications.testing.ts';

describe('notifications machine', () => {
  it('asks for the newest 5 floating ones and shows the lists the server sends, newest first', () => {
    const n = startNotifications();
    expect(n.frames()).toEqual([{ type: 'requestFloatingNotifications', newest: 5 }]);
    expect(n.snapshot().hasTag('navbarLoading')).toBe(true);
    n.send({ type: 'push.navbarNotifications', notifications: [notification(1), notification(2)] });
    n.send({ type: 'push.floatingNotifications', notifications: [notification(2)] });
    expect(selectNavbarNotifications(false)(n.snapshot()).map((x) => x.id)).toEqual([2, 1]);
    expect(selectFloatingNotifications(false)(n.snapshot()).map((x) => x.id)).toEqual([2]);
  });

  it('adds a pushed one to both lists once', () => {
    const n = startNotifications();
    n.send({ type: 'push.navbarNotifications', notifications: [notification(1)] });
    n.send({ type: 'push.notification', notification: notification(5) });
    n.send({ type: 'push.notification', notification: notification(5) });
    expect(n.snapshot().context.navbar.map((x) => x.id)).toEqual([5, 1]);
    expect(n.snapshot().context.floating.map((x) => x.id)).toEqual([5]);
  });

  it('lets a newer one of the same kind and title take the place of an older one on the page only', () => {
    const n = startNotifications();
    const online = (id: number) => notification(id, { type: 3, title: 'MiaMoon is online' });
    n.send({ type: 'push.notification', notification: online(1) });
    n.send({ type: 'push.notification', notification: notification(2, { type: 3 }) });
    n.send({ type: 'push.notification', notification: online(3) });
    expect(n.snapshot().context.floating.map((x) => x.id)).toEqual([3, 2]);
    expect(n.snapshot().context.navbar.map((x) => x.id)).toEqual([3, 2, 1]);
  });

  it('mark as read, mark all seen, remove and dismiss tell the server and change the lists', () => {
    const n = startNotifications();
    n.send({
      type: 'push.navbarNotifications',
      notifications: [notification(1), notification(2), notification(3, { unseen: false })],
    });
    n.send({ type: 'push.notification', notification: notification(4) });
    expect(selectUnseenCount(false)(n.snapshot())).toBe(3);
    n.send({ type: 'ui.markRead', notificationId: 1 });
    expect(n.snapshot().context.navbar.find((x) => x.id === 1)).toMatchObject({
      unread: false,
      unseen: false,
    });
    n.send({ type: 'ui.markAllSeen' });
    expect(selectUnseenCount(false)(n.snapshot())).toBe(0);
    n.send({ type: 'ui.remove', notificationId: 2 });
    n.send({ type: 'ui.dismissFloating', notificationId: 4 });
    expect(n.snapshot().context.navbar.map((x) => x.id)).toEqual([4, 3, 1]);
    expect(n.snapshot().context.floating).toEqual([]);
    expect(n.frames().slice(1)).toEqual([
      { type: 'markNotificationRead', notificationId: 1 },
      { type: 'markNotificationSeen', notificationId: 4 },
      { type: 'markNotificationSeen', notificationId: 2 },
      { type: 'removeNotification', notificationId: 2 },
    ]);
  });

  it('hides the types 6, 7, 13, 14, 15 and 22 on phones only', () => {
    const n = startNotifications();
    const types = [1, 6, 7, 13, 14, 15, 22, 23];
    n.send({
      type: 'push.navbarNotifications',
      notifications: types.map((type, i) => notification(i + 1, { type })),
    });
    expect(selectNavbarNotifications(true)(n.snapshot()).map((x) => x.type)).toEqual([23, 1]);
    expect(selectNavbarNotifications(false)(n.snapshot())).toHaveLength(8);
  });

  it('asks a visitor nothing', () => {
    const n = startNotifications(false);
    expect(n.frames()).toEqual([]);
    expect(n.snapshot().hasTag('visitor')).toBe(true);
  });
});
