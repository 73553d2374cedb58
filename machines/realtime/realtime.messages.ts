import type { OutgoingFrame } from './realtime.types.ts';

/**
 * Which frames are a guest's own messages (issue 51 item 7), apart from the outbox that queues
 * them: the engine reads them off the events waiting at the root for the connection's code
 * (`keepWaitingSends`), whose page must not load the outbox with it.
 */

/** A guest's own message, by its frame: it waits for its acknowledgement and survives a reload. */
export const MESSAGE_OWNERS: Readonly<Record<string, 'messenger' | 'liveChat'>> = {
  sendMessage: 'messenger',
  sendLiveChatMessage: 'liveChat',
};
export const isSendMessage = (frame: OutgoingFrame) =>
  frame.type in MESSAGE_OWNERS && typeof frame.clientMessageId === 'string';
