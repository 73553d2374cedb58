import type { WebSocket } from 'ws';
import { formatMoney } from '../../machines/shared/money.ts';
import {
  serverFrameSchema,
  type ClientFrame,
  type ServerFrame,
} from '../../services/realtime/frames.ts';
import type { AccountsRepository } from '../store/accounts.ts';
import type { Channel } from '../store/channels.ts';
import type { Message } from '../store/messages.ts';
import type { SessionsRepository } from '../store/sessions.ts';
import {
  GuestBooks,
  type GuestFaults,
  type GuestStats,
  type SendMessageOutcome,
} from './guestBooks.ts';

export type { GuestStats } from './guestBooks.ts';

/** A frame the simulator was about to send breaks the contract: a bug in the simulator. */
export class InvalidServerFrameError extends Error {
  constructor(
    readonly frameType: string,
    detail: string,
  ) {
    super(`The simulator tried to send an invalid '${frameType}' frame: ${detail}`);
    this.name = 'InvalidServerFrameError';
  }
}

/** The logged-in guest a socket belongs to, from its accepted `requestSession`. */
export interface SocketGuest {
  accountId: number;
  login: string;
  accessToken: string;
}

/** One open socket. `guest` is null until its `requestSession` was accepted. */
export interface Connection {
  readonly id: number;
  readonly socket: WebSocket;
  guest: SocketGuest | null;
}

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface Outgoing {
  data: string | Buffer;
  binary: boolean;
  due: number;
  done: () => void;
}

interface ConnectionState extends Connection {
  outbox: Outgoing[];
  timer: unknown;
}

/** A guest's frame a feature answers: who sent it, and the frame. */
export interface ClientFrameEvent {
  accountId: number;
  frame: ClientFrame;
}

/** A guest message was stored (once per `clientMessageId`), after its ack and pushes went out. */
export interface GuestMessageEvent {
  accountId: number;
  channel: Channel;
  message: Message;
}

/**
 * The push hub: every open realtime socket, by guest. Everything the simulator sends goes through
 * it, validated against the contract (`serverFrameSchema`) first; only the fault controls send
 * raw bytes. Per guest it keeps counters (for tests and the soak benchmark) and fault switches.
 *
 * Use it from any route or module through `ctx.hub` (`simulator/context.ts`):
 *
 * @example
 * ctx.hub.push(account.id, { type: 'avsSet' });
 * ctx.hub.pushBalance(account.id, { isPayment: true }); // after a top-up
 */
export class RealtimeHub {
  private nextId = 1;
  private readonly connections = new Set<ConnectionState>();
  private readonly books = new GuestBooks();
  private readonly lastBalance = new Map<number, number>();
  private readonly messageListeners = new Set<(event: GuestMessageEvent) => void>();
  private readonly frameListeners = new Set<(event: ClientFrameEvent) => void>();
  private readonly pushListeners = new Set<(accountId: number, frame: ServerFrame) => void>();
  private readonly broadcastListeners = new Set<(frame: ServerFrame) => void>();
  private downUntil = 0;
  private closed = false;
  private readonly timers: Timers;

  constructor(
    private readonly deps: {
      sessions: SessionsRepository;
      accounts: AccountsRepository;
      timers?: Timers;
    },
  ) {
    this.timers = deps.timers ?? realTimers;
  }

  // ---- connections ----------------------------------------------------------------------------

  /** Registers a new socket (not yet a guest's). */
  open(socket: WebSocket): Connection {
    const connection: ConnectionState = {
      id: this.nextId++,
      socket,
      guest: null,
      outbox: [],
      timer: null,
    };
    this.connections.add(connection);
    return connection;
  }

  /** The socket's `requestSession` was accepted: from now on it receives the guest's pushes. */
  authenticate(connection: Connection, guest: SocketGuest): void {
    // The guest's first socket starts from the balance the client is about to fetch anyway.
    if (this.openOf(guest.accountId).length === 0) {
      const account = this.deps.accounts.findById(guest.accountId);
      if (account) this.lastBalance.set(guest.accountId, account.balance);
    }
    connection.guest = guest;
  }

