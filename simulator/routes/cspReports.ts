import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { policyOf } from '../context.ts';
import { CSP_REPORT_PATH } from '../security.ts';

/** One CSP violation as the browser told it, in the fields both report formats share. */
export interface CspViolation {
  /** When the simulator received it (ms since the epoch). */
  receivedAt: number;
  /** The page the violation happened on. */
  documentUrl: string;
  /** The directive that refused it, e.g. `require-trusted-types-for`, `script-src-elem`. */
  directive: string;
  /** What was refused: a URL, `inline`, `eval`, `trusted-types-sink`. */
  blocked: string;
  /** The start of the refused code, when the browser sends it. */
  sample: string;
}

/** A report body is small: a browser sends one violation, or a batch of a few. */
const MAX_BODY_BYTES = 64 * 1024;
/** The newest violations kept in memory; older ones are dropped. */
const KEPT = 500;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 2000) : '');

/** The violations in a `report-uri` body (`{"csp-report": {…}}`) or a Reporting API batch. */
function violationsOf(body: unknown, receivedAt: number): CspViolation[] {
  const legacy = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (typeof legacy === 'object' && legacy !== null) {
    return [
      {
        receivedAt,
        documentUrl: text(legacy['document-uri']),
        directive: text(legacy['effective-directive'] ?? legacy['violated-directive']),
        blocked: text(legacy['blocked-uri']),
        sample: text(legacy['script-sample']),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter(
      (report): report is { type: string; body: Record<string, unknown> } =>
        typeof report === 'object' &&
        report !== null &&
        (report as { type?: unknown }).type === 'csp-violation' &&
        typeof (report as { body?: unknown }).body === 'object' &&
        (report as { body?: unknown }).body !== null,
    )
    .map(({ body: each }) => ({
      receivedAt,
      documentUrl: text(each.documentURL),
      directive: text(each.effectiveDirective),
      blocked: text(each.blockedURL),
      sample: text(each.sample),
    }));
}

/**
 * The CSP report endpoint (`report-uri` and `report-to` of the app's policy, simulator/security.ts):
 * `POST /csp-reports` takes a browser's violation reports in either format, in every mode, and
 * keeps the newest in memory (logged as warnings outside tests). In demo mode `GET
 * /dev/csp-reports` lists them and `DELETE /dev/csp-reports` forgets them, so e2e tests can assert
 * that a journey caused none.
 */
export function registerCspReports(app: FastifyInstance, ctx: SimulatorContext): CspViolation[] {
  const kept: CspViolation[] = [];
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
  app.register(async (scope) => {
    // Only in this scope: the rest of the simulator keeps refusing these content types.
    scope.addContentTypeParser(
      REPORT_TYPES,
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
      const violations = violationsOf(request.body, Date.now());
      for (const violation of violations) {
        request.log.warn({ violation }, 'CSP violation');
        kept.push(violation);
      }
      kept.splice(0, Math.max(0, kept.length - KEPT));
      return reply.code(204).send();
    });
  });
  if (policyOf(ctx).devRoutes) {
    app.get('/dev/csp-reports', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ violations: kept }),
    );
    app.delete('/dev/csp-reports', () => ({ removed: kept.splice(0).length }));
  }
  return kept;
}
