import type { FastifyInstance } from 'fastify';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { favoritesFrame } from '../realtime/answers.ts';
import { realtimeTables } from '../realtime/data.ts';
import { REST_PREFIX } from '../routes/rest.ts';

/**
 * `GET favorite/actors` (seed 000 §7 guest calls, decision 0038): a logged-in guest's favourite
 * actors and other pins, built by the same code as the realtime `FavoriteActors` list (one
 * contract), without the notification answer. A visitor or a locked account gets 401.
 */
export function registerFavouritesSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const now = Date.now;
  // The realtime tables over the store's one connection (the socket's data, not a copy).
  const data = realtimeTables(ctx.store.db, now);
  const env = { hub: ctx.hub, data, store: ctx.store, now };
  app.register(
    (rest, _options, done) => {
      rest.get('/favorite/actors', async (request, reply) => {
        const caller = resolveCaller(ctx.store, accessTokenOf(request));
        if (caller.kind !== 'guest' || caller.account.isLocked)
          return reply.code(401).send({ error: 'need_login' });
        const { actors, pins } = favoritesFrame(env, caller.account.id);
        return { actors, pins };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );
}
