import type { AnyActorRef, EventObject } from 'xstate';
import type { Channel, ChannelView, OutgoingMessage } from './messenger.types.ts';

// The frames the messenger hands to the realtime connection (seed 000 §7), and how it hands them.

export type Frame = { type: string; [field: string]: unknown };

/** Channels asked for per `loadChannels` (a page stays well below the socket's frame limit). */
export const CHANNEL_PAGE_SIZE = 100;

export interface Enqueuer {
  system: { get(systemId: string): AnyActorRef | undefined };
  enqueue: { sendTo(target: AnyActorRef, event: EventObject): void };
}

/** Sends an event to another domain by system id (as `toSystem` does), skipped when it is absent. */
function tell<E extends EventObject>({ system, enqueue }: Enqueuer, systemId: string, event: E) {
  const target = system.get(systemId);
  if (target) enqueue.sendTo(target, event);
}

/** Hands a frame to the realtime connection: it adds the envelope and queues while offline. */
export function transmit(enqueuer: Enqueuer, frame: Frame) {
  tell(enqueuer, 'realtime', { type: 'realtime.send', frame } as EventObject);
}

/** The frame that loads a list view (seed 000 §7: load, online-only, filter). */
export function viewFrame(view: ChannelView): Frame {
  if (view === 'all') return { type: 'loadChannels', offset: 0, limit: CHANNEL_PAGE_SIZE };
  if (view === 'online') return { type: 'loadOnlineChannels', online: true };
  return { type: 'filterChannels', filterType: view };
}

export function sendMessageFrame(message: OutgoingMessage, channel: Channel | null): Frame {
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
