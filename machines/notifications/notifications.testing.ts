import { createActor, setup, type ActorRefFrom, type EventObject } from 'xstate';
import type { DomainInput } from '../shared/domainEvents.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { notificationsMachine, type NotificationsEvent } from './notifications.machine.ts';
import type { Notification } from './notifications.types.ts';

export function notification(id: number, fields: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 1,
    unread: true,
    unseen: true,
    created: `2026-01-01T10:00:${String(id % 60).padStart(2, '0')}.000Z`,
    title: `N${id}`,
    text: `text ${id}`,
    link: null,
    ...fields,
  };
}

/** What the root starts the notifications with: a logged-in guest's session, or a visitor's. */
export const notificationsInput = (isLoggedIn = true): DomainInput =>
  demoDomainInput('notifications', { isLoggedIn, isLocked: false });

/** The notifications machine beside a recorder playing `realtime`. */
export function startNotifications(isLoggedIn = true) {
  const told: EventObject[] = [];
  const parent = createActor(
    setup({
      actors: {
        notifications: notificationsMachine,
        realtime: setup({}).createMachine({
          on: { '*': { actions: ({ event }) => void told.push(event) } },
        }),
      },
    }).createMachine({
      invoke: [
        { id: 'realtime', systemId: 'realtime', src: 'realtime' },
        {
          id: 'notifications',
          systemId: 'notifications',
          src: 'notifications',
          input: notificationsInput(isLoggedIn),
        },
      ],
    }),
  ).start();
  const actor = parent.system.get('notifications') as ActorRefFrom<typeof notificationsMachine>;
  return {
    send: (event: NotificationsEvent) => actor.send(event),
    snapshot: () => actor.getSnapshot(),
    frames: () => told.map((e) => (e as unknown as { frame: unknown }).frame),
  };
}
