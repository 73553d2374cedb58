import type { RequestInput } from '../shared/session.types.ts';
import type { Language } from '../shared/languages.ts';

/**
 * Who the socket speaks for, and where: what the realtime machine keeps of the session it is
 * started with (`realtimeAuthOf` its `DomainInput`), once a logged-in guest's session is ready.
 */
export interface RealtimeAuth {
  realtimeUrl: string;
  accessToken: string;
  guestId: number;
  language: Language;
  /** For the REST calls the connection makes (balance resync) and the logger. */
  request: RequestInput;
}

/** A frame the client sends, before the envelope (`accessToken`, `guestId`) is added. */
export interface OutgoingFrame {
  type: string;
  [field: string]: unknown;
}

/**
 * A guest message (messenger or live chat) sent but not yet acknowledged; `reloads` counts the
 * pages it was carried over to (issue 51, item 7).
 */
export interface UnackedMessage {
  clientMessageId: string;
  frame: OutgoingFrame;
  reloads: number;
}

export interface RealtimeContext {
  auth: RealtimeAuth;
  /** Frames asked for while the session was not live, in order; flushed on `ackSession`. */
  outbox: OutgoingFrame[];
  /** `sendMessage` frames on the wire without `messageAck`: resent after the next `ackSession`. */
  unacked: UnackedMessage[];
  /** Consecutive connection attempts that failed; reset once a session stays up. */
  failures: number;
  /** Closes seen on this page: only the first may be logged. */
  closes: number;
  /** Sessions acknowledged on this page: from the second on, `ackSession` means a reconnect. */
  sessions: number;
  /** The jitter (0..1) the socket service drew with the last close, for the next wait. */
  jitter: number;
}

/** Facts from the socket service (recorded as pushes). */
type SocketEvent =
  | { type: 'socket.opened' }
  /** The sends a page of this tab left unacknowledged (read once, when the page first connects). */
  | { type: 'socket.sendsRestored'; sends: UnackedMessage[] }
  /** A frame the socket could not send (it was no longer open): queued again, never lost. */
  | { type: 'socket.unsent'; frame: OutgoingFrame }
  | { type: 'socket.closed'; code: number; reason: string; jitter: number }
  | { type: `push.${string}`; [field: string]: unknown };

/** What the machine starts its socket with. */
export interface SocketActorInput {
  url: string;
  request: RequestInput;
  guestId: number;
  /**
   * The actor's first socket (no session, no close yet): it starts with what the tab kept for
   * the guest (`socket.sendsRestored`), which the machine adds once each (`withRestored`).
   */
  restore: boolean;
}

/** Commands the machine gives the socket service. */
export type SocketCommand =
  | { type: 'socket.send'; frame: OutgoingFrame & { accessToken: string; guestId: number } }
  | { type: 'socket.close'; code: number; reason: string };

export type RealtimeEvent =
  /** The guest was logged out in this page (locked): close and stay closed. */
  | { type: 'session.ended' }
  | { type: 'realtime.send'; frame: OutgoingFrame }
  | { type: 'env.online' }
  | { type: 'env.offline' }
  | { type: 'env.clockResumed'; lateByMs: number }
  | SocketEvent;

/** Every event of the realtime machine: its inputs and what it raises itself. */
export type RealtimeMachineEvent =
  | RealtimeEvent
  | { type: 'realtime.linkUp' }
  | { type: 'realtime.linkDown' }
  | { type: 'heartbeat.tick' }
  | { type: 'realtime.frameDropped'; frameType: string };

/** What the realtime machine tells the app machine. */
export type RealtimeParentEvent =
  { type: 'realtime.sessionExpired' } | { type: 'realtime.tokenRejected' };
