import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { secureCookies, stringParam } from '../auth.ts';
import { policyOf, type SimulatorContext } from '../context.ts';
import { escapeHtml, htmlPage } from '../html.ts';
import { RateLimiter, minutesOf } from '../rateLimit.ts';
import { pruneEveryMinute } from '../retention.ts';
import { localPath } from '../routes/dev.ts';
import { summarizeLog } from '../../src/engine/report/summary.ts';
import { IntakeError, readReport } from './intake.ts';
import { registerReplayer } from './replayer.ts';
import { registerReplayers } from './replayers.ts';
import { liveSessionSecrets } from './secrets.ts';
import { lockedReply, StaffAuth, SUPPORT_COOKIE, SUPPORT_STAFF } from './staff.ts';
import { SupportStore, type StoredReport } from './store.ts';

const loginBodySchema = z.object({
  login: z.string().max(200),
  password: z.string().max(1000),
  next: z.string().max(2000).optional(),
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The staff cookie's path: the console, its replay frame and its API are all below it. */
const SUPPORT_PATH = '/support';

export interface SupportOptions {
  /** The support staff's password (config.ts: `SUPPORT_PASSWORD`, a demo default in demo mode). */
  staffPassword: string;
}

/**
 * The support report inbox (DESIGN.md §7): `POST /support/reports` takes a guest's redacted log,
 * `/support/api/*` lists and serves reports to support staff (login: `/support/login` with a
 * password; the one-step `?as=` login in demo mode only). Limits per mode: simulator/policy.ts.
 * See simulator/README.md, "Support reports".
 */
export function registerSupport(
  app: FastifyInstance,
  ctx: SimulatorContext,
  options: SupportOptions,
): void {
  const support = new SupportStore(ctx.store.db);
  const policy = policyOf(ctx);
  const staff = new StaffAuth(support, ctx.store, policy);
  const limits = policy.reports;
  // The console's sandboxed replay frame: its page, and what it needs from the rest.
  registerReplayer(app, ctx);
  // The replayers of the builds this simulator has served, for reports of those versions.
  registerReplayers(app, ctx, staff);
  const perAddress = limits.perAddress && new RateLimiter(limits.perAddress);
  // The live sessions' secrets, kept as sessions start and end (a report must hold none).
  const secrets = liveSessionSecrets(ctx.store.sessions);
  const retention = policy.retention;
  if (retention) pruneEveryMinute(app, () => support.pruneReports(retention.reportsMs));
  const perLogSession =
    limits.perLogSession === null
      ? null
      : new RateLimiter({ limit: limits.perLogSession, windowMs: DAY_MS });

  const setStaffCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(SUPPORT_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies(request),
      // Only the support pages and API get it: not every request of the guest app's origin.
      path: SUPPORT_PATH,
      maxAge: Math.floor(policy.staffSession.absoluteMs / 1000),
    });

  app.register(async (scope) => {
    await staff.setPassword(options.staffPassword);
    scope.addContentTypeParser(
      ['application/x-ndjson', 'application/jsonl', 'text/plain'],
      { parseAs: 'string', bodyLimit: limits.maxBytes },
      (_request, body, done) => done(null, body),
    );
    // The login form of people (production has no one-step login).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
    );
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    scope.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
      if (error.statusCode === 413)
        return reply.code(413).send({ error: 'log_too_large', message: error.message });
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      return reply.code(status).send({ error: status === 500 ? 'internal_error' : 'bad_request' });
    });

    scope.post(
      '/support/reports',
      {
        bodyLimit: limits.maxBytes,
        // Refused before the body is read: too many reports from this address.
        onRequest: async (request, reply) => {
          const refusal = perAddress?.hit(request.ip) ?? null;
          if (refusal) return tooManyReports(reply, refusal.retryAfterMs);
          if (limits.total !== null && support.reportCount() >= limits.total)
            return reply
              .code(503)
              .send({ error: 'inbox_full', message: 'the inbox takes no more reports' });
          return undefined;
        },
      },
      async (request, reply) => {
        let intake;
        try {
          intake = readReport(request.body);
        } catch (error) {
          if (!(error instanceof IntakeError)) throw error;
          return reply.code(error.status).send({ error: error.code, message: error.message });
        }
        const raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
        if (secrets.foundIn(raw)) {
          return reply.code(422).send({
            error: 'unredacted_secret',
            message: 'the report holds a session token: redact it before sending',
          });
        }
        // One page session (its log's start) sends a few reports, not a flood.
        const { header } = intake.log;
        const refusal = perLogSession?.hit(`${header.startedAt}\n${header.url}`) ?? null;
        if (refusal) return tooManyReports(reply, refusal.retryAfterMs);
        const bytes = Buffer.byteLength(intake.text, 'utf8');
        const summary = summarizeLog(intake.log, bytes);
        const reportId = support.insertReport({
          guest: summary.guest,
          language: intake.envelope?.language ?? header.language,
          appVersion: intake.envelope?.appVersion ?? header.appVersion,
          bytes,
          records: summary.records,
          description: intake.envelope?.description ?? '',
          envelope: intake.envelope,
          log: intake.text,
        });
        return reply.code(201).send({ reportId });
      },
    );

    // Demo mode: one step for people (`?as=`); production: the password form.
    scope.get('/support/login', async (request, reply) => {
      const next = localPath(stringParam(request.query, 'next'));
      // Production: the viewer's one-step link shows the password form instead.
      if (!policy.oneStepLogins) return loginForm(reply, 200, next);
      const login = stringParam(request.query, 'as') ?? 'support';
      if (!SUPPORT_STAFF.some((member) => member.login === login))
        return reply
          .code(404)
          .send({ error: 'unknown_login', message: `no support login ${login}` });
      setStaffCookie(request, reply, staff.startSession(login).token);
      return reply.redirect(next, 302);
    });
    // A password login: JSON for scripts (`{ token }` back), the form for people (a redirect).
    scope.post('/support/login', async (request, reply) => {
      const isForm = request.headers['content-type']?.startsWith(
        'application/x-www-form-urlencoded',
      );
      const body = loginBodySchema.safeParse(request.body ?? {});
      if (!body.success)
        return reply
          .code(400)
          .send({ error: 'invalid_request', message: 'expected { login, password }' });
      const next = localPath(body.data.next);
      const result = await staff.login(body.data.login, body.data.password, request.ip);
      if (result.kind === 'locked') {
        if (!isForm) return lockedReply(reply, result);
        return loginForm(
          reply,
          429,
          next,
          `Too many wrong passwords. Try again in ${minutesOf(result.refusal)} minutes.`,
        );
      }
      if (result.kind === 'wrong') {
        if (isForm) return loginForm(reply, 401, next, 'Wrong login or password.');
        return reply
          .code(401)
          .send({ error: 'wrong_credentials', message: 'wrong login or password' });
      }
      setStaffCookie(request, reply, result.token);
      if (isForm) return reply.redirect(next, 303);
      return {
        token: result.token,
        login: result.login,
        expiresIn: Math.floor((result.expiresAt - Date.now()) / 1000),
      };
    });
    scope.post('/support/logout', async (request, reply) => {
      const caller = staff.require(request, reply);
      if (!caller) return reply;
      support.deleteStaffSession(caller.token);
      reply.clearCookie(SUPPORT_COOKIE, { path: SUPPORT_PATH });
      return { success: true };
    });

    scope.get('/support/api/reports', async (request, reply) => {
      if (!staff.require(request, reply)) return reply;
      return { reports: support.listReports().map(listEntry) };
    });
    scope.get<{ Params: { id: string } }>('/support/api/reports/:id', async (request, reply) => {
      if (!staff.require(request, reply)) return reply;
      const log = support.reportLog(request.params.id);
      if (log === undefined) return reply.code(404).send({ error: 'not_found' });
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('content-disposition', `inline; filename="${request.params.id}.jsonl"`)
        .send(log);
    });
    scope.get<{ Params: { id: string } }>(
      '/support/api/reports/:id/envelope',
      async (request, reply) => {
        if (!staff.require(request, reply)) return reply;
        const report = support.findReport(request.params.id);
        if (!report) return reply.code(404).send({ error: 'not_found' });
        return { id: report.id, envelope: report.envelope };
      },
    );
  });
}

