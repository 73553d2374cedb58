import type {
  GateAnswerEvent,
  GateUnwatchEvent,
  GateWatchEvent,
} from '../gating/gating.machine.ts';
import { NO_CHANNEL } from '../oneClick/oneClick.types.ts';
import { hostOf } from '../payTour/payTour.options.ts';
import { toDomain, toSystem } from '../shared/domainEvents.ts';
import type { Money } from '../shared/money.ts';
import { patchOutgoing } from './messenger.channels.ts';
import {
  MESSENGER_BALANCE_TICKET,
  channelOf,
  draftOf,
  effects,
  emptyBasket,
  update,
  type Context,
  type EventOf,
  type MessengerContext,
  type MessengerEvent,
} from './messenger.context.ts';
import { sendMessageFrame, transmit, type Enqueue } from './messenger.frames.ts';
import { addGift, consumeBought, lacksBalance, removeGift } from './messenger.price.ts';
import type { MessageType, OutgoingMessage, RejectReason } from './messenger.types.ts';

// Sending (seed 000 §5, §9): the gifts basket and the toy control, the composer giving a message
// its `clientMessageId`, the guest's messages until `messageAck` (rejected ones to retry or
// discard), the balance the gate tells, and the top-up a short balance waits for. Regions and
// transitions of the messenger's `active` state; the machine spreads them into its setup.

/** Hands the guest's message to the realtime connection. */
const sendOut = (enqueue: Enqueue, message: OutgoingMessage) =>
  transmit(enqueue, sendMessageFrame(message));

type ClientMessage = { clientMessageId: string };

/** A gift message, or any message that cost money, is a purchase (seed 000 §5). */
const bought = (messageType: MessageType, price: Money) =>
  messageType === 'gift' || price.value > 0;

