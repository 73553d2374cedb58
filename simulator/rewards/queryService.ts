import type { FastifyInstance } from 'fastify';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import type { Account } from '../store/accounts.ts';

/** Answers one root field of a query-service operation for a logged-in guest. */
export type QueryResolver = (args: {
  account: Account;
  variables: Record<string, unknown>;
}) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    queryServiceResolvers?: Map<string, QueryResolver>;
  }
}

/** The root field an operation asks for: `query Name($a: T) { field(...) { ... } }` → `field`. */
export function rootFieldOf(query: string): string | null {
  return /^\s*(?:(?:query|mutation)\b[^{]*)?\{\s*(\w+)/.exec(query)?.[1] ?? null;
}

/**
 * The query service (`queryServiceUrl`, on the app origin at `/graphql/query`): POST with a
 * bearer token; the simulator resolves an operation by its root field and answers the whole
 * object (no field selection). Features add resolvers; the first to call this registers the route.
 */
export function queryService(
  app: FastifyInstance,
  ctx: SimulatorContext,
  resolvers: Record<string, QueryResolver>,
): void {
  if (app.queryServiceResolvers) {
    for (const [name, resolver] of Object.entries(resolvers))
      app.queryServiceResolvers.set(name, resolver);
    return;
  }
  const registry = new Map(Object.entries(resolvers));
  app.decorate('queryServiceResolvers', registry);
  app.post('/graphql/query', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const token = accessTokenOf(request);
    if (!token)
      return reply.code(401).send({
        errors: [{ message: 'Missing Vxql-Token', extensions: { code: 'missing_token' } }],
      });
    const caller = resolveCaller(ctx.store, token);
    if (caller.kind !== 'guest')
      return reply
        .code(401)
        .send({ errors: [{ message: 'Not logged in', extensions: { code: 'unauthorized' } }] });
    const body = (request.body ?? {}) as { query?: unknown; variables?: unknown };
    const field = typeof body.query === 'string' ? rootFieldOf(body.query) : null;
    const resolver = field === null ? undefined : registry.get(field);
    if (!field || !resolver)
      return {
        errors: [
          { message: `Unknown field ${field ?? '(none)'}`, extensions: { code: 'unknown_field' } },
        ],
      };
    const variables =
      typeof body.variables === 'object' && body.variables !== null
        ? (body.variables as Record<string, unknown>)
        : {};
    try {
      return { data: { [field]: resolver({ account: caller.account, variables }) ?? null } };
    } catch (error) {
      return {
        errors: [
          {
            message: error instanceof Error ? error.message : String(error),
            extensions: { code: 'bad_request' },
          },
        ],
      };
    }
  });
}
