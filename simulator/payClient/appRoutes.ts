import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, cookieSession, setSidCookie } from '../auth.ts';
import { policyOf, type SimulatorContext } from '../context.ts';
import { DEFAULT_NEXT } from '../routes/dev.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { payClientService } from './index.ts';
import { PayClientError } from './core.ts';
import type { ResetMail } from './recovery.ts';

const onSuccessBody = z.object({
  result: z
    .object({
      transferToken: z.string().min(1).optional(),
      userId: z
        .union([z.number().int(), z.string().regex(/^\d+$/)])
        .nullable()
        .optional(),
    })
    .passthrough(),
  targetUrl: z.string().max(4000).optional(),
  /** The transfer token may also come beside the result. */
  transferToken: z.string().min(1).optional(),
});

const claimBody = z.object({ transferToken: z.string().min(1).max(100) });

/** `targetUrl` without its fragment, if it is on the app's origin; else the site home. */
export function landingUrl(targetUrl: string | undefined, appOrigin: string): string {
  if (targetUrl === undefined || targetUrl === '') return `${appOrigin}${DEFAULT_NEXT}`;
  try {
    const url = new URL(targetUrl, appOrigin);
    if (url.origin !== appOrigin) return `${appOrigin}${DEFAULT_NEXT}`;
    url.hash = '';
    return url.toString();
  } catch {
    return `${appOrigin}${DEFAULT_NEXT}`;
  }
}

/**
 * The app-origin endpoint of the pay tour: `POST /rest/v1/vxpay/onsuccess` `{ result, targetUrl }`
 * after a login, signup or other success in the payment client. The account comes from the pay
 * session the result's transfer token names (never from a bare `userId`, which must match it);
 * a login hands off once, within minutes, and only to the app session that claimed the flow
 * when it opened (`POST /rest/v1/vxpay/claim {transferToken}`, the page's first call once its
 * frame sent the token) or, for a logged-in guest, that guest's own (sessions.ts `handoff`). The browser gets a new session
 * cookie of that account (the old session ends), and the reply says where to go:
 * `{ success: true, data: { url } }` (the target URL without fragment).
 * `POST /rest/v1/vxpay/logout` stays in routes/session.ts.
 */
export function registerPayClientAppRoutes(
  app: FastifyInstance,
  ctx: SimulatorContext,
  hub: RealtimeHub,
): void {
  app.post('/rest/v1/vxpay/onsuccess', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = onSuccessBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ success: false, error: 'invalid_request' });
    const { result, targetUrl } = parsed.data;
    const tt = result.transferToken ?? parsed.data.transferToken;
    if (tt === undefined)
      return reply.code(400).send({ success: false, error: 'transfer_token_missing' });
    const userId = result.userId == null ? null : Number(result.userId);
    const service = payClientService(ctx, hub);
    const { sessions } = ctx.store;
    const previous = cookieSession(ctx.store, request);
    let handed: ReturnType<typeof service.sessions.handoff>;
    try {
      handed = service.sessions.handoff(tt, userId, previous?.sid ?? null);
    } catch (error) {
      if (error instanceof PayClientError) {
        return reply.code(error.status).send({ success: false, error: error.code });
      }
      throw error;
    }
    // A login gets a new session token, always (no session fixation): the old one ends.
    const session = sessions.create(handed.account.id);
    if (!service.sessions.completeHandoff(handed.id, session.sid)) {
      sessions.delete(session.sid);
      return reply.code(403).send({ success: false, error: 'transfer_token_used' });
    }
    if (previous) sessions.delete(previous.sid);
    setSidCookie(reply, session, sessions.expiresIn(session));
    return { success: true, data: { url: landingUrl(targetUrl, ctx.runtime().appOrigin) } };
  });

  // The page claims the transfer token its frame just sent, for its own app session: the cookie
  // names it, and the access token of the URL must name the same one (a foreign page can send
  // the cookie, not the token). The first claim of a pay session wins.
  app.post('/rest/v1/vxpay/claim', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = claimBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ success: false, error: 'invalid_request' });
    const session = cookieSession(ctx.store, request);
    const token = accessTokenOf(request);
    if (!session || token === undefined || token !== session.accessToken)
      return reply.code(401).send({ success: false, error: 'no_session' });
    try {
      payClientService(ctx, hub).sessions.claim(parsed.data.transferToken, session.sid);
    } catch (error) {
      if (error instanceof PayClientError)
        return reply.code(error.status).send({ success: false, error: error.code });
      throw error;
    }
    return { success: true };
  });

  if (policyOf(ctx).devRoutes) registerMailbox(app, ctx, hub);
}

/** Mails kept for `/dev/mailbox` (newest last): enough for a demo, bounded for a long one. */
const MAILBOX_SIZE = 50;

/**
 * Demo mode: `GET /dev/mailbox?to=<address or login>` lists the mails the simulator "sent"
 * (password resets), newest first, with the link a guest would click in the payment client.
 */
function registerMailbox(app: FastifyInstance, ctx: SimulatorContext, hub: RealtimeHub): void {
  const mails: (ResetMail & { sentAt: string; link: string })[] = [];
  payClientService(ctx, hub).recovery.onMail((mail) => {
    const query = `flow=pwdreset&pwdresetUserId=${mail.userId}&pwdresetKey=${mail.resetKey}`;
    const link = `${ctx.runtime().payOrigin}/VXPAY-V3/?${query}`;
    mails.push({ ...mail, sentAt: new Date().toISOString(), link });
    if (mails.length > MAILBOX_SIZE) mails.shift();
  });
  app.get('/dev/mailbox', (request) => {
    const to = (request.query as { to?: unknown }).to;
    const wanted = typeof to === 'string' ? to.toLowerCase() : undefined;
    const shown = mails.filter(
      (mail) => wanted === undefined || mail.to.toLowerCase() === wanted || mail.login === wanted,
    );
    return { mails: shown.toReversed() };
  });
}
