import { describe, expect, it } from 'vitest';
import { directRouteOfPush, observersOfPush, ownerOfPush } from './realtime.routing.ts';

describe('realtime routing', () => {
  it('hands ackSession to the realtime machine, with a copy for the age check', () => {
    // No owner: the socket stream gives the frame back to the realtime machine (its handshake)
    // first; the avs machine gets a copy after it, to re-read a pending check's status.
    expect(ownerOfPush('push.ackSession')).toBeNull();
    expect(directRouteOfPush('push.ackSession')).toEqual({ owner: null, observers: ['avs'] });
  });

  it('keeps the age-check pushes with the avs machine, and their routes without observers', () => {
    for (const type of ['avsSet', 'avsPending', 'avsRejected', 'avsRevoked'])
      expect(directRouteOfPush(`push.${type}`)).toEqual({ owner: 'avs', observers: [] });
  });

  it('hands a guest message’s ack to its owner, with a copy for the realtime machine’s resend queue', () => {
    expect(directRouteOfPush('push.messageAck')).toEqual({
      owner: 'messenger',
      observers: ['realtime'],
    });
    expect(directRouteOfPush('push.liveChatMessage')).toEqual({
      owner: 'liveChat',
      observers: ['realtime'],
    });
  });

  it('hands the actors online pushes to their one owner, presence, and to no one else (issue 52 §2)', () => {
    for (const type of ['push.actorOnline', 'push.actorOffline'])
      expect(directRouteOfPush(type)).toEqual({ owner: 'presence', observers: [] });
    expect(observersOfPush('push.sessionExpired')).toEqual([]);
  });
});
