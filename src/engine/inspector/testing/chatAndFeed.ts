import type { AnyMachineSnapshot } from 'xstate';
import type { Message } from '../../../../machines/messenger/messenger.types.ts';
import { ROOT_SYSTEM_ID } from '../../anchor.ts';
import { demoChannels } from '../../testing/demo/messenger.ts';
import type { Fact } from '../../testing/demoServices.ts';
import type { TestSession } from './session.ts';

/** One tick of the hour: the guest (and the server) do something about every second. */
const TICK_MS = 1_000;
/** One round of her hour, in ticks: the feed, then the messenger, then a live chat. */
const ROUND = 300;
const FEED_END = 120;
const MESSENGER_END = 180;
const EUR = (value: number) => ({ value, currency: 'EUR' as const });
const CHANNELS = demoChannels(24);

/**
 * The server's side of the session: answers the frames the app sent on its realtime socket as
 * the realtime server does (channels listed, messages acknowledged, a live chat started, its lines
 * echoed, its end confirmed). Ids count up from the session's start.
 */
class Server {
  private chats = 0;
  private messages = 0;
  /** The live chat running, as the server knows it (null before its start and after its end). */
  liveChat: string | null = null;

  constructor(private readonly session: TestSession) {}

  nextMessageId(): number {
    this.messages += 1;
    return 700_000 + this.messages;
  }

  answer(): void {
    const frames = this.session.sent.splice(0);
    for (const frame of frames) this.reply(frame);
  }

  private reply(frame: Fact): void {
    const push = this.session.push;
    switch (frame.type) {
      case 'loadChannels':
        push({
          type: 'push.channels',
          channels: CHANNELS,
          offset: 0,
          total: CHANNELS.length,
          filterType: null,
        });
        break;
      case 'sendMessage':
        push({
          type: 'push.messageAck',
          channelId: frame.channelId,
          clientMessageId: frame.clientMessageId,
          messageId: this.nextMessageId(),
          price: EUR(0.99),
        });
        break;
      case 'startLiveChat':
        this.chats += 1;
        this.liveChat = `chat-${String(this.chats)}`;
        push({
          type: 'push.liveChatStarted',
          chatId: this.liveChat,
          clientChatId: frame.clientChatId,
          actorId: frame.actorId,
          chatType: frame.chatType,
          pricePerMinute: EUR(1.99),
          streamUrl: `https://stream.example/live/${String(frame.actorId)}.m3u8`,
        });
        break;
      case 'sendLiveChatMessage':
        push({
          type: 'push.liveChatMessage',
          chatId: frame.chatId,
          messageId: this.nextMessageId(),
          clientMessageId: frame.clientMessageId,
          senderType: 'guest',
          text: frame.text,
        });
        break;
      case 'stopLiveChat':
        if (frame.chatId === this.liveChat) this.liveChat = null;
        push({ type: 'push.chatEnd', chatId: frame.chatId, exitCode: frame.exitCode });
        break;
      default:
      // Pings are answered by the demo socket; other frames need no answer here.
    }
  }
}

const routeTo = (session: TestSession, path: string) =>
  // As the browser's history does (views/AppRouter.tsx `useHistoryInput`): to the root.
  session.engine.send(ROOT_SYSTEM_ID, { type: 'ui.routeChanged', path, search: '' });

/** The feed part of a round: she scrolls, sees posts, likes, comments, tips; posts arrive. */
function feedTick(session: TestSession, tick: number, round: number, published: number[]) {
  const { engine } = session;
  const feed = (event: { type: string; [key: string]: unknown }) => engine.send('feed', event);
  if (tick === 0) routeTo(session, '/en/feed/');
  // She reads on from where she stopped last round.
  const at = round * 50 + Math.floor(tick / 2);
  const postId = `p${at}`;
  if (tick % 2 === 1) {
    engine.env('shell', { type: 'env.scrolled', y: at * 420 });
    feed({ type: 'ui.visiblePostsChanged', postIds: [postId, `p${at + 1}`, `p${at + 2}`] });
    feed({ type: 'ui.postSeen', postId });
  }
  if (tick % 20 === 19) {
    // At the end of the posts: scrolling loads the first pages, then she presses "Load more".
    const list = engine.get('feed.list')?.getSnapshot() as AnyMachineSnapshot | undefined;
    const byScroll = list?.can({ type: 'ui.endReached' }) !== false;
    engine.send('feed.list', { type: byScroll ? 'ui.endReached' : 'ui.loadMore' });
  }
  if (tick % 10 === 5) feed({ type: 'ui.like', postId });
  if (tick % 40 === 25) feed({ type: 'ui.unlike', postId });
  if (tick % 30 === 7) feed({ type: 'ui.commentsOpened', postId });
  if (tick % 30 === 12)
    feed({
      type: 'ui.comment',
      postId,
      text: `So beautiful, ${String(at)} times yes!`,
      replyTo: null,
    });
  if (tick % 60 === 33) feed({ type: 'ui.tip', postId, coins: 10 + (round % 3) * 5 });
  if (tick % 15 === 8) {
    const id = 10_000 + published.length;
    published.push(id);
    const model = id % 7;
    session.publish({
      type: 'push.postPublished',
      postId: `n${String(id)}`,
      modelId: String(100 + model),
      modelName: `model${String(model)}`,
      postType: (['text', 'photos', 'clip'] as const)[id % 3],
    });
  }
  if (tick % 40 === 39) feed({ type: 'ui.showNewPosts' });
}

