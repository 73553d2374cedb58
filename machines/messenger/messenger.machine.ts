import { assign, enqueueActions, sendTo, setup, type AnyActorRef, type EventObject } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import {
  toDomain,
  toSystem,
  type AppReadyEvent,
  type MessengerChatEndedEvent,
  type PayTourOpenEvent,
  type PayTourResultEvent,
} from '../shared/domainEvents.ts';
import type {
  GateAnswerEvent,
  GateUnwatchEvent,
  GateWatchEvent,
} from '../gating/gating.machine.ts';
import type { Money } from '../shared/money.ts';
import { NO_CHANNEL, type OneClickResultEvent } from '../oneClick/oneClick.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { conversionChatMachine } from '../conversionChat/conversionChat.machine.ts';
import { CONVERSION_CHAT } from '../conversionChat/conversionChat.types.ts';
import {
  appendMessage,
  filterTypeOf,
  fitsView,
  mergeChannels,
  mergeMessages,
  neighbourOf,
  patchChannel,
  patchChannels,
  patchOutgoing,
  touchChannel,
  upsertChannel,
} from './messenger.channels.ts';
import {
  addGift,
  consumeBought,
  lacksBalance,
  quoteMessage,
  removeGift,
} from './messenger.price.ts';
import type {
  Basket,
  Channel,
  ChannelView,
  Conversation,
  Draft,
  GiftCatalog,
  Message,
  OutgoingMessage,
  RecommendedActor,
  RejectReason,
  ToyControl,
} from './messenger.types.ts';
import { failureOf } from '../shared/failure.ts';

/** Channels asked for per `loadChannels` (a page stays well below the socket's frame limit). */
const CHANNEL_PAGE_SIZE = 100;
/** Seed 000 §5: one load-more request per 500 ms. */
const LOAD_MORE_THROTTLE_MS = 500;
/** Seed 000 §9: recommended actors shown. */
export const RECOMMENDATIONS_SHOWN = 9;

export interface MessengerContext {
  request: RequestInput | null;
  isVip: boolean;
  /** The guest's bought gifts (gift id to quantity): free in a message (seed 000 §5). */
  bought: Record<string, number>;
  /** The guest state's conversion-chat end, for the conversion chat (child `conversionChat`). */
  conversionChatEnd: string | null;
  view: ChannelView;
  channels: Channel[];
  total: number;
  selectedId: number | null;
  conversation: { channelId: number; channel: Channel | null; messages: Message[] } | null;
  outgoing: OutgoingMessage[];
  basket: Basket;
  /** The message being given its id (between Send and the id service's answer). */
  draft: Draft | null;
  catalog: GiftCatalog;
  toyControls: ToyControl[];
  recommendations: RecommendedActor[];
  /** The last failure a view should explain (conversation, catalog, id service). */
  failure: string | null;
  /**
   * The guest's balance as the gate last told it (standing ask `MESSENGER_BALANCE_TICKET`), null
   * until the first answer: a send is priced against it, never against a balance a view read.
   */
  balance: number | null;
}

/** The ticket of the messenger's standing ask to the gate, which tells the guest's balance. */
export const MESSENGER_BALANCE_TICKET = 'messenger.balance';

type ChannelId = { channelId: number };
export type MessengerEvent =
  | AppReadyEvent
  | PayTourResultEvent
  | OneClickResultEvent
  /** From the guest machine: a live chat ended; the conversion chat hears of it. */
  | MessengerChatEndedEvent
  | { type: 'ui.login' }
  | { type: 'ui.filter'; view: ChannelView }
  | { type: 'ui.loadMore' }
  | ({ type: 'ui.select' } & ChannelId)
  | { type: 'ui.unselect' }
  | ({ type: 'ui.archive' } & ChannelId)
  | ({ type: 'ui.restore' } & ChannelId)
  | { type: 'ui.retryConversation' }
  | { type: 'ui.retryCatalog' }
  | { type: 'ui.addGift'; giftId: number }
  | { type: 'ui.removeGift'; giftId: number }
  | { type: 'ui.chooseToy'; toyControlId: number }
  | { type: 'ui.clearBasket' }
  | { type: 'ui.send'; data: { text: string } }
  | { type: 'ui.retrySend'; clientMessageId: string }
  | GateAnswerEvent
  | { type: 'ui.discard'; clientMessageId: string }
  | { type: 'ui.setAllSeen' }
  | { type: 'messenger.topUpNeeded' }
  | {
      type: 'push.channels';
      channels: Channel[];
      offset: number;
      total: number;
      filterType: string | null;
    }
  | { type: 'push.channelUpdate'; channel: Channel }
  | ({ type: 'push.channelArchived'; status: boolean } & ChannelId)
  | ({ type: 'push.incomingMessage'; message: Message } & ChannelId)
  | ({
      type: 'push.messageAck';
      clientMessageId: string;
      messageId: number;
      price: Money;
    } & ChannelId)
  | { type: 'push.messageRejected'; clientMessageId: string; reason: RejectReason }
  | { type: 'push.allChannelsSeen' }
  | { type: 'push.actorOnline'; actorId: number }
  | { type: 'push.actorOffline'; actorId: number }
  | ({ type: 'push.messengerContentChange' } & ChannelId)
  | ({ type: 'push.freeShowStart' } & ChannelId)
  | ({ type: 'push.freeShowStop' } & ChannelId);

