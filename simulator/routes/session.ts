import type { FastifyInstance } from 'fastify';
import type { SessionReply } from '../../services/rest/schemas.ts';
import { accessTokenOf, cookieSession, endSessions, setSidCookie } from '../auth.ts';
import { policyOf, type SimulatorContext } from '../context.ts';
import { RateLimiter, tooMany } from '../rateLimit.ts';

/** `auth/session` (the browser's token, anonymous if need be) and `vxpay/logout`. */
export function registerSessionRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  const { sessions } = ctx.store;
  // Production: a visitor session minted per call without a cookie is counted per address (each
  // one is a row, and an entry in the report inbox's index of live secrets).
  const mints = policyOf(ctx).sessionMints;
  const perAddress = mints && new RateLimiter(mints);

  app.get('/auth/session', async (request, reply) => {
    let session = cookieSession(ctx.store, request);
    if (!session) {
      const refusal = perAddress?.hit(request.ip) ?? null;
      if (refusal) return tooMany(reply, refusal, 'too_many_sessions');
      session = sessions.create(null);
      setSidCookie(reply, session, sessions.expiresIn(session));
    }
    return {
      accessToken: session.accessToken,
      guestId: session.accountId,
      expiresIn: sessions.expiresIn(session),
    } satisfies SessionReply;
  });

  app.post('/vxpay/logout', async (request, reply) => {
    endSessions(ctx.store, request, reply, accessTokenOf(request));
    return { success: true };
  });
}