/** The messenger part: she opens a conversation, messages arrive, she writes, sends a gift. */
function messengerTick(session: TestSession, tick: number, round: number, server: Server) {
  const { engine } = session;
  const channel = CHANNELS[round % CHANNELS.length]!;
  if (tick === 0) routeTo(session, '/en/messenger/');
  if (tick === 2) engine.send('messenger', { type: 'ui.select', channelId: channel.id });
  if (tick % 6 === 3) {
    const message: Message = {
      id: server.nextMessageId(),
      senderType: 'actor',
      messageType: 'text',
      data: { text: `Hey honey, ${String(tick)} kisses from ${channel.actorName}` },
      includedGifts: [],
      created: new Date(Date.UTC(2026, 10, 28, 12, 0, tick)).toISOString(),
      price: EUR(0),
    };
    session.push({ type: 'push.incomingMessage', channelId: channel.id, message });
  }
  if (tick % 12 === 5)
    engine.send('messenger', { type: 'ui.send', data: { text: `Hi ${channel.actorName}!` } });
  // A tip: a gift with a message.
  if (tick === 30) engine.send('messenger', { type: 'ui.addGift', giftId: 1 + (round % 4) });
  if (tick === 31) engine.send('messenger', { type: 'ui.send', data: { text: 'For you' } });
}

/** The live chat part: her live show page, the chat entered, lines both ways, billed by minute. */
function chatTick(session: TestSession, tick: number, round: number, server: Server) {
  const { engine } = session;
  const channel = CHANNELS[(round * 5 + 1) % CHANNELS.length]!;
  const chatId = server.liveChat;
  const length = ROUND - MESSENGER_END;
  if (tick === 0) routeTo(session, `/en/amateur/${channel.actorName}/live-show/`);
  if (tick === 1)
    // As the live chat panel does when it shows (views/liveChat/LiveChatPanel.tsx).
    engine.send('liveChat', {
      type: 'liveChat.enter',
      actor: { id: channel.actorId, name: channel.actorName, toy: false },
      chatType: 'LIVECHAT',
      privateChat: null,
      banned: false,
    });
  if (chatId !== null && tick % 4 === 0)
    session.push({
      type: 'push.liveChatMessage',
      chatId,
      messageId: server.nextMessageId(),
      clientMessageId: null,
      senderType: 'actor',
      text: `Mmh, tell me more (${String(tick)})`,
    });
  if (chatId !== null && tick % 10 === 6)
    engine.send('liveChat', { type: 'ui.chatSend', text: `You look great ${String(tick)}` });
  if (chatId !== null && tick % 60 === 59)
    session.push({
      type: 'push.liveChatBilled',
      chatId,
      minutes: Math.ceil(tick / 60),
      total: EUR(1.99 * Math.ceil(tick / 60)),
    });
  // The panel goes as she leaves the page.
  if (tick === length - 1) engine.send('liveChat', { type: 'liveChat.leave' });
}

/**
 * About `minutes` of a busy logged-in guest in the feed and in live chat (issue 53 §5), through
 * the real app system of a session started with `domains` (`startTestSession`): rounds of five
 * minutes in which she reads the feed (route `/en/feed/`: scrolling, posts seen, likes,
 * comments, a tip, new posts published and shown), opens the messenger (`/en/messenger/`: a
 * conversation, messages arriving and sent, a gift), then a live chat on an actor's live show
 * page (lines both ways, billed each minute) until she leaves it. Actors come online and go
 * offline all along; the driver answers the app's socket frames as the server does.
 */
export async function driveChatAndFeedHour(session: TestSession, minutes: number): Promise<void> {
  const server = new Server(session);
  const published: number[] = [];
  const steps = Math.round((minutes * 60_000) / TICK_MS);
  for (let i = 0; i < steps; i++) {
    server.answer();
    const round = Math.floor(i / ROUND);
    const tick = i % ROUND;
    if (tick < FEED_END) feedTick(session, tick, round, published);
    else if (tick < MESSENGER_END) messengerTick(session, tick - FEED_END, round, server);
    else chatTick(session, tick - MESSENGER_END, round, server);
    if (i % 3 === 0) {
      const actorId = CHANNELS[(i / 3) % CHANNELS.length]!.actorId;
      session.push({ type: i % 2 === 0 ? 'push.actorOnline' : 'push.actorOffline', actorId });
    }
    await settle();
    server.answer();
    session.time.advance(TICK_MS);
    await settle();
  }
  server.answer();
  await session.flush();
}

/** Lets the demo services' answers (promises) and the engine's deliveries run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
}
