import type { StreamSubscribe } from '../../src/engine/io.ts';
import type { RestContext } from '../http/rest.ts';
import { decodeFrame } from './decoder.ts';

/** WebSocket ready states, by number: Node has no global WebSocket to read them from. */
const CONNECTING = 0;
const OPEN = 1;

/** What the socket tells the realtime machine (each one becomes a `push` record). */
export type SocketFact =
  | { type: 'socket.opened' }
  /** What a page of this tab left unacknowledged (src/engine/pendingSends.ts). */
  | {
      type: 'socket.sendsRestored';
      sends: { clientMessageId: string; frame: Frame; reloads: number }[];
    }
  /** A frame that could not go: the socket was no longer open (issue 51, item 7). */
  | { type: 'socket.unsent'; frame: Frame }
  | { type: 'socket.closed'; code: number; reason: string; jitter: number }
  | { type: `push.${string}`; [field: string]: unknown };

type Frame = { type: string; [field: string]: unknown };

interface SocketCommand {
  type: 'socket.send' | 'socket.close';
  frame?: { type: string; [field: string]: unknown };
  code?: number;
  reason?: string;
}

export interface SocketDeps {
  createSocket: (url: string) => WebSocket;
  /** Fire-and-forget logger post, on behalf of the guest the socket belongs to. */
  log: (
    request: RestContext,
    kind: 'websocketConnectionError',
    message: string,
    data?: Record<string, unknown>,
  ) => void;
  /** Randomness for the reconnect jitter lives here, at the edge, and reaches the machine as data. */
  random: () => number;
  /** Each inbound frame, first thing (the push-to-paint bench's arrival stamp), when given. */
  onFrameArrived?: () => void;
}

export interface SocketInput {
  url: string;
  request: RestContext;
}

/** Counts of rejected frames, by frame type; the first of each type is logged. */
export interface RejectionCounter {
  counts: Map<string, number>;
}

/**
 * The realtime socket as a stream service: one WebSocket per invocation. Inbound frames are
 * decoded against the contract; valid ones become `push.<type>` facts, invalid ones are counted
 * and logged once per type and never reach the app, and the socket stays up. Commands from the
 * machine send frames or close with a code.
 *
 * @example
 * wiring.stream('realtime.socket', createRealtimeSocket({ createSocket: (url) => new WebSocket(url), log, random: Math.random }));
 */
export function createRealtimeSocket(
  deps: SocketDeps,
  rejected: RejectionCounter = { counts: new Map() },
): StreamSubscribe<SocketFact, SocketInput> {
  return ({ input, emit, receive }) => {
    let socket: WebSocket;
    try {
      socket = deps.createSocket(input.url);
    } catch (error) {
      // An unusable URL is a close like any other: the machine waits and tries again.
      queueMicrotask(() =>
        emit({
          type: 'socket.closed',
          code: 1006,
          reason: error instanceof Error ? error.message : 'cannot open',
          jitter: deps.random(),
        }),
      );
      return () => {};
    }
    let open = true;
    const onOpen = () => emit({ type: 'socket.opened' });
    const onMessage = (message: MessageEvent) => {
      deps.onFrameArrived?.();
      const result = decodeFrame(message.data);
      if (result.ok) {
        const { type, ...fields } = result.frame;
        emit({ type: `push.${type}`, ...fields });
        return;
      }
      const seen = rejected.counts.get(result.frameType) ?? 0;
      rejected.counts.set(result.frameType, seen + 1);
      if (seen === 0)
        deps.log(input.request, 'websocketConnectionError', `rejected frame: ${result.reason}`, {
          frameType: result.frameType,
        });
    };
    const onClose = (event: Event) => {
      const { code, reason } = event as CloseEvent;
      if (!open) return;
      open = false;
      emit({ type: 'socket.closed', code, reason, jitter: deps.random() });
    };
    // A close always follows an error; listening keeps Node's `ws` from throwing on it (a browser
    // socket never throws), e.g. on a 503 while the server restarts.
    const onError = () => {};
    socket.addEventListener('open', onOpen);
    socket.addEventListener('message', onMessage);
    socket.addEventListener('close', onClose);
    socket.addEventListener('error', onError);
    receive((command) => {
      const { frame, code, reason } = command as SocketCommand;
      if (command.type === 'socket.send' && frame) {
        if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
        else {
          // Never dropped silently: the machine queues it again for the next session, without
          // this session's envelope (no token in the log).
          const { accessToken: _token, guestId: _guest, ...unsent } = frame;
          emit({ type: 'socket.unsent', frame: unsent });
        }
      }
      if (command.type === 'socket.close') socket.close(code ?? 1000, reason ?? '');
    });
    return () => {
      open = false;
      socket.removeEventListener('open', onOpen);
      socket.removeEventListener('message', onMessage);
      socket.removeEventListener('close', onClose);
      socket.removeEventListener('error', onError);
      if (socket.readyState === CONNECTING || socket.readyState === OPEN)
        socket.close(1000, 'done');
    };
  };
}
