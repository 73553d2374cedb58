import '../../../services/http/zodMessages.ts';
import * as z from 'zod/mini';

/**
 * The redaction rules a report was made with; bump when `fields.ts` or the detectors change.
 * 2: values keep their shape, URL credentials, original hashes keyed (issue 23).
 */
export const REDACTION_POLICY = 'camclient-redaction/2';
/** Policies whose reports the inbox and the tools still read. */
const KNOWN_POLICIES = ['camclient-redaction/1', REDACTION_POLICY] as const;

const divergenceSchema = z.strictObject({
  seq: z.int(),
  kind: z.enum(['input', 'env', 'push', 'io', 'checkpoint']),
  reason: z.string(),
  expected: z.optional(z.string()),
  actual: z.optional(z.string()),
});

/**
 * What redaction did to a log, sent beside it: which classes were replaced how often, which
 * checkpoints were resealed (with the hash the guest's engine wrote, keyed: see `keyedOriginal` in
 * buildReport.ts), from which checkpoint on the
 * log is not comparable with the session, and whether the unredacted log replayed cleanly where
 * it was recorded. See docs/decisions/0004-redaction.md.
 */
export const redactionManifestSchema = z.strictObject({
  policy: z.enum(KNOWN_POLICIES),
  includeMessages: z.boolean(),
  counts: z.record(z.string(), z.int().check(z.nonnegative())),
  firstChangedSeq: z.nullable(z.int()),
  headerChanged: z.boolean(),
  anchorOriginal: z.nullable(z.string()),
  resealed: z.array(z.strictObject({ seq: z.int(), original: z.string() })),
  notComparableFrom: z.nullable(z.int()),
  sourceDivergence: z.nullable(divergenceSchema),
});
export type RedactionManifest = z.infer<typeof redactionManifestSchema>;

/**
 * The manifest a log's header carries, if its format has a place for one (`header.redaction`);
 * null for an unredacted log or one whose manifest travelled in the report envelope instead.
 */
export function manifestOf(header: object): RedactionManifest | null {
  const parsed = redactionManifestSchema.safeParse((header as { redaction?: unknown }).redaction);
  return parsed.success ? parsed.data : null;
}
