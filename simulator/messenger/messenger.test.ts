import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeFrame } from '../../services/realtime/decoder.ts';
import { MAX_FRAME_BYTES, type ServerFrameOf } from '../../services/realtime/frames.ts';
import { guestTextMessage } from '../../fixtures/realtimeFrames.ts';
import { parseScenario } from '../realtime/scenarios.ts';
import { REPO_DIR, type RunningSimulator } from '../server.ts';
import { loginAs, restUrl, startTestSimulator, tempDir } from '../testing.ts';
import {
  connectGuest,
  devCall,
  quietMessenger,
  type GuestSocket,
} from '../realtime/test-client.ts';
import { answerPlan } from './activity.ts';
import { LONG_CHANNEL_ID, LONG_CHANNEL_MESSAGES } from './generated.ts';
import { messengerLoadJsonl } from './load-scenario.ts';
import {
  actorSchema,
  channelHistorySchema,
  giftsReplySchema,
  recommendationsReplySchema,
  toyControlsReplySchema,
  unreadCountReplySchema,
} from './schemas.ts';
import { unreadCountReplySchema as clientUnreadSchema } from '../../services/rest/messengerSchemas.ts';

let sim: RunningSimulator;
const data = tempDir('messenger-test-');
const sockets: GuestSocket[] = [];

// Seeding vip's 10 500 messages takes a moment; a busy machine takes longer.
beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
}, 120_000);
beforeEach(async () => {
  await quietMessenger(sim);
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.client.close()));
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

async function guest(login: string) {
  const socket = await connectGuest(sim, login);
  sockets.push(socket);
  return socket;
}

