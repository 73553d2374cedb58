import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import {
  selectComposer,
  selectConversationRows,
  selectConversationStatus,
  selectGiftShelf,
  selectLatestUnread,
  selectRecommendations,
  selectUnreadTotal,
} from './messenger.selectors.ts';
import { CONVERSION_CHAT } from '../conversionChat/conversionChat.types.ts';
import {
  balanceAnswer,
  catalog,
  channel,
  message,
  recommended,
  startMessenger,
  toyControls,
} from './messenger.testing.ts';

afterEach(() => vi.useRealTimers());

const ack = (clientMessageId: string, messageId: number) => ({
  type: 'push.messageAck' as const,
  clientMessageId,
  messageId,
  channelId: 1,
  price: { value: 2, currency: 'EUR' as const },
});

/** A visitor's entry as the messenger asks the gate for it. */
const entryAsk = {
  type: 'gate.ask',
  action: 'message',
  ticket: 'messenger.entry',
  replyTo: 'messenger',
  openFlow: true,
};

describe('messenger machine: the channel list', () => {
  it('asks for the first 500 channels once logged in and keeps the list current by pushes', () => {
    const m = startMessenger();
    expect(m.sent()).toContainEqual({ type: 'loadChannels', offset: 0, limit: 500 });
    expect(m.snapshot().hasTag('listLoading')).toBe(true);
    m.list([channel(1), channel(2)]);
    expect(m.snapshot().hasTag('listLoading')).toBe(false);
    m.send({ type: 'push.channelUpdate', channel: channel(2, { unread: true, unreadCount: 3 }) });
    m.send({ type: 'push.channelUpdate', channel: channel(3) });
    expect(m.snapshot().context.channels.map((c) => [c.id, c.unreadCount])).toEqual([
      [3, 0],
      [1, 0],
      [2, 3],
    ]);
  });

  it('keeps its context under 20 top-level keys, so that V8 keeps the copies assign makes fast', () => {
    // XState's assign copies the context with Object.assign({}, context, update); V8 makes an
    // object built so with 20 keys or more a dictionary, and every later copy of it one too: a
    // push then cost a third more (messenger.context.ts, issue 52 §7). Group new fields.
    const m = startMessenger();
    m.list([channel(1)]);
    m.send({ type: 'push.channelUpdate', channel: channel(1, { unreadCount: 2 }) });
    expect(Object.keys(m.snapshot().context).length).toBeLessThan(20);
  });

  it('offers a visitor the login through the gate instead, and asks nothing of the server', () => {
    const m = startMessenger({ isLoggedIn: false });
    expect(m.snapshot().hasTag('visitor')).toBe(true);
    m.send({ type: 'ui.login' });
    expect(m.gating).toEqual([entryAsk]);
    expect(m.payTour).toEqual([]);
    expect(m.sent()).toEqual([]);
  });

  it('filters with the frames of §7 and ignores a list that answers another view', () => {
    const m = startMessenger();
    m.list([channel(1), channel(2, { archived: false })]);
    m.send({ type: 'ui.filter', view: 'archived' });
    expect(m.sent().at(-1)).toEqual({ type: 'filterChannels', filterType: 'archived' });
    // The resync after a reconnect answers the plain list: not this view's.
    m.list([channel(5)]);
    expect(m.snapshot().hasTag('listLoading')).toBe(true);
    m.send({
      type: 'push.channels',
      channels: [channel(4, { archived: true })],
      offset: 0,
      total: 1,
      filterType: 'archived',
    });
    expect(m.snapshot().context.channels.map((c) => c.id)).toEqual([4]);
    m.send({ type: 'ui.filter', view: 'online' });
    expect(m.sent().at(-1)).toEqual({ type: 'loadOnlineChannels', online: true });
    m.list([channel(6, { isActorOnline: true }), channel(7)]);
    expect(m.snapshot().context.channels.map((c) => c.id)).toEqual([6]);
  });

  it('loads more at most once per 500 ms, and the request asked for meanwhile follows', async () => {
    vi.useFakeTimers();
    const m = startMessenger();
    m.list([channel(1), channel(2)], 300);
    const loads = () => m.sent().filter((f) => f.type === 'loadChannels').length;
    m.send({ type: 'ui.loadMore' });
    expect(m.sent().at(-1)).toEqual({ type: 'loadChannels', offset: 2, limit: 100 });
    m.send({ type: 'ui.loadMore' });
    m.send({ type: 'ui.loadMore' });
    expect(loads()).toBe(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(loads()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads()).toBe(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(m.snapshot().hasTag('loadMoreThrottled')).toBe(false);
    m.send({
      type: 'push.channels',
      channels: [channel(3)],
      offset: 2,
      total: 3,
      filterType: null,
    });
    m.send({ type: 'ui.loadMore' });
    expect(loads()).toBe(3);
  });

  it('marks all seen on the server and in the list', () => {
    const m = startMessenger();
    m.list([channel(1, { unread: true, unreadCount: 2 })]);
    expect(selectLatestUnread(m.snapshot()).map((c) => c.id)).toEqual([1]);
    m.send({ type: 'ui.setAllSeen' });
    expect(m.sent().at(-1)).toEqual({ type: 'setAllChannelsSeen' });
    m.send({ type: 'push.allChannelsSeen' });
    expect(selectLatestUnread(m.snapshot())).toEqual([]);
  });

  it('takes the unread count from the service: at the start, after a touch, when a channel’s count changes', async () => {
    const m = startMessenger();
    m.unread.set(1, 3);
    m.unread.set(2, 2);
    await m.flush();
    // Asked when the messenger started (the service had nothing unread then).
    expect(selectUnreadTotal(m.snapshot())).toBe(0);
    m.list([channel(1, { unread: true, unreadCount: 3 }), channel(2, { unreadCount: 2 })]);
    // A pushed channel whose count changed: the service is asked again.
    m.send({ type: 'push.channelUpdate', channel: channel(2, { unreadCount: 2, subject: 'x' }) });
    await m.flush();
    expect(selectUnreadTotal(m.snapshot())).toBe(0);
    m.unread.set(2, 3);
    m.send({ type: 'push.channelUpdate', channel: channel(2, { unreadCount: 3 }) });
    await m.flush();
    expect(selectUnreadTotal(m.snapshot())).toBe(6);
    // Reading a channel: the touch's answer is the count after it; the list's own counts do not
    // add up to it (the service counts what the list has not loaded too).
    m.unread.set(99, 4);
    m.send({ type: 'ui.select', channelId: 1 });
    await m.flush();
    expect(m.touched).toEqual([1]);
    expect(selectUnreadTotal(m.snapshot())).toBe(7);
    // All seen: the service says what is left unread.
    m.unread.clear();
    m.send({ type: 'push.allChannelsSeen' });
    await m.flush();
    expect(selectUnreadTotal(m.snapshot())).toBe(0);
  });

  it('keeps the unread count it had when the service fails to answer', async () => {
    let fail = false;
    const m = startMessenger(
      {},
      {
        loadUnreadCount: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(5)),
        touchMessengerChannel: () => Promise.reject(new Error('down')),
      },
    );
    await m.flush();
    expect(selectUnreadTotal(m.snapshot())).toBe(5);
    fail = true;
    m.list([channel(1, { unreadCount: 1 })]);
    m.send({ type: 'push.allChannelsSeen' });
    m.send({ type: 'ui.select', channelId: 1 });
    await m.flush();
    expect(selectUnreadTotal(m.snapshot())).toBe(5);
    // No call is left among its children, and the guest is not shown a failure for it.
    expect(Object.keys(m.snapshot().children)).not.toContain('loadUnreadCount');
    expect(Object.keys(m.snapshot().children)).not.toContain('touchMessengerChannel');
    expect(m.snapshot().context.failure).toBeNull();
  });

  it('shows the latest 5 unread in the navbar, newest first', () => {
    const m = startMessenger();
    m.list(Array.from({ length: 8 }, (_, i) => channel(i + 1, { unread: true, unreadCount: 1 })));
    expect(selectLatestUnread(m.snapshot()).map((c) => c.id)).toEqual([8, 7, 6, 5, 4]);
  });
});

describe('messenger machine: selection and archive', () => {
  it('selecting moves the channel from unread to read, touches it at the service and loads the history', async () => {
    const m = startMessenger();
    m.list([channel(1, { unread: true, unreadCount: 4 }), channel(2)]);
    m.send({ type: 'ui.select', channelId: 1 });
    expect(m.touched).toEqual([1]);
    // The service is told by the touch, not by a frame of the socket.
    expect(m.sent().filter((f) => f.type === 'selectChannel')).toEqual([]);
    expect(m.snapshot().context.channels[0]).toMatchObject({ unread: false, unreadCount: 0 });
    expect(selectConversationStatus(m.snapshot())).toBe('loading');
    // A message pushed while the history loads is kept.
    m.send({ type: 'push.incomingMessage', channelId: 1, message: message(3) });
    await m.flush();
    expect(selectConversationStatus(m.snapshot())).toBe('loaded');
    expect(selectConversationRows(m.snapshot()).map((r) => r.key)).toEqual(['m1', 'm2', 'm3']);
    m.send({ type: 'ui.unselect' });
    expect(selectConversationStatus(m.snapshot())).toBe('none');
  });

  it('says when the history failed and loads it again on retry', async () => {
    let fail = true;
    const m = startMessenger(
      {},
      {
        loadConversation: (id) => {
          if (fail) return Promise.reject(new Error('http_500'));
          return Promise.resolve({ channel: channel(id), messages: [message(9)] });
        },
      },
    );
    m.list([channel(1)]);
    m.send({ type: 'ui.select', channelId: 1 });
    await m.flush();
    expect(selectConversationStatus(m.snapshot())).toBe('failed');
    expect(m.snapshot().context.failure).toBe('http_500');
    fail = false;
    m.send({ type: 'ui.retryConversation' });
    await m.flush();
    expect(selectConversationRows(m.snapshot()).map((r) => r.key)).toEqual(['m9']);
  });

  it('archiving removes the channel and selects its neighbour when it was open; restore from the archived view', () => {
    const m = startMessenger();
    m.list([channel(1), channel(2), channel(3)]);
    m.send({ type: 'ui.select', channelId: 2 });
    m.send({ type: 'ui.archive', channelId: 2 });
    expect(m.sent()).toContainEqual({ type: 'archiveChannel', channelId: 2, status: true });
    expect(m.snapshot().context.channels.map((c) => c.id)).toEqual([1, 3]);
    expect(m.snapshot().context.selectedId).toBe(3);
    // The server's confirmation changes nothing more.
    m.send({ type: 'push.channelArchived', channelId: 2, status: true });
    expect(m.snapshot().context.channels.map((c) => c.id)).toEqual([1, 3]);
    m.send({ type: 'ui.archive', channelId: 1 });
    m.send({ type: 'ui.archive', channelId: 3 });
    expect(m.snapshot().context.selectedId).toBeNull();
    m.send({ type: 'ui.filter', view: 'archived' });
    m.send({
      type: 'push.channels',
      channels: [channel(2, { archived: true })],
      offset: 0,
      total: 1,
      filterType: 'archived',
    });
    m.send({ type: 'ui.restore', channelId: 2 });
    expect(m.sent().at(-1)).toEqual({ type: 'archiveChannel', channelId: 2, status: false });
    expect(m.snapshot().context.channels).toEqual([]);
  });

  it('reloads the open conversation when its content changed, and reads an answer as it arrives', async () => {
    const m = startMessenger();
    m.list([channel(1)]);
    m.send({ type: 'ui.select', channelId: 1 });
    await m.flush();
    m.send({ type: 'push.messengerContentChange', channelId: 1 });
    expect(selectConversationStatus(m.snapshot())).toBe('loading');
    await m.flush();
    m.send({ type: 'push.incomingMessage', channelId: 1, message: message(5) });
    // Read as it arrives: touched again (the reload of its content is no new reading).
    expect(m.touched).toEqual([1, 1]);
  });
});

describe('messenger machine: writing to an actor (issue 54 §2)', () => {
  it('opens or creates her conversation, selects it first in the list, and asks for recommendations without her', async () => {
    const asked: (number | null)[] = [];
    const opened: number[] = [];
    const m = startMessenger(
      {},
      {
        openActorConversation: (actorId) => {
          opened.push(actorId);
          return Promise.resolve({
            channel: channel(77, { actorId, unread: true, unreadCount: 2 }),
            messages: [message(1)],
          });
        },
        loadRecommendations: (currentActorId) => {
          asked.push(currentActorId);
          return Promise.resolve(recommended);
        },
      },
    );
    m.list([channel(1), channel(2)]);
    await m.flush();
    expect(asked).toEqual([null]);
    m.send({ type: 'ui.writeTo', actorId: 3101 });
    expect(selectConversationStatus(m.snapshot())).toBe('loading');
    await m.flush();
    expect(opened).toEqual([3101]);
    expect(asked).toEqual([null, 3101]);
    expect(selectConversationStatus(m.snapshot())).toBe('loaded');
    expect(m.snapshot().context.selectedId).toBe(77);
    expect(m.snapshot().context.channels[0]).toMatchObject({ id: 77, unread: false });
    expect(selectConversationRows(m.snapshot()).map((r) => r.key)).toEqual(['m1']);
    expect(m.touched).toEqual([77]);
    // Her conversation is an ordinary selection from here: another channel can be chosen.
    m.send({ type: 'ui.select', channelId: 1 });
    expect(m.snapshot().context.selectedId).toBe(1);
  });

  it('says when her conversation could not be opened and asks again on retry', async () => {
    let fail = true;
    const m = startMessenger(
      {},
      {
        openActorConversation: (actorId) =>
          fail
            ? Promise.reject(new Error('http_500'))
            : Promise.resolve({ channel: channel(5, { actorId }), messages: [] }),
      },
    );
    m.send({ type: 'ui.writeTo', actorId: 3101 });
    await m.flush();
    expect(selectConversationStatus(m.snapshot())).toBe('failed');
    expect(m.snapshot().can({ type: 'ui.retryConversation' })).toBe(true);
    fail = false;
    m.send({ type: 'ui.retryConversation' });
    await m.flush();
    expect(selectConversationStatus(m.snapshot())).toBe('loaded');
    expect(m.snapshot().context.selectedId).toBe(5);
  });

  it("asks the gate for a visitor's entry, with her press kept over the login's reload", () => {
    const m = startMessenger({ isLoggedIn: false });
    m.send({ type: 'ui.writeTo', actorId: 3101 });
    expect(m.gating).toEqual([
      {
        ...entryAsk,
        loginAction: {
          type: 'resumeAct',
          params: {
            act: {
              client: 'messenger',
              name: 'writeTo',
              target: 'messenger',
              data: { actorId: 3101 },
            },
          },
        },
      },
    ]);
    // Nothing opened past the gate, nothing asked of the server, nothing kept here.
    expect(m.payTour).toEqual([]);
    expect(m.sent()).toEqual([]);
    m.send({ type: 'gate.resumed', action: 'message', ticket: 'messenger.entry', success: false });
    expect(m.snapshot().hasTag('visitor')).toBe(true);
  });

  it('opens her chat after the login, as the press would have, without a second press', async () => {
    // The page after the login's reload: the logged-in messenger asks for the kept act.
    const m = startMessenger();
    expect(m.payTour).toEqual([
      { type: 'payTour.takeAct', replyTo: 'messenger', target: 'messenger' },
    ]);
    m.list([channel(1)]);
    const act = { client: 'messenger' as const, name: 'writeTo', target: 'messenger' };
    m.send({
      type: 'payTour.actTaken',
      act: { ...act, data: { actorId: 3101 } },
      shouldOpen: true,
    });
    expect(selectConversationStatus(m.snapshot())).toBe('loading');
    await m.flush();
    expect(selectConversationStatus(m.snapshot())).toBe('loaded');
    expect(m.snapshot().context.writingTo).toBe(3101);
    expect(m.snapshot().context.conversation?.channel?.actorId).toBe(3101);
  });

  it('opens no chat for no act, another act, or one to bring back without carrying out', () => {
    const m = startMessenger();
    m.list([channel(1)]);
    const act = { client: 'messenger' as const, name: 'writeTo', target: 'messenger' };
    for (const event of [
      { act: null, shouldOpen: false },
      { act: { ...act, name: 'buy', data: { actorId: 3101 } }, shouldOpen: true },
      { act: { ...act, data: { actorId: 'x' } }, shouldOpen: true },
      { act: { ...act, data: { actorId: 3101 } }, shouldOpen: false },
    ])
      m.send({ type: 'payTour.actTaken', ...event });
    expect(selectConversationStatus(m.snapshot())).toBe('none');
    expect(m.snapshot().context.writingTo).toBeNull();
  });
});

describe('messenger machine: sending', () => {
  async function opened(guest = {}, fields = {}) {
    const m = startMessenger(guest);
    m.list([channel(1, fields)]);
    m.send({ type: 'ui.select', channelId: 1 });
    await m.flush();
    return m;
  }

  it('sends a text with a clientMessageId from the id service, pending until messageAck', async () => {
    const m = await opened();
    m.tellBalance(10);
    m.send({ type: 'ui.send', data: { text: '  hello ' } });
    expect(m.snapshot().hasTag('preparingMessage')).toBe(true);
    await m.flush();
    expect(m.sent().at(-1)).toEqual({
      type: 'sendMessage',
      clientMessageId: 'c1',
      channelId: 1,
      messageType: 'text',
      senderType: 'guest',
      isVideochat: false,
      isFreechat: false,
      data: { text: 'hello' },
      includedGifts: [],
      chatId: null,
    });
    const row = () => selectConversationRows(m.snapshot()).at(-1);
    expect(row()).toMatchObject({ kind: 'outgoing', message: { status: 'pending' } });
    m.send({
      type: 'push.messageAck',
      clientMessageId: 'c1',
      messageId: 77,
      channelId: 1,
      price: { value: 0.99, currency: 'EUR' },
    });
    expect(row()).toMatchObject({ message: { status: 'sent', messageId: 77 } });
  });

  it('sends a message written in her free show as the composer tells it, and resends it so', async () => {
    const m = await opened();
    m.tellBalance(10);
    m.send({ type: 'ui.send', data: { text: 'in the show' }, freeShow: true });
    await m.flush();
    expect(m.sent().at(-1)).toMatchObject({ type: 'sendMessage', isFreechat: true });
    m.send({ type: 'push.messageRejected', clientMessageId: 'c1', reason: 'invalid' });
    m.send({ type: 'ui.retrySend', clientMessageId: 'c1' });
    expect(
      m
        .sent()
        .filter((f) => f.type === 'sendMessage')
        .map((f) => f.isFreechat),
    ).toEqual([true, true]);
    m.send({ type: 'ui.send', data: { text: 'after it' }, freeShow: false });
    await m.flush();
    expect(m.sent().at(-1)).toMatchObject({ type: 'sendMessage', isFreechat: false });
  });

  it('sends nothing empty, nothing to a blocked channel', async () => {
    const m = await opened({}, { blocked: true });
    m.tellBalance(10);
    m.send({ type: 'ui.send', data: { text: 'hi' } });
    m.tellBalance(10);
    m.send({ type: 'ui.send', data: { text: '   ' } });
    await m.flush();
    expect(m.sent().filter((f) => f.type === 'sendMessage')).toEqual([]);
  });

  it('prices a gift message beyond the bought gifts and sends the gifts with it', async () => {
    const m = await opened({ boughtGifts: { '7': 1 } });
    m.send({ type: 'ui.addGift', giftId: 7 });
    expect(selectComposer(m.snapshot()).quote?.price).toEqual({ value: 0, currency: 'EUR' });
    expect(selectComposer(m.snapshot()).boughtLeft).toEqual({ '7': 0 });
    m.send({ type: 'ui.addGift', giftId: 7 });
    m.send({ type: 'ui.addGift', giftId: 9 });
    expect(selectComposer(m.snapshot()).quote?.price).toEqual({ value: 7, currency: 'EUR' });
    m.send({ type: 'ui.removeGift', giftId: 7 });
    expect(selectComposer(m.snapshot()).quote?.price).toEqual({ value: 5, currency: 'EUR' });
    // VIP and inactive gifts are not for this guest.
    m.send({ type: 'ui.addGift', giftId: 11 });
    m.send({ type: 'ui.addGift', giftId: 13 });
    expect(selectComposer(m.snapshot()).gifts).toEqual([7, 9]);
    m.tellBalance(50);
    m.send({ type: 'ui.send', data: { text: 'for you' } });
    await m.flush();
    expect(m.sent().at(-1)).toMatchObject({
      messageType: 'gift',
      data: { text: 'for you' },
      includedGifts: [7, 9],
    });
    expect(selectComposer(m.snapshot()).gifts).toEqual([]);
    m.send({
      type: 'push.messageAck',
      clientMessageId: 'c1',
      messageId: 5,
      channelId: 1,
      price: { value: 5, currency: 'EUR' },
    });
    expect(m.snapshot().context.guest.bought).toEqual({ '7': 0 });
  });

  it('sends a toy control at its price', async () => {
    const m = await opened();
    m.send({ type: 'ui.chooseToy', toyControlId: 3 });
    expect(selectComposer(m.snapshot()).quote).toMatchObject({
      messageType: 'toy',
      price: { value: 1.5 },
    });
    m.tellBalance(10);
    m.send({ type: 'ui.send', data: { text: '' } });
    await m.flush();
    expect(m.sent().at(-1)).toMatchObject({ messageType: 'toy', data: { toyControlId: 3 } });
  });

  it('shows free messaging and free messages honestly', async () => {
    const free = await opened({}, { isMessagingFree: true });
    expect(selectComposer(free.snapshot()).quote).toMatchObject({
      free: 'messaging',
      price: { value: 0 },
    });
    const left = await opened({}, { freeMessagesAmount: 2 });
    expect(selectComposer(left.snapshot()).quote?.free).toBe('freeMessage');
  });

  it('a short balance asks for a top-up (one click or the pay tour) and sends the kept message after a top-up', async () => {
    const m = await opened();
    m.tellBalance(0.4);
    m.send({ type: 'ui.send', data: { text: 'hi' } });
    await m.flush();
    expect(m.sent().filter((f) => f.type === 'sendMessage')).toEqual([]);
    // One click where she can, else the pay tour: the one-click machine decides.
    // Her channel's top-up names her to the money charge (decision 0032).
    expect(m.oneClick).toEqual([
      {
        type: 'oneClick.topUp',
        replyTo: 'messenger',
        channelId: 1,
        host: { id: 1001, name: 'Actor 1' },
      },
    ]);
    expect(m.snapshot().context.awaitingTopUp).toBe(true);
    m.send({ type: 'oneClick.result', success: true, via: 'oneClick' });
    expect(m.sent().at(-1)).toMatchObject({ type: 'sendMessage', clientMessageId: 'c1' });
    expect(m.snapshot().context.awaitingTopUp).toBe(false);
  });

  it('a server rejection for balance keeps the message; a closed tour leaves it rejected to retry (priced against the balance now) or discard', async () => {
    const m = await opened();
    m.tellBalance(20);
    m.send({ type: 'ui.send', data: { text: 'hi' } });
    await m.flush();
    m.send({ type: 'push.messageRejected', clientMessageId: 'c1', reason: 'insufficientBalance' });
    expect(m.oneClick).toHaveLength(1);
    m.send({ type: 'oneClick.result', success: false, via: 'payTour' });
    const row = () => selectConversationRows(m.snapshot()).at(-1);
    expect(row()).toMatchObject({
      message: { status: 'rejected', reason: 'insufficientBalance' },
    });
    // A resend is priced against the balance the gate tells now: short, it waits for a top-up.
    m.tellBalance(0.2);
    m.send({ type: 'ui.retrySend', clientMessageId: 'c1' });
    expect(row()).toMatchObject({ message: { status: 'awaitingTopUp' } });
    expect(m.oneClick).toHaveLength(2);
    m.send({ type: 'oneClick.result', success: false, via: 'payTour' });
    m.tellBalance(20);
    m.send({ type: 'ui.retrySend', clientMessageId: 'c1' });
    expect(row()).toMatchObject({ message: { status: 'pending' } });
    expect(m.sent().filter((f) => f.type === 'sendMessage')).toHaveLength(2);
    m.send({ type: 'push.messageRejected', clientMessageId: 'c1', reason: 'blocked' });
    expect(row()).toMatchObject({ message: { status: 'rejected', reason: 'blocked' } });
    m.send({ type: 'ui.discard', clientMessageId: 'c1' });
    expect(selectConversationRows(m.snapshot()).some((r) => r.kind === 'outgoing')).toBe(false);
  });

  it("after a gift message is bought, the platform's further messages are not shown; her answers are", async () => {
    const m = await opened();
    const system = (id: number) => message(id, { senderType: 'system', data: { text: 'buy' } });
    const shown = () =>
      m.snapshot().context.conversation?.messages.map((x) => [x.id, x.senderType]) ?? [];
    // Before a purchase the platform's messages are shown like any other.
    m.send({ type: 'push.incomingMessage', channelId: 1, message: system(2) });
    expect(shown()).toContainEqual([2, 'system']);
    // A free text is no purchase.
    m.tellBalance(50);
    m.send({ type: 'ui.send', data: { text: 'hi' } });
    await m.flush();
    m.send({ ...ack('c1', 3), price: { value: 0, currency: 'EUR' as const } });
    m.send({ type: 'push.incomingMessage', channelId: 1, message: system(4) });
    expect(shown()).toContainEqual([4, 'system']);
    // A gift message, acknowledged, is.
    m.send({ type: 'ui.addGift', giftId: 7 });
    m.send({ type: 'ui.send', data: { text: '' } });
    await m.flush();
    m.send(ack('c2', 5));
    m.send({ type: 'push.incomingMessage', channelId: 1, message: system(6) });
    m.send({ type: 'push.incomingMessage', channelId: 1, message: message(7) });
    expect(shown()).not.toContainEqual([6, 'system']);
    expect(shown()).toContainEqual([7, 'actor']);
    expect(shown()).toContainEqual([2, 'system']);
  });

  it('after paying (a top-up from the messenger succeeds), further messages are not shown', async () => {
    const m = await opened();
    m.tellBalance(0.4);
    m.send({ type: 'ui.send', data: { text: 'hi' } });
    await m.flush();
    // The tour closed without paying: nothing is bought.
    m.send({ type: 'oneClick.result', success: false, via: 'payTour' });
    expect(m.snapshot().context.purchased).toBe(false);
    m.send({ type: 'ui.retrySend', clientMessageId: 'c1' });
    m.send({ type: 'oneClick.result', success: true, via: 'oneClick' });
    expect(m.snapshot().context.purchased).toBe(true);
    m.send({
      type: 'push.incomingMessage',
      channelId: 1,
      message: message(8, { senderType: 'system' }),
    });
    expect(m.snapshot().context.conversation?.messages.some((x) => x.id === 8)).toBe(false);
  });

  it('learns the balance from the gate (a standing ask), not from the view', () => {
    const m = startMessenger();
    expect(m.gating).toEqual([
      { type: 'gate.watch', action: 'message', replyTo: 'messenger', ticket: 'messenger.balance' },
    ]);
    expect(m.snapshot().context.balance).toBeNull();
    m.send({ ...balanceAnswer(0), ticket: 'someone.else' });
    expect(m.snapshot().context.balance).toBeNull();
    m.tellBalance(3.25);
    expect(m.snapshot().context.balance).toBe(3.25);
    expect(startMessenger({ isLoggedIn: false }).gating).toEqual([]);
  });

  it('refuses a send below the minimum chat balance itself: nothing goes out, the top-up opens', async () => {
    // The price (0.20) is covered, the minimum chat balance (0.50) is not.
    const m = await opened({}, { messagePrice: { value: 0.2, currency: 'EUR' } });
    const composer = () => selectComposer(m.snapshot());
    expect(composer()).toMatchObject({ lacksBalance: false, minimumBalance: null });
    m.tellBalance(0.3);
    expect(composer()).toMatchObject({
      canSend: true,
      lacksBalance: true,
      minimumBalance: { value: 0.5, currency: 'EUR' },
    });
    m.send({ type: 'ui.send', data: { text: 'hi' } });
    await m.flush();
    expect(m.sent().filter((f) => f.type === 'sendMessage')).toEqual([]);
    expect(m.snapshot().context.outgoing).toMatchObject([
      { clientMessageId: 'c1', status: 'awaitingTopUp' },
    ]);
    // One click where she can, else the pay tour: the one-click machine decides.
    expect(m.oneClick).toEqual([
      {
        type: 'oneClick.topUp',
        replyTo: 'messenger',
        channelId: 1,
        host: { id: 1001, name: 'Actor 1' },
      },
    ]);
    // The gate tells the new balance after the top-up: the hint goes, and the message goes out.
    m.tellBalance(0.5);
    expect(composer()).toMatchObject({ lacksBalance: false, minimumBalance: null });
    m.send({ type: 'oneClick.result', success: true, via: 'oneClick' });
    expect(m.sent().filter((f) => f.type === 'sendMessage')).toHaveLength(1);
  });

  it('keeps the text when the id service fails, and says so', async () => {
    const m = startMessenger(
      {},
      {
        newMessageId: () => {
          return Promise.reject(new Error('no ids'));
        },
      },
    );
    m.list([channel(1)]);
    m.send({ type: 'ui.select', channelId: 1 });
    m.tellBalance(5);
    m.send({ type: 'ui.send', data: { text: 'x' } });
    await m.flush();
    expect(m.snapshot().context.failure).toBe('no ids');
    expect(m.snapshot().context.outgoing).toEqual([]);
  });
});

describe('messenger machine: the catalogs', () => {
  const ready = { gifts: 'ready', toyControls: 'ready', recommendations: 'ready' };

  it('loads the gifts, the toy controls and the recommendations through one call each', async () => {
    const m = startMessenger();
    expect(selectGiftShelf(m.snapshot())).toMatchObject({ loading: true, failed: false });
    await m.flush();
    expect(m.snapshot().context.shelf.status).toEqual(ready);
    expect(selectGiftShelf(m.snapshot())).toMatchObject({ loading: false, failed: false });
    expect(m.snapshot().context.shelf.toyControls).toHaveLength(1);
    expect(selectRecommendations(m.snapshot()).map((a) => a.actorId)).toEqual([1101, 1102]);
    // The calls are children while they run, not after (nothing of them stays in the snapshot).
    expect(Object.keys(m.snapshot().children).sort()).toEqual(['conversionChat']);
  });

  it('names a failed gift or toy catalog and loads it again on retry; failed recommendations are left out', async () => {
    let down = true;
    const fail =
      <T>(value: T) =>
      () => {
        if (down) return Promise.reject(new Error('http_503'));
        return Promise.resolve(value);
      };
    const m = startMessenger(
      {},
      {
        loadGifts: fail(catalog),
        loadToyControls: fail(toyControls),
        loadRecommendations: fail(recommended),
      },
    );
    await m.flush();
    expect(selectGiftShelf(m.snapshot())).toMatchObject({ loading: false, failed: true });
    expect(m.snapshot().context.failure).toBe('http_503');
    expect(m.snapshot().context.shelf.status.recommendations).toBe('failed');
    down = false;
    m.send({ type: 'ui.retryCatalog' });
    expect(selectGiftShelf(m.snapshot())).toMatchObject({ loading: true, failed: false });
    await m.flush();
    expect(selectGiftShelf(m.snapshot())).toMatchObject({ loading: false, failed: false });
    // A garnish is not retried: the messenger works without it.
    expect(m.snapshot().context.shelf.status).toEqual({ ...ready, recommendations: 'failed' });
  });

  it('asks the recommendations again without the actor the guest writes to', async () => {
    const asked: (number | null)[] = [];
    const m = startMessenger(
      {},
      { loadRecommendations: (actorId) => (asked.push(actorId), Promise.resolve(recommended)) },
    );
    await m.flush();
    m.send({ type: 'ui.writeTo', actorId: 1101 });
    expect(m.snapshot().context.shelf.status.recommendations).toBe('loading');
    await m.flush();
    expect(asked).toEqual([null, 1101]);
    expect(m.snapshot().context.shelf.status.recommendations).toBe('ready');
  });
});

describe('messenger machine: conversion chat', () => {
  it('runs its conversion chat while logged in, and hands it an ended live chat', async () => {
    const m = startMessenger(
      { conversionChatCountdownEnd: '2026-01-01T12:00:10Z' },
      { readClock: () => Promise.resolve(Date.parse('2026-01-01T12:00:00Z')) },
    );
    await m.flush();
    const chat = m.actor.system.get(CONVERSION_CHAT) as AnyActorRef | undefined;
    expect((chat?.getSnapshot() as { value: unknown } | undefined)?.value).toEqual({
      offer: 'eligible',
      answer: 'idle',
    });
    expect(m.modals).toHaveLength(1);
    m.send({ type: 'messenger.chatEnded', exitCode: 501 });
    expect(m.modals).toHaveLength(2);
  });

  it("a visitor's messenger runs none", async () => {
    const m = startMessenger({ isLoggedIn: false });
    await m.flush();
    expect(m.actor.system.get(CONVERSION_CHAT)).toBeUndefined();
  });
});
