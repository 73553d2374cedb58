import type { ClientFrameOf, ServerFrameOf } from '../../services/realtime/frames.ts';
import { fromMinor, toMinor } from '../money.ts';
import { priceMessage } from '../messenger/pricing.ts';
import type { Channel } from '../store/channels.ts';
import type { StoredMessage } from '../store/messages.ts';
import type { RealtimeData } from './data.ts';

type MessageAck = ServerFrameOf<'messageAck'>;
type RejectReason = ServerFrameOf<'messageRejected'>['reason'];

export type SendOutcome =
  | {
      kind: 'stored';
      ack: MessageAck;
      stored: StoredMessage;
      channel: Channel;
      charged: boolean;
      /** The guest's bought gifts after the message, when it used some (`giftsUpdate`). */
      boughtGifts: Record<string, number> | null;
    }
  | { kind: 'duplicate'; ack: MessageAck }
  | { kind: 'rejected'; reason: RejectReason; detail?: string };

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
 * channel, prices the message by the price rule (`messenger/pricing.ts`: bought gifts first, then
 * free messages, then money), charges the balance, updates the bought gifts and stores the message.
 * A rejected message changes nothing, so its id may be sent again later.
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
    if (!channel || !account) return { kind: 'rejected', reason: 'invalid', detail: 'no channel' };
    if (channel.blocked) return { kind: 'rejected', reason: 'blocked' };
    if (channel.archived) return { kind: 'rejected', reason: 'archived' };

    const priced = priceMessage({
      messageType: frame.messageType,
      data: frame.data,
      includedGifts: frame.includedGifts,
      channel,
      boughtGifts: account.state.boughtGifts,
      isVip: account.state.isVip,
      currency: account.currency,
    });
    if (!priced.ok) return { kind: 'rejected', reason: 'invalid', detail: priced.detail };
    const balanceMinor = toMinor(account.balance, account.currency);
    if (balanceMinor < priced.priceMinor)
      return { kind: 'rejected', reason: 'insufficientBalance' };

    if (priced.usesFreeMessage) data.channels.useFreeMessage(accountId, channel.id);
    if (priced.priceMinor > 0) {
      data.accounts.setBalance(
        accountId,
        fromMinor(balanceMinor - priced.priceMinor, account.currency),
      );
    }
    if (priced.giftsChanged)
      data.accounts.patchState(accountId, { boughtGifts: priced.boughtGifts });

    const stored = data.messages.insert({
      accountId,
      channelId: channel.id,
      clientMessageId: frame.clientMessageId,
      senderType: 'guest',
      messageType: frame.messageType,
      data: frame.data,
      includedGifts: frame.includedGifts,
      price: { value: fromMinor(priced.priceMinor, account.currency), currency: account.currency },
      createdAt: now,
    });
    return {
      kind: 'stored',
      ack: ackOf(stored, frame.clientMessageId),
      stored,
      channel: data.channels.find(accountId, channel.id) ?? channel,
      charged: priced.priceMinor > 0,
      boughtGifts: priced.giftsChanged ? priced.boughtGifts : null,
    };
  });
}
