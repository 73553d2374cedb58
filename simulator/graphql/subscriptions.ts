import type { FastifyInstance } from 'fastify';
import type { ExecutionArgs } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { policyOf, type SimulatorContext } from '../context.ts';
import { SocketsPerAddress } from '../socketCap.ts';
import { graphqlError, withCode } from './errors.ts';
import { authenticate, SERVICE_AUTH } from './http.ts';
import { checkDocument } from './operation.ts';
import { schemaOf, type GraphqlContext } from './registry.ts';
import { registerSocketDrops, SubscriptionSockets } from './socketDrops.ts';

export const FEED_SUBSCRIPTIONS_PATH = '/graphql/feed/subscriptions';
/** Subscriptions one socket may hold at once (the app holds one: `postUpdated` of the posts shown). */
const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;

/**
 * The feed service's subscriptions over graphql-ws (`graphql-transport-ws`) at
 * `feedSubscriptionsUrl`. `connection_init` may carry `{ token }` (as the HTTP bearer: only when
 * logged in); a bad token closes the socket with 4403. Each subscribe is parsed and validated like
 * an HTTP request, so its errors carry the same `extensions.code`. Needs @fastify/websocket on the
 * app (the realtime feature registers it). In demo mode `/dev/graphql/drop` drops the sockets
 * (socketDrops.ts).
 */
export function registerFeedSubscriptions(
  app: FastifyInstance,
  ctx: SimulatorContext,
  options: { introspection: boolean; demo?: boolean },
): void {
  const sockets = new SubscriptionSockets();
  const perAddress = policyOf(ctx).socketsPerAddress;
  const cap = perAddress === null ? null : new SocketsPerAddress(perAddress);
  const mask = !(options.demo ?? false);
  const callerOf = (params: Readonly<Record<string, unknown>> | undefined) => {
    const token = typeof params?.token === 'string' ? params.token : undefined;
    return authenticate(ctx, token, SERVICE_AUTH.feed);
  };
  const handler = makeHandler<Record<string, unknown> | undefined>({
    onConnect: ({ connectionParams, extra }) => {
      const auth = callerOf(connectionParams);
      if (!auth.ok) return false;
      // During a refusal window (/dev/graphql/drop) the socket is closed with 1013 here, so the
      // Forbidden that `false` asks for is not sent: the client retries.
      const accountId = auth.caller.kind === 'guest' ? auth.caller.account.id : null;
      return sockets.identified(extra.socket, accountId);
    },
    onSubscribe: (
      { connectionParams, subscriptions },
      _id,
      payload,
    ): ExecutionArgs | readonly never[] => {
      // graphql-ws has reserved this one's id already: more than the cap means one too many.
      if (Object.keys(subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET)
        return [
          graphqlError(
            'too_many_subscriptions',
            `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per socket`,
          ),
        ] as never[];
      const schema = schemaOf(app, 'feed');
      // Bounded before it is validated, like an HTTP request (operation.ts DOCUMENT_LIMITS).
      const checked = checkDocument(
        schema,
        payload.query,
        options.introspection,
        payload.variables,
      );
      if (!checked.ok) return checked.errors as never[];
      const auth = callerOf(connectionParams);
      // onConnect accepted the token; a session ended since is refused per operation.
      if (!auth.ok) return [auth.error] as never[];
      const contextValue: GraphqlContext = { ctx, caller: auth.caller, service: 'feed' };
      return {
        schema,
        document: checked.document,
        variableValues: payload.variables ?? {},
        operationName: payload.operationName ?? null,
        contextValue,
      };
    },
    onNext: (_ctx, _id, _payload, _args, result) =>
      result.errors
        ? {
            data: result.data ?? null,
            errors: result.errors.map((error) => withCode(error, undefined, mask).toJSON()),
          }
        : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
  app.register(async (scope) => {
    scope.get(FEED_SUBSCRIPTIONS_PATH, { websocket: true }, function (socket, request) {
      if (cap && !cap.admit(socket, request.ip)) return;
      sockets.opened(socket);
      return handler.call(this, socket, request);
    });
  });
  if (options.demo) registerSocketDrops(app, ctx, sockets);
}
