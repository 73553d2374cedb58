import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError, execute } from 'graphql';
import type { GraphqlService } from '../../services/graphql/schema/load.ts';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, withCode } from './errors.ts';
import { checkDocument, operationKind } from './operation.ts';
import { schemaOf, type GraphqlCaller, type GraphqlContext } from './registry.ts';

/**
 * Who may call a service: `token` (query service: every caller brings the Vxql-Token, a visitor's
 * session token too), `guest` (guest service: a logged-in guest who is not locked), `optional`
 * (feed service: a bearer only when logged in; a bad one is still refused).
 */
export type AuthPolicy = 'token' | 'guest' | 'optional';

export const SERVICE_AUTH: Record<GraphqlService, AuthPolicy> = {
  query: 'token',
  guest: 'guest',
  feed: 'optional',
};

/** The caller a token names under a policy, or the coded error that refuses it. */
export function authenticate(
  ctx: SimulatorContext,
  token: string | undefined,
  policy: AuthPolicy,
): { ok: true; caller: GraphqlCaller } | { ok: false; error: GraphQLError } {
  if (token === undefined || token === '') {
    if (policy === 'optional') return { ok: true, caller: { kind: 'visitor' } };
    return { ok: false, error: graphqlError(GRAPHQL_CODES.missingToken, 'Missing Vxql-Token') };
  }
  const caller = resolveCaller(ctx.store, token);
  if (caller.kind === 'invalid')
    return { ok: false, error: graphqlError(GRAPHQL_CODES.invalidToken, 'Invalid Vxql-Token') };
  if (policy === 'guest' && (caller.kind !== 'guest' || caller.account.isLocked))
    return { ok: false, error: graphqlError(GRAPHQL_CODES.unauthorized, 'Not logged in') };
  return { ok: true, caller };
}

const send = (reply: FastifyReply, status: number, errors: readonly GraphQLError[]) =>
  reply.code(status).send({ errors: errors.map((error) => error.toJSON()) });

/**
 * `POST /graphql/<service>` (`{ query, variables, operationName }`, JSON): graphql-js runs the
 * service's schema with its registered resolvers. GraphQL errors answer 200 with `errors`, each
 * with `extensions.code`; a refused caller answers 401 with the same shape.
 */
export function registerGraphqlRoute(
  app: FastifyInstance,
  ctx: SimulatorContext,
  service: GraphqlService,
  options: { introspection: boolean; maskErrors: boolean },
): void {
  app.post(`/graphql/${service}`, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const auth = authenticate(ctx, accessTokenOf(request), SERVICE_AUTH[service]);
    if (!auth.ok) return send(reply, 401, [auth.error]);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const schema = schemaOf(app, service);
    const checked = checkDocument(schema, body.query, options.introspection, body.variables);
    if (!checked.ok) return send(reply, 200, checked.errors);
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;
    const kind = operationKind(checked.document, operationName);
    if (kind === 'subscription')
      return send(reply, 200, [
        graphqlError(
          GRAPHQL_CODES.badRequest,
          'Subscriptions run over graphql-ws at the subscriptions URL',
        ),
      ]);
    const variables =
      typeof body.variables === 'object' && body.variables !== null
        ? (body.variables as Record<string, unknown>)
        : {};
    const contextValue: GraphqlContext = { ctx, caller: auth.caller, service };
    const result = await execute({
      schema,
      document: checked.document,
      variableValues: variables,
      operationName,
      contextValue,
    });
    // No data at all means the request itself was wrong (bad variables, unknown operation name).
    const fallback =
      result.data === undefined ? GRAPHQL_CODES.badUserInput : GRAPHQL_CODES.internal;
    for (const error of result.errors ?? [])
      if (error.originalError && !(error.originalError instanceof GraphQLError))
        request.log.error({ err: error.originalError }, `graphql ${service} resolver failed`);
    return {
      ...(result.data === undefined ? {} : { data: result.data }),
      ...(result.errors
        ? {
            errors: result.errors.map((error) =>
              withCode(error, fallback, options.maskErrors).toJSON(),
            ),
          }
        : {}),
    };
  });
}
