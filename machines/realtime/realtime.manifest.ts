import { defineDomain } from '../app/domainManifest.ts';

/**
 * The socket. The engine routes every push to its owner (`machines/realtime/realtime.routing.ts`);
 * this machine keeps the lifecycle frames and sees a copy of those that settle a guest message.
 * A lazy domain (issue 50 §5) that only the root asks for, for a logged-in guest: a visitor's page
 * loads none of its code, and what is sent to it there is dropped (machines/app/app.machine.ts).
 * No page shows it, so its code is asked for until it comes; meanwhile the navbar says
 * "Connecting" (views/layout/ConnectionIndicator.tsx).
 */
export const realtimeManifest = defineDomain({
  id: 'realtime',
  lazy: true,
  keepLoading: true,
  observes: {
    realtime: ['messageAck', 'messageRejected', 'liveChatMessage'],
  },
});
