import { assign, enqueueActions, setup, type EventObject, type MachineContext } from 'xstate';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import { tabTitleMachine } from '../tabTitle/tabTitle.machine.ts';
import { NOTIFICATIONS_NEWEST, type Notification } from './notifications.types.ts';

export interface NotificationsContext {
  /** The navbar dropdown's list, newest first. */
  navbar: Notification[];
  /** Floating notifications on the page, newest first, until dismissed. */
  floating: Notification[];
  /** Whether the session it started with is a logged-in guest's, not locked (seed 000 §6). */
  member: boolean;
}

type Id = { notificationId: number };
export type NotificationsEvent =
  | { type: 'push.navbarNotifications'; notifications: Notification[] }
  | { type: 'push.floatingNotifications'; notifications: Notification[] }
  | { type: 'push.notification'; notification: Notification }
  | ({ type: 'ui.markRead' } & Id)
  | { type: 'ui.markAllSeen' }
  | ({ type: 'ui.remove' } & Id)
  | ({ type: 'ui.dismissFloating' } & Id);

type Frame = { type: string; [field: string]: unknown };

function byNewest(list: readonly Notification[]): Notification[] {
  return [...list].sort((a, b) =>
    a.created === b.created ? b.id - a.id : a.created < b.created ? 1 : -1,
  );
}

/** `list` with `added` in it, each id once, newest first. */
function mergeNotifications(
  list: readonly Notification[],
  added: readonly Notification[],
): Notification[] {
  const ids = new Set(added.map((n) => n.id));
  return byNewest([...added, ...list.filter((n) => !ids.has(n.id))]);
}

/**
 * The floating list with a new notification on top: an older one of the same kind and title
 * (the same actor online again) leaves the page for it; the navbar list keeps both.
 */
function floatNewest(list: readonly Notification[], added: Notification): Notification[] {
  return mergeNotifications(
    list.filter((n) => n.type !== added.type || n.title !== added.title),
    [added],
  );
}

const patch = (
  list: readonly Notification[],
  ids: ReadonlySet<number>,
  fields: Partial<Notification>,
) => list.map((n) => (ids.has(n.id) ? { ...n, ...fields } : n));

/**
 * Hands frames to the realtime connection (a typed send, `toSystem`; it adds the envelope and
 * queues while offline).
 */
const transmit = <TContext extends MachineContext, TEvent extends EventObject>(frames: Frame[]) =>
  toSystem<'realtime', TContext, TEvent>('realtime', () =>
    frames.map((frame) => ({ type: 'realtime.send' as const, frame })),
  );