async function rest(path: string, accessToken: string, params: Record<string, string> = {}) {
  const response = await fetch(restUrl(sim, path, { access_token: accessToken, ...params }));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** `POST touchMessengerChannel` with a JSON body, as the client sends it. */
async function touch(accessToken: string, body: Record<string, unknown>) {
  const response = await fetch(
    restUrl(sim, 'touchMessengerChannel', { access_token: accessToken }),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const gift = (clientMessageId: string, channelId: number, gifts: number[], text = '') => ({
  ...guestTextMessage(clientMessageId, channelId, text),
  messageType: 'gift' as const,
  includedGifts: gifts,
});
const toy = (clientMessageId: string, channelId: number, toyControlId: number) => ({
  ...guestTextMessage(clientMessageId, channelId),
  messageType: 'toy' as const,
  data: { toyControlId },
});

describe('messenger REST', () => {
  it('answers a channel with its newest history page, oldest first', async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    const { status, json } = await rest('channel/2101', accessToken);
    expect(status).toBe(200);
    const history = channelHistorySchema.parse(json);
    expect(history.channel).toMatchObject({ id: 2101, actorName: 'LanaLove' });
    expect(history.total).toBe(9);
    expect(history.hasMore).toBe(false);
    const ids = history.messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.at(-1)).toBe(history.channel.lastMessageId);
  });

  it('pages through 10 000 messages with before and limit', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const first = channelHistorySchema.parse(
      (await rest(`channel/${LONG_CHANNEL_ID}`, accessToken)).json,
    );
    expect(first).toMatchObject({ total: LONG_CHANNEL_MESSAGES, hasMore: true });
    expect(first.messages).toHaveLength(50);
    expect(first.messages.at(-1)?.id).toBe(first.channel.lastMessageId);
    const before = String(first.messages[0]?.id);
    const older = channelHistorySchema.parse(
      (await rest(`channel/${LONG_CHANNEL_ID}`, accessToken, { before, limit: '200' })).json,
    );
    expect(older.messages).toHaveLength(200);
    expect(older.messages.at(-1)?.id).toBe(Number(before) - 1);
    const oldest = channelHistorySchema.parse(
      (
        await rest(`channel/${LONG_CHANNEL_ID}`, accessToken, {
          before: String(older.messages[0]?.id),
          limit: '200',
        })
      ).json,
    );
    expect(oldest.messages.length).toBe(200);
    expect((await rest(`channel/${LONG_CHANNEL_ID}`, accessToken, { limit: '201' })).status).toBe(
      400,
    );
  }, 120_000);

  it('refuses other guests’ channels, visitors and bad ids', async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    expect((await rest('channel/2301', accessToken)).status).toBe(404); // vip's
    expect((await rest('channel/abc', accessToken)).status).toBe(400);
    expect((await rest('channel/2101', 'nope')).status).toBe(401);
    const visitor = (await (await fetch(restUrl(sim, 'auth/session'))).json()) as {
      accessToken: string;
    };
    expect((await rest('channel/2101', visitor.accessToken)).status).toBe(401);
  });

  it('opens the channel with an actor, creating it once and telling the guest’s tabs', async () => {
    const demo = await guest('demo');
    const existing = channelHistorySchema.parse(
      (await rest('channel/actor/3101', demo.accessToken)).json,
    );
    expect(existing.channel.id).toBe(2101);

    const opened = await rest('channel/actor/4100', demo.accessToken);
    const created = channelHistorySchema.parse(opened.json);
    expect(created.channel).toMatchObject({ actorId: 4100, unreadCount: 0, lastMessageId: null });
    expect(created.channel.id).toBeGreaterThanOrEqual(50_001);
    expect(created.messages).toEqual([]);
    const update = await demo.client.next('channelUpdate');
    expect(update.channel.id).toBe(created.channel.id);
    const again = channelHistorySchema.parse(
      (await rest('channel/actor/4100', demo.accessToken)).json,
    );
    expect(again.channel.id).toBe(created.channel.id);
    expect((await rest('channel/actor/99999', demo.accessToken)).status).toBe(404);
  });

  it('recommends nine actors, online ones first, without the current one; visitors too', async () => {
    const visitor = (await (await fetch(restUrl(sim, 'auth/session'))).json()) as {
      accessToken: string;
    };
    const { json } = await rest('recommendations', visitor.accessToken, {
      currentActorId: '3101',
      useGrid: 'false',
      fsk: '16',
    });
    const { actors } = recommendationsReplySchema.parse(json);
    expect(actors).toHaveLength(9);
    expect(actors.map((actor) => actor.id)).not.toContain(3101);
    const firstOffline = actors.findIndex((actor) => !actor.isOnline);
    if (firstOffline >= 0) expect(actors.slice(firstOffline).every((a) => !a.isOnline)).toBe(true);
    expect(actors[0]?.isOnline).toBe(true);
    expect((await rest('recommendations', visitor.accessToken, { fsk: 'x' })).status).toBe(400);
  });

  it('answers an actor', async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    const actor = actorSchema.parse((await rest('actor/3101', accessToken)).json);
    expect(actor).toMatchObject({ id: 3101, name: 'LanaLove', age: 24 });
    expect((await rest('actor/1', accessToken)).status).toBe(404);
  });

  it('lists gifts by category with VIP gifts and prices in the guest’s currency', async () => {
    const demo = giftsReplySchema.parse(
      (await rest('gifts', (await loginAs(sim, 'demo')).accessToken)).json,
    );
    expect(demo.currency).toBe('EUR');
    expect(demo.boughtGifts).toEqual({ '12': 2 });
    expect(demo.gifts.some((g) => g.vip)).toBe(true);
    const categoryIds = new Set(demo.categories.map((category) => category.id));
    for (const g of demo.gifts) expect(categoryIds.has(g.categoryId)).toBe(true);
    expect(demo.gifts.find((g) => g.id === 12)?.price).toEqual({ value: 3.99, currency: 'EUR' });
    const franc = giftsReplySchema.parse(
      (await rest('gifts', (await loginAs(sim, 'franc')).accessToken)).json,
    );
    expect(franc.gifts.find((g) => g.id === 12)?.price).toEqual({ value: 3.99, currency: 'CHF' });
  });

  it('lists toy controls with price, duration and random', async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    const { toyControls } = toyControlsReplySchema.parse(
      (await rest('toyControls', accessToken)).json,
    );
    expect(toyControls.length).toBeGreaterThan(2);
    expect(toyControls.some((t) => t.random)).toBe(true);
    expect(toyControls[0]).toMatchObject({ price: { currency: 'EUR' }, duration: 5 });
  });

  it('draws the pictures it names', async () => {
    const response = await fetch(`${sim.appUrl}/media/messenger/gift/12.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await fetch(`${sim.appUrl}/media/messenger/nope/1.svg`)).status).toBe(404);
  });
});

describe('channels over the socket', () => {
  it('answers 500 channels in frames under 64 KB that the client decodes, by offset', async () => {
    const vip = await guest('vip');
    vip.client.send(vip.frame({ type: 'loadChannels', offset: 0, limit: 500 }));
    const first = await vip.client.next('channels');
    const frames = [first];
    let received = first.channels.length;
    while (received < first.total) {
      const next = await vip.client.next('channels');
      expect(next.offset).toBe(received);
      received += next.channels.length;
      frames.push(next);
    }
    expect(frames.length).toBeGreaterThan(1);
    expect(first.total).toBe(491); // 500 minus the archived ones
    for (const raw of vip.client.received) {
      expect(raw.data.length).toBeLessThanOrEqual(MAX_FRAME_BYTES);
      expect(decodeFrame(raw.data.toString('utf8')).ok).toBe(true);
    }
    const ids = frames.flatMap((frame) => frame.channels.map((channel) => channel.id));
    expect(new Set(ids).size).toBe(491);
    const times = frames.flatMap((f) => f.channels.map((c) => Date.parse(c.lastMessageAt ?? '0')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  }, 120_000);

  async function all(socket: GuestSocket, frame: Record<string, unknown> & { type: string }) {
    socket.client.send(socket.frame(frame));
    const first = await socket.client.next('channels');
    const channels = [...first.channels];
    while (channels.length < first.total)
      channels.push(...(await socket.client.next('channels')).channels);
    return { frame: first, channels };
  }

  it('filters: archived, unread, blocked, newest and online', async () => {
    const vip = await guest('vip');
    const archived = await all(vip, { type: 'filterChannels', filterType: 'archived' });
    expect(archived.frame.filterType).toBe('archived');
    expect(archived.channels.length).toBe(9);
    expect(archived.channels.every((c) => c.archived)).toBe(true);
    const unread = await all(vip, { type: 'filterChannels', filterType: 'unread' });
    expect(unread.channels.length).toBeGreaterThan(50);
    expect(unread.channels.every((c) => c.unread || c.unreadCount > 0)).toBe(true);
    const blocked = await all(vip, { type: 'filterChannels', filterType: 'blocked' });
    expect(blocked.channels.length).toBeGreaterThan(0);
    expect(blocked.channels.every((c) => c.blocked)).toBe(true);
    const newest = await all(vip, { type: 'filterChannels', filterType: 'newest' });
    expect(newest.channels.every((c) => !c.archived)).toBe(true);
    const online = await all(vip, { type: 'loadOnlineChannels', online: true });
    expect(online.channels.length).toBeGreaterThan(50);
    expect(online.channels.every((c) => c.isActorOnline && !c.archived)).toBe(true);
    const everyone = await all(vip, { type: 'loadOnlineChannels', online: false });
    expect(everyone.channels.length).toBe(491);
  });

  it('archives and restores a channel', async () => {
    const demo = await guest('demo');
    demo.client.send(demo.frame({ type: 'archiveChannel', channelId: 2105, status: true }));
    expect(await demo.client.next('channelArchived')).toMatchObject({
      channelId: 2105,
      status: true,
    });
    let list = await all(demo, { type: 'loadChannels', offset: 0, limit: 500 });
    expect(list.channels.map((c) => c.id)).not.toContain(2105);
    list = await all(demo, { type: 'filterChannels', filterType: 'archived' });
    expect(list.channels.map((c) => c.id)).toContain(2105);
    demo.client.send(demo.frame({ type: 'archiveChannel', channelId: 2105, status: false }));
    expect(await demo.client.next('channelArchived')).toMatchObject({
      channelId: 2105,
      status: false,
    });
    list = await all(demo, { type: 'loadChannels', offset: 0, limit: 500 });
    expect(list.channels.map((c) => c.id)).toContain(2105);
  });

  it('sets all channels seen', async () => {
    const tv = await guest('tv');
    tv.client.send(tv.frame({ type: 'setAllChannelsSeen' }));
    await tv.client.next('allChannelsSeen');
    const list = await all(tv, { type: 'loadChannels', offset: 0, limit: 50 });
    expect(list.channels.every((c) => !c.unread)).toBe(true);
  });

  it('counts the unread messages of the listed channels; a touch reads one, tells the tabs and answers the count after it', async () => {
    const vip = await guest('vip');
    const listed = await all(vip, { type: 'loadChannels', offset: 0, limit: 500 });
    const count = async () =>
      unreadCountReplySchema.parse((await rest('unreadCount', vip.accessToken)).json).unreadCount;
    const before = await count();
    expect(before).toBe(listed.channels.reduce((sum, c) => sum + c.unreadCount, 0));
    const read = listed.channels.find((c) => c.unreadCount > 0)!;
    const touched = await touch(vip.accessToken, { channelId: read.id });
    expect(touched.status).toBe(200);
    // The client's own schema reads the answer: one contract.
    expect(clientUnreadSchema.parse(touched.json).unreadCount).toBe(before - read.unreadCount);
    const update = await vip.client.next('channelUpdate');
    expect(update.channel).toMatchObject({ id: read.id, unread: false, unreadCount: 0 });
    expect(await count()).toBe(before - read.unreadCount);
    // Another guest's channel, a bad body and a visitor are refused.
    const demo = await loginAs(sim, 'demo');
    expect((await touch(demo.accessToken, { channelId: read.id })).status).toBe(404);
    expect((await touch(vip.accessToken, { channelId: 'x' })).status).toBe(400);
    const visitor = (await (await fetch(restUrl(sim, 'auth/session'))).json()) as {
      accessToken: string;
    };
    expect((await rest('unreadCount', visitor.accessToken)).status).toBe(401);
  });
});

describe('prices and gifts', () => {
  it('sends bought gifts free, then charges the ones beyond, with giftsUpdate and guestBalance', async () => {
    const demo = await guest('demo');
    demo.client.send(demo.frame(gift('g-1', 2102, [12], 'for you')));
    expect((await demo.client.next('messageAck')).price).toEqual({ value: 0, currency: 'EUR' });
    expect((await demo.client.next('giftsUpdate')).boughtGifts).toEqual({ '12': 1 });
    await demo.client.next('channelUpdate');
    expect(demo.client.count('guestBalance')).toBe(0);

    demo.client.send(demo.frame(gift('g-2', 2102, [12, 12, 1])));
    expect((await demo.client.next('messageAck')).price).toEqual({ value: 4.98, currency: 'EUR' });
    expect(await demo.client.next('guestBalance')).toMatchObject({
      balance: 120.52,
      isPayment: false,
    });
    expect((await demo.client.next('giftsUpdate')).boughtGifts).toEqual({});
    const state = await rest('guest/state', demo.accessToken);
    expect(state.json).toMatchObject({ balance: 120.52, boughtGifts: {} });

    // The same message again: the same ack, nothing charged or used twice.
    demo.client.send(demo.frame(gift('g-2', 2102, [12, 12, 1])));
    expect((await demo.client.next('messageAck')).price.value).toBe(4.98);
    demo.client.send(demo.frame({ type: 'ping' }));
    await demo.client.next('pong');
    expect(demo.client.count('guestBalance')).toBe(1);
    expect(demo.client.count('giftsUpdate')).toBe(2);
  });

  it('charges toy controls and refuses unknown toys, VIP gifts for others and empty messages', async () => {
    const tv = await guest('tv');
    tv.client.send(tv.frame(toy('t-1', 2401, 2)));
    expect((await tv.client.next('messageAck')).price).toEqual({ value: 2.49, currency: 'EUR' });
    expect((await tv.client.next('guestBalance')).balance).toBe(12.51);
    const refused: [string, Record<string, unknown>][] = [
      ['t-2', toy('t-2', 2401, 99)],
      ['v-1', gift('v-1', 2401, [30])],
      ['i-1', gift('i-1', 2401, [4])],
      ['e-1', guestTextMessage('e-1', 2401, '  ')],
      ['e-2', gift('e-2', 2401, [])],
    ];
    for (const [id, frame] of refused) {
      tv.client.send(tv.frame(frame as never));
      expect(await tv.client.next('messageRejected')).toEqual({
        type: 'messageRejected',
        clientMessageId: id,
        reason: 'invalid',
      });
    }
  });

  it('lets a VIP send VIP gifts and refuses what the balance cannot pay', async () => {
    const vip = await guest('vip');
    vip.client.send(vip.frame(gift('vip-1', 2301, [31])));
    expect((await vip.client.next('messageAck')).price.value).toBe(19.99);
    const newbie = await guest('newbie');
    newbie.client.send(newbie.frame(gift('poor-1', 2201, [1])));
    expect(await newbie.client.next('messageRejected')).toMatchObject({
      clientMessageId: 'poor-1',
      reason: 'insufficientBalance',
    });
    const stats = (await devCall(sim, 'GET', '/dev/realtime/stats?as=newbie')).json;
    expect(stats.sendMessage).toMatchObject({ stored: 0, rejected: 1 });
  });
});

describe('living actors', () => {
  it('answer a guest message after the set delay, with a notification', async () => {
    await devCall(sim, 'POST', '/dev/messenger/settings', { replies: true, replyDelayMs: 20 });
    const franc = await guest('franc');
    franc.client.send(franc.frame(guestTextMessage('hello-1', 2701, 'Hi Lana')));
    const ack = await franc.client.next('messageAck');
    const answer = await franc.client.take(
      (raw) =>
        (raw.json as { type?: string; message?: { senderType?: string } }).type ===
          'incomingMessage' &&
        (raw.json as { message: { senderType: string } }).message.senderType === 'actor',
    );
    const incoming = answer.json as ServerFrameOf<'incomingMessage'>;
    expect(incoming.channelId).toBe(2701);
    expect(incoming.message.id).toBeGreaterThan(ack.messageId);
    const plan = answerPlan(franc.guestId, 'hello-1');
    expect(incoming.message.data.text).toBe(plan.text);
    expect(incoming.message.includedGifts).toEqual(plan.giftId === null ? [] : [plan.giftId]);
    const notification = await franc.client.next('notification');
    expect(notification.notification).toMatchObject({
      type: plan.giftId === null ? 2 : 11,
      unread: true,
    });
    franc.client.send(franc.frame({ type: 'requestNavbarNotifications', newest: 5 }));
    const navbar = await franc.client.next('navbarNotifications');
    expect(navbar.notifications[0]?.id).toBe(notification.notification.id);
    expect(navbar.notifications).toHaveLength(3);
    const history = channelHistorySchema.parse(
      (await rest('channel/2701', franc.accessToken)).json,
    );
    expect(history.messages.at(-1)?.id).toBe(incoming.message.id);
    expect(history.channel.unreadCount).toBeGreaterThan(0);
  });

  it('answer after their own varied delay by default (1.5–6 s), sometimes with a gift', async () => {
    await devCall(sim, 'POST', '/dev/messenger/settings', { replies: true, replyDelayMs: null });
    // A message id whose answer carries a gift and comes early, so the test stays short.
    const id = Array.from({ length: 500 }, (_, n) => `gifted-${n}`).find((candidate) => {
      const plan = answerPlan(1004, candidate);
      return plan.giftId !== null && plan.delayMs < 2500;
    });
    expect(id).toBeDefined();
    const tv = await guest('tv');
    tv.client.send(tv.frame(guestTextMessage(id ?? '', 2402, 'hey')));
    await tv.client.next('messageAck');
    const incoming = await tv.client.next('incomingMessage', 6500);
    expect(incoming.message).toMatchObject({ senderType: 'actor', messageType: 'gift' });
    expect(incoming.message.includedGifts).toHaveLength(1);
    expect((await tv.client.next('notification')).notification.type).toBe(11);
  }, 120_000);

  it('go online and offline on demand, telling every guest and notifying fans', async () => {
    const demo = await guest('demo');
    const vip = await guest('vip');
    const off = await devCall(sim, 'POST', '/dev/messenger/actors/3101/online', { online: false });
    expect(off.json).toMatchObject({ changed: true, actor: { isOnline: false } });
    expect(await demo.client.next('actorOffline')).toEqual({ type: 'actorOffline', actorId: 3101 });
    expect(await vip.client.next('actorOffline')).toEqual({ type: 'actorOffline', actorId: 3101 });
    const update = await demo.client.next('channelUpdate');
    expect(update.channel).toMatchObject({ id: 2101, isActorOnline: false });
    await devCall(sim, 'POST', '/dev/messenger/actors/3101/online', { online: true });
    await demo.client.next('actorOnline');
    expect((await demo.client.next('channelUpdate')).channel.isActorOnline).toBe(true);
    // LanaLove is demo's favourite: demo hears it, vip (no favourite) does not.
    expect((await demo.client.next('notification')).notification).toMatchObject({
      type: 1,
      title: 'LanaLove is online',
    });
    const again = await devCall(sim, 'POST', '/dev/messenger/actors/3101/online', { online: true });
    expect(again.json.changed).toBe(false);
    expect(vip.client.count('notification')).toBe(0);
    expect(
      (await devCall(sim, 'POST', '/dev/messenger/actors/1/online', { online: true })).status,
    ).toBe(404);
  });

  it("start and stop her free show on demand, telling each guest by the guest's channel with her", async () => {
    const demo = await guest('demo');
    const started = await devCall(sim, 'POST', '/dev/messenger/actors/3101/freeShow', {
      running: true,
    });
    expect(started.json.channels).toBeGreaterThan(0);
    expect(await demo.client.next('freeShowStart')).toEqual({
      type: 'freeShowStart',
      channelId: 2101,
    });
    await devCall(sim, 'POST', '/dev/messenger/actors/3101/freeShow', { running: false });
    expect(await demo.client.next('freeShowStop')).toEqual({
      type: 'freeShowStop',
      channelId: 2101,
    });
    expect(demo.client.count('channelUpdate')).toBe(0);
    expect(
      (await devCall(sim, 'POST', '/dev/messenger/actors/1/freeShow', { running: true })).status,
    ).toBe(404);
    expect(
      (await devCall(sim, 'POST', '/dev/messenger/actors/3101/freeShow', { running: 1 })).status,
    ).toBe(400);
  });

  it('change over time on the online timer, which the controls speed up and stop', async () => {
    const demo = await guest('demo');
    const settings = await devCall(sim, 'POST', '/dev/messenger/settings', {
      onlineIntervalMs: 50,
    });
    expect(settings.json).toMatchObject({ onlineIntervalMs: 50 });
    await demo.client.take(
      (raw) => /"type":"actor(Online|Offline)"/.test(raw.data.toString()),
      3000,
    );
    await devCall(sim, 'POST', '/dev/messenger/settings', { onlineIntervalMs: 0 });
    expect(
      (await devCall(sim, 'POST', '/dev/messenger/settings', { onlineIntervalMs: 10 })).status,
    ).toBe(400);
    const tick = await devCall(sim, 'POST', '/dev/messenger/tick');
    expect(tick.json).toMatchObject({
      actorId: expect.any(Number) as unknown,
      online: expect.any(Boolean) as unknown,
    });
  });

  it('write on demand and raise notifications by the dev controls', async () => {
    const demo = await guest('demo');
    const written = await devCall(sim, 'POST', '/dev/messenger/write?as=demo', {
      channelId: 2104,
      text: 'Surprise!',
      giftId: 2,
    });
    expect(written.status).toBe(200);
    const incoming = await demo.client.next('incomingMessage');
    expect(incoming.message).toMatchObject({ senderType: 'actor', includedGifts: [2] });
    expect((await demo.client.next('notification')).notification).toMatchObject({
      type: 11,
      title: 'SophieStar sent you a gift',
    });
    expect(
      (await devCall(sim, 'POST', '/dev/messenger/write?as=demo', { channelId: 2301 })).status,
    ).toBe(404);
    const notified = await devCall(sim, 'POST', '/dev/messenger/notify?as=demo', {
      type: 6,
      title: 'Payment received',
      text: '10 € were added.',
    });
    expect(notified.status).toBe(200);
    expect((await demo.client.next('notification')).notification.type).toBe(6);
  });
});

describe('notifications', () => {
  it('marks read, seen and removes, as the navbar and floating lists then show', async () => {
    const restricted = await guest('restricted');
    const added = await devCall(sim, 'POST', '/dev/messenger/notify?as=restricted', {
      type: 2,
      title: 'New message',
      text: 'JuliaJoy: hi',
    });
    const id = (added.json.notification as { id: number }).id;
    restricted.client.send(restricted.frame({ type: 'markNotificationRead', notificationId: id }));
    restricted.client.send(restricted.frame({ type: 'markNotificationSeen', notificationId: id }));
    restricted.client.send(restricted.frame({ type: 'requestFloatingNotifications', newest: 5 }));
    const floating = await restricted.client.next('floatingNotifications');
    expect(floating.notifications[0]).toMatchObject({ id, unread: false, unseen: false });
    restricted.client.send(restricted.frame({ type: 'removeNotification', notificationId: id }));
    restricted.client.send(restricted.frame({ type: 'requestNavbarNotifications', newest: 5 }));
    const navbar = await restricted.client.next('navbarNotifications');
    expect(navbar.notifications.map((n) => n.id)).not.toContain(id);
  });
});

describe('messenger scenarios', () => {
  async function playFast(login: string, scenario: string, lines: number) {
    const socket = await guest(login);
    const started = await devCall(
      sim,
      'POST',
      `/dev/scenarios/${scenario}/play?as=${login}&pace=fast`,
    );
    expect(started.json).toMatchObject({ lines });
    const runId = String(started.json.runId);
    // The player's completion: answered once its last line was written to the socket.
    const ended = (await devCall(sim, 'GET', `/dev/scenarios/runs/${runId}?wait=end`)).json;
    expect(ended).toMatchObject({ status: 'finished', sent: lines });
    await socket.client.until((client) => client.received.length > lines, 'every line', 5000);
    const pushed = socket.client.received.slice(1); // after ackSession
    expect(pushed).toHaveLength(lines);
    for (const raw of pushed) expect(decodeFrame(raw.data.toString('utf8')).ok).toBe(true);
  }

  it('plays messenger-burst to demo', async () => {
    await playFast('demo', 'messenger-burst', 14);
  });

  it('messenger-load: 100 pushes a second for 10 s, as its generator writes it, and it plays', async () => {
    const text = readFileSync(
      join(REPO_DIR, 'fixtures', 'scenarios', 'messenger-load.jsonl'),
      'utf8',
    );
    expect(text).toBe(messengerLoadJsonl(100, 10));
    const scenario = parseScenario('messenger-load.jsonl', text);
    expect(scenario.steps).toHaveLength(1000);
    const perSecond = new Map<number, number>();
    for (const step of scenario.steps) {
      const second = Math.floor(step.at / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    expect([...perSecond.values()]).toEqual(Array.from({ length: 10 }, () => 100));
    const types = new Set(
      scenario.steps.flatMap((step) => ('frame' in step ? [step.frame.type] : [])),
    );
    expect([...types].sort()).toEqual([
      'actorOffline',
      'actorOnline',
      'channelUpdate',
      'guestBalance',
      'incomingMessage',
    ]);
    await playFast('vip', 'messenger-load', 1000);
  }, 120_000);
});
