import { toSystem } from '../shared/domainEvents.ts';
import type { effects } from './messenger.context.ts';
import type { ChannelView, OutgoingMessage } from './messenger.types.ts';

// The frames the messenger hands to the realtime connection (seed 000 §7), and how it hands them.

export type Frame = { type: string; [field: string]: unknown };

/**
 * Channels the list loads first (seed 000 §7 "messengerChannels (first 500)", §9 "channels
 * loaded 500"): one `loadChannels`, which the platform answers in as many `channels` frames as
 * the socket's frame limit needs.
 */
const CHANNELS_FIRST = 500;

/** Channels asked for by each further `loadChannels`, as the list is scrolled past the first. */
export const CHANNEL_PAGE_SIZE = 100;

/** The `enqueue` of a messenger action (`effects`), which runs the typed send `transmit` makes. */
export type Enqueue = Parameters<Parameters<typeof effects>[0]>[0]['enqueue'];

/**
 * Hands a frame to the realtime connection (a typed send, `toSystem`): it adds the envelope and
 * queues while offline.
 */
export function transmit(enqueue: Enqueue, frame: Frame) {
  enqueue(toSystem('realtime', { type: 'realtime.send', frame }));
}

/** The frame that loads a list view (seed 000 §7: load, online-only, filter). */
export function viewFrame(view: ChannelView): Frame {
  if (view === 'all') return { type: 'loadChannels', offset: 0, limit: CHANNELS_FIRST };
  if (view === 'online') return { type: 'loadOnlineChannels', online: true };
  return { type: 'filterChannels', filterType: view };
}

export function sendMessageFrame(message: OutgoingMessage): Frame {
  return {
    type: 'sendMessage',
    clientMessageId: message.clientMessageId,
    channelId: message.channelId,
    messageType: message.messageType,
    senderType: 'guest',
    isVideochat: false,
    isFreechat: message.freeShow,
    data: message.data,
    includedGifts: message.includedGifts,
    chatId: null,
  };
}
