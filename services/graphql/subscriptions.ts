import type { TadaDocumentNode } from 'gql.tada';
import { print } from 'graphql';
import { createClient, type Client, type ClientOptions } from 'graphql-ws/client';
import * as z from 'zod/mini';
import type { StreamSubscribe } from '../../src/engine/io.ts';
import { graphqlErrorCode } from './client.ts';
import { messageOf } from '../http/serviceError.ts';
import { feedGraphql } from './tada.ts';

/** A live change of a feed post's counters (`postUpdated`, feed service). */
export const POST_UPDATED = feedGraphql(`
  subscription PostUpdated($postIds: [ID!]!) {
    postUpdated(postIds: $postIds) {
      postId likes commentsTotal tipsSum
      tipsProgress { goal sum ratio }
    }
  }
`);

/** A post published after the feed opened (`postPublished`, feed service), for "N new posts". */
const POST_PUBLISHED = feedGraphql(`
  subscription PostPublished($modelId: ID, $typeGroups: [PostType!]) {
    postPublished(modelId: $modelId, typeGroups: $typeGroups) {
      postId modelId modelName postType: type
    }
  }
`);

export const postPublishedSchema = z.object({
  postId: z.string(),
  modelId: z.string(),
  modelName: z.string(),
  postType: z.enum(['clip', 'photos', 'text']),
});

export const postCountersSchema = z.object({
  postId: z.string(),
  likes: z.int().check(z.nonnegative()),
  commentsTotal: z.int().check(z.nonnegative()),
  tipsSum: z.number().check(z.nonnegative()),
  tipsProgress: z.nullable(z.object({ goal: z.number(), sum: z.number(), ratio: z.number() })),
});
type PostCounters = z.infer<typeof postCountersSchema>;

/**
 * What a subscription stream tells its owner, each a `push` record: the connection's state
 * (`push.<prefix>.connecting|connected|closed`, so the inspector shows drops and retries), each
 * valid event (`push.<event>`), a coded error (`push.<prefix>.error`, also for a malformed event,
 * which is dropped) and the server's completion (`push.<prefix>.completed`).
 */
type SubscriptionFact<TEvent extends string, TData> =
  | { type: `push.${string}.connecting`; retry: boolean }
  | { type: `push.${string}.connected` }
  | { type: `push.${string}.closed`; code: number; reason: string }
  | { type: `push.${string}.error`; code: string; message: string }
  | { type: `push.${string}.completed` }
  | ({ type: `push.${TEvent}` } & TData);

export interface SubscriptionDeps {
  /** graphql-ws's `createClient` (tests pass the real one with Node's WebSocket). */
  createClient?: (options: ClientOptions) => Client;
  webSocketImpl?: unknown;
  /** How many reconnects in a row before giving up (graphql-ws `retryAttempts`; default 8). */
  retryAttempts?: number;
  /** Wait before reconnect number `retries` (graphql-ws `retryWait`); default: its backoff. */
  retryWait?: (retries: number) => Promise<void>;
  /**
   * The connections the subscriptions share (one socket per service address and token). The
   * services of a page share one pool; without it each service keeps its own.
   */
  pool?: SubscriptionPool;
}

/** Where a subscription connects, and as whom: a bearer only when logged in (feed service). */
interface SubscriptionInput {
  url: string;
  accessToken: string | null;
}

/** What a subscription hears of the socket it shares. */
interface ConnectionListener {
  connecting(): void;
  connected(): void;
  closed(code: number, reason: string): void;
}

/** One socket to a service, as one guest, shared by every subscription to it. */
interface Connection {
  client: Client;
  state: 'idle' | 'connecting' | 'connected';
  /** Refused for good (a fatal close): the next subscription opens a new connection. */
  dead: boolean;
  listeners: Set<ConnectionListener>;
}

/** A subscription's hold on a shared connection. */
interface Lease {
  client: Client;
  release(): void;
}

export interface SubscriptionPool {
  lease(input: SubscriptionInput, listener: ConnectionListener): Lease;
}

/** Close codes after which a reconnect cannot help (graphql-ws: 4400 bad request, 4403 forbidden…). */
const FATAL_CLOSE_CODES = new Set([4400, 4401, 4403, 4406, 4409, 4500]);

