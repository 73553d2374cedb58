import type { FastifyInstance, FastifyReply } from 'fastify';
import { cookieSession, endSessions, setSidCookie, stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { escapeHtml, htmlPage } from '../html.ts';
import { isTestCopy } from '../store/accounts.ts';

export const DEFAULT_NEXT = '/en/';

/**
 * `next` only if it is a path on this origin: it starts with one `/`, and has no backslash or
 * control character (browsers read `/\evil.com` and `/\t/evil.com` as `//evil.com`).
 */
export function localPath(next: string | undefined): string {
  if (next === undefined || !next.startsWith('/') || /^\/\/|\\/.test(next) || hasControl(next)) {
    return DEFAULT_NEXT;
  }
  const base = 'http://simulator.invalid';
  const url = new URL(next, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_NEXT;
}

function hasControl(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** The documented one-step demo login for people and scripts (simulator/README.md). */
export function registerDevRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  const { accounts, sessions } = ctx.store;

  for (const path of ['/dev', '/dev/']) {
    app.get(path, async (request, reply) =>
      loginList(ctx, reply, 200, localPath(stringParam(request.query, 'next'))),
    );
  }

  app.get('/dev/login', async (request, reply) => {
    const next = localPath(stringParam(request.query, 'next'));
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : accounts.findByLogin(login);
    if (!account) return loginList(ctx, reply, 404, next, login);
    const previous = cookieSession(ctx.store, request);
    if (previous) sessions.delete(previous.sid);
    const session = sessions.create(account.id);
    setSidCookie(reply, session, sessions.expiresIn(session));
    // The platform marks a browser that has logged in once: later it offers login, not signup.
    reply.setCookie('vx_account', '1', {
      path: '/',
      sameSite: 'lax',
      maxAge: 365 * 24 * 3600,
    });
    return reply.header('cache-control', 'no-store').redirect(next, 302);
  });

  app.get('/dev/logout', async (request, reply) => {
    endSessions(ctx.store, request, reply);
    const next = localPath(stringParam(request.query, 'next'));
    return reply.header('cache-control', 'no-store').redirect(next, 302);
  });
}

function loginList(
  ctx: SimulatorContext,
  reply: FastifyReply,
  status: 200 | 404,
  next: string,
  unknown?: string,
): FastifyReply {
  const items = ctx.store.accounts
    .list()
    .filter((account) => !isTestCopy(account))
    .map((account) => {
      const href = `/dev/login?as=${encodeURIComponent(account.login)}&next=${encodeURIComponent(next)}`;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(account.login)}</a>: ${escapeHtml(account.description)}</li>`;
    })
    .join('\n');
  const intro =
    unknown === undefined
      ? '<p>Log in as one of the demo accounts:</p>'
      : `<p>There is no demo account <code>${escapeHtml(unknown)}</code>. The valid logins are:</p>`;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(htmlPage('Demo login', `${intro}\n<ul>\n${items}\n</ul>`));
}
