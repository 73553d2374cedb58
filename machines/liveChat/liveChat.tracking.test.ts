import { describe, expect, it } from 'vitest';
import { chatTracking } from './liveChat.tracking.ts';

const actor = { id: 7, name: 'Lana', toy: false };

describe('chatTracking', () => {
  it('tracks a chat as live_chat and a voyeur as voyeur_cam, the end with what it cost', () => {
    expect(chatTracking('start', { actor, chatType: 'LIVECHAT', chatId: 'c1' })).toEqual({
      type: 'tracking.track',
      eventContext: 'live_chat',
      eventAction: 'start',
      eventData: { actorId: 7, chatId: 'c1', chatType: 'LIVECHAT' },
    });
    expect(
      chatTracking('end', {
        actor,
        chatType: 'VOYEUR_CHAT',
        chatId: 'c2',
        billed: { minutes: 3, total: { value: 5.97, currency: 'EUR' } },
        exitCode: 107,
      }),
    ).toEqual({
      type: 'tracking.track',
      eventContext: 'voyeur_cam',
      eventAction: 'end',
      eventData: {
        actorId: 7,
        chatId: 'c2',
        chatType: 'VOYEUR_CHAT',
        minutes: 3,
        amount: 5.97,
        currency: 'EUR',
        exitCode: 107,
      },
    });
    expect(chatTracking('start', { actor: null, chatType: 'LIVECHAT', chatId: 'c1' })).toBeNull();
  });
});