/**
 * The guest's notifications (seed 000 §3, §4, §7): the navbar and floating lists (newest 5 asked
 * for; the navbar's is asked by the realtime connection after every `ackSession`), new ones by
 * push, unread and unseen cleared by mark-as-read and mark-as-seen, and removal. Which types a
 * phone hides is the selectors' business (the layout is the shell's).
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as DomainInput,
    tags: {} as 'visitor' | 'loggedIn' | 'navbarLoading' | 'floatingLoading',
  },
  actors: { tabTitle: tabTitleMachine },
  actions: {
    requestFloating: transmit([
      { type: 'requestFloatingNotifications', newest: NOTIFICATIONS_NEWEST },
    ]),
    storeNavbar: assign((_, params: { notifications: Notification[] }) => ({
      navbar: byNewest(params.notifications),
    })),
    storeFloating: assign((_, params: { notifications: Notification[] }) => ({
      floating: byNewest(params.notifications),
    })),
    add: assign(({ context }, params: { notification: Notification }) => ({
      navbar: mergeNotifications(context.navbar, [params.notification]),
      floating: floatNewest(context.floating, params.notification),
    })),
    markRead: enqueueActions(({ context, enqueue }, params: Id) => {
      const ids = new Set([params.notificationId]);
      enqueue.assign({
        navbar: patch(context.navbar, ids, { unread: false, unseen: false }),
        floating: patch(context.floating, ids, { unread: false, unseen: false }),
      });
      enqueue(transmit([{ type: 'markNotificationRead', notificationId: params.notificationId }]));
    }),
    /** Opening the dropdown: every unseen notification in it is now seen (one frame each). */
    markAllSeen: enqueueActions(({ context, enqueue }) => {
      const unseen = context.navbar.filter((n) => n.unseen).map((n) => n.id);
      if (unseen.length === 0) return;
      const ids = new Set(unseen);
      enqueue.assign({
        navbar: patch(context.navbar, ids, { unseen: false }),
        floating: patch(context.floating, ids, { unseen: false }),
      });
      enqueue(
        transmit(
          unseen.map((notificationId) => ({ type: 'markNotificationSeen', notificationId })),
        ),
      );
    }),
    remove: enqueueActions(({ context, enqueue }, params: Id) => {
      enqueue.assign({
        navbar: context.navbar.filter((n) => n.id !== params.notificationId),
        floating: context.floating.filter((n) => n.id !== params.notificationId),
      });
      enqueue(transmit([{ type: 'removeNotification', notificationId: params.notificationId }]));
    }),
    /** A floating one closed: it was seen, and stays in the navbar list. */
    dismissFloating: enqueueActions(({ context, enqueue }, params: Id) => {
      const shown = context.floating.find((n) => n.id === params.notificationId);
      if (!shown) return;
      const ids = new Set([params.notificationId]);
      enqueue.assign({
        floating: context.floating.filter((n) => n.id !== params.notificationId),
        navbar: patch(context.navbar, ids, { unseen: false }),
      });
      if (shown.unseen)
        enqueue(
          transmit([{ type: 'markNotificationSeen', notificationId: params.notificationId }]),
        );
    }),
  },
  guards: {
    isMember: ({ context }) => context.member,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    navbar: [],
    floating: [],
    member: input.guest.isLoggedIn && !input.guest.isLocked,
  }),
  initial: 'starting',
  states: {
    /** Notifications need a login (seed 000 §6): the session it is started with says at once. */
    starting: { always: [{ guard: 'isMember', target: 'active' }, { target: 'visitor' }] },
    visitor: { tags: 'visitor' },
    active: {
      tags: 'loggedIn',
      type: 'parallel',
      // The tab title for unread messages, a logged-in guest's (seed 000 §9).
      invoke: { id: 'tabTitle', systemId: 'notifications.tabTitle', src: 'tabTitle' },
      on: {
        'push.notification': {
          actions: {
            type: 'add',
            params: ({ event }) => ({ notification: event.notification }),
          },
        },
        'ui.markRead': {
          actions: {
            type: 'markRead',
            params: ({ event }) => ({ notificationId: event.notificationId }),
          },
        },
        'ui.markAllSeen': { actions: 'markAllSeen' },
        'ui.remove': {
          actions: {
            type: 'remove',
            params: ({ event }) => ({ notificationId: event.notificationId }),
          },
        },
        'ui.dismissFloating': {
          actions: {
            type: 'dismissFloating',
            params: ({ event }) => ({ notificationId: event.notificationId }),
          },
        },
      },
      states: {
        navbar: {
          initial: 'loading',
          states: {
            loading: {
              tags: 'navbarLoading',
              on: {
                'push.navbarNotifications': {
                  target: 'ready',
                  actions: { type: 'storeNavbar', params: ({ event }) => event },
                },
              },
            },
            ready: {
              on: {
                // Asked again after every reconnect: the list is the server's again.
                'push.navbarNotifications': {
                  actions: { type: 'storeNavbar', params: ({ event }) => event },
                },
              },
            },
          },
        },
        floating: {
          initial: 'loading',
          // The frame goes to the connection, or waits at the root while it is asked for.
          entry: 'requestFloating',
          states: {
            loading: {
              tags: 'floatingLoading',
              on: {
                'push.floatingNotifications': {
                  target: 'ready',
                  actions: { type: 'storeFloating', params: ({ event }) => event },
                },
              },
            },
            ready: {
              on: {
                'push.floatingNotifications': {
                  actions: { type: 'storeFloating', params: ({ event }) => event },
                },
              },
            },
          },
        },
      },
    },
  },
});