/**
 * How long a socket stays open with no subscription on it: the feed subscribes again each time
 * the visible posts change, and that must not cost a new socket (and a new handshake) each time.
 */
const LINGER_MS = 5_000;

const closeOf = (closed: unknown) => {
  const { code = 1006, reason = '' } = (closed ?? {}) as { code?: number; reason?: unknown };
  return { code, reason: messageOf(reason) };
};

/**
 * The graphql-ws clients of a page, one per service address and token (graphql-ws multiplexes
 * any number of subscriptions over one socket). A client is lazy: it connects with its first
 * subscription and closes `LINGER_MS` after its last. Each subscription hears the connection's
 * life (connecting, connected, closed) from the moment it joins.
 */
export function createSubscriptionPool(
  deps: Omit<SubscriptionDeps, 'pool'> = {},
): SubscriptionPool {
  const connections = new Map<string, Connection>();
  const open = (input: SubscriptionInput): Connection => {
    const connection: Connection = {
      state: 'idle',
      dead: false,
      listeners: new Set(),
      client: (deps.createClient ?? createClient)({
        url: input.url,
        connectionParams: () => (input.accessToken ? { token: input.accessToken } : {}),
        lazy: true,
        lazyCloseTimeout: LINGER_MS,
        retryAttempts: deps.retryAttempts ?? 8,
        ...(deps.retryWait ? { retryWait: deps.retryWait } : {}),
        ...(deps.webSocketImpl ? { webSocketImpl: deps.webSocketImpl } : {}),
        // A refused token or a bad request will be refused again; anything else is worth a retry.
        shouldRetry: (closed) => !FATAL_CLOSE_CODES.has(closeOf(closed).code),
        on: {
          connecting: () => {
            connection.state = 'connecting';
            for (const listener of connection.listeners) listener.connecting();
          },
          connected: () => {
            connection.state = 'connected';
            for (const listener of connection.listeners) listener.connected();
          },
          closed: (closed) => {
            const { code, reason } = closeOf(closed);
            connection.state = 'idle';
            if (FATAL_CLOSE_CODES.has(code)) connection.dead = true;
            for (const listener of connection.listeners) listener.closed(code, reason);
          },
        },
      }),
    };
    return connection;
  };
  return {
    lease(input, listener) {
      const key = JSON.stringify([input.url, input.accessToken]);
      let connection = connections.get(key);
      if (!connection || connection.dead) {
        connection = open(input);
        connections.set(key, connection);
      }
      const joined = connection;
      joined.listeners.add(listener);
      // Joining a socket already on its way: hear where it stands.
      if (joined.state !== 'idle') listener.connecting();
      if (joined.state === 'connected') listener.connected();
      return {
        client: joined.client,
        release() {
          joined.listeners.delete(listener);
          if (joined.listeners.size > 0) return;
          if (joined.dead || connections.get(key) !== joined) {
            if (connections.get(key) === joined) connections.delete(key);
            void joined.client.dispose();
          }
        },
      };
    },
  };
}

const errorShape = z.array(
  z.object({
    message: z.string(),
    extensions: z.optional(z.object({ code: z.optional(z.union([z.string(), z.number()])) })),
  }),
);

/**
 * One GraphQL subscription over graphql-ws (`graphql-transport-ws`) as a recorded stream service:
 * `connection_init` carries `{ token }`; every event's data is checked with `schema` and emitted as
 * `push.<event>`; the connection's life is emitted too. The socket is shared through the pool
 * (`deps.pool`): a new subscription to the same service, e.g. for the posts now visible, rides the
 * open socket. A dropped connection is retried by graphql-ws itself (`retryAttempts`,
 * `shouldRetry`): the subscriptions resume on the new socket.
 *
 * @example
 * const live = graphqlSubscription({ prefix: 'feedLive', event: 'postUpdated', document: POST_UPDATED,
 *   variables: (input) => ({ postIds: input.postIds }), select: (data) => data.postUpdated, schema: postCountersSchema });
 */
function graphqlSubscription<
  TInput extends SubscriptionInput,
  TEvent extends string,
  TSchema extends z.ZodMiniType<object>,
