import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSession, resolveCaller } from '../auth.ts';
import type { Store } from '../store/index.ts';
import type { SupportStore } from './store.ts';

/** The support staff of the demo: a role of its own, not a guest account. */
export const SUPPORT_STAFF: readonly { login: string; name: string }[] = [
  { login: 'support', name: 'Support (demo)' },
];
export const SUPPORT_COOKIE = 'support_sid';

/** Who asks the support API: staff, a guest (or visitor) who may not, or nobody known. */
export type SupportCaller =
  { kind: 'staff'; login: string; token: string } | { kind: 'guest' } | { kind: 'anonymous' };

function bearerOf(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** A staff token (bearer or `support_sid` cookie) wins; a guest's token or `sid` cookie is a guest. */
export function supportCaller(
  request: FastifyRequest,
  support: SupportStore,
  store: Store,
): SupportCaller {
  const bearer = bearerOf(request);
  for (const token of [bearer, request.cookies[SUPPORT_COOKIE]]) {
    const login = token === undefined ? undefined : support.staffLogin(token);
    if (login !== undefined && token !== undefined) return { kind: 'staff', login, token };
  }
  const guestByToken = bearer !== undefined && resolveCaller(store, bearer).kind !== 'invalid';
  if (guestByToken || cookieSession(store, request)) return { kind: 'guest' };
  return { kind: 'anonymous' };
}

/** Answers 401 or 403 unless the caller is support staff; returns the staff caller otherwise. */
export function requireStaff(
  request: FastifyRequest,
  reply: FastifyReply,
  support: SupportStore,
  store: Store,
): Extract<SupportCaller, { kind: 'staff' }> | null {
  const caller = supportCaller(request, support, store);
  if (caller.kind === 'staff') return caller;
  if (caller.kind === 'guest') {
    void reply.code(403).send({ error: 'forbidden', message: 'support staff only' });
  } else {
    void reply
      .code(401)
      .header('www-authenticate', 'Bearer realm="support"')
      .send({ error: 'unauthorized', message: 'log in at /support/login' });
  }
  return null;
}
