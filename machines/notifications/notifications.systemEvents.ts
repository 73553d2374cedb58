import type { NotificationsEvent } from './notifications.machine.ts';
import type { TabTitleEvent } from '../tabTitle/tabTitle.machine.ts';

/** The events the notifications domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    notifications: NotificationsEvent;
    /** Its child (machines/tabTitle): the tab title for unread messages. */
    'notifications.tabTitle': TabTitleEvent;
  }
}
