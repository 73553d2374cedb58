import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, OperationTypeNode, getOperationAST, getVariableValues } from 'graphql';
import { createHandler, type Response as GraphqlHttpResponse } from 'graphql-http';
import type { GraphqlService } from '../../services/graphql/schema/load.ts';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, withCode } from './errors.ts';
import { checkDocument } from './operation.ts';
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

/** The GraphQL-over-HTTP media type (the spec's, preferred over `application/json`). */
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/**
 * The media type graphql-http answers a request in: the first of the two that its Accept names
 * (a wildcard is `application/json`); graphql-http has answered 406 to any other Accept already.
 */
function answerTypeOf(accept: string | string[] | undefined): string {
  for (const entry of String(accept ?? '*/*')
    .toLowerCase()
    .split(',')) {
    const type = entry.split(';')[0]?.trim();
    if (type === GRAPHQL_RESPONSE) return GRAPHQL_RESPONSE;
    if (type === 'application/json' || type === 'application/*' || type === '*/*')
      return 'application/json';
  }
  return 'application/json';
}

/** A refused caller's answer: 401, with the coded error in the negotiated media type. */
function refusal(request: FastifyRequest, error: GraphQLError): GraphqlHttpResponse {
  return [
    JSON.stringify({ errors: [error.toJSON()] }),
    {
      status: 401,
      statusText: 'Unauthorized',
      headers: { 'content-type': `${answerTypeOf(request.headers.accept)}; charset=utf-8` },
    },
  ];
}

/** Why no operation of a valid document runs: graphql-js's own words for it. */
const noOperation = (operationName: string | null | undefined) =>
  graphqlError(
    GRAPHQL_CODES.badUserInput,
    operationName
      ? `Unknown operation named "${operationName}".`
      : 'Must provide operation name if query contains multiple operations.',
  );

/**
 * `POST /graphql/<service>` (`{ query, variables, operationName }`, JSON), served by graphql-http's
 * handler, so it follows the GraphQL-over-HTTP spec (audit.test.ts): a request that asks for
 * `application/graphql-response+json` gets it, with 400 for a request error (syntax, validation,
 * variables, a subscription) and 200 once execution started; `application/json` gets 200 for
 * every GraphQL result; a malformed request is 400 (415 without a JSON content type, 406 for an
 * Accept it cannot meet). Every error carries `extensions.code` (errors.ts); a refused caller
 * answers 401 with the same shape, before its document is even parsed. Fastify parses the body
 * (its size limit and JSON checks); the document is bounded and validated by `checkDocument`
 * (operation.ts), then graphql-js runs the service's schema with its registered resolvers.
 */
export function registerGraphqlRoute(
  app: FastifyInstance,
  ctx: SimulatorContext,
  service: GraphqlService,
  options: { introspection: boolean; maskErrors: boolean },
): void {
  const handle = createHandler<FastifyRequest, undefined, GraphqlContext>({
    onSubscribe: (req, params) => {
      const auth = authenticate(ctx, accessTokenOf(req.raw), SERVICE_AUTH[service]);
      if (!auth.ok) return refusal(req.raw, auth.error);
      const schema = schemaOf(app, service);
      const variables = params.variables ?? {};
      const checked = checkDocument(schema, params.query, options.introspection, variables);
      if (!checked.ok) return checked.errors;
      const operation = getOperationAST(checked.document, params.operationName);
      if (!operation) return [noOperation(params.operationName)];
      if (operation.operation === OperationTypeNode.SUBSCRIPTION)
        return [
          graphqlError(
            GRAPHQL_CODES.badRequest,
            'Subscriptions run over graphql-ws at the subscriptions URL',
          ),
        ];
      // Variables are coerced here, not only by execute: a bad one is a request error (400).
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, {
        maxErrors: 10,
      });
      if (coerced.errors)
        return coerced.errors.map((error) => withCode(error, GRAPHQL_CODES.badUserInput));
      return {
        schema,
        document: checked.document,
        variableValues: variables,
        operationName: params.operationName ?? null,
        contextValue: { ctx, caller: auth.caller, service },
      };
    },
    onOperation: (req, _args, result) => {
      for (const error of result.errors ?? [])
        if (error.originalError && !(error.originalError instanceof GraphQLError))
          req.raw.log.error({ err: error.originalError }, `graphql ${service} resolver failed`);
    },
    // A malformed request (graphql-http's own plain errors: no query, variables not a map…) is a
    // bad request; a resolver's unexpected failure is `internal`, masked outside demo mode.
    formatError: (error) =>
      error instanceof GraphQLError
        ? withCode(error, GRAPHQL_CODES.internal, options.maskErrors)
        : graphqlError(GRAPHQL_CODES.badRequest, error.message),
  });
  app.post(`/graphql/${service}`, async (request, reply) => {
    const [body, init] = await handle({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: (request.body ?? null) as Record<string, unknown> | string | null,
      raw: request,
      context: undefined,
    });
    return reply
      .code(init.status)
      .headers({ ...init.headers, 'cache-control': 'no-store' })
      .send(body ?? undefined);
  });
}