function tooManyReports(reply: FastifyReply, retryAfterMs: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(Math.ceil(retryAfterMs / 1000)))
    .send({ error: 'too_many_reports', message: 'too many reports; try again later' });
}

/** The staff login form (no script: the pay and app CSPs allow none inline). */
function loginForm(reply: FastifyReply, status: 200 | 401 | 429, next: string, error?: string) {
  const problem = error === undefined ? '' : `<p role="alert">${escapeHtml(error)}</p>\n`;
  const body = `${problem}<form method="post" action="/support/login">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<p><label>Login <input name="login" autocomplete="username" required></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Log in</button></p>
</form>`;
  return reply.code(status).type('text/html; charset=utf-8').send(htmlPage('Support login', body));
}

function listEntry(report: StoredReport) {
  const redaction = report.envelope?.redaction as
    { includeMessages?: boolean; notComparableFrom?: number | null } | null | undefined;
  return {
    id: report.id,
    receivedAt: new Date(report.receivedAt).toISOString(),
    guestPseudonym: report.guest,
    language: report.language,
    appVersion: report.appVersion,
    bytes: report.bytes,
    records: report.records,
    description: report.description,
    includeMessages: redaction?.includeMessages ?? null,
    notComparableFrom: redaction?.notComparableFrom ?? null,
  };
}
