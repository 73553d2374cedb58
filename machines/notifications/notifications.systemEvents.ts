import type { NotificationsEvent } from './notifications.machine.ts';

/** The events the notifications domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    notifications: NotificationsEvent;
  }
}
