import type { SnapshotFrom } from 'xstate';
import type { favouriteNotificationsMachine } from './notifications.machine.ts';
import { notificationShown } from './notifications.rules.ts';
import type { NotificationMedium, UndoneReason } from './favourites.types.ts';

type NotificationsSnapshot = SnapshotFrom<typeof favouriteNotificationsMachine>;

/** One favourite's switch: on or off (null: the server gave none), and whether it waits. */
export interface NotificationSwitchView {
  enabled: boolean | null;
  saving: boolean;
}

export const NO_SWITCH: NotificationSwitchView = { enabled: null, saving: false };

export function selectNotificationSwitch(
  snapshot: NotificationsSnapshot,
  actorId: number,
  medium: NotificationMedium,
): NotificationSwitchView {
  const { context } = snapshot;
  return {
    enabled: notificationShown(context, actorId, medium),
    saving: context.waiting.some(
      (change) => change.actorId === actorId && change.medium === medium,
    ),
  };
}

export const sameSwitch = (a: NotificationSwitchView, b: NotificationSwitchView): boolean =>
  a.enabled === b.enabled && a.saving === b.saving;

/** What was taken back of one favourite's switches, and why (said until her next change). */
export interface UndoneSwitch {
  medium: NotificationMedium;
  enabled: boolean;
  reason: UndoneReason;
}

export function selectUndoneSwitches(
  snapshot: NotificationsSnapshot,
  actorId: number,
): UndoneSwitch[] {
  return snapshot.context.undone
    .filter(({ change }) => change.actorId === actorId)
    .map(({ change, reason }) => ({ medium: change.medium, enabled: change.enabled, reason }));
}

export const sameUndone = (a: readonly UndoneSwitch[], b: readonly UndoneSwitch[]): boolean =>
  a.length === b.length &&
  a.every(
    (each, at) =>
      each.medium === b[at]?.medium &&
      each.enabled === b[at]?.enabled &&
      each.reason === b[at]?.reason,
  );