  /** The socket closed: forget it and drop what it still had to send. */
  forget(connection: Connection): void {
    const state = connection as ConnectionState;
    this.dropOutbox(state);
    this.connections.delete(state);
  }

  /** The guest's open sockets (those whose session was accepted). */
  socketsOf(accountId: number): Connection[] {
    return this.openOf(accountId);
  }

  private openOf(accountId: number): ConnectionState[] {
    return [...this.connections].filter(
      (connection) => connection.guest?.accountId === accountId && isOpen(connection.socket),
    );
  }

  socketCount(accountId: number): number {
    return this.socketsOf(accountId).length;
  }

  /** Every open socket, a guest's or not yet. */
  allSockets(): Connection[] {
    return [...this.connections].filter((connection) => isOpen(connection.socket));
  }

  // ---- sending --------------------------------------------------------------------------------

  /**
   * Sends a frame to every open socket of the guest, after validating it; returns how many
   * sockets it went to (0 when the guest is not connected). Throws `InvalidServerFrameError` for a
   * frame that breaks the contract.
   */
  push(accountId: number, frame: ServerFrame): number {
    const data = encode(frame);
    const sockets = this.openOf(accountId);
    for (const connection of sockets) void this.enqueue(connection, data, false);
    if (!this.closed) for (const listener of this.pushListeners) listener(accountId, frame);
    return sockets.length;
  }

