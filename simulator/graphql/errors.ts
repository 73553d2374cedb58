import { GraphQLError } from 'graphql';

/**
 * The `extensions.code` values the simulator's GraphQL services answer with (the client's
 * `ServiceError.code`). Features throw their own codes (the pin call's '1'…'10') with `graphqlError`.
 */
export const GRAPHQL_CODES = {
  missingToken: 'missing_token',
  invalidToken: 'invalid_token',
  unauthorized: 'unauthorized',
  syntax: 'syntax_error',
  validation: 'validation_failed',
  badUserInput: 'bad_user_input',
  badRequest: 'bad_request',
  internal: 'internal',
} as const;

/** An error a resolver throws on purpose: its message and code reach the client as they are. */
export function graphqlError(code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * Every error of a reply carries a code: a resolver's `graphqlError` keeps its own; anything else
 * thrown by a resolver is `internal` (a bug of the simulator). Its message is kept in demo mode
 * (for the developer) and masked with `mask` (production: it may name tables, paths or values;
 * the server log has it).
 */
export function withCode(
  error: GraphQLError,
  fallback: string = GRAPHQL_CODES.internal,
  mask = false,
) {
  if (typeof error.extensions.code === 'string') return error;
  const original = error.originalError;
  const code =
    original instanceof GraphQLError && typeof original.extensions.code === 'string'
      ? original.extensions.code
      : fallback;
  const message = mask && code === GRAPHQL_CODES.internal ? 'Internal error' : error.message;
  return new GraphQLError(message, {
    nodes: error.nodes ?? null,
    source: error.source ?? null,
    positions: error.positions ?? null,
    path: error.path ?? null,
    originalError: original ?? null,
    extensions: { ...error.extensions, code },
  });
}
