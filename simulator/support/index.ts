import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { localPath } from '../routes/dev.ts';
import { summarizeLog } from '../../src/engine/report/summary.ts';
import { IntakeError, readReport } from './intake.ts';
import { containsSecret } from './secrets.ts';
import { requireStaff, SUPPORT_COOKIE, SUPPORT_STAFF } from './staff.ts';
import { SUPPORT_SESSION_TTL_MS, SupportStore, type StoredReport } from './store.ts';

/** The largest report the inbox takes (a full ring is 32 MB raw; redacted logs are smaller). */
export const MAX_REPORT_BYTES = 16 * 1024 * 1024;

const loginBodySchema = z.strictObject({ login: z.string() });

/**
 * The support report inbox (DESIGN.md §7): `POST /support/reports` takes a guest's redacted log,
 * `/support/api/*` lists and serves reports to support staff (login: `/support/login`). See
 * simulator/README.md, "Support reports".
 */
export function registerSupport(app: FastifyInstance, ctx: SimulatorContext): void {
  const support = new SupportStore(ctx.store.db);

  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-ndjson', 'application/jsonl', 'text/plain'],
      { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
      (_request, body, done) => done(null, body),
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

    scope.post('/support/reports', { bodyLimit: MAX_REPORT_BYTES }, async (request, reply) => {
      let intake;
      try {
        intake = readReport(request.body);
      } catch (error) {
        if (!(error instanceof IntakeError)) throw error;
        return reply.code(error.status).send({ error: error.code, message: error.message });
      }
      const raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      if (containsSecret(raw, support.sessionSecrets())) {
        return reply.code(422).send({
          error: 'unredacted_secret',
          message: 'the report holds a session token: redact it before sending',
        });
      }
      const bytes = Buffer.byteLength(intake.text, 'utf8');
      const summary = summarizeLog(intake.log, bytes);
      const reportId = support.insertReport({
        guest: summary.guest,
        language: intake.envelope?.language ?? intake.log.header.language,
        appVersion: intake.envelope?.appVersion ?? intake.log.header.appVersion,
        bytes,
        records: summary.records,
        description: intake.envelope?.description ?? '',
        envelope: intake.envelope,
        log: intake.text,
      });
      return reply.code(201).send({ reportId });
    });

    // Demo login for support staff: one step for people, a token for scripts.
    scope.get('/support/login', async (request, reply) => {
      const login = stringParam(request.query, 'as') ?? 'support';
      if (!SUPPORT_STAFF.some((staff) => staff.login === login))
        return reply
          .code(404)
          .send({ error: 'unknown_login', message: `no support login ${login}` });
      const { token } = support.createStaffSession(login);
      reply.setCookie(SUPPORT_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        maxAge: SUPPORT_SESSION_TTL_MS / 1000,
      });
      return reply.redirect(localPath(stringParam(request.query, 'next')), 302);
    });
    scope.post('/support/login', async (request, reply) => {
      const body = loginBodySchema.safeParse(request.body ?? {});
      const login = body.success ? body.data.login : '';
      if (!SUPPORT_STAFF.some((staff) => staff.login === login))
        return reply.code(404).send({ error: 'unknown_login', message: 'no such support login' });
      const { token, expiresAt } = support.createStaffSession(login);
      reply.setCookie(SUPPORT_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        maxAge: SUPPORT_SESSION_TTL_MS / 1000,
      });
      return { token, login, expiresIn: Math.floor((expiresAt - Date.now()) / 1000) };
    });
    scope.post('/support/logout', async (request, reply) => {
      const staff = requireStaff(request, reply, support, ctx.store);
      if (!staff) return reply;
      support.deleteStaffSession(staff.token);
      reply.clearCookie(SUPPORT_COOKIE, { path: '/' });
      return { success: true };
    });

    scope.get('/support/api/reports', async (request, reply) => {
      if (!requireStaff(request, reply, support, ctx.store)) return reply;
      return { reports: support.listReports().map(listEntry) };
    });
    scope.get<{ Params: { id: string } }>('/support/api/reports/:id', async (request, reply) => {
      if (!requireStaff(request, reply, support, ctx.store)) return reply;
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
        if (!requireStaff(request, reply, support, ctx.store)) return reply;
        const report = support.findReport(request.params.id);
        if (!report) return reply.code(404).send({ error: 'not_found' });
        return { id: report.id, envelope: report.envelope };
      },
    );
  });
}

function listEntry(report: StoredReport) {
  const redaction = (report.envelope?.redaction ?? null) as {
    includeMessages?: boolean;
    notComparableFrom?: number | null;
  } | null;
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
