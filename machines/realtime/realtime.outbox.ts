import { isSendMessage } from './realtime.messages.ts';
import type { RealtimeContext, OutgoingFrame, UnackedMessage } from './realtime.types.ts';

/**
 * The realtime connection's outbox and exactly-once guest messages (issue 51 item 7), as pure
 * functions of its context: what waits for the link, what waits for its acknowledgement, what a
 * reload saves and restores.
 */

/** The rejection a guest message's owner gets when too many wait (`MAX_WAITING_MESSAGES`). */
export interface RefusedMessage {
  type: 'push.messageRejected';
  clientMessageId: string;
  reason: 'invalid';
}
/** The pushes that settle a guest message (its ack, its rejection, a live-chat line's echo). */
export const SETTLING_PUSHES = [
  'push.messageAck',
  'push.messageRejected',
  'push.liveChatMessage',
] as const;
/**
 * At most this many guest messages wait (unacknowledged or queued, issue 51 item 7): one more is
 * refused at once and its owner shows it as not sent, with a retry.
 */
export const MAX_WAITING_MESSAGES = 50;
/** At most this many other frames wait for the link; past it the oldest is dropped and logged. */
const MAX_QUEUED_FRAMES = 200;
/** A message carried over this many reloads unacknowledged is given up (the server refuses it). */
const MAX_RELOADS = 3;
/** Frames of one connection's own handshake and heartbeat: never sent again on another. */
const CONNECTION_FRAMES = new Set(['requestSession', 'ping']);

/** The outbox with `frame` at its end; past `MAX_QUEUED_FRAMES` others, the oldest other goes. */
export function withQueued(
  outbox: OutgoingFrame[],
  frame: OutgoingFrame,
): { outbox: OutgoingFrame[]; dropped: OutgoingFrame | null } {
  const others = outbox.filter((f) => !isSendMessage(f));
  const dropped = !isSendMessage(frame) && others.length >= MAX_QUEUED_FRAMES ? others[0]! : null;
  return { outbox: [...outbox.filter((f) => f !== dropped), frame], dropped };
}

/** What `persistSends` saves: the guest's waiting messages. */
export const persisted = (context: RealtimeContext) => ({
  guestId: context.auth?.guestId ?? 0,
  sends: waitingMessages(context),
});

/** The messages waiting, oldest first, each once: what a reload must not lose. */
export function waitingMessages(
  context: Pick<RealtimeContext, 'unacked' | 'outbox'>,
): UnackedMessage[] {
  const queued = context.outbox
    .filter(isSendMessage)
    .map((frame) => ({ clientMessageId: frame.clientMessageId as string, frame, reloads: 0 }));
  const seen = new Set<string>();
  return [...context.unacked, ...queued].filter(
    (m) => !seen.has(m.clientMessageId) && seen.add(m.clientMessageId),
  );
}

/** The messages waiting for their acknowledgement once `frames` went out (the same list if none). */
export function withSent(unacked: UnackedMessage[], frames: OutgoingFrame[]): UnackedMessage[] {
  const messages = frames.filter(isSendMessage).map((frame) => ({
    clientMessageId: frame.clientMessageId as string,
    frame,
    reloads: unacked.find((m) => m.clientMessageId === frame.clientMessageId)?.reloads ?? 0,
  }));
  if (messages.length === 0) return unacked;
  return [
    ...unacked.filter((m) => !messages.some((n) => n.clientMessageId === m.clientMessageId)),
    ...messages,
  ];
}

/** The outbox once a frame the socket could not send is back (messages wait in `unacked`). */
export function requeued(context: RealtimeContext, frame: OutgoingFrame): OutgoingFrame[] {
  if (CONNECTION_FRAMES.has(frame.type)) return context.outbox;
  if (
    isSendMessage(frame) &&
    context.unacked.some((m) => m.clientMessageId === frame.clientMessageId)
  )
    return context.outbox;
  return withQueued(context.outbox, frame).outbox;
}

/**
 * The unacknowledged messages with those a page of this tab left (`sends`) first, unless they
 * were carried over too many reloads already.
 */
export function withRestored(context: RealtimeContext, sends: UnackedMessage[]): UnackedMessage[] {
  const known = new Set(waitingMessages(context).map((m) => m.clientMessageId));
  const restored = sends
    .filter((m) => m.reloads < MAX_RELOADS && !known.has(m.clientMessageId))
    .map((m) => ({ ...m, reloads: m.reloads + 1 }))
    .slice(-MAX_WAITING_MESSAGES);
  return restored.length === 0 ? context.unacked : [...restored, ...context.unacked];
}
