import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverFrameSchema, type ServerFrame } from '../../services/realtime/frames.ts';
import type { RunningSimulator } from '../server.ts';
import { loginAs, openTestStore, restUrl, startTestSimulator, tempDir } from '../testing.ts';
import {
  FrameClient,
  connectGuest,
  devCall,
  quietMessenger,
  realtimeUrl,
  type GuestSocket,
} from './test-client.ts';
import { guestTextMessage } from '../../fixtures/realtimeFrames.ts';

let sim: RunningSimulator;
let data: { path: string; remove(): void };
const clients: FrameClient[] = [];

/** Closes the test's sockets, so none of them hears what the next test does. */
async function closeClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((client) => client.close()));
}

async function startSim(): Promise<void> {
  data = tempDir();
  sim = await startTestSimulator({ dataDir: data.path });
  await quietMessenger(sim);
}

async function stopSim(): Promise<void> {
  await sim.close();
  data.remove();
}

async function open(): Promise<FrameClient> {
  const client = await FrameClient.open(realtimeUrl(sim));
  clients.push(client);
  return client;
}

async function guest(login: string | Awaited<ReturnType<typeof loginAs>>): Promise<GuestSocket> {
  const socket = await connectGuest(sim, login as never);
  clients.push(socket.client);
  return socket;
}

const message = guestTextMessage;

async function balanceOf(accessToken: string): Promise<number> {
  const response = await fetch(restUrl(sim, 'getGuestBalance', { access_token: accessToken }));
  return ((await response.json()) as { balance: number }).balance;
}

/** A catalogue actor with no channel of any guest, read through a separate connection. */
function actorWithoutChannel(): { id: number; name: string; is_online: number } {
  const db = new Database(join(data.path, 'simulator.db'), { readonly: true });
  try {
    return db
      .prepare<[], { id: number; name: string; is_online: number }>(
        `SELECT id, name, is_online FROM cat_actors
         WHERE id NOT IN (SELECT actor_id FROM channels) ORDER BY id LIMIT 1`,
      )
      .get()!;
  } finally {
    db.close();
  }
}

/** Rows in the store with this guest's clientMessageId, read through a separate connection. */
function storedRows(accountId: number, clientMessageId: string): number {
  const db = new Database(join(data.path, 'simulator.db'), { readonly: true });
  try {
    const row = db
      .prepare<[number, string], { n: number }>(
        'SELECT count(*) AS n FROM messages WHERE account_id = ? AND client_message_id = ?',
      )
      .get(accountId, clientMessageId);
    return row?.n ?? 0;
  } finally {
    db.close();
  }
}

