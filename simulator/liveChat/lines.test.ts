import { describe, expect, it } from 'vitest';
import type { ServerFrameOf } from '../../services/realtime/frames.ts';
import { connectGuest, devCall, type FrameClient } from '../realtime/test-client.ts';
import { liveChatTestSimulator } from './liveChat.testing.ts';

const live = liveChatTestSimulator();
const { clients } = live;

type Line = ServerFrameOf<'liveChatMessage'>;
const linesOf = (client: FrameClient, chatId: string): Line[] =>
  client.frames().filter((f): f is Line => f.type === 'liveChatMessage' && f.chatId === chatId);

describe('a live-chat line sent again (issue 51 §7)', () => {
  it('is stored and answered once; the resend, from a new page, is acknowledged as the same message', async () => {
    const copy = await devCall(live.sim, 'POST', '/dev/account/copy?from=demo');
    const login = String(copy.json.login);
    await devCall(live.sim, 'POST', `/dev/account/balance?as=${login}&balance=50.00`);
    const actor = await devCall(live.sim, 'GET', '/dev/liveChat/actor?with=paid&nth=4');
    const first = await connectGuest(live.sim, login);
    clients.push(first.client);
    first.client.send(
      first.frame({
        type: 'startLiveChat',
        clientChatId: 'c1',
        actorId: Number(actor.json.id),
        chatType: 'LIVECHAT',
      }),
    );
    const { chatId } = await first.client.next('liveChatStarted');
    const line = { type: 'sendLiveChatMessage', chatId, clientMessageId: 'line-1', text: 'Hi' };
    first.client.send(first.frame(line));
    await first.client.until(
      (c) => linesOf(c, chatId).some((f) => f.clientMessageId === 'line-1'),
      'the echo',
    );
    const echo = linesOf(first.client, chatId).find((f) => f.clientMessageId === 'line-1')!;

    // The page reloads: its next socket sends the line again, twice even (a drop in between).
    await first.client.close();
    const next = await connectGuest(live.sim, login);
    clients.push(next.client);
    next.client.send(next.frame(line));
    next.client.send(next.frame(line));
    await next.client.until(
      (c) => linesOf(c, chatId).filter((f) => f.clientMessageId === 'line-1').length === 2,
      'both echoes',
    );
    // A later line is answered: the answers to the resends would have come before it.
    next.client.send(next.frame({ ...line, clientMessageId: 'line-2', text: 'Again' }));
    await next.client.until(
      (c) => linesOf(c, chatId).filter((f) => f.senderType === 'actor').length >= 1,
      'the answer to line-2',
    );

    const resent = linesOf(next.client, chatId);
    for (const each of resent.filter((f) => f.clientMessageId === 'line-1'))
      expect(each).toMatchObject({ messageId: echo.messageId, text: 'Hi', senderType: 'guest' });
    expect(resent.filter((f) => f.senderType === 'actor')).toHaveLength(1);
    const answers = [...linesOf(first.client, chatId), ...resent].filter(
      (f) => f.senderType === 'actor' && f.clientMessageId === null,
    );
    // Her greeting and her answer to line-1 on the first page, her answer to line-2 on the next.
    expect(answers).toHaveLength(3);
  });
});
