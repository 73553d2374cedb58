import type { FastifyInstance } from 'fastify';
import { GRAPHQL_SERVICES } from '../../services/graphql/schema/load.ts';
import type { SimulatorContext } from '../context.ts';
import { registerHeartbeat } from './feed/heartbeat.ts';
import { registerPostCounters } from './feed/postCounters.ts';
import { registerGraphqlRoute } from './http.ts';
import { schemaOf } from './registry.ts';
import { registerFeedSubscriptions } from './subscriptions.ts';

export interface GraphqlOptions {
  /** Demo mode (the default): introspection on and the `/dev/graphql/*` controls. */
  demo?: boolean;
}

/**
 * The GraphQL services on the app origin: `/graphql/query`, `/graphql/guest`, `/graphql/feed`
 * (HTTP POST) and `/graphql/feed/subscriptions` (graphql-ws). Their SDL is
 * `services/graphql/schema/<service>/*.graphql`; features add resolvers with `registerResolvers`
 * (registry.ts). Register after the realtime feature (it installs @fastify/websocket).
 */
export function registerGraphql(
  app: FastifyInstance,
  ctx: SimulatorContext,
  options: GraphqlOptions = {},
): void {
  const demo = options.demo ?? true;
  for (const service of GRAPHQL_SERVICES)
    registerGraphqlRoute(app, ctx, service, { introspection: demo, maskErrors: !demo });
  registerFeedSubscriptions(app, ctx, { introspection: demo, demo });
  registerHeartbeat(app);
  registerPostCounters(app, { demo });
  // Build every schema at startup, so an SDL file and its resolvers that disagree (a field
  // resolved twice, a resolver for a field the SDL lacks) stop the server, not a later request.
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async hook when its promise settles; a sync one must call done().
  app.addHook('onReady', async () => {
    for (const service of GRAPHQL_SERVICES) schemaOf(app, service);
  });
}

export { registerResolvers, requireGuest } from './registry.ts';
export { graphqlError, GRAPHQL_CODES } from './errors.ts';
export { publishPostCounters, watchedPostIds } from './feed/postCounters.ts';
