import { update } from './messenger.context.ts';

// The guest's unread count (seed 000 §7, the content service's "unread count" and
// `touchMessengerChannel`): the service counts it, the messenger shows what it answered. It is
// asked when the messenger starts and again when a pushed channel's unread count changes or all
// channels were seen; reading a channel tells the service (a touch), whose answer is the count
// after it. Its calls are children the machine spawns (messenger.calls.ts), like the catalogs'.

export const unreadActions = {
  storeUnreadCount: update<{ count: number }>((_, { count }) => ({ unreadCount: count })),
};

const count = ({ event }: { event: { output: number } }) => ({ count: event.output });

/**
 * The answers of the unread count's calls, in any state of the logged-in messenger. A failure
 * leaves the count as it was, and is not the guest's to see (the engine reports every failed
 * messenger call to the logger as `vxmessengerError`).
 */
export const unreadAnswers = {
  'xstate.done.actor.loadUnreadCount': {
    actions: [
      { type: 'storeUnreadCount', params: count },
      { type: 'endCall', params: { id: 'loadUnreadCount' } },
    ],
  },
  'xstate.error.actor.loadUnreadCount': {
    actions: { type: 'endCall', params: { id: 'loadUnreadCount' } },
  },
  'xstate.done.actor.touchMessengerChannel': {
    actions: [
      { type: 'storeUnreadCount', params: count },
      { type: 'endCall', params: { id: 'touchMessengerChannel' } },
    ],
  },
  'xstate.error.actor.touchMessengerChannel': {
    actions: { type: 'endCall', params: { id: 'touchMessengerChannel' } },
  },
} as const;
