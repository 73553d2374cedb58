import NodeWebSocket from 'ws';

/** Counts what the client wrote to its sockets, by frame type (a resent message counts again). */
export interface SentFrames {
  byType: Map<string, number>;
  /** Frames the socket service handed over while the socket was no longer open (never sent). */
  afterClose: number;
}

/**
 * A browser-like WebSocket on Node, from `ws`: its `addEventListener` hands out `open`,
 * `message` (text frames as strings), and `close` (with `code` and `reason`) as the browser's
 * does, and `readyState`, `send` and `close(code, reason)` match. One difference needs a shim: a
 * browser socket reports a failed connection as an `error` event nobody has to listen to, while
 * `ws` is an EventEmitter whose unheard `error` (a 503 during a simulated restart) would throw.
 * The `close` (1006) that follows reaches the socket service as in the browser.
 */
export function createNodeSocketFactory(sent: SentFrames): (url: string) => WebSocket {
  return (url) => {
    const socket = new NodeWebSocket(url);
    socket.on('error', () => {});
    const send = socket.send.bind(socket);
    socket.send = ((data: string) => {
      if (socket.readyState !== NodeWebSocket.OPEN) sent.afterClose += 1;
      const type = String((JSON.parse(data) as { type?: unknown }).type);
      sent.byType.set(type, (sent.byType.get(type) ?? 0) + 1);
      send(data);
    }) as typeof socket.send;
    return socket as unknown as WebSocket;
  };
}
