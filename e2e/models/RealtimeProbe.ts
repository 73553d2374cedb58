import type { Page, WebSocket } from '@playwright/test';
import { guestTextMessage } from '../../fixtures/realtimeFrames.ts';

/**
 * The page's realtime connection as a test sees it: the frames the page sends on every socket it
 * opens, and the connection machine's state through the engine's developer handle.
 */
export class RealtimeProbe {
  readonly sockets: WebSocket[] = [];
  readonly sent: { socket: number; type: string; frame: Record<string, unknown> }[] = [];

  constructor(readonly page: Page) {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/realtime')) return;
      const index = this.sockets.push(socket) - 1;
      socket.on('framesent', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as Record<string, unknown>;
        this.sent.push({ socket: index, type: String(frame.type), frame });
      });
    });
  }

  sentOfType(type: string) {
    return this.sent.filter((entry) => entry.type === type);
  }

  /** Whether the page runs a realtime connection (the root starts one for a logged-in guest). */
  async running(): Promise<boolean> {
    return this.page.evaluate(
      () =>
        (window as unknown as { __camclient: { state(id: string): unknown } }).__camclient.state(
          'realtime',
        ) !== undefined,
    );
  }

  /**
   * The realtime machine's state value and tags; null and not live while the page runs no
   * connection yet (after a reload the root starts it once bootstrap knows the guest).
   */
  async state(): Promise<{ value: unknown; live: boolean; tags: string[] }> {
    return this.page.evaluate(() => {
      const snapshot = (
        window as unknown as {
          __camclient?: { state(id: string): { value: unknown; tags: Set<string> } | undefined };
        }
      ).__camclient?.state('realtime');
      if (snapshot === undefined) return { value: null, live: false, tags: [] };
      return { value: snapshot.value, live: snapshot.tags.has('live'), tags: [...snapshot.tags] };
    });
  }

  async isLive(): Promise<boolean> {
    return (await this.state()).live;
  }

  /** Sends a frame through the connection, as the messenger will (recorded as an input). */
  async send(frame: Record<string, unknown>): Promise<void> {
    await this.page.evaluate(
      (f) =>
        (
          window as unknown as { __camclient: { send(to: string, e: unknown): void } }
        ).__camclient.send('realtime', { type: 'realtime.send', frame: f }),
      frame,
    );
  }

  static textMessage(clientMessageId: string, channelId: number, text: string) {
    return guestTextMessage(clientMessageId, channelId, text);
  }
}
