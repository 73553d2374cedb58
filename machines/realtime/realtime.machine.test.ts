import { describe, expect, it } from 'vitest';
import { guestTextMessage } from '../../fixtures/realtimeFrames.ts';
import { selectConnectionIndicator } from './realtime.selectors.ts';
import { MAX_RECONNECT_DELAY_MS, PING_INTERVAL_MS, reconnectDelay } from './realtime.machine.ts';
import { isSendMessage } from './realtime.messages.ts';
import { MAX_WAITING_MESSAGES } from './realtime.outbox.ts';
import { auth, createRealtimeHarness } from './realtime.testing.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';

const message = (id: string, text = id) => guestTextMessage(id, 3, text);
type Harness = ReturnType<typeof createRealtimeHarness>;

describe('realtime connection', () => {
  it('opens no socket for an anonymous visitor, one as soon as it starts with a guest’s auth', () => {
    const h = createRealtimeHarness();
    h.send({ type: 'realtime.send', frame: { type: 'ping' } });
    expect(h.running()).toBe(false);
    expect(h.sockets).toHaveLength(0);
    h.login();
    expect(h.sockets).toHaveLength(1);
    expect(h.socket().url).toBe(auth.realtimeUrl);
    expect(h.snapshot().context.auth).toEqual(auth);
    // What was sent before it ran went nowhere: nothing waits to be sent.
    expect(h.snapshot().context.outbox).toEqual([]);
  });

  it('requests the session with the language as soon as the socket opens', () => {
    const h = createRealtimeHarness();
    h.login();
    expect(h.frames()).toEqual([]);
    h.socket().emit({ type: 'socket.opened' });
    expect(h.frames()).toEqual([
      { type: 'requestSession', accessToken: 'tok-7', guestId: 7, language: 'de' },
    ]);
  });

  it('on ackSession flushes the queue in order, then requests navbar notifications (newest 5)', () => {
    const h = createRealtimeHarness();
    h.login();
    h.send({ type: 'realtime.send', frame: { type: 'setAllChannelsSeen' } });
    h.send({ type: 'realtime.send', frame: message('m1') });
    h.socket().emit({ type: 'socket.opened' });
    expect(h.frames().map((f) => f.type)).toEqual(['requestSession']);
    h.socket().emit({ type: 'push.ackSession', guestId: 7, expiresIn: 60 });
    expect(h.frames().map((f) => f.type)).toEqual([
      'requestSession',
      'setAllChannelsSeen',
      'sendMessage',
      'requestNavbarNotifications',
    ]);
    expect(h.framesOfType('requestNavbarNotifications')[0]).toMatchObject({ newest: 5 });
    expect(h.snapshot().hasTag('live')).toBe(true);
  });

  it('starts the handshake over when a new socket opens under a live link (continue live from an anchor)', () => {
    const h = createRealtimeHarness();
    h.connect();
    expect(h.snapshot().hasTag('live')).toBe(true);
    h.send({ type: 'realtime.send', frame: message('m2') });
    h.socket().emit({ type: 'socket.opened' });
    expect(h.snapshot().hasTag('live')).toBe(false);
    expect(h.frames().at(-1)).toMatchObject({ type: 'requestSession' });
    h.socket().emit({ type: 'push.ackSession', guestId: 7, expiresIn: 60 });
    expect(h.snapshot().hasTag('live')).toBe(true);
    // The same socket: the handshake starts over, the connection does not.
    expect(h.sockets).toHaveLength(1);
  });

  it('puts type, accessToken and guestId on every frame, in that order', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.send({ type: 'realtime.send', frame: { type: 'selectChannel', channelId: 9 } });
    for (const frame of h.frames()) {
      expect(Object.keys(frame).slice(0, 3)).toEqual(['type', 'accessToken', 'guestId']);
      expect(frame).toMatchObject({ accessToken: 'tok-7', guestId: 7 });
    }
  });

  it('pings every 50 s after open while pongs come back', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.wait(PING_INTERVAL_MS - 1);
    expect(h.framesOfType('ping')).toHaveLength(0);
    h.wait(1);
    expect(h.framesOfType('ping')).toHaveLength(1);
    h.socket().emit({ type: 'push.pong', ttl: 60 });
    h.wait(PING_INTERVAL_MS);
    expect(h.framesOfType('ping')).toHaveLength(2);
    expect(h.logs).toEqual([]);
  });

  it('logs pong missing and closes with 4000 when the previous pong has not come, then reconnects after 1 s', () => {
    const h = createRealtimeHarness();
    h.connect();
    const first = h.socket();
    h.wait(PING_INTERVAL_MS);
    h.wait(PING_INTERVAL_MS);
    expect(first.commands).toContainEqual({
      type: 'socket.close',
      code: 4000,
      reason: 'pong missing',
    });
    expect(first.stopped).toBe(true);
    expect(h.logs).toEqual(['pong missing']);
    expect(h.sockets).toHaveLength(1);
    h.wait(999);
    expect(h.sockets).toHaveLength(1);
    h.wait(1);
    expect(h.sockets).toHaveLength(2);
  });

  it('does not take a late timer in a throttled tab for a missing pong', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.wait(PING_INTERVAL_MS);
    expect(h.framesOfType('ping')).toHaveLength(1);
    // The tab was frozen: the pong is queued behind the late wake-up, which the engine announces.
    h.send({ type: 'env.clockResumed', lateByMs: 40_000 });
    h.wait(PING_INTERVAL_MS);
    expect(h.framesOfType('ping')).toHaveLength(2);
    expect(h.socket().commands).not.toContainEqual(
      expect.objectContaining({ type: 'socket.close' }),
    );
    expect(h.logs).toEqual([]);
  });

  it('reconnects 1 s after any close, with growing waits while attempts keep failing, and 1 s again after 5 s up', () => {
    const h = createRealtimeHarness();
    h.connect();
    const waits: number[] = [];
    const measure = () => {
      const before = h.sockets.length;
      let waited = 0;
      while (h.sockets.length === before) {
        h.wait(100);
        waited += 100;
      }
      waits.push(waited);
    };
    h.dropSocket(1006, 0.5);
    measure();
    for (let i = 0; i < 7; i++) {
      h.dropSocket(1006, 0.5);
      measure();
    }
    expect(waits[0]).toBe(1000);
    expect(waits[1]).toBe(reconnectDelay(2, 0.5));
    expect(waits[1]!).toBeGreaterThan(1000);
    expect(waits.every((w, i) => i === 0 || w >= waits[i - 1]!)).toBe(true);
    expect(Math.max(...waits)).toBeLessThanOrEqual(MAX_RECONNECT_DELAY_MS);
    h.socket().emit({ type: 'socket.opened' });
    h.socket().emit({ type: 'push.ackSession', guestId: 7, expiresIn: 60 });
    h.wait(5000);
    h.dropSocket();
    measure();
    expect(waits[waits.length - 1]).toBe(1000);
  });

  it('draws the jitter of the growing waits from the close it is given', () => {
    expect(reconnectDelay(1, 0.9)).toBe(1000);
    expect(reconnectDelay(3, 0)).toBe(2000);
    expect(reconnectDelay(3, 0.99)).toBe(5960);
    expect(reconnectDelay(20, 1)).toBe(MAX_RECONNECT_DELAY_MS);
  });

  it('keeps a first 1002 close silent', () => {
    const h = createRealtimeHarness();
    h.login();
    h.dropSocket(1002);
    h.wait(1000);
    h.dropSocket(1006);
    expect(h.logs).toEqual([]);
  });

  it('logs any other first close once, and no later close', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.dropSocket(1006);
    h.wait(1000);
    h.dropSocket(1011);
    h.wait(5000);
    h.dropSocket(1006);
    expect(h.logs).toEqual(['closed 1006']);
  });

  it('tells the app a session expired (the app decides about the reload)', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.socket().emit({ type: 'push.sessionExpired' });
    expect(h.told).toContainEqual({ type: 'realtime.sessionExpired' });
  });

  it('ends in logged-out on 4401 and does not reconnect', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.dropSocket(4401);
    expect(h.told).toContainEqual({ type: 'realtime.tokenRejected' });
    h.wait(60_000);
    expect(h.sockets).toHaveLength(1);
    expect(h.snapshot().matches({ link: 'loggedOut' })).toBe(true);
  });

  it('drops what the guest left waiting as she is logged out in this page (review of session 54, M2)', () => {
    const h = createRealtimeHarness();
    h.login();
    h.send({ type: 'realtime.send', frame: message('c-waiting') });
    h.send({ type: 'realtime.send', frame: { type: 'markChannelRead', channelId: 3 } });
    expect(h.snapshot().context.outbox).toHaveLength(2);
    h.send({ type: 'session.ended' });
    expect(h.snapshot().matches({ link: 'loggedOut' })).toBe(true);
    expect(h.snapshot().context.outbox).toEqual([]);
    expect(h.snapshot().context.unacked).toEqual([]);

    // A refused token keeps them for the page the app reloads (hers again if the server knows her).
    const refused = createRealtimeHarness();
    refused.login();
    refused.send({ type: 'realtime.send', frame: message('c-kept') });
    refused.dropSocket(4401);
    expect(refused.snapshot().matches({ link: 'loggedOut' })).toBe(true);
    expect(refused.snapshot().context.outbox).toEqual([message('c-kept')]);
  });

  it("restores what the tab kept on the actor's first socket only (review of session 54, M1)", () => {
    const h = createRealtimeHarness();
    h.login();
    expect(h.sockets.map((s) => s.restore)).toEqual([true]);
    h.dropSocket();
    h.wait(1_000);
    h.connect();
    h.dropSocket();
    h.wait(MAX_RECONNECT_DELAY_MS);
    expect(h.sockets.map((s) => s.restore)).toEqual([true, false, false]);
  });

  it("keeps the session's envelope on a frame that carries its own (review of session 54, L1)", () => {
    const h = createRealtimeHarness();
    h.connect();
    h.send({
      type: 'realtime.send',
      frame: { ...message('c-forged'), accessToken: 'tok-other', guestId: 99 },
    });
    const sent = h.framesOfType('sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      accessToken: 'tok-7',
      guestId: 7,
      clientMessageId: 'c-forged',
    });
    expect(Object.keys(sent[0]!).slice(0, 3)).toEqual(['type', 'accessToken', 'guestId']);
  });

  it('takes only its own message types for guest messages, not an inherited key', () => {
    expect(isSendMessage({ type: 'sendMessage', clientMessageId: 'c1' })).toBe(true);
    expect(isSendMessage({ type: 'toString', clientMessageId: 'c1' })).toBe(false);
    expect(isSendMessage({ type: 'constructor', clientMessageId: 'c1' })).toBe(false);
  });

  it('ends for good when the guest is logged out in this page (a lock)', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.send({ type: 'session.ended' });
    expect(h.socket().stopped).toBe(true);
    h.wait(60_000);
    expect(h.sockets).toHaveLength(1);
    expect(h.snapshot().matches({ link: 'loggedOut' })).toBe(true);
  });

  it('queues while offline, loses nothing, and flushes in order once back online and acknowledged', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.send({ type: 'env.offline' });
    expect(h.socket().stopped).toBe(true);
    h.send({ type: 'realtime.send', frame: message('a') });
    h.send({ type: 'realtime.send', frame: { type: 'selectChannel', channelId: 1 } });
    h.send({ type: 'realtime.send', frame: message('b') });
    h.wait(10_000);
    expect(h.sockets).toHaveLength(1);
    h.send({ type: 'env.online' });
    expect(h.logs).toEqual(['the browser is online again']);
    expect(h.sockets).toHaveLength(2);
    h.socket().emit({ type: 'socket.opened' });
    h.socket().emit({ type: 'push.ackSession', guestId: 7, expiresIn: 60 });
    const after = h
      .socket()
      .commands.filter((c) => c.type === 'socket.send')
      .map((c) => ('frame' in c ? c.frame.type : ''));
    expect(after).toEqual([
      'requestSession',
      'sendMessage',
      'selectChannel',
      'sendMessage',
      'requestNavbarNotifications',
      'loadChannels',
    ]);
    expect(h.framesOfType('sendMessage').map((f) => f.clientMessageId)).toEqual(['a', 'b']);
  });

  it('closes its first socket when the browser goes offline before it opens, and connects when back', () => {
    const h = createRealtimeHarness();
    h.login();
    h.send({ type: 'env.offline' });
    expect(h.sockets).toHaveLength(1);
    expect(h.socket().stopped).toBe(true);
    expect(selectConnectionIndicator(h.snapshot())).toBe('offline');
    h.send({ type: 'env.online' });
    expect(h.sockets).toHaveLength(2);
    expect(h.socket().stopped).toBe(false);
  });

  it('resyncs after a reconnect: channels from offset 0, the balance, navbar notifications', async () => {
    const h = createRealtimeHarness();
    h.connect();
    expect(h.framesOfType('loadChannels')).toHaveLength(0);
    expect(h.balance.calls).toBe(0);
    h.dropSocket();
    h.wait(1000);
    h.connect();
    expect(h.framesOfType('loadChannels')).toEqual([
      expect.objectContaining({ offset: 0, limit: 100 }),
    ]);
    expect(h.framesOfType('requestNavbarNotifications')).toHaveLength(2);
    expect(h.balance.calls).toBe(1);
    h.balance.resolve?.({ balance: 10, balanceFormatted: '10,00 €', isPayingCustomer: true });
    await flushMacrotasks();
    expect(h.owner('guest').recent).toContainEqual({
      type: 'realtime.balanceResynced',
      reply: { balance: 10, balanceFormatted: '10,00 €', isPayingCustomer: true },
    });
  });

  it('resends an unacknowledged message after the next ackSession, and never once acknowledged', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.send({ type: 'realtime.send', frame: message('m1') });
    h.send({ type: 'realtime.send', frame: message('m2') });
    h.socket().emit({
      type: 'push.messageAck',
      clientMessageId: 'm1',
      messageId: 1,
      channelId: 3,
      price: { value: 0, currency: 'EUR' },
    });
    h.dropSocket();
    h.wait(1000);
    h.connect();
    expect(h.framesOfType('sendMessage').map((f) => f.clientMessageId)).toEqual(['m1', 'm2', 'm2']);
    h.socket().emit({
      type: 'push.messageAck',
      clientMessageId: 'm2',
      messageId: 2,
      channelId: 3,
      price: { value: 0, currency: 'EUR' },
    });
    h.dropSocket();
    h.wait(1000);
    h.connect();
    expect(h.framesOfType('sendMessage').map((f) => f.clientMessageId)).toEqual(['m1', 'm2', 'm2']);
    expect(h.snapshot().context.unacked).toEqual([]);
  });

  it('forgets a rejected message instead of resending it', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.send({ type: 'realtime.send', frame: message('m1') });
    h.socket().emit({
      type: 'push.messageRejected',
      clientMessageId: 'm1',
      reason: 'insufficientBalance',
    });
    expect(h.snapshot().context.unacked).toEqual([]);
  });

  it('routes no push: what reaches it goes nowhere else (the engine hands each to its owner)', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.socket().emit({ type: 'push.actorOnline', actorId: 4 });
    h.socket().emit({
      type: 'push.messageAck',
      clientMessageId: 'x',
      messageId: 1,
      channelId: 3,
      price: { value: 0, currency: 'EUR' },
    });
    expect(h.owner('guest').counts).toEqual({});
    expect(h.owner('messenger').counts).toEqual({});
  });

  it.each([
    ['while the socket opens', (h: Harness) => h.login()],
    ['while it waits to reconnect', (h: Harness) => (h.connect(), h.dropSocket())],
    ['while the browser is offline', (h: Harness) => (h.login(), h.send({ type: 'env.offline' }))],
  ])(
    'refuses one guest message past %s the 50 waiting, back to the messenger as rejected',
    (_, down) => {
      const h = createRealtimeHarness();
      down(h);
      for (let i = 0; i < MAX_WAITING_MESSAGES; i++)
        h.send({ type: 'realtime.send', frame: message(`m${i}`) });
      expect(h.owner('messenger').counts).toEqual({});
      h.send({ type: 'realtime.send', frame: message('late') });
      expect(h.owner('messenger').recent).toEqual([
        { type: 'push.messageRejected', clientMessageId: 'late', reason: 'invalid' },
      ]);
      expect(h.snapshot().context.outbox).toHaveLength(MAX_WAITING_MESSAGES);
      // Another frame still waits: only messages are limited to 50.
      h.send({ type: 'realtime.send', frame: { type: 'markChannelRead', channelId: 3 } });
      expect(h.snapshot().context.outbox).toHaveLength(MAX_WAITING_MESSAGES + 1);
    },
  );

  it('drops the oldest other frame past 200 waiting, and logs which', () => {
    const h = createRealtimeHarness();
    h.login();
    h.send({ type: 'realtime.send', frame: { type: 'requestFavoriteActors' } });
    for (let i = 0; i < 200; i++)
      h.send({ type: 'realtime.send', frame: { type: 'markChannelRead', channelId: i } });
    expect(h.logs).toEqual(['outbox full: dropped a requestFavoriteActors frame']);
    expect(h.snapshot().context.outbox).toHaveLength(200);
  });

  it('shows the indicator only when the link stays down past the grace, never on a fast reconnect', () => {
    const h = createRealtimeHarness();
    h.login();
    expect(selectConnectionIndicator(h.snapshot())).toBeNull();
    h.wait(1500);
    expect(selectConnectionIndicator(h.snapshot())).toBe('connecting');
    h.connect();
    expect(selectConnectionIndicator(h.snapshot())).toBeNull();
    h.dropSocket();
    h.wait(1000);
    h.connect();
    expect(selectConnectionIndicator(h.snapshot())).toBeNull();
    h.dropSocket();
    h.wait(1500);
    expect(selectConnectionIndicator(h.snapshot())).toBe('reconnecting');
    h.send({ type: 'env.offline' });
    expect(selectConnectionIndicator(h.snapshot())).toBe('offline');
  });
});
