import type { RealtimeServices } from '../../features/realtime.ts';

/** A fact as a stream service emits it. */
export type Fact = { type: string; [field: string]: unknown };

/** The demo socket of one engine, and how a test pushes a fact on it while it is open. */
export interface DemoSocket {
  subscribe: RealtimeServices['realtimeSocket'];
  push: (event: Fact) => void;
}

/**
 * A socket that opens, acknowledges guest `guestId`'s session and answers every ping; `push`
 * emits a fact on it while it is open, as the socket service would.
 */
export function demoSocket(guestId: number): DemoSocket {
  let emit: ((event: Fact) => void) | null = null;
  return {
    subscribe: ({ emit: send, receive }) => {
      emit = send as (event: Fact) => void;
      receive((command) => {
        const frame = (command as { frame?: { type?: string } }).frame;
        if (command.type === 'socket.send' && frame?.type === 'ping')
          queueMicrotask(() => emit?.({ type: 'push.pong', ttl: 60 }));
      });
      queueMicrotask(() => {
        emit?.({ type: 'socket.opened' });
        emit?.({ type: 'push.ackSession', guestId, expiresIn: 3600 });
      });
      return () => {
        emit = null;
      };
    },
    push: (event) => emit?.(event),
  };
}

/** The realtime connection's demo services over `socket` (no pending sends are kept). */
export function demoRealtimeServices(socket: DemoSocket): RealtimeServices {
  return {
    realtimeSocket: socket.subscribe,
    loadBalance: () =>
      Promise.resolve({ balance: 125.5, balanceFormatted: '125,50 €', isPayingCustomer: true }),
    log: () => {},
  };
}
