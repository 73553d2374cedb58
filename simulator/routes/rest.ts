import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { registerGuestRoutes } from './guest.ts';
import { registerSessionRoutes } from './session.ts';

/** Where the REST API lives; the root not-found handler answers JSON 404 below it. */
export const REST_PREFIX = '/rest/v1';

/**
 * The platform's REST API (seed 000 §7): GET reads the query string, non-GET a JSON body; every
 * URL carries `language`, `ver` and `access_token`. Replies are never cached.
 */
export function registerRestRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
    async (rest) => {
      // The platform's clients POST some calls (logout) with no body; treat that as `{}`.
      rest.removeContentTypeParser('application/json');
      rest.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        (_request, body, done) => {
          const text = typeof body === 'string' ? body : body.toString('utf8');
          try {
            done(null, text.trim() === '' ? {} : JSON.parse(text));
          } catch {
            done(
              Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }),
              undefined,
            );
          }
        },
      );
      rest.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      registerSessionRoutes(rest, ctx);
      registerGuestRoutes(rest, ctx);
    },
    { prefix: REST_PREFIX },
  );
}
