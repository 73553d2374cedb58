import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller, stringParam } from '../auth.ts';
import { policyOf, type SimulatorContext } from '../context.ts';
import { limitPerAddress } from '../rateLimit.ts';
import { pruneEveryMinute } from '../retention.ts';
import {
  CLIENT_LOG_KINDS,
  type ClientLogKind,
  type ClientLogsRepository,
} from '../store/client-logs.ts';
import { REST_PREFIX } from './rest.ts';

/** A client log entry's body at most (its message is 10 000 characters at most). */
const LOGGER_BODY_LIMIT = 64 * 1024;

/** The logger's body. The REST envelope (token, language, version) may ride along in it. */
const loggerBodySchema = z.strictObject({
  kind: z.enum(CLIENT_LOG_KINDS),
  message: z.string().max(10_000).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  access_token: z.string().optional(),
  language: z.string().optional(),
  ver: z.string().optional(),
});

/**
 * `POST /rest/v1/logger`: the app's client log (logged-in or anonymous; the token only names the
 * account). `GET /dev/logs?kind=&as=` lists what arrived, newest first; `DELETE /dev/logs` clears.
 */
export function registerLoggerRoutes(
  app: FastifyInstance,
  ctx: SimulatorContext,
  logs: ClientLogsRepository,
): void {
  const policy = policyOf(ctx);
  const retention = policy.retention;
  if (retention) pruneEveryMinute(app, () => logs.pruneOlderThan(retention.clientLogsMs));
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
  app.register(async (scope) => {
    // A beacon posts its JSON as text/plain; read it the same way.
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
      } catch {
        done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
      }
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    // Anyone may log (a visitor's page too): each body is small, and production counts them
    // per address; old entries are pruned.
    const limits = {
      bodyLimit: LOGGER_BODY_LIMIT,
      onRequest: limitPerAddress(policy.anonymousWrites),
    };
    scope.post(`${REST_PREFIX}/logger`, limits, async (request, reply) => {
      const body = loggerBodySchema.safeParse(request.body ?? {});
      if (!body.success) {
        return reply.code(400).send({ error: 'bad_request', message: z.prettifyError(body.error) });
      }
      const caller = resolveCaller(ctx.store, accessTokenOf(request));
      logs.insert({
        accountId: caller.kind === 'guest' ? caller.account.id : null,
        kind: body.data.kind,
        message: body.data.message,
        data: body.data.data,
      });
      return { success: true };
    });

    scope.get('/dev/logs', async (request, reply) => {
      const kind = stringParam(request.query, 'kind');
      if (kind !== undefined && !CLIENT_LOG_KINDS.includes(kind as ClientLogKind)) {
        return reply
          .code(400)
          .send({ error: 'bad_request', message: `kind is one of ${CLIENT_LOG_KINDS.join(', ')}` });
      }
      const login = stringParam(request.query, 'as');
      const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
      if (login !== undefined && !account) {
        return reply
          .code(404)
          .send({ error: 'unknown_login', message: `No demo account '${login}'` });
      }
      const logins = new Map(ctx.store.accounts.list().map((a) => [a.id, a.login]));
      const filter = {
        ...(kind === undefined ? {} : { kind: kind as ClientLogKind }),
        ...(account === undefined ? {} : { accountId: account.id }),
      };
      return {
        logs: logs.list(filter).map((entry) => ({
          ...entry,
          login: entry.accountId === null ? null : (logins.get(entry.accountId) ?? null),
        })),
      };
    });

    scope.delete('/dev/logs', () => ({ removed: logs.clear() }));
  });
}
