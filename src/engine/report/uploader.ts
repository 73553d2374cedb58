import type { ReportReceipt, ReportUploadInput } from '../../../machines/report/report.types.ts';
import type { SupportReportSubmission } from '../../../services/support/reportUpload.ts';
import { ServiceError } from '../../../services/http/serviceError.ts';
import type { IoRun } from '../io.ts';
import type { EventLog } from '../log/records.ts';
import { buildReportFromLog, type BuildReportOptions } from './buildReport.ts';
import type { ReportDraft } from './draft.ts';
import type { ReportEnvelope } from './envelope.ts';

export interface ReportUploaderDeps {
  /** The live engine's log at the moment of sending. */
  exportLog: () => EventLog;
  /** The HTTP part (`services/support/reportUpload.ts`). */
  post: (submission: SupportReportSubmission, signal: AbortSignal) => Promise<ReportReceipt>;
  /** The page the guest is on (`location.href`); its query is scrubbed before it is sent. */
  pageUrl: () => string;
  /** Where the dialog leaves the description (never in the log). */
  draft: ReportDraft;
  replay?: BuildReportOptions['replay'];
}

/**
 * The `support.upload` service: builds the redacted report from the engine's log and posts it,
 * with its envelope, to the runtime config's `supportReportUrl`.
 *
 * @example
 * uploadReport: createReportUploader({ exportLog: () => engine.exportLog(), post: createReportPoster(fetch), pageUrl: () => location.href, draft: reportDraft }),
 */
export function createReportUploader(
  deps: ReportUploaderDeps,
): IoRun<ReportReceipt, ReportUploadInput> {
  return async (input, signal) => {
    const description = deps.draft.take();
    const original = deps.exportLog();
    const url = original.header.config?.supportReportUrl;
    if (typeof url !== 'string' || url === '')
      throw new ServiceError('no_report_url', 'the runtime config names no supportReportUrl');
    const report = buildReportFromLog(original, {
      includeMessages: input.includeMessages,
      ...(deps.replay ? { replay: deps.replay } : {}),
    });
    const envelope: ReportEnvelope = {
      description: report.scrubText(description),
      language: input.language,
      appVersion: original.header.appVersion,
      pageUrl: report.scrubText(deps.pageUrl()),
      includeMessages: input.includeMessages,
      summary: report.summary,
      redaction: report.manifest,
    };
    return deps.post({ url, envelope, jsonl: report.jsonl }, signal);
  };
}