type Frame = { type: string; [field: string]: unknown };
type SendEvent = Extract<MessengerEvent, { type: 'ui.send' }>;

const emptyCatalog: GiftCatalog = { categories: [], gifts: [], boughtGifts: null };
const emptyBasket: Basket = { gifts: [], toyControlId: null };

/** The channel shown: from the list, else as the conversation's reply described it. */
export function channelOf(context: MessengerContext, channelId: number | null): Channel | null {
  if (channelId === null) return null;
  return (
    context.channels.find((c) => c.id === channelId) ??
    (context.conversation?.channelId === channelId ? context.conversation.channel : null)
  );
}

interface Enqueuer {
  system: { get(systemId: string): AnyActorRef | undefined };
  enqueue: { sendTo(target: AnyActorRef, event: EventObject): void };
}

/** Sends an event to another domain by system id (as `toSystem` does), skipped when it is absent. */
function tell<E extends EventObject>({ system, enqueue }: Enqueuer, systemId: string, event: E) {
  const target = system.get(systemId);
  if (target) enqueue.sendTo(target, event);
}

/** Hands a frame to the realtime connection: it adds the envelope and queues while offline. */
function transmit(enqueuer: Enqueuer, frame: Frame) {
  tell(enqueuer, 'realtime', { type: 'realtime.send', frame } as EventObject);
}

/** The frame that loads a list view (seed 000 §7: load, online-only, filter). */
function viewFrame(view: ChannelView): Frame {
  if (view === 'all') return { type: 'loadChannels', offset: 0, limit: CHANNEL_PAGE_SIZE };
  if (view === 'online') return { type: 'loadOnlineChannels', online: true };
  return { type: 'filterChannels', filterType: view };
}

function sendMessageFrame(message: OutgoingMessage, channel: Channel | null): Frame {
  return {
    type: 'sendMessage',
    clientMessageId: message.clientMessageId,
    channelId: message.channelId,
    messageType: message.messageType,
    senderType: 'guest',
    isVideochat: false,
    isFreechat: channel?.freeChat ?? false,
    data: message.data,
    includedGifts: message.includedGifts,
    chatId: null,
  };
}

/** The message Send makes of the text and the basket, priced by the rule of seed 000 §5. */
function draftOf(context: MessengerContext, event: SendEvent): Draft | null {
  const channel = channelOf(context, context.selectedId);
  if (!channel) return null;
  const quote = quoteMessage({
    channel,
    basket: context.basket,
    bought: context.bought,
    gifts: context.catalog.gifts,
    toyControls: context.toyControls,
  });
  const text = event.data.text.trim();
  return {
    channelId: channel.id,
    messageType: quote.messageType,
    data:
      quote.messageType === 'toy'
        ? { toyControlId: context.basket.toyControlId }
        : text
          ? { text }
          : {},
    includedGifts: quote.messageType === 'gift' ? [...context.basket.gifts] : [],
    price: quote.price,
    balance: context.balance ?? 0,
  };
}

/**
 * The messenger (seed 000 §3–§5, §7): the channel list kept current by the pushes the realtime
 * connection routes here, its filters and online-only view, load-more throttled to one request
 * per 500 ms, selection with the conversation's history, archive and restore, the gifts basket
 * and toy controls priced before sending, sending with a `clientMessageId` that stays pending
 * until `messageAck`, the money-charge tour when the balance is short (the message waits and is
 * sent after a successful top-up), and recommendations. The conversion chat runs as its child
 * (machines/conversionChat, system id `messenger.conversionChat`) while the guest is logged in.
 * Time comes from the engine's clock (delays), ids from a recorded service.
 */
