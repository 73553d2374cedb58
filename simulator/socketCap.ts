import type { WebSocket } from 'ws';

/** "Try again later": graphql-ws's client and the app's realtime socket reconnect after it. */
const TRY_AGAIN_LATER = 1013;

/**
 * At most `limit` open WebSockets per client address (production: a stranger cannot hold every
 * file descriptor of the process). A socket over the limit is closed at once; the count of an
 * address falls as its sockets close.
 *
 * @example
 * const cap = new SocketsPerAddress(30);
 * if (!cap.admit(socket, request.ip)) return;
 */
export class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Counts `socket` for `address` until it closes; false (the socket closed) over the limit. */
  admit(socket: WebSocket, address: string): boolean {
    const count = (this.open.get(address) ?? 0) + 1;
    if (count > this.limit) {
      socket.close(TRY_AGAIN_LATER, 'Too many connections from this address');
      return false;
    }
    this.open.set(address, count);
    socket.once('close', () => {
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    });
    return true;
  }
}