// Starting a simulator takes a second or two: the tests that store nothing another test reads
// share one, each with its own login session; a test that changes the store gets its own.
describe('on a simulator shared by the file', () => {
  beforeAll(startSim);
  afterEach(closeClients);
  afterAll(stopSim);

  describe('handshake', () => {
    it('acknowledges a logged-in session with the guest id and the seconds it has left', async () => {
      const { accessToken, guestId } = await loginAs(sim, 'demo');
      const client = await open();
      client.send({ type: 'requestSession', language: 'de', accessToken, guestId });
      const ack = await client.next('ackSession');
      expect(ack.guestId).toBe(1001);
      expect(ack.expiresIn).toBeGreaterThan(29 * 24 * 3600);
      expect(ack.expiresIn).toBeLessThanOrEqual(30 * 24 * 3600);
    });

    it('closes with 4401 for an unknown token', async () => {
      const client = await open();
      client.send({ type: 'requestSession', language: 'en', accessToken: 'nope', guestId: 1001 });
      expect((await client.closed).code).toBe(4401);
      expect(client.count('ackSession')).toBe(0);
    });

    it('closes with 4401 for an anonymous token', async () => {
      const session = (await (
        await fetch(restUrl(sim, 'auth/session', { access_token: '' }))
      ).json()) as {
        accessToken: string;
        guestId: number | null;
      };
      expect(session.guestId).toBeNull();
      const client = await open();
      client.send({
        type: 'requestSession',
        language: 'en',
        accessToken: session.accessToken,
        guestId: 0,
      });
      expect((await client.closed).code).toBe(4401);
    });

    it('closes with 4401 when the guestId is not the token’s account', async () => {
      const { accessToken } = await loginAs(sim, 'demo');
      const client = await open();
      client.send({ type: 'requestSession', language: 'en', accessToken, guestId: 1002 });
      expect((await client.closed).code).toBe(4401);
    });

    it('closes with 4401 when the first frame is not requestSession', async () => {
      const { accessToken, guestId } = await loginAs(sim, 'demo');
      const client = await open();
      client.send({ type: 'ping', accessToken, guestId });
      expect((await client.closed).code).toBe(4401);
    });

    it('closes with 4401 when a later frame carries another token or guest id', async () => {
      const demo = await guest('demo');
      const other = await loginAs(sim, 'vip');
      demo.client.send({ type: 'ping', accessToken: other.accessToken, guestId: demo.guestId });
      expect((await demo.client.closed).code).toBe(4401);

      const again = await guest('demo');
      again.client.send({ type: 'ping', accessToken: again.accessToken, guestId: 1003 });
      expect((await again.client.closed).code).toBe(4401);
    });

    it('accepts several sockets for one guest (tabs)', async () => {
      // A guest no other test of the shared simulator connects, so only these two are counted.
      const session = await loginAs(sim, 'tv');
      const first = await guest(session);
      const second = await guest(session);
      first.client.send(first.frame({ type: 'ping' }));
      second.client.send(second.frame({ type: 'ping' }));
      await first.client.next('pong');
      await second.client.next('pong');
      expect((await devCall(sim, 'GET', '/dev/realtime/stats?as=tv')).json.sockets).toBe(2);
    });

    it('answers a plain GET with 426', async () => {
      const response = await fetch(`${sim.appUrl}/realtime`);
      expect(response.status).toBe(426);
    });
  });

  describe('protocol errors close with 1002', () => {
    const oversize = JSON.stringify({
      type: 'ping',
      accessToken: 't',
      guestId: 1,
      pad: 'x'.repeat(70_000),
    });
    const cases: [string, string | Buffer, boolean][] = [
      ['not JSON', '{"type":', false],
      ['binary', Buffer.from('{"type":"ping"}'), true],
      ['a JSON array', '[1,2]', false],
      ['no type', '{"accessToken":"t","guestId":1}', false],
      ['an unknown type', '{"type":"hello","accessToken":"t","guestId":1}', false],
      [
        'wrong fields',
        '{"type":"requestSession","language":"fr","accessToken":"t","guestId":1}',
        false,
      ],
      ['an extra field', '{"type":"ping","accessToken":"t","guestId":1,"x":1}', false],
      ['over 64 KB', oversize, false],
    ];

    it.each(cases)('before the session: %s', async (_name, payload, binary) => {
      const client = await open();
      client.sendRaw(payload, binary);
      expect((await client.closed).code).toBe(1002);
    });

    it.each(cases)('after the session: %s', async (_name, payload, binary) => {
      const demo = await guest('demo');
      demo.client.sendRaw(payload, binary);
      expect((await demo.client.closed).code).toBe(1002);
    });
  });

  describe('answers that store nothing', () => {
    it('answers ping with pong', async () => {
      const demo = await guest('demo');
      demo.client.send(demo.frame({ type: 'ping' }));
      const pong = await demo.client.next('pong');
      expect(pong.ttl).toBeGreaterThan(0);
    });

    it('accepts other valid frames silently and stays open', async () => {
      const demo = await guest('demo');
      demo.client.send(demo.frame({ type: 'refreshEmailProperties' }));
      demo.client.send(demo.frame({ type: 'removeStatusBar', statusBarType: 'noavs' }));
      demo.client.send(demo.frame({ type: 'ping' }));
      await demo.client.next('pong');
      expect(demo.client.frames().map((f) => f.type)).toEqual(['ackSession', 'pong']);
    });

    it('rejects messages it cannot store', async () => {
      const demo = await guest('demo');
      const cases: [string, number, string][] = [
        ['a-1', 2107, 'archived'],
        ['b-1', 2108, 'blocked'],
        ['x-1', 2201, 'invalid'], // newbie's channel
        ['x-2', 9999, 'invalid'],
      ];
      for (const [id, channelId, reason] of cases) {
        demo.client.send(demo.frame(message(id, channelId)));
        expect(await demo.client.next('messageRejected')).toEqual({
          type: 'messageRejected',
          clientMessageId: id,
          reason,
        });
      }
      expect(storedRows(1001, 'a-1')).toBe(0);
    });
  });

  describe('session lifecycle', () => {
    it('closes the guest’s sockets with 4401 on logout', async () => {
      const demo = await guest('demo');
      const tab = await guest({
        accessToken: demo.accessToken,
        guestId: demo.guestId,
        cookie: demo.cookie,
      });
      const vip = await guest('vip');
      const response = await fetch(restUrl(sim, 'vxpay/logout'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ access_token: demo.accessToken }),
      });
      expect(response.status).toBe(200);
      expect((await demo.client.closed).code).toBe(4401);
      expect((await tab.client.closed).code).toBe(4401);
      vip.client.send(vip.frame({ type: 'ping' }));
      await vip.client.next('pong');
    });

    it('closes with 4401 after the demo logout of the browser', async () => {
      const demo = await guest('demo');
      await fetch(`${sim.appUrl}/dev/logout`, {
        headers: { cookie: demo.cookie },
        redirect: 'manual',
      });
      expect((await demo.client.closed).code).toBe(4401);
    });
  });
});

