import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from './store/accounts.ts';
import type { Store } from './store/index.ts';
import type { Session } from './store/sessions.ts';

const SID_COOKIE = 'sid';

/** Who is calling: nobody valid, an anonymous visitor, or a logged-in guest. */
export type Caller =
  | { kind: 'invalid' }
  | { kind: 'anonymous'; session: Session }
  | { kind: 'guest'; session: Session; account: Account };

/** The first string value of a parameter in a parsed query or JSON body (repeats are arrays). */
export function stringParam(source: unknown, key: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value: unknown = (source as Record<string, unknown>)[key];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/**
 * A scalar argument as text (a GraphQL `String`/`ID`, or a number where a client sends one); a
 * missing or non-scalar value reads as `fallback`.
 */
export function textOf(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return fallback;
}

/** The access token: `access_token` in the URL (the convention), the JSON body, or a bearer header. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return (
    stringParam(request.query, 'access_token') ??
    stringParam(request.body, 'access_token') ??
    bearer
  );
}

export function resolveCaller(store: Store, token: string | undefined): Caller {
  const session = token === undefined ? undefined : store.sessions.findByToken(token);
  if (!session) return { kind: 'invalid' };
  if (session.accountId === null) return { kind: 'anonymous', session };
  const account = store.accounts.findById(session.accountId);
  return account ? { kind: 'guest', session, account } : { kind: 'invalid' };
}

/** The session named by the browser's `sid` cookie, if it is still valid. */
export function cookieSession(store: Store, request: FastifyRequest): Session | undefined {
  const sid = request.cookies[SID_COOKIE];
  return sid === undefined ? undefined : store.sessions.findBySid(sid);
}

/**
 * Whether cookies go out `Secure`: the request came over https, directly or (only with
 * `TRUST_PROXY=1`, which makes Fastify read `X-Forwarded-Proto`) through a proxy in front.
 */
export function secureCookies(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function setSidCookie(reply: FastifyReply, session: Session, maxAgeSeconds: number): void {
  reply.setCookie(SID_COOKIE, session.sid, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(reply.request),
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

function clearSidCookie(reply: FastifyReply): void {
  reply.clearCookie(SID_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(reply.request),
    path: '/',
  });
}

/** Ends the browser's session (by cookie) and the one the token names, then clears the cookie. */
export function endSessions(
  store: Store,
  request: FastifyRequest,
  reply: FastifyReply,
  token?: string,
): void {
  const byToken = token === undefined ? undefined : store.sessions.findByToken(token);
  const byCookie = cookieSession(store, request);
  for (const session of [byToken, byCookie]) if (session) store.sessions.delete(session.sid);
  clearSidCookie(reply);
}