  /**
   * Calls `listener` for every frame pushed to a guest from now on, connected or not (web push
   * delivers notifications to guests whose page is closed). Returns the unsubscribe function.
   */
  onPush(listener: (accountId: number, frame: ServerFrame) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  /** Like `push`, resolving once the frame was written to every socket (after any delay fault). */
  async pushAndWait(accountId: number, frame: ServerFrame): Promise<number> {
    const data = encode(frame);
    const sockets = this.openOf(accountId);
    await Promise.all(sockets.map((connection) => this.enqueue(connection, data, false)));
    return sockets.length;
  }

  /** Sends a validated frame to every guest's sockets (an actor going online, say). */
  broadcast(frame: ServerFrame): number {
    const data = encode(frame);
    const sockets = [...this.connections].filter((c) => c.guest !== null && isOpen(c.socket));
    for (const connection of sockets) void this.enqueue(connection, data, false);
    if (!this.closed) for (const listener of this.broadcastListeners) listener(frame);
    return sockets.length;
  }

  /**
   * Calls `listener` for every frame broadcast from now on (the live chat ends the chats of an
   * actor who went offline). Returns the unsubscribe function.
   */
  onBroadcast(listener: (frame: ServerFrame) => void): () => void {
    this.broadcastListeners.add(listener);
    return () => this.broadcastListeners.delete(listener);
  }

  /** Sends a validated frame to one socket (answers go to the socket that asked). */
  send(connection: Connection, frame: ServerFrame): Promise<void> {
    return this.enqueue(connection as ConnectionState, encode(frame), false);
  }

  /** Sends bytes as they are, unvalidated: only for the fault controls' malformed frames. */
  sendRaw(connection: Connection, data: string | Buffer, binary: boolean): Promise<void> {
    return this.enqueue(connection as ConnectionState, data, binary);
  }

  /**
   * Pushes `guestBalance` with the balance now in the store. Call it whenever a balance changes
   * (`isPayment` for a top-up or other payment); a balance changed without it is still pushed by
   * the next sweep (within a second), as not a payment.
   */
  pushBalance(accountId: number, options: { isPayment: boolean }): number {
    const account = this.deps.accounts.findById(accountId);
    if (!account) return 0;
    this.lastBalance.set(accountId, account.balance);
    return this.push(accountId, {
      type: 'guestBalance',
      balance: account.balance,
      balanceFormatted: formatMoney({ value: account.balance, currency: account.currency }),
      isPayingCustomer: account.state.isPayingCustomer,
      isPayment: options.isPayment,
    });
  }

  private enqueue(connection: ConnectionState, data: string | Buffer, binary: boolean) {
    return new Promise<void>((resolve) => {
      if (this.closed || !isOpen(connection.socket)) return resolve();
      const delay = connection.guest ? this.faultsOf(connection.guest.accountId).delayMs : 0;
      const tail = connection.outbox.at(-1);
      const due = Math.max(this.timers.now() + delay, tail?.due ?? 0);
      if (connection.outbox.length === 0 && delay === 0) {
        this.write(connection, data, binary, resolve);
        return;
      }
      connection.outbox.push({ data, binary, due, done: resolve });
      if (connection.outbox.length === 1) this.schedule(connection);
    });
  }

  private schedule(connection: ConnectionState): void {
    const head = connection.outbox[0];
    if (!head) return;
    const wait = Math.max(0, head.due - this.timers.now());
    connection.timer = this.timers.setTimeout(() => {
      connection.timer = null;
      const now = this.timers.now();
      while (connection.outbox[0] && connection.outbox[0].due <= now) {
        const next = connection.outbox.shift();
        if (next) this.write(connection, next.data, next.binary, next.done);
      }
      this.schedule(connection);
    }, wait);
  }

  private write(
    connection: ConnectionState,
    data: string | Buffer,
    binary: boolean,
    done: () => void,
  ): void {
    if (!isOpen(connection.socket)) return done();
    if (connection.guest) this.books.countFrameOut(connection.guest.accountId);
    connection.socket.send(data, { binary }, () => done());
  }

  private dropOutbox(connection: ConnectionState): void {
    if (connection.timer !== null) this.timers.clearTimeout(connection.timer);
    connection.timer = null;
    for (const pending of connection.outbox.splice(0)) pending.done();
  }

  // ---- events ---------------------------------------------------------------------------------

  /**
   * Calls `listener` for every guest message stored from now on (the messenger's actors answer
   * them). Returns the unsubscribe function.
   */
  onGuestMessage(listener: (event: GuestMessageEvent) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Tells the listeners about a stored guest message (the realtime socket calls it). */
  emitGuestMessage(event: GuestMessageEvent): void {
    if (this.closed) return;
    for (const listener of this.messageListeners) listener(event);
  }

  /**
   * Calls `listener` for every valid frame of an accepted guest that the socket itself does not
   * answer (a feature's frames, e.g. the live chat's). Returns the unsubscribe function.
   */
  onClientFrame(listener: (event: ClientFrameEvent) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /** Hands a frame the socket does not answer to the features that listen. */
  emitClientFrame(event: ClientFrameEvent): void {
    if (this.closed) return;
    for (const listener of this.frameListeners) listener(event);
  }

  // ---- closing --------------------------------------------------------------------------------

  /** Closes one socket with a close frame; what it still had to send is dropped. */
  closeSocket(connection: Connection, code: number, reason = ''): void {
    this.dropOutbox(connection as ConnectionState);
    if (connection.guest) this.books.countClose(connection.guest.accountId, code);
    if (isOpen(connection.socket)) connection.socket.close(code, truncateReason(reason));
  }

  /** Closes every socket of the guest; returns how many. */
  closeGuest(accountId: number, code: number, reason = ''): number {
    const sockets = this.socketsOf(accountId);
    for (const connection of sockets) this.closeSocket(connection, code, reason);
    return sockets.length;
  }

  /** Cuts the guest's sockets without a close frame, like a network drop; returns how many. */
  dropGuest(accountId: number): number {
    const sockets = this.openOf(accountId);
    for (const connection of sockets) {
      this.dropOutbox(connection);
      connection.socket.terminate();
    }
    return sockets.length;
  }

  /** Like a server restart: every socket closes with 1012 and upgrades are refused for `downMs`. */
  restart(downMs: number): number {
    this.downUntil = this.timers.now() + downMs;
    const sockets = this.allSockets();
    for (const connection of sockets) this.closeSocket(connection, 1012, 'service restart');
    return sockets.length;
  }

  /** True while a simulated restart refuses new sockets. */
  isDown(): boolean {
    return this.timers.now() < this.downUntil;
  }

  /** Milliseconds until a simulated restart is over (0 when up). */
  downForMs(): number {
    return Math.max(0, this.downUntil - this.timers.now());
  }

  // ---- sweep ----------------------------------------------------------------------------------

  /**
   * Closes sockets whose session ended (logout, expiry) with 4401, and pushes `guestBalance` to
   * guests whose balance changed in the store without a push. Runs every second and after each
   * HTTP response, so a logout closes the guest's sockets at once.
   */
  sweep(): void {
    if (this.closed) return;
    const checked = new Set<number>();
    for (const connection of this.allSockets()) {
      const guest = connection.guest;
      if (!guest) continue;
      const session = this.deps.sessions.findByToken(guest.accessToken);
      if (!session || session.accountId !== guest.accountId) {
        this.closeSocket(connection, 4401, 'session ended');
        continue;
      }
      if (checked.has(guest.accountId)) continue;
      checked.add(guest.accountId);
      const account = this.deps.accounts.findById(guest.accountId);
      if (account && this.lastBalance.get(guest.accountId) !== account.balance) {
        this.pushBalance(guest.accountId, { isPayment: false });
      }
    }
  }

  // ---- faults and counters (guestBooks.ts) --------------------------------------------------

  faultsOf(accountId: number): GuestFaults {
    return this.books.faultsOf(accountId);
  }

  setFaults(accountId: number, patch: Partial<GuestFaults>): GuestFaults {
    return this.books.setFaults(accountId, patch);
  }

  countFrameIn(accountId: number): void {
    this.books.countFrameIn(accountId);
  }

  /** Counts one `sendMessage` and what became of it. */
  countSendMessage(accountId: number, clientMessageId: string, outcome: SendMessageOutcome): void {
    this.books.countSendMessage(accountId, clientMessageId, outcome);
  }

  stats(guest: { accountId: number; login: string }, withIds = true): GuestStats {
    return this.books.stats(guest, this.socketCount(guest.accountId), withIds);
  }

  /** Totals over every guest, for `GET /dev/realtime/stats` without `as`. */
  totals() {
    const sockets = this.allSockets();
    return {
      sockets: sockets.length,
      guestSockets: sockets.filter((connection) => connection.guest !== null).length,
      ...this.books.totals(),
      downForMs: this.downForMs(),
    };
  }

  /** Resets the guest's counters and fault switches (both start from zero and off). */
  reset(accountId: number): void {
    this.books.reset(accountId);
  }

  resetAll(): void {
    this.books.resetAll();
    this.downUntil = 0;
  }

  /** Stops everything: pending delayed frames are dropped, remaining sockets are cut. */
  close(): void {
    this.closed = true;
    this.messageListeners.clear();
    for (const connection of this.connections) {
      this.dropOutbox(connection);
      if (connection.socket.readyState !== connection.socket.CLOSED) connection.socket.terminate();
    }
    this.connections.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }
}

function isOpen(socket: WebSocket): boolean {
  return socket.readyState === socket.OPEN;
}

/** Validates a server frame against the contract and serializes it. */
export function encode(frame: ServerFrame): string {
  const parsed = serverFrameSchema(frame.type).safeParse(frame);
  if (!parsed.success) {
    throw new InvalidServerFrameError(frame.type, parsed.error.message);
  }
  return JSON.stringify(parsed.data);
}

/** A close reason fits in 123 bytes of UTF-8 (the rest of the close frame's payload). */
export function truncateReason(reason: string): string {
  let result = reason;
  while (Buffer.byteLength(result, 'utf8') > 123) result = result.slice(0, -1);
  return result;
}