export const sendingActions = {
  fillBasket: update<{ giftId: number }>(({ context }, params) => ({
    basket: addGift(context.basket, params.giftId),
  })),
  takeFromBasket: update<{ giftId: number }>(({ context }, params) => ({
    basket: removeGift(context.basket, params.giftId),
  })),
  chooseToy: update<{ toyControlId: number }>((_, params) => ({
    basket: { gifts: [], toyControlId: params.toyControlId },
  })),
  clearBasket: update(() => ({ basket: emptyBasket })),
  keepDraft: update<{ event: EventOf<'ui.send'> }>(({ context }, params) => ({
    draft: draftOf(context, params.event),
    basket: emptyBasket,
  })),
  /**
   * The message, now with its id, goes out, or waits for a top-up when the balance is short
   * (seed 000 §9: a paid message needs its price and at least 0.5).
   */
  queueMessage: effects<ClientMessage>(({ context, enqueue }, params) => {
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
      freeShow: draft.freeShow,
      status: short ? 'awaitingTopUp' : 'pending',
      reason: null,
      messageId: null,
    };
    enqueue.assign({ outgoing: [...context.outgoing, message], draft: null, failure: null });
    if (short) enqueue.raise({ type: 'messenger.topUpNeeded' });
    else sendOut(enqueue, message);
  }),
  dropDraft: update(() => ({ draft: null })),
  /** A standing ask to the gate: it answers now and again whenever the guest's balance changes. */
  watchBalance: effects(({ enqueue }) => {
    const watch: GateWatchEvent = {
      type: 'gate.watch',
      action: 'message',
      replyTo: 'messenger',
      ticket: MESSENGER_BALANCE_TICKET,
    };
    enqueue(toSystem('gating', watch));
  }),
  /** Leaving the logged-in messenger ends the standing ask. */
  unwatchBalance: effects(({ enqueue }) => {
    const unwatch: GateUnwatchEvent = {
      type: 'gate.unwatch',
      replyTo: 'messenger',
      ticket: MESSENGER_BALANCE_TICKET,
    };
    enqueue(toSystem('gating', unwatch));
  }),
  storeBalance: update<{ answer: GateAnswerEvent }>((_, params) => ({
    balance: params.answer.balance?.value ?? 0,
  })),
  acknowledge: update<ClientMessage & { messageId: number; price: Money }>(
    ({ context }, params) => {
      // A message waiting for the top-up has not gone out: an ack answers nothing of it.
      const out = (m: OutgoingMessage) =>
        m.clientMessageId === params.clientMessageId && m.status !== 'awaitingTopUp';
      const message = context.outgoing.find(out);
      if (!message) return {};
      return {
        outgoing: context.outgoing.map((m) =>
          out(m)
            ? { ...m, status: 'sent' as const, messageId: params.messageId, price: params.price }
            : m,
        ),
        guest:
          message.status === 'sent'
            ? context.guest
            : {
                ...context.guest,
                bought: consumeBought(context.guest.bought, message.includedGifts),
              },
        purchased: context.purchased || bought(message.messageType, params.price),
      };
    },
  ),
  /** A short balance keeps the message for after the top-up; other reasons are final. */
  reject: effects<ClientMessage & { reason: RejectReason }>(({ context, enqueue }, params) => {
    if (!context.outgoing.some((m) => m.clientMessageId === params.clientMessageId)) return;
    const topUp = params.reason === 'insufficientBalance';
    enqueue.assign({
      outgoing: patchOutgoing(context.outgoing, params.clientMessageId, {
        status: topUp ? 'awaitingTopUp' : 'rejected',
        reason: params.reason,
      }),
    });
    if (topUp) enqueue.raise({ type: 'messenger.topUpNeeded' });
  }),
  retry: effects<ClientMessage>(({ context, enqueue }, params) => {
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
    sendOut(enqueue, message);
  }),
  discard: update<ClientMessage>(({ context }, params) => ({
    outgoing: context.outgoing.filter(
      (m) => m.clientMessageId !== params.clientMessageId || m.status !== 'rejected',
    ),
  })),
  /** One click where the guest can, else the pay tour's money charge (machines/oneClick). */
  openTopUp: toDomain<'oneClick', MessengerContext, MessengerEvent>('oneClick', ({ context }) => {
    const channelId =
      context.outgoing.find((m) => m.status === 'awaitingTopUp')?.channelId ??
      context.selectedId ??
      NO_CHANNEL;
    // A gift or paid message to her: the money charge names her (decision 0032).
    const channel = channelOf(context, channelId);
    return {
      type: 'oneClick.topUp' as const,
      replyTo: 'messenger' as const,
      channelId,
      ...hostOf(channel && { id: channel.actorId, name: channel.actorName }),
    };
  }),
  waitForTopUp: update(() => ({ awaitingTopUp: true })),
  /** After a successful top-up the waiting messages go out, with their ids unchanged. */
  sendWaiting: effects(({ context, enqueue }) => {
    const waiting = context.outgoing.filter((m) => m.status === 'awaitingTopUp');
    enqueue.assign({
      awaitingTopUp: false,
      purchased: true,
      outgoing: context.outgoing.map((m) =>
        m.status === 'awaitingTopUp' ? { ...m, status: 'pending', reason: null } : m,
      ),
    });
    for (const message of waiting) sendOut(enqueue, message);
  }),
  /** The tour was closed without paying: the messages stay, rejected, to send again or discard. */
  giveUpWaiting: update(({ context }) => ({
    awaitingTopUp: false,
    outgoing: context.outgoing.map((m) =>
      m.status === 'awaitingTopUp'
        ? { ...m, status: 'rejected', reason: 'insufficientBalance' }
        : m,
    ),
  })),
};

export const sendingGuards = {
  canAddGift: ({ context }: Context, params: { giftId: number }) => {
    const gift = context.shelf.catalog.gifts.find((g) => g.id === params.giftId);
    return !!gift && gift.active && (!gift.vip || context.guest.isVip);
  },
  offersToy: ({ context }: Context, params: { toyControlId: number }) =>
    context.shelf.toyControls.some((t) => t.id === params.toyControlId),
  /** Something to send, to a channel that takes messages. */
  canSend: ({ context }: Context, params: { text: string }) => {
    const channel = channelOf(context, context.selectedId);
    if (!channel || channel.blocked || channel.archived) return false;
    return (
      params.text.trim().length > 0 ||
      context.basket.gifts.length > 0 ||
      context.basket.toyControlId !== null
    );
  },
  topUpOpen: ({ context }: Context) => context.awaitingTopUp,
  topUpClosed: ({ context }: Context) => !context.awaitingTopUp,
  paidTopUp: ({ context }: Context, params: { success: boolean }) =>
    context.awaitingTopUp && params.success,
  /** After a purchase the platform's further messages are not shown (seed 000 §5). */
  isFurtherMessage: ({ context }: Context, params: { senderType: string }) =>
    context.purchased && params.senderType === 'system',
  tellsBalance: (_: Context, params: { answer: GateAnswerEvent }) =>
    params.answer.ticket === MESSENGER_BALANCE_TICKET,
};

