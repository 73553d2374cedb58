import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import { policyOf, type SimulatorContext } from '../context.ts';
import { limitPerAddress } from '../rateLimit.ts';
import { pruneEveryMinute } from '../retention.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import type { AccountStore } from './store.ts';

const trackBody = z.object({
  query: z.string().regex(/\btrack\b/),
  variables: z.object({
    webToken: z.string().min(1),
    event: z
      .object({
        timestamp: z.number(),
        source: z.string(),
        type: z.string(),
        context: z.string(),
        data: z.string(),
      })
      .loose(),
  }),
});

/**
 * The tracker: `POST /graphql/tracking` (the tracking mutation, sent by beacon as text/plain with
 * the web token) and `POST /rest/v1/tracker/trackActorProfileVisit`. Everything received is
 * recorded; `GET /dev/tracking` reads it back (so tests can prove nothing arrived without
 * consent), `DELETE /dev/tracking` clears it.
 */
export function registerTracking(
  app: FastifyInstance,
  ctx: SimulatorContext,
  store: AccountStore,
  now: () => number = Date.now,
): void {
  // Anonymous writes: small, counted per address in production, pruned when old.
  const policy = policyOf(ctx);
  const limits = { bodyLimit: 64 * 1024, onRequest: limitPerAddress(policy.anonymousWrites) };
  const retention = policy.retention;
  if (retention) pruneEveryMinute(app, () => store.pruneTracking(now() - retention.trackingMs));
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
  app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
      } catch {
        done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
      }
    });
    scope.post('/graphql/tracking', limits, async (request, reply) => {
      const parsed = trackBody.safeParse(request.body);
      if (!parsed.success)
        return reply.code(400).send({ errors: [{ message: z.prettifyError(parsed.error) }] });
      const caller = resolveCaller(ctx.store, parsed.data.variables.webToken);
      if (caller.kind === 'invalid')
        return reply.code(401).send({ errors: [{ message: 'invalid web token' }] });
      const accountId = caller.kind === 'guest' ? caller.account.id : null;
      store.record('track', accountId, parsed.data.variables.event, now());
      return { data: { tracking: { track: true } } };
    });
  });

  app.post(`${REST_PREFIX}/tracker/trackActorProfileVisit`, limits, async (request, reply) => {
    const body = z
      .object({ actorName: z.string().min(1) })
      .loose()
      .safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'bad_request' });
    const caller = resolveCaller(ctx.store, accessTokenOf(request));
    if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
    store.record(
      'actorProfileVisit',
      caller.kind === 'guest' ? caller.account.id : null,
      { actorName: body.data.actorName },
      now(),
    );
    return { success: true };
  });

  app.get('/dev/tracking', () => ({ records: store.tracking() }));
  app.delete('/dev/tracking', () => ({ removed: store.clearTracking() }));
}
