import * as z from 'zod/mini';
import '../http/zodMessages.ts';
import { deadline } from '../http/deadline.ts';
import { messageOf, ServiceError } from '../http/serviceError.ts';

/**
 * An upload not answered in this time is `ServiceError('timeout')` and the dialog offers the retry
 * (issue 51, item 8): a report is at most a few MB, a minute is ample on a slow line.
 */
export const REPORT_UPLOAD_TIMEOUT_MS = 60_000;

/** The id the support inbox gives a report: short enough to read out on the phone. */
export const REPORT_ID_PATTERN = /^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

export const reportReceiptSchema = z.strictObject({
  reportId: z.string().check(z.regex(REPORT_ID_PATTERN)),
});
export type SupportReceipt = z.infer<typeof reportReceiptSchema>;

/** One report as it goes over the wire: the inbox URL, a small JSON envelope, the redacted log. */
export interface SupportReportSubmission {
  url: string;
  envelope: Record<string, unknown>;
  /** The redacted event log, JSON lines. */
  jsonl: string;
}

const failureSchema = z.looseObject({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
});

/**
 * Posts a problem report to the support inbox as JSON lines: the first line `{"envelope": …}`,
 * then the log. No cookies go with it: the report names no session. A non-ok answer is a
 * `ServiceError('http_<status>')` with the inbox's reason (e.g. `log_too_large`) as its message.
 *
 * @example
 * const post = createReportPoster(fetch);
 * const { reportId } = await post({ url: config.supportReportUrl, envelope, jsonl }, signal);
 */
export function createReportPoster(fetchImpl: typeof fetch) {
  return async (
    submission: SupportReportSubmission,
    signal?: AbortSignal,
  ): Promise<SupportReceipt> => {
    const limit = deadline(REPORT_UPLOAD_TIMEOUT_MS, signal);
    const failure = (error: unknown) => {
      if (signal?.aborted) return new ServiceError('aborted');
      if (limit.timedOut()) return new ServiceError('timeout', 'the support inbox did not answer');
      return new ServiceError('network', messageOf(error));
    };
    let response: Response;
    let body: unknown = null;
    try {
      try {
        response = await fetchImpl(submission.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-ndjson', Accept: 'application/json' },
          credentials: 'omit',
          body: `${JSON.stringify({ envelope: submission.envelope })}\n${submission.jsonl}`,
          signal: limit.signal,
        });
      } catch (error) {
        throw failure(error);
      }
      try {
        body = await response.json();
      } catch (error) {
        if (signal?.aborted || limit.timedOut()) throw failure(error);
        if (response.ok)
          throw new ServiceError('invalid_reply', 'the support inbox did not answer JSON');
      }
    } finally {
      limit.dispose();
    }
    if (!response.ok) {
      const failure = failureSchema.safeParse(body);
      throw new ServiceError(
        `http_${response.status}`,
        failure.success ? (failure.data.error ?? '') : '',
      );
    }
    const receipt = reportReceiptSchema.safeParse(body);
    if (!receipt.success)
      throw new ServiceError('invalid_reply', 'the support inbox gave no report id');
    return receipt.data;
  };
}
export type ReportPoster = ReturnType<typeof createReportPoster>;
