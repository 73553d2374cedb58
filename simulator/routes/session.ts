import type { FastifyInstance } from 'fastify';
import type { SessionReply } from '../../services/rest/schemas.ts';
import { accessTokenOf, cookieSession, endSessions, setSidCookie } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';

/** `auth/session` (the browser's token, anonymous if need be) and `vxpay/logout`. */
export function registerSessionRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  const { sessions } = ctx.store;

  app.get('/auth/session', async (request, reply) => {
    let session = cookieSession(ctx.store, request);
    if (!session) {
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
