import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';

/**
 * Close codes a dropped graphql-ws socket may be given: ones graphql-ws's client reconnects after
 * (1001 going away, 1012 service restart, 1013 try again later, 1014 bad gateway, 4499 terminated),
 * and none the app treats as final (services/graphql/subscriptions.ts `FATAL_CLOSE_CODES`).
 */
const RETRIED_CLOSE_CODES = [1001, 1012, 1013, 1014, 4499] as const;
/** The default: the server restarts, as a deploy would. */
const DROP_CLOSE_CODE = 1012;
/** A connection refused during a refusal window: "try again later", which graphql-ws retries. */
const REFUSE_CLOSE_CODE = 1013;
const MAX_REFUSE_MS = 60_000;
/** A client that does not answer the close frame this soon is cut off. */
const CLOSE_WAIT_MS = 1_000;

/** Whose sockets: everyone's, or one account's (identified by the token of `connection_init`). */
export type SocketOwner = { kind: 'all' } | { kind: 'account'; accountId: number };

/**
 * The open sockets of the feed subscriptions (`feedSubscriptionsUrl`) and who holds each, so a
 * developer control can drop them as a network or a deploy would, and refuse new ones for a while
 * so a client is seen reconnecting. `opened` when a socket arrives, `identified` when its
 * `connection_init` is accepted (null for a visitor); a closed socket forgets itself.
 */
export class SubscriptionSockets {
  private readonly owners = new Map<WebSocket, number | null>();
  private refuseAllUntil = 0;
  private readonly refuseAccountUntil = new Map<number, number>();

  // Read at each call (not `Date.now` kept once), so a test's fake clock applies.
  constructor(private readonly now: () => number = () => Date.now()) {}

  opened(socket: WebSocket): void {
    this.owners.set(socket, null);
    socket.once('close', () => this.owners.delete(socket));
  }

  /**
   * The socket's `connection_init` named `accountId` (null: a visitor). False when connections are
   * refused for now: the socket is closed with 1013 (try again later), so the client retries.
   */
  identified(socket: WebSocket, accountId: number | null): boolean {
    if (this.refusing(accountId)) {
      socket.close(REFUSE_CLOSE_CODE, 'Try again later');
      return false;
    }
    if (this.owners.has(socket)) this.owners.set(socket, accountId);
    return true;
  }

  refusing(accountId: number | null): boolean {
    const now = this.now();
    if (now < this.refuseAllUntil) return true;
    return accountId !== null && now < (this.refuseAccountUntil.get(accountId) ?? 0);
  }

  /**
   * Closes the owner's open sockets with `code`; new ones are refused for `refuseMs`. Resolves
   * with how many it closed once they are closed (the closing handshake done, or cut after
   * `CLOSE_WAIT_MS`) and their subscriptions ended, so nothing published after it is heard.
   */
  async drop(owner: SocketOwner, code: number, refuseMs: number): Promise<number> {
    if (refuseMs > 0) {
      const until = this.now() + refuseMs;
      if (owner.kind === 'all') this.refuseAllUntil = until;
      else this.refuseAccountUntil.set(owner.accountId, until);
    }
    const closing: Promise<void>[] = [];
    for (const [socket, accountId] of [...this.owners]) {
      if (owner.kind === 'account' && accountId !== owner.accountId) continue;
      if (socket.readyState !== socket.OPEN) continue;
      closing.push(
        new Promise((resolve) => {
          const cut = setTimeout(() => socket.terminate(), CLOSE_WAIT_MS);
          socket.once('close', () => {
            clearTimeout(cut);
            resolve();
          });
        }),
      );
      socket.close(code, 'Dropped by the simulator');
    }
    await Promise.all(closing);
    // graphql-ws ends a closed socket's subscriptions in its own close listener (promise jobs).
    await new Promise((resolve) => setImmediate(resolve));
    return closing.length;
  }

  /** How many sockets are open (all, or one account's). */
  count(owner: SocketOwner = { kind: 'all' }): number {
    return [...this.owners.values()].filter(
      (accountId) => owner.kind === 'all' || accountId === owner.accountId,
    ).length;
  }
}

const dropBody = z.object({
  code: z.literal(RETRIED_CLOSE_CODES).optional(),
  refuseMs: z.number().int().min(0).max(MAX_REFUSE_MS).optional(),
});

/**
 * Developer controls (demo mode; simulator/README.md, "GraphQL subscriptions"):
 * `POST /dev/graphql/drop?as=<login>` `{ code?, refuseMs? }` closes the open graphql-ws sockets of
 * the feed subscriptions (all of them, or that guest's) with a code graphql-ws retries on, and
 * refuses new ones (with 1013) for `refuseMs`; it answers once they are closed; `GET /dev/graphql/sockets?as=<login>` counts them.
 */
export function registerSocketDrops(
  app: FastifyInstance,
  ctx: SimulatorContext,
  sockets: SubscriptionSockets,
): void {
  const ownerOf = (query: unknown): SocketOwner | null => {
    const login = stringParam(query, 'as');
    if (login === undefined) return { kind: 'all' };
    const account = ctx.store.accounts.findByLogin(login);
    return account ? { kind: 'account', accountId: account.id } : null;
  };
  app.post('/dev/graphql/drop', async (request, reply) => {
    const owner = ownerOf(request.query);
    if (!owner) return reply.code(404).send({ error: 'no such account' });
    const body = dropBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ error: z.prettifyError(body.error) });
    const code = body.data.code ?? DROP_CLOSE_CODE;
    const refuseMs = body.data.refuseMs ?? 0;
    return { closed: await sockets.drop(owner, code, refuseMs), code, refuseMs };
  });
  app.get('/dev/graphql/sockets', async (request, reply) => {
    const owner = ownerOf(request.query);
    if (!owner) return reply.code(404).send({ error: 'no such account' });
    return {
      open: sockets.count(owner),
      refusing: sockets.refusing(owner.kind === 'account' ? owner.accountId : null),
    };
  });
}
