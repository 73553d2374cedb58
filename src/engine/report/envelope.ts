import * as z from 'zod/mini';
import { LANGUAGES } from '../../config/schema.ts';
import { REPORT_DESCRIPTION_MAX } from '../../../machines/report/report.types.ts';
import { redactionManifestSchema } from '../redaction/manifest.ts';
import { reportSummarySchema } from './summary.ts';

/**
 * The small JSON that goes with a reported log (the first line of the upload): what the guest
 * wrote, where and in which language they were, and what redaction did. The support inbox
 * validates it with this schema.
 */
export const reportEnvelopeSchema = z.strictObject({
  /** The guest's own words, redacted like the log (never recorded in it). */
  description: z.string().check(z.maxLength(REPORT_DESCRIPTION_MAX * 2)),
  language: z.enum(LANGUAGES),
  appVersion: z.string().check(z.maxLength(100)),
  /** The page the guest was on, with credentials removed from its query. */
  pageUrl: z.string().check(z.maxLength(4000)),
  includeMessages: z.boolean(),
  summary: reportSummarySchema,
  redaction: redactionManifestSchema,
});
export type ReportEnvelope = z.infer<typeof reportEnvelopeSchema>;
