import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { priceIn } from '../../machines/content/content.price.ts';
import type { ClientFrame } from '../../services/realtime/frames.ts';
import type { CatalogueActor } from '../catalogue/actors.ts';
import type { Money } from '../catalogue/query.ts';
import type { SimulatorContext } from '../context.ts';
import { fromMinor, toMinor } from '../money.ts';
import { camPlaylistPath } from '../tv/hls.ts';
import { CHAT_MINIMUM_MINOR, chargeMinute } from './billing.ts';
import { registerFreeChatSimulator } from './freeChat.ts';
import { registerFreePreviewSimulator } from './freePreview.ts';
import { createToyRoom, type ToyChat } from './toyRoom.ts';
import { VideoChatHistory } from '../videoChats/index.ts';

type LiveChatType = Extract<ClientFrame, { type: 'startLiveChat' }>['chatType'];

interface RunningChat {
  chatId: string;
  accountId: number;
  actorId: number;
  actorName: string;
  chatType: LiveChatType;
  /** A private LIVECHAT (decision 0018): she is in a private chat while it runs. */
  privateChat: 'single' | 'singlec2c' | null;
  priceMinor: number;
  minutes: number;
  totalMinor: number;
  timer: NodeJS.Timeout | null;
  /** The guest's lines by `clientMessageId`: a line sent again is taken once (issue 51 §7). */
  guestLines: Map<string, number>;
}

/** Seed 000 §8 codes the simulator uses (machines/liveChat/exitCodes.ts has the whole table). */
const EXIT = {
  balanceSpent: 107,
  actorWentOffline: 202,
  actorOffline: 901,
  balanceTooLow: 904,
  chatTypeUnavailable: 903,
};
const FREE_TYPES: readonly LiveChatType[] = ['FREECHAT', 'LIVE_PREVIEW'];
const isVoyeur = (type: LiveChatType) => type === 'VOYEUR_CHAT' || type === 'VOYEUR_PRIVATE_CHAT';
const toyChat = (chat: RunningChat): ToyChat => ({ ...chat, canWrite: !isVoyeur(chat.chatType) });

/**
 * Her price per minute in EUR for a chat of this type (a private LIVECHAT at its button's price),
 * or null for the free types.
 */
function pricePerMinuteOf(
  prices: CatalogueActor['chatPrices'],
  chatType: LiveChatType,
  privateChat: RunningChat['privateChat'],
): Money | null {
  if (FREE_TYPES.includes(chatType)) return null;
  if (isVoyeur(chatType)) return prices.voyeurChat;
  if (chatType === 'LIVESHOW') return prices.ticketShow;
  if (privateChat === 'single') return prices.singleChat;
  if (privateChat === 'singlec2c') return prices.singleC2CChat;
  return prices.videoChat;
}

/**
 * The live chat's server side (docs/realtime-extensions.md): `startLiveChat` opens a chat with an
 * online actor of the catalogue (or ends it at once with its pre-chat code), bills each started
 * minute from the balance (`liveChatBilled` + `guestBalance`; a minute it cannot cover ends the
 * chat with 107), echoes the guest's lines (once per `clientMessageId`) and lets the actor answer; `stopLiveChat` ends it
 * with the guest's code; an actor going offline ends her chats with 202. Dev controls end a chat
 * with any code and bill the next minute now. An actor whose chat features have `dildocontrol`
 * takes toy controls (`sendLiveChatToy`, `toyRoom.ts`).
 */