export const messengerMachine = setup({
  types: {
    context: {} as MessengerContext,
    events: {} as MessengerEvent,
    tags: {} as
      | 'visitor'
      | 'loggedIn'
      | 'listLoading'
      | 'loadMoreThrottled'
      | 'conversationLoading'
      | 'conversationFailed'
      | 'preparingMessage'
      | 'awaitingTopUp'
      | 'catalogLoading'
      | 'catalogFailed',
  },
  actors: {
    loadConversation: placeholderCall<Conversation, { request: RequestInput; channelId: number }>(
      'loadConversation',
    ),
    loadGifts: placeholderCall<GiftCatalog, RequestInput>('loadGifts'),
    loadToyControls: placeholderCall<ToyControl[], RequestInput>('loadToyControls'),
    loadRecommendations: placeholderCall<RecommendedActor[], RequestInput>('loadRecommendations'),
    /** A new `clientMessageId` (recorded, so replay gets the same). */
    newMessageId: placeholderCall<string, void>('newMessageId'),
    conversionChat: conversionChatMachine,
  },
  delays: {
    loadThrottle: LOAD_MORE_THROTTLE_MS,
  },
  actions: {
    storeReady: assign((_, params: { event: AppReadyEvent }) => ({
      request: params.event.request,
      isVip: params.event.guest.isVip,
      bought: { ...params.event.guest.boughtGifts },
      conversionChatEnd: params.event.guest.conversionChatCountdownEnd,
    })),
    sendFrame: enqueueActions(({ system, enqueue }, params: { frame: Frame }) =>
      transmit({ system, enqueue }, params.frame),
    ),
    openLogin: enqueueActions(({ system, enqueue }) =>
      tell<PayTourOpenEvent>({ system, enqueue }, 'payTour', {
        type: 'payTour.open',
        flow: 'login',
      }),
    ),
    /** One click where the guest can, else the pay tour's money charge (machines/oneClick). */
    openTopUp: toDomain('oneClick', ({ context }: { context: MessengerContext }) => ({
      type: 'oneClick.topUp' as const,
      replyTo: 'messenger' as const,
      channelId:
        context.outgoing.find((m) => m.status === 'awaitingTopUp')?.channelId ??
        context.selectedId ??
        NO_CHANNEL,
    })),
    loadView: enqueueActions(({ context, enqueue, system }) => {
      transmit({ system, enqueue }, viewFrame(context.view));
    }),
    changeView: assign((_, params: { view: ChannelView }) => ({
      view: params.view,
      channels: [],
      total: 0,
    })),
    storeChannels: assign(
      ({ context }, params: { channels: Channel[]; offset: number; total: number }) => ({
        channels: mergeChannels(context.channels, params.channels, params.offset, context.view),
        total: context.view === 'online' ? params.channels.length : params.total,
      }),
    ),
    requestMore: enqueueActions(({ context, enqueue, system }) => {
      transmit(
        { system, enqueue },
        {
          type: 'loadChannels',
          offset: context.channels.length,
          limit: CHANNEL_PAGE_SIZE,
        },
      );
    }),
    updateChannel: assign({
      channels: ({ context }, params: { channel: Channel }) =>
        upsertChannel(context.channels, params.channel, context.view),
      conversation: ({ context }, params: { channel: Channel }) =>
        context.conversation?.channelId === params.channel.id
          ? { ...context.conversation, channel: params.channel }
          : context.conversation,
    }),
    /** Selecting moves the channel from unread to read (seed 000 §4) and tells the server. */
    selectChannel: enqueueActions(({ context, enqueue, system }, params: ChannelId) => {
      enqueue.assign({
        selectedId: params.channelId,
        channels: patchChannel(context.channels, params.channelId, {
          unread: false,
          unreadCount: 0,
        }),
        conversation: {
          channelId: params.channelId,
          channel: channelOf(context, params.channelId),
          messages: [],
        },
        basket: emptyBasket,
      });
      transmit({ system, enqueue }, { type: 'selectChannel', channelId: params.channelId });
    }),
    clearSelection: assign({ selectedId: null, conversation: null, basket: emptyBasket }),
    storeConversation: assign(({ context }, params: { conversation: Conversation }) => {
      const current = context.conversation;
      const earlier = current?.channelId === params.conversation.channel.id ? current.messages : [];
      return {
        conversation: {
          channelId: params.conversation.channel.id,
          channel: params.conversation.channel,
          messages: mergeMessages(params.conversation.messages, earlier),
        },
        failure: null,
      };
    }),
    noteFailure: assign((_, params: { error: unknown }) => ({
      failure: failureOf(params.error).message,
    })),
    /**
     * Archive (or restore) takes the channel out of the list it is in; when it was the open
     * conversation, its neighbour opens instead (seed 000 §4), or none when it was the last.
     */
    applyArchived: enqueueActions(
      ({ context, enqueue }, params: { channelId: number; status: boolean }) => {
        const listed = context.channels.find((c) => c.id === params.channelId);
        if (!listed) return;
        const moved = { ...listed, archived: params.status };
        if (fitsView(moved, context.view)) {
          enqueue.assign({ channels: patchChannels(context.channels, (c) => c === listed, moved) });
          return;
        }
        const next = neighbourOf(context.channels, params.channelId);
        enqueue.assign({
          channels: context.channels.filter((c) => c.id !== params.channelId),
          total: Math.max(0, context.total - 1),
        });
        if (context.selectedId !== params.channelId) return;
        enqueue.raise(
          next === null ? { type: 'ui.unselect' } : { type: 'ui.select', channelId: next },
        );
      },
    ),
    receiveMessage: assign(({ context }, params: { channelId: number; message: Message }) => {
      const { channelId, message } = params;
      const conversation = context.conversation;
      return {
        channels: touchChannel(context.channels, message, channelId),
        conversation:
          conversation?.channelId === channelId
            ? { ...conversation, messages: appendMessage(conversation.messages, message) }
            : conversation,
        outgoing: message.clientMessageId
          ? patchOutgoing(context.outgoing, message.clientMessageId, {
              status: 'sent',
              messageId: message.id,
            })
          : context.outgoing,
      };
    }),
    /** A channel already showing that status is left as it is (the list too, when none changes). */
    setActorOnline: assign({
      channels: ({ context }, params: { actorId: number; online: boolean }) => {
        const patched = patchChannels(
          context.channels,
          (c) => c.actorId === params.actorId && c.isActorOnline !== params.online,
          { isActorOnline: params.online },
        );
        if (patched === context.channels) return patched;
        return context.view === 'online' ? patched.filter((c) => c.isActorOnline) : patched;
      },
      recommendations: ({ context }, params: { actorId: number; online: boolean }) =>
        params.online || !context.recommendations.some((a) => a.actorId === params.actorId)
          ? context.recommendations
          : context.recommendations.filter((a) => a.actorId !== params.actorId),
    }),
    setFreeChat: assign({
      channels: ({ context }, params: { channelId: number; freeChat: boolean }) =>
        patchChannel(context.channels, params.channelId, { freeChat: params.freeChat }),
    }),
    markAllSeen: assign({
      channels: ({ context }) =>
        context.view === 'unread'
          ? []
          : patchChannels(context.channels, () => true, { unread: false, unreadCount: 0 }),
    }),
    fillBasket: assign({
      basket: ({ context }, params: { giftId: number }) => addGift(context.basket, params.giftId),
    }),
    takeFromBasket: assign({
      basket: ({ context }, params: { giftId: number }) =>
        removeGift(context.basket, params.giftId),
    }),
    chooseToy: assign({
      basket: (_, params: { toyControlId: number }) => ({
        gifts: [],
        toyControlId: params.toyControlId,
      }),
    }),
    clearBasket: assign({ basket: emptyBasket }),
    keepDraft: assign({
      draft: ({ context }, params: { event: SendEvent }) => draftOf(context, params.event),
      basket: emptyBasket,
    }),
    /**
     * The message, now with its id, goes out, or waits for a top-up when the balance is short
     * (seed 000 §9: a paid message needs its price and at least 0.5).
     */
    queueMessage: enqueueActions(
      ({ context, enqueue, system }, params: { clientMessageId: string }) => {
        const draft = context.draft;
        if (!draft) return;
        const short = lacksBalance(draft.price, draft.balance);
        const message: OutgoingMessage = {
          clientMessageId: params.clientMessageId,
          channelId: draft.channelId,
          messageType: draft.messageType,
          data: draft.data,
          includedGifts: draft.includedGifts,
          price: draft.price,
          created: null,
          status: short ? 'awaitingTopUp' : 'pending',
          reason: null,
          messageId: null,
        };
        enqueue.assign({ outgoing: [...context.outgoing, message], draft: null, failure: null });
        if (short) enqueue.raise({ type: 'messenger.topUpNeeded' });
        else
          transmit(
            { system, enqueue },
            sendMessageFrame(message, channelOf(context, message.channelId)),
          );
      },
    ),
    dropDraft: assign({ draft: null }),
    /** A standing ask to the gate: it answers now and again whenever the guest's balance changes. */
    watchBalance: enqueueActions(({ enqueue }) => {
      const watch: GateWatchEvent = {
        type: 'gate.watch',
        action: 'message',
        replyTo: 'messenger',
        ticket: MESSENGER_BALANCE_TICKET,
      };
      enqueue(toSystem('gating', watch));
    }),
    /** Leaving the logged-in messenger ends the standing ask. */
    unwatchBalance: enqueueActions(({ enqueue }) => {
      const unwatch: GateUnwatchEvent = {
        type: 'gate.unwatch',
        replyTo: 'messenger',
        ticket: MESSENGER_BALANCE_TICKET,
      };
      enqueue(toSystem('gating', unwatch));
    }),
    storeBalance: assign({
      balance: (_, params: { answer: GateAnswerEvent }) => params.answer.balance?.value ?? 0,
    }),
    acknowledge: assign(
      ({ context }, params: { clientMessageId: string; messageId: number; price: Money }) => {
        const message = context.outgoing.find((m) => m.clientMessageId === params.clientMessageId);
        if (!message) return {};
        return {
          outgoing: patchOutgoing(context.outgoing, params.clientMessageId, {
            status: 'sent',
            messageId: params.messageId,
            price: params.price,
          }),
          bought:
            message.status === 'sent'
              ? context.bought
              : consumeBought(context.bought, message.includedGifts),
        };
      },
    ),
    /** A short balance keeps the message for after the top-up; other reasons are final. */
    reject: enqueueActions(
      ({ context, enqueue }, params: { clientMessageId: string; reason: RejectReason }) => {
        if (!context.outgoing.some((m) => m.clientMessageId === params.clientMessageId)) return;
        const topUp = params.reason === 'insufficientBalance';
        enqueue.assign({
          outgoing: patchOutgoing(context.outgoing, params.clientMessageId, {
            status: topUp ? 'awaitingTopUp' : 'rejected',
            reason: params.reason,
          }),
        });
        if (topUp) enqueue.raise({ type: 'messenger.topUpNeeded' });
      },
    ),
    retry: enqueueActions(({ context, enqueue, system }, params: { clientMessageId: string }) => {
      const message = context.outgoing.find((m) => m.clientMessageId === params.clientMessageId);
      if (!message || message.status !== 'rejected') return;
      if (lacksBalance(message.price, context.balance ?? 0)) {
        enqueue.assign({
          outgoing: patchOutgoing(context.outgoing, message.clientMessageId, {
            status: 'awaitingTopUp',
            reason: 'insufficientBalance',
          }),
        });
        enqueue.raise({ type: 'messenger.topUpNeeded' });
        return;
      }
      enqueue.assign({
        outgoing: patchOutgoing(context.outgoing, message.clientMessageId, {
          status: 'pending',
          reason: null,
        }),
      });
      transmit(
        { system, enqueue },
        sendMessageFrame(message, channelOf(context, message.channelId)),
      );
    }),
    discard: assign({
      outgoing: ({ context }, params: { clientMessageId: string }) =>
        context.outgoing.filter(
          (m) => m.clientMessageId !== params.clientMessageId || m.status !== 'rejected',
        ),
    }),
    /** After a successful top-up the waiting messages go out, with their ids unchanged. */
    sendWaiting: enqueueActions(({ context, enqueue, system }) => {
      const waiting = context.outgoing.filter((m) => m.status === 'awaitingTopUp');
      enqueue.assign({
        outgoing: context.outgoing.map((m) =>
          m.status === 'awaitingTopUp' ? { ...m, status: 'pending', reason: null } : m,
        ),
      });
      for (const message of waiting)
        transmit(
          { system, enqueue },
          sendMessageFrame(message, channelOf(context, message.channelId)),
        );
    }),
    /** The tour was closed without paying: the messages stay, rejected, to send again or discard. */
    giveUpWaiting: assign({
      outgoing: ({ context }) =>
        context.outgoing.map((m) =>
          m.status === 'awaitingTopUp'
            ? { ...m, status: 'rejected', reason: 'insufficientBalance' }
            : m,
        ),
    }),
    storeCatalog: assign(({ context }, params: { catalog: GiftCatalog }) => ({
      catalog: params.catalog,
      bought: params.catalog.boughtGifts ?? context.bought,
    })),
    storeToyControls: assign((_, params: { toyControls: ToyControl[] }) => ({
      toyControls: params.toyControls,
    })),
    storeRecommendations: assign((_, params: { actors: RecommendedActor[] }) => ({
      recommendations: params.actors.filter((a) => a.isOnline),
    })),
    /** The guest machine tells the messenger of an ended live chat: the conversion chat's business. */
    forwardChatEnd: sendTo('conversionChat', ({ event }) => event),
  },
  guards: {
    isLoggedIn: (_, params: { event: AppReadyEvent }) =>
      params.event.guest.isLoggedIn && !params.event.guest.isLocked,
    isOtherView: ({ context }, params: { view: ChannelView }) => context.view !== params.view,
    answersView: ({ context }, params: { filterType: string | null }) =>
      params.filterType === filterTypeOf(context.view),
    hasMore: ({ context }) => context.view === 'all' && context.channels.length < context.total,
    isOtherChannel: ({ context }, params: ChannelId) => context.selectedId !== params.channelId,
    isSelected: ({ context }, params: ChannelId) => context.selectedId === params.channelId,
    answersOpenConversation: ({ context }, params: { channelId: number; message: Message }) =>
      context.selectedId === params.channelId && params.message.senderType !== 'guest',
    canAddGift: ({ context }, params: { giftId: number }) => {
      const gift = context.catalog.gifts.find((g) => g.id === params.giftId);
      return !!gift && gift.active && (!gift.vip || context.isVip);
    },
    offersToy: ({ context }, params: { toyControlId: number }) =>
      context.toyControls.some((t) => t.id === params.toyControlId),
    /** Something to send, to a channel that takes messages. */
    canSend: ({ context }, params: { text: string }) => {
      const channel = channelOf(context, context.selectedId);
      if (!channel || channel.blocked || channel.archived) return false;
      return (
        params.text.trim().length > 0 ||
        context.basket.gifts.length > 0 ||
        context.basket.toyControlId !== null
      );
    },
    paid: (_, params: { success: boolean }) => params.success,
    tellsBalance: (_, params: { answer: GateAnswerEvent }) =>
      params.answer.ticket === MESSENGER_BALANCE_TICKET,
  },
}).createMachine({
  id: 'messenger',
  context: {
    request: null,
    isVip: false,
    bought: {},
    conversionChatEnd: null,
    view: 'all',
    channels: [],
    total: 0,
    selectedId: null,
    conversation: null,
    outgoing: [],
    basket: emptyBasket,
    draft: null,
    catalog: emptyCatalog,
    toyControls: [],
    recommendations: [],
    failure: null,
    balance: null,
  },
  initial: 'waiting',
  states: {
    /** Until bootstrap has loaded the guest. */
    waiting: {
      on: {
        'app.ready': [
          {
            guard: { type: 'isLoggedIn', params: ({ event }) => ({ event }) },
            target: 'active',
            actions: { type: 'storeReady', params: ({ event }) => ({ event }) },
          },
          { target: 'visitor' },
        ],
      },
    },
    /** The messenger needs a login (seed 000 §6): the page offers it honestly. */
    visitor: {
      tags: 'visitor',
      on: { 'ui.login': { actions: 'openLogin' } },
    },
    active: {
      tags: 'loggedIn',
      type: 'parallel',
      entry: 'watchBalance',
      exit: 'unwatchBalance',
      invoke: {
        id: 'conversionChat',
        systemId: CONVERSION_CHAT,
        src: 'conversionChat',
        input: ({ context }) => ({
          request: context.request!,
          countdownEnd: context.conversionChatEnd,
        }),
      },
      on: {
        'messenger.chatEnded': { actions: 'forwardChatEnd' },
        'gate.answer': {
          guard: { type: 'tellsBalance', params: ({ event }) => ({ answer: event }) },
          actions: { type: 'storeBalance', params: ({ event }) => ({ answer: event }) },
        },
        'push.channelUpdate': {
          actions: { type: 'updateChannel', params: ({ event }) => ({ channel: event.channel }) },
        },
        'push.channelArchived': {
          actions: {
            type: 'applyArchived',
            params: ({ event }) => ({ channelId: event.channelId, status: event.status }),
          },
        },
        'ui.archive': {
          actions: [
            {
              type: 'sendFrame',
              params: ({ event }) => ({
                frame: { type: 'archiveChannel', channelId: event.channelId, status: true },
              }),
            },
            {
              type: 'applyArchived',
              params: ({ event }) => ({ channelId: event.channelId, status: true }),
            },
          ],
        },
        'ui.restore': {
          actions: [
            {
              type: 'sendFrame',
              params: ({ event }) => ({
                frame: { type: 'archiveChannel', channelId: event.channelId, status: false },
              }),
            },
            {
              type: 'applyArchived',
              params: ({ event }) => ({ channelId: event.channelId, status: false }),
            },
          ],
        },
        'push.incomingMessage': [
          {
            // An answer in the open conversation is read as it arrives.
            guard: {
              type: 'answersOpenConversation',
              params: ({ event }) => ({ channelId: event.channelId, message: event.message }),
            },
            actions: [
              {
                type: 'receiveMessage',
                params: ({ event }) => ({ channelId: event.channelId, message: event.message }),
              },
              {
                type: 'sendFrame',
                params: ({ event }) => ({
                  frame: { type: 'selectChannel', channelId: event.channelId },
                }),
              },
            ],
          },
          {
            actions: {
              type: 'receiveMessage',
              params: ({ event }) => ({ channelId: event.channelId, message: event.message }),
            },
          },
        ],
        'push.messageAck': {
          actions: {
            type: 'acknowledge',
            params: ({ event }) => ({
              clientMessageId: event.clientMessageId,
              messageId: event.messageId,
              price: event.price,
            }),
          },
        },
        'push.messageRejected': {
          actions: {
            type: 'reject',
            params: ({ event }) => ({
              clientMessageId: event.clientMessageId,
              reason: event.reason,
            }),
          },
        },
        'ui.retrySend': {
          actions: {
            type: 'retry',
            params: ({ event }) => ({ clientMessageId: event.clientMessageId }),
          },
        },
        'ui.discard': {
          actions: {
            type: 'discard',
            params: ({ event }) => ({ clientMessageId: event.clientMessageId }),
          },
        },
        'push.actorOnline': {
          actions: {
            type: 'setActorOnline',
            params: ({ event }) => ({ actorId: event.actorId, online: true }),
          },
        },
        'push.actorOffline': {
          actions: {
            type: 'setActorOnline',
            params: ({ event }) => ({ actorId: event.actorId, online: false }),
          },
        },
        'push.freeShowStart': {
          actions: {
            type: 'setFreeChat',
            params: ({ event }) => ({ channelId: event.channelId, freeChat: true }),
          },
        },
        'push.freeShowStop': {
          actions: {
            type: 'setFreeChat',
            params: ({ event }) => ({ channelId: event.channelId, freeChat: false }),
          },
        },
        'ui.setAllSeen': {
          actions: { type: 'sendFrame', params: { frame: { type: 'setAllChannelsSeen' } } },
        },
        'push.allChannelsSeen': { actions: 'markAllSeen' },
        'ui.addGift': {
          guard: { type: 'canAddGift', params: ({ event }) => ({ giftId: event.giftId }) },
          actions: { type: 'fillBasket', params: ({ event }) => ({ giftId: event.giftId }) },
        },
        'ui.removeGift': {
          actions: { type: 'takeFromBasket', params: ({ event }) => ({ giftId: event.giftId }) },
        },
        'ui.chooseToy': {
          guard: {
            type: 'offersToy',
            params: ({ event }) => ({ toyControlId: event.toyControlId }),
          },
          actions: {
            type: 'chooseToy',
            params: ({ event }) => ({ toyControlId: event.toyControlId }),
          },
        },
        'ui.clearBasket': { actions: 'clearBasket' },
      },
      states: {
        list: {
          initial: 'loading',
          // The root starts realtime before `app.ready` reaches the domains: the frame goes out.
          entry: 'loadView',
          on: {
            'ui.filter': {
              guard: { type: 'isOtherView', params: ({ event }) => ({ view: event.view }) },
              target: '.loading',
              actions: [
                { type: 'changeView', params: ({ event }) => ({ view: event.view }) },
                'loadView',
              ],
            },
          },
          states: {
            loading: {
              tags: 'listLoading',
              on: {
                'push.channels': {
                  guard: {
                    type: 'answersView',
                    params: ({ event }) => ({ filterType: event.filterType }),
                  },
                  target: 'ready',
                  actions: { type: 'storeChannels', params: ({ event }) => event },
                },
              },
            },
            ready: {
              on: {
                // A later page, or the resync after a reconnect (offset 0).
                'push.channels': {
                  guard: {
                    type: 'answersView',
                    params: ({ event }) => ({ filterType: event.filterType }),
                  },
                  actions: { type: 'storeChannels', params: ({ event }) => event },
                },
              },
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'ui.loadMore': {
                      guard: 'hasMore',
                      target: 'throttled',
                      actions: 'requestMore',
                    },
                  },
                },
                /** One request per 500 ms (seed 000 §5): a request asked for meanwhile waits. */
                throttled: {
                  tags: 'loadMoreThrottled',
                  after: { loadThrottle: 'idle' },
                  on: { 'ui.loadMore': 'throttledWithPending' },
                },
                throttledWithPending: {
                  tags: 'loadMoreThrottled',
                  after: {
                    loadThrottle: [
                      { guard: 'hasMore', target: 'throttled', actions: 'requestMore' },
                      { target: 'idle' },
                    ],
                  },
                },
              },
            },
          },
        },
        selection: {
          initial: 'none',
          on: { 'ui.unselect': { target: '.none', actions: 'clearSelection' } },
          states: {
            none: {
              on: {
                'ui.select': {
                  target: 'selected',
                  actions: {
                    type: 'selectChannel',
                    params: ({ event }) => ({ channelId: event.channelId }),
                  },
                },
              },
            },
            selected: {
              on: {
                // Another channel: the conversation starts again (a self-transition, so only
                // this region is left and entered; the list's region is untouched).
                'ui.select': {
                  guard: {
                    type: 'isOtherChannel',
                    params: ({ event }) => ({ channelId: event.channelId }),
                  },
                  target: 'selected',
                  reenter: true,
                  actions: {
                    type: 'selectChannel',
                    params: ({ event }) => ({ channelId: event.channelId }),
                  },
                },
              },
              initial: 'loading',
              states: {
                loading: {
                  tags: 'conversationLoading',
                  invoke: {
                    id: 'loadConversation',
                    src: 'loadConversation',
                    input: ({ context }) => ({
                      request: context.request!,
                      channelId: context.selectedId!,
                    }),
                    onDone: {
                      target: 'loaded',
                      actions: {
                        type: 'storeConversation',
                        params: ({ event }) => ({ conversation: event.output }),
                      },
                    },
                    onError: {
                      target: 'failed',
                      actions: {
                        type: 'noteFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                loaded: {
                  on: {
                    // The channel's content changed elsewhere: its history is read again.
                    'push.messengerContentChange': {
                      guard: {
                        type: 'isSelected',
                        params: ({ event }) => ({ channelId: event.channelId }),
                      },
                      target: 'loading',
                    },
                  },
                },
                failed: {
                  tags: 'conversationFailed',
                  on: { 'ui.retryConversation': 'loading' },
                },
              },
            },
          },
        },
        composer: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'ui.send': {
                  guard: { type: 'canSend', params: ({ event }) => ({ text: event.data.text }) },
                  target: 'preparing',
                  actions: { type: 'keepDraft', params: ({ event }) => ({ event }) },
                },
              },
            },
            /** The message gets its `clientMessageId` from the id service. */
            preparing: {
              tags: 'preparingMessage',
              invoke: {
                id: 'newMessageId',
                src: 'newMessageId',
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'queueMessage',
                    params: ({ event }) => ({ clientMessageId: event.output }),
                  },
                },
                onError: {
                  target: 'ready',
                  actions: [
                    'dropDraft',
                    { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
        },
        payment: {
          initial: 'idle',
          states: {
            idle: { on: { 'messenger.topUpNeeded': 'awaitingTopUp' } },
            /** The money-charge tour is open; the short messages wait for its result. */
            awaitingTopUp: {
              tags: 'awaitingTopUp',
              entry: 'openTopUp',
              on: {
                'oneClick.result': [
                  {
                    guard: { type: 'paid', params: ({ event }) => ({ success: event.success }) },
                    target: 'idle',
                    actions: 'sendWaiting',
                  },
                  { target: 'idle', actions: 'giveUpWaiting' },
                ],
              },
            },
          },
        },
        gifts: {
          initial: 'loading',
          states: {
            loading: {
              tags: 'catalogLoading',
              invoke: {
                id: 'loadGifts',
                src: 'loadGifts',
                input: ({ context }) => context.request!,
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'storeCatalog',
                    params: ({ event }) => ({ catalog: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            ready: {},
            failed: { tags: 'catalogFailed', on: { 'ui.retryCatalog': 'loading' } },
          },
        },
        toyControls: {
          initial: 'loading',
          states: {
            loading: {
              tags: 'catalogLoading',
              invoke: {
                id: 'loadToyControls',
                src: 'loadToyControls',
                input: ({ context }) => context.request!,
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'storeToyControls',
                    params: ({ event }) => ({ toyControls: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            ready: {},
            failed: { tags: 'catalogFailed', on: { 'ui.retryCatalog': 'loading' } },
          },
        },
        recommendations: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadRecommendations',
                src: 'loadRecommendations',
                input: ({ context }) => context.request!,
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'storeRecommendations',
                    params: ({ event }) => ({ actors: event.output }),
                  },
                },
                onError: 'unavailable',
              },
            },
            ready: {},
            /** Recommendations are a garnish: without them the messenger works as before. */
            unavailable: {},
          },
        },
      },
    },
  },
});
