import type { PendingSendsStore } from '../../services/browser/pendingSends.ts';
import type { SocketFact, SocketInput } from '../../services/realtime/socket.ts';
import type { StreamSubscribe } from './io.ts';

/**
 * The realtime socket with the sends a page of this tab left behind (issue 51, item 7): the first
 * connection of the page reads them from `store` and emits them, before anything else, as
 * `socket.sendsRestored`, a `push` record like every fact of the socket, so replay restores the
 * same ones without reading storage. Later connections of the page find them in the machine.
 *
 * @example
 * wiring.stream('realtime.socket', withRestoredSends(services.realtimeSocket, services.pendingSends));
 */
export function withRestoredSends(
  socket: StreamSubscribe<SocketFact, SocketInput>,
  store: Pick<PendingSendsStore, 'load'>,
): StreamSubscribe<SocketFact, SocketInput & { guestId: number }> {
  const restoredFor = new Set<number>();
  return (args) => {
    const { guestId } = args.input;
    if (!restoredFor.has(guestId)) {
      restoredFor.add(guestId);
      const sends = store.load(guestId);
      if (sends.length > 0) args.emit({ type: 'socket.sendsRestored', sends });
    }
    return socket(args);
  };
}