export function registerLiveChatSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const minuteMs = Number(process.env.SIM_CHAT_MINUTE_MS ?? 60_000);
  const toys = createToyRoom(ctx, Number(process.env.SIM_TOY_SECOND_MS ?? 1000));
  const chats = new Map<string, RunningChat>();
  let nextChat = 1;
  let nextMessage = 1;
  const { hub, store } = ctx;
  const freeTime = registerFreeChatSimulator(app, ctx, { minuteMs });
  // A live preview's seconds, counted by the query service (decision 0041).
  registerFreePreviewSimulator(app);
  // Each ended chat joins the guest's past video chats (simulator/videoChats, decision 0029).
  const history = new VideoChatHistory(store.db);

  const end = (chat: RunningChat, exitCode: number) => {
    if (chat.timer) clearInterval(chat.timer);
    chats.delete(chat.chatId);
    if (chat.privateChat) ctx.catalogue.actors.setPrivateChat(chat.actorId, chat.accountId, false);
    freeTime.end(chat.chatId, exitCode);
    toys.endChat(toyChat(chat));
    hub.push(chat.accountId, { type: 'chatEnd', chatId: chat.chatId, exitCode });
    history.record({
      ...chat,
      startedAt: Date.now() - chat.minutes * minuteMs,
      currency: store.accounts.findById(chat.accountId)?.currency ?? 'EUR',
    });
  };

  /** Charges the chat's next minute; a minute the balance cannot cover ends it. */
  const bill = (chat: RunningChat): boolean => {
    const account = store.accounts.findById(chat.accountId);
    if (!account) return false;
    const charge = chargeMinute(toMinor(account.balance, account.currency), chat.priceMinor, chat);
    if (!charge.ok) {
      end(chat, EXIT.balanceSpent);
      return false;
    }
    chat.minutes = charge.minutes;
    chat.totalMinor = charge.totalMinor;
    if (chat.priceMinor > 0) {
      store.accounts.setBalance(chat.accountId, fromMinor(charge.balanceMinor, account.currency));
      hub.pushBalance(chat.accountId, { isPayment: false });
    }
    hub.push(chat.accountId, {
      type: 'liveChatBilled',
      chatId: chat.chatId,
      minutes: chat.minutes,
      total: { value: fromMinor(chat.totalMinor, account.currency), currency: account.currency },
    });
    return true;
  };

  const say = (
    chat: RunningChat,
    text: string,
    clientMessageId: string | null,
    from: 'guest' | 'actor',
    messageId = nextMessage++,
  ) =>
    hub.push(chat.accountId, {
      type: 'liveChatMessage',
      chatId: chat.chatId,
      messageId,
      clientMessageId,
      senderType: from,
      text,
    });

  /**
   * The guest's line, taken once per `clientMessageId`: the first is echoed and answered; one
   * sent again (a resend after a drop or a reload whose echo was lost) is echoed again as the
   * same message, which acknowledges it, and neither stored nor answered twice.
   */
  const takeLine = (chat: RunningChat, text: string, clientMessageId: string) => {
    const taken = chat.guestLines.get(clientMessageId);
    if (taken !== undefined) {
      say(chat, text, clientMessageId, 'guest', taken);
      return;
    }
    const messageId = nextMessage++;
    chat.guestLines.set(clientMessageId, messageId);
    say(chat, text, clientMessageId, 'guest', messageId);
    say(chat, answerTo(text, chat.actorName), null, 'actor');
  };

  const start = (accountId: number, frame: Extract<ClientFrame, { type: 'startLiveChat' }>) => {
    const account = store.accounts.findById(accountId);
    const actor = ctx.catalogue.actors.byId(frame.actorId);
    const chatId = `live-${nextChat++}`;
    const refuse = (exitCode: number): void => {
      hub.push(accountId, { type: 'chatEnd', chatId, exitCode });
    };
    if (!account || !actor || !actor.isOnline) return refuse(EXIT.actorOffline);
    if (frame.chatType === 'FREECHAT' && !actor.freeChat) return refuse(EXIT.chatTypeUnavailable);
    // Her free time with this guest is used up: no free chat (her paid chat stays offered).
    if (frame.chatType === 'FREECHAT' && freeTime.secondsLeft(accountId, actor.id) === 0)
      return refuse(EXIT.chatTypeUnavailable);
    // Her ticket show running now: its ticket pays for it (decision 0017), and without one the
    // guest is not let in. Without a running show, LIVESHOW is her live show (908), by the minute.
    const show =
      frame.chatType === 'LIVESHOW'
        ? ctx.catalogue.extras.runningChatShow(actor.id, accountId)
        : undefined;
    if (show && !show.isBought) return refuse(EXIT.chatTypeUnavailable);
    const privateChat = frame.chatType === 'LIVECHAT' ? (frame.privateChat ?? null) : null;
    const eurPrice = show ? null : pricePerMinuteOf(actor.chatPrices, frame.chatType, privateChat);
    const price = eurPrice && priceIn(eurPrice.value, account.currency);
    const priceMinor = price ? toMinor(price.value, account.currency) : 0;
    const balanceMinor = toMinor(account.balance, account.currency);
    if (priceMinor > 0 && balanceMinor < Math.max(CHAT_MINIMUM_MINOR, 1)) {
      return refuse(EXIT.balanceTooLow);
    }
    const chat: RunningChat = {
      chatId,
      accountId,
      actorId: actor.id,
      actorName: actor.name,
      chatType: frame.chatType,
      privateChat,
      priceMinor,
      minutes: 0,
      totalMinor: 0,
      timer: null,
      guestLines: new Map(),
    };
    chats.set(chatId, chat);
    if (privateChat) ctx.catalogue.actors.setPrivateChat(actor.id, accountId, true);
    if (chat.chatType === 'FREECHAT') freeTime.start(chatId, accountId, actor.id);
    hub.push(accountId, {
      type: 'liveChatStarted',
      chatId,
      clientChatId: frame.clientChatId,
      actorId: actor.id,
      chatType: frame.chatType,
      pricePerMinute: price ? { value: price.value, currency: account.currency } : null,
      streamUrl: camPlaylistPath(actor.id),
    });
    if (!bill(chat)) return;
    chat.timer = setInterval(() => bill(chat), minuteMs);
    chat.timer.unref();
    say(chat, `Hi, I am ${actor.name}. Nice to see you!`, null, 'actor');
  };

  hub.onClientFrame(({ accountId, frame }) => {
    if (frame.type === 'startLiveChat') return start(accountId, frame);
    if (
      frame.type !== 'sendLiveChatMessage' &&
      frame.type !== 'stopLiveChat' &&
      frame.type !== 'sendLiveChatToy'
    )
      return;
    const chat = chats.get(frame.chatId);
    if (!chat || chat.accountId !== accountId) return;
    if (frame.type === 'stopLiveChat') return end(chat, frame.exitCode);
    if (frame.type === 'sendLiveChatToy') {
      const hasToy = ctx.catalogue.actors.byId(chat.actorId)?.chatFeatures.dildocontrol ?? false;
      return toys.send(toyChat(chat), frame, hasToy);
    }
    // Voyeurs only watch: their lines are not taken.
    if (isVoyeur(chat.chatType)) return;
    takeLine(chat, frame.text, frame.clientMessageId);
  });

  // The actor went offline: her chats end (202, she ended it) and so does her stream.
  hub.onBroadcast((frame) => {
    if (frame.type !== 'actorOffline') return;
    for (const chat of [...chats.values()])
      if (chat.actorId === frame.actorId) end(chat, EXIT.actorWentOffline);
  });

  const chatsOf = (request: FastifyRequest, reply: FastifyReply) => {
    const login = (request.query as { as?: unknown }).as;
    const account = typeof login === 'string' ? store.accounts.findByLogin(login) : undefined;
    if (!account) {
      void reply
        .code(404)
        .send({ error: 'unknown_login', message: 'Name the guest with ?as=<login>' });
      return null;
    }
    return [...chats.values()].filter((chat) => chat.accountId === account.id);
  };
  const codeQuery = z.object({ exitCode: z.coerce.number().int() });

  // An actor with a chat feature (voyeur, live preview, toy, none of them), taken online;
  // `nth` picks a later one, so a test that takes her offline shares her with no other test.
  app.get('/dev/liveChat/actor', async (request, reply) => {
    const { with: want, nth } = request.query as { with?: unknown; nth?: unknown };
    const actors = ctx.catalogue.actors;
    const actor = actors
      .ids()
      .map((id) => actors.byId(id))
      .filter(
        (each) =>
          each !== undefined &&
          each.bannedCountryCodes.length === 0 &&
          (want === 'voyeur'
            ? each.isVoyeurChatAvailable
            : want === 'preview'
              ? each.chatFeatures.livePreview
              : want === 'freeChat'
                ? each.freeChat
                : want === 'toy'
                  ? each.chatFeatures.dildocontrol && !each.freeChat
                  : want === 'videoCall'
                    ? each.isOnlineMobileVideocall && !each.freeChat
                    : !each.freeChat),
      )
      .at(Number(nth ?? 0) || 0);
    if (!actor) return reply.code(404).send({ error: 'no such actor' });
    actors.setOnline(actor.id, true);
    actors.holdOnline(actor.id, true);
    return { id: actor.id, name: actor.name };
  });
  // The actor goes offline now, as her online state would walk: guests hear it, her chats end.
  app.post('/dev/liveChat/actorOffline', async (request, reply) => {
    const actorId = Number((request.query as { actorId?: unknown }).actorId);
    if (!ctx.catalogue.actors.byId(actorId))
      return reply.code(404).send({ error: 'no such actor' });
    ctx.catalogue.actors.holdOnline(actorId, false);
    ctx.catalogue.actors.setOnline(actorId, false);
    hub.broadcast({ type: 'actorOffline', actorId });
    return { offline: actorId };
  });
  // She is in a private chat with another guest now (on=1), or out of it (on=0): her voyeurs
  // watch it as VOYEUR_PRIVATE_CHAT (decision 0018). Account 0 stands for that other guest.
  app.post('/dev/liveChat/private', async (request, reply) => {
    const query = request.query as { actorId?: unknown; on?: unknown };
    const actorId = Number(query.actorId);
    if (!ctx.catalogue.actors.byId(actorId))
      return reply.code(404).send({ error: 'no such actor' });
    ctx.catalogue.actors.setPrivateChat(actorId, 0, query.on !== '0');
    return { actorId, inPrivateChat: query.on !== '0' };
  });
  // The guest's running chats.
  app.get('/dev/liveChat', async (request, reply) => {
    const running = chatsOf(request, reply);
    if (!running) return reply;
    return running.map(({ timer: _timer, ...chat }) => chat);
  });
  // Ends the guest's running chats with any exit code (the actor's or the platform's end).
  app.post('/dev/liveChat/end', async (request, reply) => {
    const running = chatsOf(request, reply);
    if (!running) return reply;
    const query = codeQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'exitCode (a number)' });
    for (const chat of running) end(chat, query.data.exitCode);
    return { ended: running.map((chat) => chat.chatId) };
  });
  // Bills the next minute of the guest's running chats now (tests do not wait a minute).
  app.post('/dev/liveChat/bill', async (request, reply) => {
    const running = chatsOf(request, reply);
    if (!running) return reply;
    return { billed: running.map((chat) => ({ chatId: chat.chatId, charged: bill(chat) })) };
  });
  // The actor says a line in the guest's running chats now (the live chat bench's messages).
  app.post('/dev/liveChat/say', async (request, reply) => {
    const running = chatsOf(request, reply);
    if (!running) return reply;
    const text = (request.query as { text?: unknown }).text;
    if (typeof text !== 'string' || text.length === 0 || text.length > 500)
      return reply.code(400).send({ error: 'text (1-500 characters)' });
    for (const chat of running) say(chat, text, null, 'actor');
    return { said: running.map((chat) => chat.chatId) };
  });
  // Her toy's running control is done now; the next waiting one starts (tests do not wait).
  app.post('/dev/liveChat/toyDone', async (request, reply) => {
    const running = chatsOf(request, reply);
    if (!running) return reply;
    return { done: [...new Set(running.map((chat) => chat.actorId))].filter(toys.finish) };
  });
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async hook when its promise settles; a sync one must call done().
  app.addHook('onClose', async () => {
    toys.close();
    for (const chat of chats.values()) if (chat.timer) clearInterval(chat.timer);
    chats.clear();
  });
}

/** The simulated actor's answer to a line (she repeats what she heard, so tests can match it). */
function answerTo(text: string, name: string): string {
  return `${name}: you said "${text.slice(0, 200)}"`;
}
