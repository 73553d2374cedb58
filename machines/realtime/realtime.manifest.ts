import { defineDomain } from '../app/domainManifest.ts';

/**
 * The socket. The engine routes every push to its owner (`machines/realtime/realtime.routing.ts`);
 * this machine keeps the lifecycle frames and sees a copy of those that settle a guest message.
 */
export const realtimeManifest = defineDomain({
  id: 'realtime',
  lazy: false,
  observes: {
    realtime: ['messageAck', 'messageRejected', 'liveChatMessage'],
  },
});
