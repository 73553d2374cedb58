import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import type { ConnectingEvent } from './liveChat.context.ts';
import { liveChatMachine } from './liveChat.machine.ts';

const lana = { id: 7, name: 'Lana', toy: true };

/** A private chat with Lana (she has a toy) let through by the gate; start frames recorded. */
function connected() {
  const starts: ConnectingEvent[] = [];
  const logic = liveChatMachine.provide({
    actions: {
      askGate: () => {},
      sendStart: (_, params: ConnectingEvent) => void starts.push(params),
      sendStop: () => {},
    },
  });
  const chat = createActor(logic, {
    input: demoDomainInput('liveChat', { isLoggedIn: true }),
  }).start();
  chat.send({
    type: 'liveChat.enter',
    actor: lana,
    chatType: 'LIVECHAT',
    privateChat: 'single',
    banned: false,
  });
  chat.send({
    type: 'gate.answer',
    action: 'chat',
    ticket: '7:1',
    allowed: true,
    reason: null,
    open: null,
    balance: { value: 10, currency: 'EUR' },
  });
  return { chat, starts };
}

describe('the chat names her by the events that entered its states (issue 52 §3)', () => {
  it('sends the start frame for her and the chat entered, private kind included', () => {
    const { starts } = connected();
    expect(starts).toEqual([
      { type: 'liveChat.connecting', actorId: 7, chatType: 'LIVECHAT', privateChat: 'single' },
    ]);
  });

  it("starts her toy's controls for the chat that went live with her", () => {
    const { chat } = connected();
    chat.send({
      type: 'push.liveChatStarted',
      chatId: 'c9',
      clientChatId: '7:1',
      actorId: 7,
      chatType: 'LIVECHAT',
      pricePerMinute: { value: 1.99, currency: 'EUR' },
      streamUrl: null,
    });
    const toys = chat.getSnapshot().children.toys?.getSnapshot() as
      { context: { chatId: string; actorId: number } } | undefined;
    expect(toys?.context).toMatchObject({ chatId: 'c9', actorId: 7 });
  });
});
