import type { Page, WebSocketRoute } from '@playwright/test';

type Frame = { type: string; [field: string]: unknown };
type Mode = 'through' | 'down' | 'tokenRejected';

const parse = (message: string | Buffer): Frame | null => {
  try {
    const frame = JSON.parse(String(message)) as unknown;
    return typeof frame === 'object' && frame !== null && 'type' in frame ? (frame as Frame) : null;
  } catch {
    return null;
  }
};

/** A close passed on as it came; the codes no endpoint may send (1005, 1006) as a bare close. */
const closeLike = (code: number | undefined, reason: string | undefined) =>
  code === undefined || code === 1005 || code === 1006 ? {} : { code, reason: reason ?? '' };

/**
 * The page's realtime socket as the network between it and the simulator (Playwright's
 * `routeWebSocket`, kept across the page's reloads): it lets the sockets through and notes every
 * frame both ways, cuts them and refuses new ones (`down`), or answers the next session request
 * with 4401, the server's "token rejected" that makes the app reload itself.
 */
export class RealtimeLink {
  /** Frames the pages sent to the server, and frames the server sent to the pages. */
  readonly sent: Frame[] = [];
  readonly received: Frame[] = [];
  private mode: Mode = 'through';
  private readonly open = new Set<WebSocketRoute>();

  private constructor() {}

  static async install(page: Page): Promise<RealtimeLink> {
    const link = new RealtimeLink();
    await page.routeWebSocket('**/realtime', (socket) => link.handle(socket));
    return link;
  }

  /** The open sockets are cut (1012) and new ones closed at once until `up`. */
  down(): void {
    this.mode = 'down';
    for (const socket of this.open) void socket.close({ code: 1012, reason: 'e2e: link down' });
    this.open.clear();
  }

  up(): void {
    this.mode = 'through';
  }

  /** The next session request is answered with 4401; the link is up again after it. */
  rejectNextToken(): void {
    this.mode = 'tokenRejected';
  }

  sentOfType(type: string): Frame[] {
    return this.sent.filter((frame) => frame.type === type);
  }
  receivedOfType(type: string): Frame[] {
    return this.received.filter((frame) => frame.type === type);
  }

  private handle(socket: WebSocketRoute): void {
    if (this.mode === 'down') {
      void socket.close({ code: 1012, reason: 'e2e: link down' });
      return;
    }
    if (this.mode === 'tokenRejected') {
      socket.onMessage((message) => {
        if (parse(message)?.type !== 'requestSession') return;
        this.mode = 'through';
        void socket.close({ code: 4401, reason: 'e2e: token rejected' });
      });
      return;
    }
    const server = socket.connectToServer();
    this.open.add(socket);
    socket.onMessage((message) => {
      const frame = parse(message);
      if (frame) this.sent.push(frame);
      server.send(message);
    });
    server.onMessage((message) => {
      const frame = parse(message);
      if (frame) this.received.push(frame);
      socket.send(message);
    });
    socket.onClose((code, reason) => {
      this.open.delete(socket);
      void server.close(closeLike(code, reason));
    });
    server.onClose((code, reason) => {
      this.open.delete(socket);
      void socket.close(closeLike(code, reason));
    });
  }
}