describe('on a fresh simulator for each test (the test changes the store)', () => {
  beforeEach(startSim);
  afterEach(async () => {
    await closeClients();
    await stopSim();
  });

  describe('answers', () => {
    it('sends the newest notifications and keeps read, seen and removed', async () => {
      const demo = await guest('demo');
      demo.client.send(demo.frame({ type: 'requestNavbarNotifications', newest: 5 }));
      const first = (await demo.client.next('navbarNotifications')).notifications;
      expect(first.map((n) => n.id)).toEqual([5001, 5002, 5003, 5004, 5005]);
      expect(first[0]).toMatchObject({ unread: true, unseen: true, title: 'LanaLove is online' });

      demo.client.send(demo.frame({ type: 'markNotificationRead', notificationId: 5001 }));
      demo.client.send(demo.frame({ type: 'markNotificationSeen', notificationId: 5002 }));
      demo.client.send(demo.frame({ type: 'removeNotification', notificationId: 5003 }));
      demo.client.send(demo.frame({ type: 'requestFloatingNotifications', newest: 10 }));
      const after = (await demo.client.next('floatingNotifications')).notifications;
      expect(after.map((n) => n.id)).toEqual([5001, 5002, 5004, 5005, 5006]);
      expect(after[0]).toMatchObject({ id: 5001, unread: false, unseen: true });
      expect(after[1]).toMatchObject({ id: 5002, unread: true, unseen: false });
    });

    it('pages, filters and updates the channels', async () => {
      const demo = await guest('demo');
      const second = await guest({
        accessToken: demo.accessToken,
        guestId: demo.guestId,
        cookie: demo.cookie,
      });
      demo.client.send(demo.frame({ type: 'loadChannels', offset: 0, limit: 3 }));
      const page = await demo.client.next('channels');
      expect(page).toMatchObject({ offset: 0, total: 8, filterType: null });
      expect(page.channels.map((c) => c.id)).toEqual([2101, 2106, 2102]);
      expect(page.channels[0]).toMatchObject({
        actorName: 'LanaLove',
        unreadCount: 2,
        lastMessageId: 900001,
      });

      demo.client.send(demo.frame({ type: 'loadChannels', offset: 6, limit: 5 }));
      expect((await demo.client.next('channels')).channels.map((c) => c.id)).toEqual([2108, 2109]);

      const filtered = async (filterType: 'archived' | 'blocked' | 'unread' | 'newest') => {
        demo.client.send(demo.frame({ type: 'filterChannels', filterType }));
        const frame = await demo.client.next('channels');
        expect(frame.filterType).toBe(filterType);
        return frame.channels.map((c) => c.id);
      };
      expect(await filtered('archived')).toEqual([2107]);
      expect(await filtered('blocked')).toEqual([2108]);
      expect(await filtered('unread')).toEqual([2101, 2106, 2103]);
      expect(await filtered('newest')).toHaveLength(8);

      demo.client.send(demo.frame({ type: 'loadOnlineChannels', online: true }));
      const online = (await demo.client.next('channels')).channels;
      expect(online.map((c) => c.id).sort()).toEqual([2101, 2102, 2104, 2106, 2109]);
      expect(online.every((c) => c.isActorOnline)).toBe(true);

      demo.client.send(demo.frame({ type: 'selectChannel', channelId: 2101 }));
      for (const socket of [demo, second]) {
        const update = await socket.client.next('channelUpdate');
        expect(update.channel).toMatchObject({ id: 2101, unread: false, unreadCount: 0 });
      }

      demo.client.send(demo.frame({ type: 'archiveChannel', channelId: 2102, status: true }));
      expect(await second.client.next('channelArchived')).toEqual({
        type: 'channelArchived',
        channelId: 2102,
        status: true,
      });
      demo.client.send(demo.frame({ type: 'loadChannels', offset: 0, limit: 20 }));
      expect((await demo.client.next('channels')).total).toBe(7);

      demo.client.send(demo.frame({ type: 'setAllChannelsSeen' }));
      await second.client.next('allChannelsSeen');
      demo.client.send(demo.frame({ type: 'filterChannels', filterType: 'unread' }));
      // All seen: no channel is left unread, so the guest's unread count is 0.
      expect((await demo.client.next('channels')).channels).toEqual([]);
    });

    it('answers one-click, favourites and the signup e-mail', async () => {
      const demo = await guest('demo');
      demo.client.send(demo.frame({ type: 'canOneClick' }));
      expect(await demo.client.next('canOneClickResult')).toMatchObject({
        canOneClick: true,
        amounts: [10, 25, 50],
      });

      demo.client.send(demo.frame({ type: 'requestFavoriteActors' }));
      const favorites = (await demo.client.next('FavoriteActors')).actors;
      expect(favorites.map((a) => a.id)).toEqual([3101, 3102, 3106]);
      expect(favorites[0]).toEqual({
        id: 3101,
        name: 'LanaLove',
        isOnline: true,
        avatarUrl: '/media/pic/actor/3101/w320.webp',
        notifications: { email: true, sms: false },
      });

      // Her SMS notification: kept for a favourite, answered to every tab with the list.
      const second = await guest('demo');
      demo.client.send(
        demo.frame({ type: 'setActorNotification', actorId: 3102, medium: 'sms', enabled: true }),
      );
      for (const tab of [demo, second]) {
        const answer = await tab.client.next('FavoriteActors');
        expect(answer.notificationAnswer).toEqual({
          actorId: 3102,
          medium: 'sms',
          enabled: true,
          accepted: true,
        });
        expect(answer.actors.find((a) => a.id === 3102)?.notifications).toEqual({
          email: true,
          sms: true,
        });
      }
      // Refused for an actor who is not her favourite: nothing stored.
      demo.client.send(
        demo.frame({
          type: 'setActorNotification',
          actorId: 3109,
          medium: 'email',
          enabled: false,
        }),
      );
      const refused = await demo.client.next('FavoriteActors');
      expect(refused.notificationAnswer).toMatchObject({ actorId: 3109, accepted: false });
      expect(refused.actors.map((a) => a.id)).toEqual([3101, 3102, 3106]);

      demo.client.send(demo.frame({ type: 'favoritePin', targetType: 'actor', targetId: 3109 }));
      expect(await demo.client.next('FavoriteActorPinned')).toEqual({
        type: 'FavoriteActorPinned',
        targetId: 3109,
      });
      demo.client.send(demo.frame({ type: 'favoriteUnpin', targetType: 'actor', targetId: 3101 }));
      await demo.client.next('FavoriteActorUnpinned');
      demo.client.send(demo.frame({ type: 'favoritePin', targetType: 'sedcards', targetId: 77 }));
      await demo.client.next('FavoriteSedcardsAlbumPinned');
      // An actor no guest writes with, pinned from her profile: named, online and pictured as the
      // catalogue has her (there is no channel to take it from).
      const stranger = actorWithoutChannel();
      demo.client.send(
        demo.frame({ type: 'favoritePin', targetType: 'actor', targetId: stranger.id }),
      );
      await demo.client.next('FavoriteActorPinned');
      demo.client.send(demo.frame({ type: 'requestFavoriteActors' }));
      const after = (await demo.client.next('FavoriteActors')).actors;
      expect(after.map((a) => a.id)).toEqual([3102, 3106, 3109, stranger.id]);
      expect(after[3]).toEqual({
        id: stranger.id,
        name: stranger.name,
        isOnline: stranger.is_online === 1,
        avatarUrl: `/media/pic/actor/${stranger.id}/w320.webp`,
        notifications: { email: true, sms: false },
      });
      // The SMS choice stays with her; the other pins come by type.
      expect(after[0]?.notifications).toEqual({ email: true, sms: true });
      demo.client.send(demo.frame({ type: 'requestFavoriteActors' }));
      expect((await demo.client.next('FavoriteActors')).pins).toEqual({
        album: [],
        sedcards: [77],
        picture: [],
      });

      demo.client.send(demo.frame({ type: 'sendSignupEmail', email: 'demo@example.com' }));
      expect(await demo.client.next('sendSignupEmailResult')).toEqual({
        type: 'sendSignupEmailResult',
        success: true,
      });

      const newbie = await guest('newbie');
      newbie.client.send(newbie.frame({ type: 'canOneClick' }));
      expect(await newbie.client.next('canOneClickResult')).toMatchObject({
        canOneClick: false,
        amounts: [],
      });
    });

    it('pins only pictures the catalogue has (album id × 1000 + number), refusing others silently', async () => {
      const demo = await guest('demo');
      // Album 6201 has 12 pictures: its 13th, a picture of no album and a bare number are refused.
      for (const targetId of [6201013, 999999001, 3])
        demo.client.send(demo.frame({ type: 'favoritePin', targetType: 'picture', targetId }));
      demo.client.send(
        demo.frame({ type: 'favoritePin', targetType: 'picture', targetId: 6201002 }),
      );
      // Frames are answered in order: the first picture push is the one that exists.
      expect(await demo.client.next('FavoritePicturePinned')).toEqual({
        type: 'FavoritePicturePinned',
        targetId: 6201002,
      });
      demo.client.send(demo.frame({ type: 'requestFavoriteActors' }));
      expect((await demo.client.next('FavoriteActors')).pins?.picture).toEqual([6201002]);
      demo.client.send(
        demo.frame({ type: 'favoriteUnpin', targetType: 'picture', targetId: 6201002 }),
      );
      await demo.client.next('FavoritePictureUnpinned');
      demo.client.send(demo.frame({ type: 'requestFavoriteActors' }));
      expect((await demo.client.next('FavoriteActors')).pins?.picture).toEqual([]);
    });

    it('sends only frames that match the contract', async () => {
      const demo = await guest('demo');
      for (const type of [
        'loadChannels',
        'requestNavbarNotifications',
        'requestFavoriteActors',
        'canOneClick',
      ] as const) {
        const fields =
          type === 'loadChannels'
            ? { offset: 0, limit: 50 }
            : type === 'requestNavbarNotifications'
              ? { newest: 5 }
              : {};
        demo.client.send(demo.frame({ type, ...fields }));
      }
      demo.client.send(demo.frame(message('c-1', 2102)));
      await demo.client.next('messageAck');
      await demo.client.next('channels');
      await demo.client.next('canOneClickResult');
      for (const frame of demo.client.frames()) {
        expect(serverFrameSchema(frame.type).safeParse(frame).success, frame.type).toBe(true);
      }
    });
  });

  describe('sendMessage', () => {
    it('stores, charges the channel price, acknowledges and pushes the balance', async () => {
      const demo = await guest('demo');
      const tab = await guest({
        accessToken: demo.accessToken,
        guestId: demo.guestId,
        cookie: demo.cookie,
      });
      demo.client.send(demo.frame(message('m-1', 2102)));
      const ack = await demo.client.next('messageAck');
      expect(ack).toMatchObject({
        clientMessageId: 'm-1',
        channelId: 2102,
        price: { value: 2.49, currency: 'EUR' },
      });
      for (const socket of [demo, tab]) {
        expect(await socket.client.next('guestBalance')).toEqual({
          type: 'guestBalance',
          balance: 123.01,
          balanceFormatted: '123,01 €',
          isPayingCustomer: true,
          isPayment: false,
        });
        expect((await socket.client.next('channelUpdate')).channel.lastMessageId).toBe(
          ack.messageId,
        );
      }
      // The other tab sees the message; the sending tab has its ack instead.
      const incoming = await tab.client.next('incomingMessage');
      expect(incoming.message).toMatchObject({
        id: ack.messageId,
        clientMessageId: 'm-1',
        senderType: 'guest',
        data: { text: 'hello' },
      });
      expect(demo.client.count('incomingMessage')).toBe(0);
      expect(
        demo.client
          .frames()
          .map((f) => f.type)
          .slice(1, 4),
      ).toEqual(['messageAck', 'guestBalance', 'channelUpdate']);
      expect(await balanceOf(demo.accessToken)).toBe(123.01);
      expect(storedRows(1001, 'm-1')).toBe(1);
    });

    it('uses free messages and free channels without charging', async () => {
      const demo = await guest('demo');
      demo.client.send(demo.frame(message('free-1', 2103)));
      expect((await demo.client.next('messageAck')).price).toEqual({ value: 0, currency: 'EUR' });
      expect((await demo.client.next('channelUpdate')).channel.freeMessagesAmount).toBe(2);
      demo.client.send(demo.frame(message('free-2', 2104)));
      expect((await demo.client.next('messageAck')).price.value).toBe(0);
      await demo.client.next('channelUpdate');
      expect(demo.client.count('guestBalance')).toBe(0);
      expect(await balanceOf(demo.accessToken)).toBe(125.5);
    });

    it('rejects a message the guest cannot pay, then stores it once the first free one is used', async () => {
      const newbie = await guest('newbie');
      newbie.client.send(newbie.frame(message('n-1', 2202)));
      expect(await newbie.client.next('messageRejected')).toMatchObject({
        clientMessageId: 'n-1',
        reason: 'insufficientBalance',
      });
      newbie.client.send(newbie.frame(message('n-2', 2201)));
      expect((await newbie.client.next('messageAck')).price.value).toBe(0);
      newbie.client.send(newbie.frame(message('n-3', 2201)));
      expect(await newbie.client.next('messageRejected')).toMatchObject({
        clientMessageId: 'n-3',
        reason: 'insufficientBalance',
      });
      expect(await balanceOf(newbie.accessToken)).toBe(0);
      expect(storedRows(1002, 'n-1') + storedRows(1002, 'n-3')).toBe(0);
      const stats = (await devCall(sim, 'GET', '/dev/realtime/stats?as=newbie')).json;
      expect(stats.sendMessage).toMatchObject({
        received: 3,
        stored: 1,
        rejected: 2,
        duplicatesSuppressed: 0,
      });
    });

    it('answers a repeated clientMessageId with the same ack, storing and charging it once', async () => {
      const session = await loginAs(sim, 'demo');
      const first = await guest(session);
      first.client.send(first.frame(message('dup-1', 2102)));
      first.client.send(first.frame(message('dup-1', 2102)));
      const acks = [await first.client.next('messageAck'), await first.client.next('messageAck')];

      // Another tab, then a reconnect after a drop, send it again.
      const second = await guest(session);
      second.client.send(second.frame(message('dup-1', 2102, 'changed text')));
      acks.push(await second.client.next('messageAck'));
      await first.client.close();
      const reconnected = await guest(session);
      reconnected.client.send(reconnected.frame(message('dup-1', 2101)));
      acks.push(await reconnected.client.next('messageAck'));

      expect(acks).toHaveLength(4);
      for (const ack of acks) expect(ack).toEqual(acks[0]);
      expect(acks[0]).toMatchObject({ channelId: 2102, price: { value: 2.49, currency: 'EUR' } });
      expect(first.client.count('guestBalance')).toBe(1);
      // The second tab opened after the one charge: no balance push reached it.
      expect(second.client.count('guestBalance')).toBe(0);
      expect(await balanceOf(session.accessToken)).toBe(123.01);
      expect(storedRows(1001, 'dup-1')).toBe(1);

      const stats = (await devCall(sim, 'GET', '/dev/realtime/stats?as=demo')).json;
      expect(stats.sendMessage).toEqual({
        received: 4,
        stored: 1,
        duplicatesSuppressed: 3,
        rejected: 0,
        distinctStored: 1,
        storedTwice: [],
      });
      expect(stats.byClientMessageId).toEqual({
        'dup-1': { received: 4, stored: 1, acked: 4, rejected: 0 },
      });
    });

    it('sends the same clientMessageId three times: one message, one charge, three identical acks', async () => {
      const demo = await guest('demo');
      for (let i = 0; i < 3; i += 1) demo.client.send(demo.frame(message('three', 2106)));
      const acks: ServerFrame[] = [];
      for (let i = 0; i < 3; i += 1) acks.push(await demo.client.next('messageAck'));
      expect(new Set(acks.map((ack) => JSON.stringify(ack))).size).toBe(1);
      expect(await balanceOf(demo.accessToken)).toBe(123.51);
      demo.client.send(demo.frame({ type: 'ping' }));
      await demo.client.next('pong');
      expect(demo.client.count('guestBalance')).toBe(1);
      expect(demo.client.count('channelUpdate')).toBe(1);
      expect(storedRows(1001, 'three')).toBe(1);
    });
  });

  describe('session lifecycle', () => {
    it('pushes guestBalance when the balance changes in the store', async () => {
      const demo = await guest('demo');
      const store = openTestStore(data.path);
      try {
        store.accounts.setBalance(1001, 200);
      } finally {
        store.close();
      }
      const pushed = await demo.client.take(
        (frame) => (frame.json as { balance?: number }).balance === 200,
      );
      expect(pushed.json).toMatchObject({ type: 'guestBalance', balanceFormatted: '200,00 €' });
    });
  });

  describe('stats', () => {
    it('counts frames and resets', async () => {
      const demo = await guest('demo');
      demo.client.send(demo.frame({ type: 'ping' }));
      await demo.client.next('pong');
      let stats = (await devCall(sim, 'GET', '/dev/realtime/stats?as=demo')).json;
      expect(stats).toMatchObject({
        login: 'demo',
        guestId: 1001,
        sockets: 1,
        framesIn: 2,
        framesOut: 2,
      });
      expect((await devCall(sim, 'POST', '/dev/realtime/reset?as=demo')).status).toBe(200);
      stats = (await devCall(sim, 'GET', '/dev/realtime/stats?as=demo&detail=0')).json;
      expect(stats).toMatchObject({ sockets: 1, framesIn: 0, framesOut: 0 });
      expect(stats.byClientMessageId).toBeUndefined();
      const totals = (await devCall(sim, 'GET', '/dev/realtime/stats')).json;
      expect(totals).toMatchObject({
        sockets: 1,
        guestSockets: 1,
        guests: [{ login: 'demo', sockets: 1 }],
      });
      expect((await devCall(sim, 'GET', '/dev/realtime/stats?as=nobody')).status).toBe(404);
    });
  });
});
