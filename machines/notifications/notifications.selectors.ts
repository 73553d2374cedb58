import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine.ts';
import { MOBILE_HIDDEN_TYPES, type Notification } from './notifications.types.ts';

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

const EMPTY: readonly Notification[] = [];
const hiddenOnPhones = new Set(MOBILE_HIDDEN_TYPES);
const phoneLists = new WeakMap<readonly Notification[], Notification[]>();

/** The list a layout shows: phones leave out the types of seed 000 §3 (6, 7, 13, 14, 15, 22). */
function visibleOn(list: readonly Notification[], mobile: boolean): readonly Notification[] {
  if (!mobile) return list;
  let shown = phoneLists.get(list);
  if (!shown) {
    shown = list.filter((n) => !hiddenOnPhones.has(n.type));
    phoneLists.set(list, shown);
  }
  return shown;
}

export const selectNotificationsLoggedIn = (s: NotificationsSnapshot): boolean =>
  s.hasTag('loggedIn');

export const selectNavbarNotifications =
  (mobile: boolean) =>
  (s: NotificationsSnapshot): readonly Notification[] =>
    s.hasTag('loggedIn') ? visibleOn(s.context.navbar, mobile) : EMPTY;

export const selectFloatingNotifications =
  (mobile: boolean) =>
  (s: NotificationsSnapshot): readonly Notification[] =>
    s.hasTag('loggedIn') ? visibleOn(s.context.floating, mobile) : EMPTY;

/** The badge: notifications the guest has not seen yet (in the layout's list). */
export const selectUnseenCount =
  (mobile: boolean) =>
  (s: NotificationsSnapshot): number =>
    visibleOn(s.context.navbar, mobile).filter((n) => n.unseen).length;
