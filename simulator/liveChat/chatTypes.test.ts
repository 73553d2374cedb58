import { describe, expect, it } from 'vitest';
import { devCall } from '../realtime/test-client.ts';
import { liveChatTestSimulator } from './liveChat.testing.ts';

const live = liveChatTestSimulator();

/** A fresh copy of a demo guest with money, on the realtime channel. */
const guestWithMoney = () => live.guest('50.00');

/** The query service as that guest; the caller types the data it asks for. */
async function query<T>(accessToken: string, text: string): Promise<{ data: T }> {
  const reply = await fetch(live.sim.config.queryServiceUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: text }),
  });
  return (await reply.json()) as { data: T };
}

describe('LIVESHOW (decision 0017)', () => {
  it('her running ticket show lets in a ticket holder free of minutes, and no one without a ticket', async () => {
    const holder = await guestWithMoney();
    const list = await query<{
      chatShows: { items: { id: number; actorId: number; canBuy: boolean }[] };
    }>(holder.accessToken, '{ chatShows(first: 100) { items { id actorId canBuy isFree } } }');
    const show = list.data.chatShows.items.find((each) => each.canBuy)!;
    const bought = await query<{ buyChatTicket: { success: boolean } }>(
      holder.accessToken,
      `mutation { buyChatTicket(id: ${show.id}) { success } }`,
    );
    expect(bought.data.buyChatTicket.success).toBe(true);
    const started = await devCall(live.sim, 'POST', `/dev/chatShows/startNow?showId=${show.id}`);
    expect(started.status).toBe(200);

    const start = { type: 'startLiveChat', actorId: show.actorId, chatType: 'LIVESHOW' };
    holder.client.send(holder.frame({ ...start, clientChatId: 'h1' }));
    expect(await holder.client.next('liveChatStarted')).toMatchObject({
      chatType: 'LIVESHOW',
      pricePerMinute: null,
    });

    const stranger = await guestWithMoney();
    stranger.client.send(stranger.frame({ ...start, clientChatId: 's1' }));
    expect(await stranger.client.next('chatEnd')).toMatchObject({ exitCode: 903 });
  });

  it('without a running show, LIVESHOW is her live show, charged by the minute', async () => {
    const guest = await guestWithMoney();
    const actor = await devCall(live.sim, 'GET', '/dev/liveChat/actor?with=paid&nth=3');
    guest.client.send(
      guest.frame({
        type: 'startLiveChat',
        clientChatId: 'l1',
        actorId: Number(actor.json.id),
        chatType: 'LIVESHOW',
      }),
    );
    const started = await guest.client.next('liveChatStarted');
    expect(started.pricePerMinute).not.toBeNull();
  });

  it('refuses to start a show that is not there', async () => {
    expect((await devCall(live.sim, 'POST', '/dev/chatShows/startNow?showId=999999')).status).toBe(
      404,
    );
  });
});

describe('VIDEO_CALL', () => {
  it('an actor who offers the mobile video call takes one, charged by the minute', async () => {
    const guest = await guestWithMoney();
    const actor = await devCall(live.sim, 'GET', '/dev/liveChat/actor?with=videoCall');
    const actorId = Number(actor.json.id);
    const reply = await fetch(
      `${live.sim.appUrl}/rest/v1/getActorDataByIdOrName/${actorId}?access_token=${guest.accessToken}`,
    );
    const { chatButtons } = (await reply.json()) as {
      chatButtons: { isOnlineMobileVideocall: boolean; freeChat: boolean };
    };
    expect(chatButtons).toMatchObject({ isOnlineMobileVideocall: true, freeChat: false });
    guest.client.send(
      guest.frame({ type: 'startLiveChat', clientChatId: 'v1', actorId, chatType: 'VIDEO_CALL' }),
    );
    const started = await guest.client.next('liveChatStarted');
    expect(started).toMatchObject({ chatType: 'VIDEO_CALL' });
    expect(started.pricePerMinute).not.toBeNull();
  });
});

describe('private chats and their voyeurs (decision 0018)', () => {
  /** Her chat button config as the given guest reads it. */
  const chatButtons = async (accessToken: string, actorId: number) => {
    const reply = await fetch(
      `${live.sim.appUrl}/rest/v1/getActorDataByIdOrName/${actorId}?access_token=${accessToken}`,
    );
    return ((await reply.json()) as { chatButtons: { isInPrivateChat: boolean } }).chatButtons;
  };

  it('a private chat is charged at its button price, and while it runs others see her in it', async () => {
    const actor = await devCall(live.sim, 'GET', '/dev/liveChat/actor?with=voyeur&nth=2');
    const actorId = Number(actor.json.id);
    const guest = await guestWithMoney();
    const other = await guestWithMoney();
    expect((await chatButtons(other.accessToken, actorId)).isInPrivateChat).toBe(false);

    guest.client.send(
      guest.frame({
        type: 'startLiveChat',
        clientChatId: 'p1',
        actorId,
        chatType: 'LIVECHAT',
        privateChat: 'single',
      }),
    );
    const started = await guest.client.next('liveChatStarted');
    const config = (await chatButtons(other.accessToken, actorId)) as unknown as {
      prices: { single: { value: number } };
    };
    expect(started.pricePerMinute).toMatchObject({ value: config.prices.single.value });
    // Others see her in a private chat; the guest in it does not see herself as a voyeur's aim.
    expect((await chatButtons(other.accessToken, actorId)).isInPrivateChat).toBe(true);
    expect((await chatButtons(guest.accessToken, actorId)).isInPrivateChat).toBe(false);

    guest.client.send(guest.frame({ type: 'stopLiveChat', chatId: started.chatId, exitCode: 100 }));
    await guest.client.next('chatEnd');
    expect((await chatButtons(other.accessToken, actorId)).isInPrivateChat).toBe(false);
  });
});