type GiftEvent = { event: EventOf<'ui.addGift'> | EventOf<'ui.removeGift'> };
const gift = ({ event }: GiftEvent) => ({ giftId: event.giftId });
const toyControl = ({ event }: { event: EventOf<'ui.chooseToy'> }) => ({
  toyControlId: event.toyControlId,
});
const clientMessage = ({ event }: { event: ClientMessage }) => ({
  clientMessageId: event.clientMessageId,
});

/**
 * The basket, the composer and the guest's messages: the basket's intents and the messages'
 * pushes are taken in any composer state; Send gives the message its id first.
 */
export const composerRegion = {
  initial: 'ready',
  on: {
    'gate.answer': {
      guard: {
        type: 'tellsBalance',
        params: ({ event }: { event: EventOf<'gate.answer'> }) => ({ answer: event }),
      },
      actions: {
        type: 'storeBalance',
        params: ({ event }: { event: EventOf<'gate.answer'> }) => ({ answer: event }),
      },
    },
    'ui.addGift': {
      guard: { type: 'canAddGift', params: gift },
      actions: { type: 'fillBasket', params: gift },
    },
    'ui.removeGift': { actions: { type: 'takeFromBasket', params: gift } },
    'ui.chooseToy': {
      guard: { type: 'offersToy', params: toyControl },
      actions: { type: 'chooseToy', params: toyControl },
    },
    'ui.clearBasket': { actions: 'clearBasket' },
    'push.messageAck': {
      actions: {
        type: 'acknowledge',
        params: ({ event }: { event: EventOf<'push.messageAck'> }) => ({
          clientMessageId: event.clientMessageId,
          messageId: event.messageId,
          price: event.price,
        }),
      },
    },
    'push.messageRejected': {
      actions: {
        type: 'reject',
        params: ({ event }: { event: EventOf<'push.messageRejected'> }) => ({
          clientMessageId: event.clientMessageId,
          reason: event.reason,
        }),
      },
    },
    'ui.retrySend': { actions: { type: 'retry', params: clientMessage } },
    'ui.discard': { actions: { type: 'discard', params: clientMessage } },
  },
  states: {
    ready: {
      on: {
        'ui.send': {
          guard: {
            type: 'canSend',
            params: ({ event }: { event: EventOf<'ui.send'> }) => ({ text: event.data.text }),
          },
          target: 'preparing',
          actions: {
            type: 'keepDraft',
            params: ({ event }: { event: EventOf<'ui.send'> }) => ({ event }),
          },
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
            params: ({ event }: { event: { output: string } }) => ({
              clientMessageId: event.output,
            }),
          },
        },
        onError: {
          target: 'ready',
          actions: [
            'dropDraft',
            {
              type: 'noteFailure',
              params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
            },
          ],
        },
      },
    },
  },
} as const;

/**
 * The top-up a short message waits for (a flag, not a region of its own): the money-charge tour
 * opens once for every message short of balance, and its result sends them or leaves them rejected.
 */
export const paymentAnswers = {
  'messenger.topUpNeeded': { guard: 'topUpClosed', actions: ['openTopUp', 'waitForTopUp'] },
  'oneClick.result': [
    {
      guard: {
        type: 'paidTopUp',
        params: ({ event }: { event: EventOf<'oneClick.result'> }) => ({ success: event.success }),
      },
      actions: 'sendWaiting',
    },
    { guard: 'topUpOpen', actions: 'giveUpWaiting' },
  ],
} as const;
