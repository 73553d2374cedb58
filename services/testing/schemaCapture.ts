import type * as z from 'zod/mini';
import type * as graphqlClient from '../graphql/client.ts';
import type * as rest from '../http/rest.ts';

/**
 * The reply schema of the request a service is making now. The fuzz harness answers that request
 * with a mutated copy of a reply this schema accepts, so the fuzzing reaches the code behind the
 * parse (a reply that fails the schema never gets there).
 */
export const capturedSchema: {
  current: z.core.$ZodType | null;
  /** Which helper asked: a REST body is the reply, a GraphQL body wraps it in `data`. */
  protocol: 'rest' | 'graphql';
} = { current: null, protocol: 'rest' };

/**
 * `vi.mock` factories: the real `restRequest` and `graphqlRequest`, noting their schema first.
 *
 * @example
 * vi.mock('../http/rest.ts', async (real) => (await import('./schemaCapture.ts')).captureRest(await real()));
 */
export function captureRest(real: unknown): typeof rest {
  const module = real as typeof rest;
  return {
    ...module,
    restRequest: (fetchImpl, context, request, schema, signal) => {
      Object.assign(capturedSchema, { current: schema, protocol: 'rest' });
      return module.restRequest(fetchImpl, context, request, schema, signal);
    },
  };
}

export function captureGraphql(real: unknown): typeof graphqlClient {
  const module = real as typeof graphqlClient;
  return {
    ...module,
    graphqlRequest: (fetchImpl, context, document, variables, schema, options) => {
      Object.assign(capturedSchema, { current: schema, protocol: 'graphql' });
      return module.graphqlRequest(fetchImpl, context, document, variables, schema, options);
    },
  };
}
