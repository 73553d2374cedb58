// Test helpers: a `ws` client that records every frame, and a logged-in guest socket.
import WebSocket from 'ws';
import type { ClientFrame, ServerFrame, ServerFrameOf } from '../../services/realtime/frames.ts';
import type { RunningSimulator } from '../server.ts';
import { Changes } from '../changes.ts';
import { loginAs } from '../testing.ts';

export interface Received {
  data: Buffer;
  binary: boolean;
  /** The parsed JSON of a text frame, if it is JSON. */
  json?: unknown;
}

export interface Closed {
  code: number;
  reason: string;
}

/** How long a test waits for a frame before it fails (see `take`). */
const FRAME_WAIT_MS = 15_000;

type Waiter = { test: (frame: Received) => boolean; resolve: (frame: Received) => void };

/** A socket that keeps every frame it receives, in order, and lets a test wait for one. */
export class FrameClient {
  readonly received: Received[] = [];
  readonly closed: Promise<Closed>;
  private readonly taken = new Set<Received>();
  private waiters: Waiter[] = [];
  /** Re-checks `until` after every frame. */
  private readonly changes = new Changes();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, binary: boolean) => {
      const frame: Received = { data, binary };
      if (!binary) {
        try {
          frame.json = JSON.parse(data.toString('utf8'));
        } catch {
          // kept as bytes
        }
      }
      this.received.push(frame);
      for (const waiter of this.waiters) {
        if (!this.taken.has(frame) && waiter.test(frame)) {
          this.taken.add(frame);
          this.waiters = this.waiters.filter((other) => other !== waiter);
          waiter.resolve(frame);
        }
      }
      this.changes.changed();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
    });
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(url: string): Promise<FrameClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new FrameClient(socket)));
      socket.once('unexpected-response', (_request, response) => {
        reject(new UpgradeRefused(response.statusCode ?? 0));
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(frame));
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.socket.send(data, { binary });
  }

  /** The server frames (parsed JSON objects with a type) received so far, in order. */
  frames(): ServerFrame[] {
    return this.received.flatMap((frame) =>
      isTyped(frame.json) ? [frame.json as ServerFrame] : [],
    );
  }

  /**
   * The oldest frame not taken yet that passes `test`, waiting up to `timeoutMs` for it. The wait
   * is a hang guard, not a speed assertion: the tests share a two-core machine with a build and
   * a lint run, where 3 s failed a frame that came (a shuffled run at load 12).
   */
  take(test: (frame: Received) => boolean, timeoutMs = FRAME_WAIT_MS): Promise<Received> {
    const found = this.received.find((frame) => !this.taken.has(frame) && test(frame));
    if (found) {
      this.taken.add(found);
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { test, resolve };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        reject(new Error(`No matching frame within ${timeoutMs} ms; got ${this.describe()}`));
      }, timeoutMs);
      waiter.resolve = (frame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      this.waiters.push(waiter);
    });
  }

  /**
   * Waits until `check` holds, checking it now and again after every frame received (no
   * polling): e.g. until all of a scenario's frames arrived.
   */
  until(check: (client: this) => boolean, what: string, timeoutMs = FRAME_WAIT_MS): Promise<void> {
    return this.changes
      .until(() => check(this), what, timeoutMs)
      .catch(() => {
        throw new Error(`Not ${what} within ${timeoutMs} ms; got ${this.describe()}`);
      });
  }

  /** The oldest frame of this type not taken yet. */
  async next<K extends ServerFrame['type']>(
    type: K,
    timeoutMs?: number,
  ): Promise<ServerFrameOf<K>> {
    const frame = await this.take(
      (candidate) => isTyped(candidate.json) && candidate.json.type === type,
      timeoutMs,
    );
    return frame.json as ServerFrameOf<K>;
  }

  /** Frames of this type received so far. */
  count(type: string): number {
    return this.frames().filter((frame) => frame.type === type).length;
  }

  close(): Promise<Closed> {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(1000);
    else if (this.socket.readyState === WebSocket.CONNECTING) this.socket.terminate();
    return this.closed;
  }

  private describe(): string {
    return JSON.stringify(this.frames().map((frame) => frame.type));
  }
}

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`Upgrade refused: ${status}`);
  }
}

function isTyped(value: unknown): value is { type: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

export function realtimeUrl(sim: RunningSimulator): string {
  return sim.config.realtimeUrl;
}

export interface GuestSocket {
  client: FrameClient;
  accessToken: string;
  guestId: number;
  cookie: string;
  /** A client frame with this guest's envelope. */
  frame<T extends Record<string, unknown> & { type: string }>(
    fields: T,
  ): T & { accessToken: string; guestId: number };
}

/** Logs in (or reuses a login) and opens a socket whose session was acknowledged. */
export async function connectGuest(
  sim: RunningSimulator,
  login: string | { accessToken: string; guestId: number; cookie: string },
): Promise<GuestSocket> {
  const session = typeof login === 'string' ? await loginAs(sim, login) : login;
  if (session.guestId === null) throw new Error('not a logged-in guest');
  const guestId = session.guestId;
  const client = await FrameClient.open(realtimeUrl(sim));
  const envelope = { accessToken: session.accessToken, guestId };
  client.send({ type: 'requestSession', language: 'en', ...envelope });
  await client.next('ackSession');
  return {
    client,
    accessToken: session.accessToken,
    guestId,
    cookie: session.cookie,
    frame: (fields) => ({ ...fields, ...envelope }),
  };
}

/** `POST`/`GET` a dev control and parse the JSON reply. */
export async function devCall(
  sim: RunningSimulator,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await fetch(`${sim.appUrl}${path}`, init);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * Switches the messenger's living actors off (no answers to guest messages, no online timer), for
 * tests that count frames exactly; `POST /dev/messenger/reset` turns them back on.
 */
export async function quietMessenger(sim: RunningSimulator): Promise<void> {
  const { status } = await devCall(sim, 'POST', '/dev/messenger/settings', {
    replies: false,
    onlineIntervalMs: 0,
  });
  if (status !== 200) throw new Error(`quieting the messenger failed: ${status}`);
}
