import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCatalogue } from '../catalogue/index.ts';
import type { SimulatorContext } from '../context.ts';
import { createRealtimeHub } from '../realtime/index.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import { registerGraphql, type GraphqlOptions } from './index.ts';

export interface GraphqlTestApp {
  app: FastifyInstance;
  store: Store;
  /** A visitor's session token (no account) and a logged-in guest's. */
  visitorToken: string;
  guestToken: string;
  close(): Promise<void>;
}

/**
 * The GraphQL services alone on a Fastify app (with @fastify/websocket, as the realtime feature
 * installs it in the simulator), over a fresh demo store: for inject and for a listening server.
 */
export async function graphqlTestApp(
  options: GraphqlOptions & { features?: (app: FastifyInstance) => void } = {},
): Promise<GraphqlTestApp> {
  const dir = tempDir('graphql-test-');
  const store = openTestStore(dir.path);
  const ctx: SimulatorContext = {
    store,
    hub: createRealtimeHub(store),
    catalogue: createCatalogue(store.db),
    distDir: dir.path,
    runtime: () => {
      throw new Error('no runtime in GraphQL tests');
    },
  };
  const app = Fastify({ logger: { level: 'error' } });
  await app.register(fastifyWebsocket);
  registerGraphql(app, ctx, options);
  options.features?.(app);
  try {
    await app.ready();
  } catch (error) {
    store.close();
    dir.remove();
    throw error;
  }
  const demo = store.accounts.findByLogin('demo');
  if (!demo) throw new Error('fixtures lack the demo account');
  return {
    app,
    store,
    visitorToken: store.sessions.create(null).accessToken,
    guestToken: store.sessions.create(demo.id).accessToken,
    close: async () => {
      await app.close();
      store.close();
      dir.remove();
    },
  };
}