>(options: {
  prefix: string;
  event: TEvent;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any subscription document
  document: TadaDocumentNode<any, any>;
  variables: (input: TInput) => Record<string, unknown>;
  select: (data: Record<string, unknown>) => unknown;
  schema: TSchema;
  deps?: SubscriptionDeps;
}): StreamSubscribe<SubscriptionFact<TEvent, z.infer<TSchema>>, TInput> {
  const { prefix, event, document, schema, deps = {} } = options;
  const pool = deps.pool ?? createSubscriptionPool(deps);
  const query = print(document);
  return ({ input, emit }) => {
    let retrying = false;
    const fail = (code: string, message: string) =>
      emit({ type: `push.${prefix}.error`, code, message });
    const lease = pool.lease(input, {
      connecting: () => emit({ type: `push.${prefix}.connecting`, retry: retrying }),
      connected: () => emit({ type: `push.${prefix}.connected` }),
      closed: (code, reason) => {
        retrying = true;
        emit({ type: `push.${prefix}.closed`, code, reason });
      },
    });
    const unsubscribe = lease.client.subscribe(
      { query, variables: options.variables(input) },
      {
        next: (result) => {
          const errors = z.safeParse(errorShape, result.errors);
          const first = errors.success ? errors.data[0] : undefined;
          if (first) return fail(graphqlErrorCode(first.extensions?.code), first.message);
          const parsed = z.safeParse(schema, options.select(result.data ?? {}));
          if (!parsed.success)
            return fail('invalid_reply', `graphql-ws: ${prefix} event does not match its schema`);
          emit({ type: `push.${event}`, ...parsed.data });
        },
        error: (error) => {
          const list = z.safeParse(errorShape, error);
          if (list.success && list.data[0])
            return fail(graphqlErrorCode(list.data[0].extensions?.code), list.data[0].message);
          const closed = error as { code?: unknown; reason?: unknown };
          if (typeof closed?.code === 'number')
            return fail(`closed_${closed.code}`, messageOf(closed.reason ?? ''));
          fail('network', messageOf(error));
        },
        complete: () => emit({ type: `push.${prefix}.completed` }),
      },
    );
    return () => {
      unsubscribe();
      lease.release();
    };
  };
}

/** What the feed's live counters need: where, as whom, and which posts are visible. */
export interface FeedSubscriptionsInput extends SubscriptionInput {
  postIds: readonly string[];
}

export type FeedSubscriptionFact = SubscriptionFact<'postUpdated', PostCounters>;

/**
 * The feed service's live post counters as a stream service: `push.postUpdated` per change of a
 * visible post, and `push.feedLive.*` for the connection. The feed feature invokes it with
 * `feedSubscriptionsInput(config, token, postIds)` through `wiring.stream('feed.live', …)`.
 *
 * @example
 * const feedLive = wiring.stream('feed.live', services?.feedLive); // services.feedLive = createFeedSubscriptions()
 */
export function createFeedSubscriptions(
  deps: SubscriptionDeps = {},
): StreamSubscribe<FeedSubscriptionFact, FeedSubscriptionsInput> {
  return graphqlSubscription({
    prefix: 'feedLive',
    event: 'postUpdated',
    document: POST_UPDATED,
    variables: (input: FeedSubscriptionsInput) => ({ postIds: [...input.postIds] }),
    select: (data) => data.postUpdated,
    schema: postCountersSchema,
    deps,
  });
}

/** What the feed's new-posts stream needs: where, as whom, and which feed is shown. */
export interface FeedNewsInput extends SubscriptionInput {
  model: string | null;
  types: readonly ('clip' | 'photos' | 'text')[] | null;
}

export type FeedNewsFact = SubscriptionFact<'postPublished', z.infer<typeof postPublishedSchema>>;

/**
 * New posts of the feed on screen as a stream service: `push.postPublished` per post, and
 * `push.feedNews.*` for the connection (source `feed.news`).
 *
 * @example
 * const feedNews = wiring.stream('feed.news', createFeedNews());
 */
export function createFeedNews(
  deps: SubscriptionDeps = {},
): StreamSubscribe<FeedNewsFact, FeedNewsInput> {
  return graphqlSubscription({
    prefix: 'feedNews',
    event: 'postPublished',
    document: POST_PUBLISHED,
    variables: (input: FeedNewsInput) => ({
      modelId: input.model,
      typeGroups: input.types ? [...input.types] : null,
    }),
    select: (data) => data.postPublished,
    schema: postPublishedSchema,
    deps,
  });
}
