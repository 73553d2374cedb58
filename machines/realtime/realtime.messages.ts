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
/** The frame types of a guest's own messages (`MESSAGE_OWNERS`' keys). */
export const MESSAGE_TYPES = Object.keys(MESSAGE_OWNERS);
// Own keys only: `'toString' in MESSAGE_OWNERS` is true.
export const isSendMessage = (frame: OutgoingFrame) =>
  Object.hasOwn(MESSAGE_OWNERS, frame.type) && typeof frame.clientMessageId === 'string';
