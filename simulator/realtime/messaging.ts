import type { ClientFrameOf, ServerFrameOf } from '../../services/realtime/frames.ts';
import { fromMinor, toMinor } from '../money.ts';
import type { Channel } from '../store/channels.ts';
import type { StoredMessage } from '../store/messages.ts';
import type { RealtimeData } from './data.ts';

export type MessageAck = ServerFrameOf<'messageAck'>;
export type RejectReason = ServerFrameOf<'messageRejected'>['reason'];

export type SendOutcome =
  | { kind: 'stored'; ack: MessageAck; stored: StoredMessage; channel: Channel; charged: boolean }
  | { kind: 'duplicate'; ack: MessageAck }
  | { kind: 'rejected'; reason: RejectReason };

function ackOf(stored: StoredMessage, clientMessageId: string): MessageAck {
  return {
    type: 'messageAck',
    clientMessageId,
    messageId: stored.message.id,
    channelId: stored.channelId,
    price: stored.message.price,
  };
}

/**
 * Stores a guest's `sendMessage` once: in one transaction it looks the `clientMessageId` up (a
 * repeat gets the first message's ack again and is neither stored nor charged), checks the
 * channel, takes a free message or charges the channel's price, and stores the message.
 * Included gifts are stored with the message but not charged here (messenger issue).
 */
export function storeGuestMessage(
  data: RealtimeData,
  accountId: number,
  frame: ClientFrameOf<'sendMessage'>,
  now: number,
): SendOutcome {
  return data.transaction((): SendOutcome => {
    const existing = data.messages.findByClientMessageId(accountId, frame.clientMessageId);
    if (existing) return { kind: 'duplicate', ack: ackOf(existing, frame.clientMessageId) };

    const channel = data.channels.find(accountId, frame.channelId);
    const account = data.accounts.findById(accountId);
    if (!channel || !account) return { kind: 'rejected', reason: 'invalid' };
    if (channel.blocked) return { kind: 'rejected', reason: 'blocked' };
    if (channel.archived) return { kind: 'rejected', reason: 'archived' };

    let price = { value: 0, currency: account.currency };
    if (!channel.isMessagingFree && channel.freeMessagesAmount > 0) {
      data.channels.useFreeMessage(accountId, channel.id);
    } else if (!channel.isMessagingFree && channel.messagePrice.value > 0) {
      if (channel.messagePrice.currency !== account.currency) {
        return { kind: 'rejected', reason: 'invalid' };
      }
      const balanceMinor = toMinor(account.balance, account.currency);
      const priceMinor = toMinor(channel.messagePrice.value, account.currency);
      if (balanceMinor < priceMinor) return { kind: 'rejected', reason: 'insufficientBalance' };
      data.accounts.setBalance(accountId, fromMinor(balanceMinor - priceMinor, account.currency));
      price = { value: channel.messagePrice.value, currency: account.currency };
    }

    const stored = data.messages.insert({
      accountId,
      channelId: channel.id,
      clientMessageId: frame.clientMessageId,
      senderType: 'guest',
      messageType: frame.messageType,
      data: frame.data,
      includedGifts: frame.includedGifts,
      price,
      createdAt: now,
    });
    return {
      kind: 'stored',
      ack: ackOf(stored, frame.clientMessageId),
      stored,
      channel: data.channels.find(accountId, channel.id) ?? channel,
      charged: price.value > 0,
    };
  });
}
