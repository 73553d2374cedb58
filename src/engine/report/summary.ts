import * as z from 'zod/mini';
import type { EventLog, RecordKind } from '../log/records.ts';

export const reportSummarySchema = z.strictObject({
  records: z.int().check(z.nonnegative()),
  /** Sequence numbers of the first and last record (null when there are none). */
  fromSeq: z.nullable(z.int()),
  toSeq: z.nullable(z.int()),
  startedAt: z.string(),
  /** Engine time the log covers, from its anchor (or start) to its last record. */
  spanMs: z.number().check(z.nonnegative()),
  kinds: z.record(z.string(), z.int().check(z.nonnegative())),
  checkpoints: z.int().check(z.nonnegative()),
  bytes: z.int().check(z.nonnegative()),
  /** The guest's pseudonym in a redacted log (their name in an unredacted one); null for a visitor. */
  guest: z.nullable(z.string()),
  appVersion: z.string(),
  language: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/**
 * What a log holds, at a glance: for the report envelope, the support inbox's list and the
 * replay command line.
 *
 * @example
 * summarizeLog(log, text.length); // { records: 812, spanMs: 95_000, kinds: { input: 40, … }, guest: 'Guest 3f9a', … }
 */
export function summarizeLog(log: EventLog, bytes: number): ReportSummary {
  const { header, records } = log;
  const kinds: Partial<Record<RecordKind, number>> = {};
  for (const record of records) kinds[record.kind] = (kinds[record.kind] ?? 0) + 1;
  const first = records[0];
  const last = records[records.length - 1];
  const from = header.anchor?.t ?? 0;
  return {
    records: records.length,
    fromSeq: first?.seq ?? null,
    toSeq: last?.seq ?? null,
    startedAt: header.startedAt,
    spanMs: Math.max(0, (last?.t ?? from) - from),
    kinds,
    checkpoints: kinds.checkpoint ?? 0,
    bytes,
    guest: guestOf(log),
    appVersion: header.appVersion,
    language: header.language,
  };
}

/** The logged-in guest's name as the log has it: the last guest state loaded, or the anchor's. */
function guestOf(log: EventLog): string | null {
  for (let index = log.records.length - 1; index >= 0; index--) {
    const record = log.records[index]!;
    if (record.kind === 'io' && record.source === 'guest.load' && record.outcome.ok)
      return loggedInName(record.outcome.output);
  }
  const snapshot = log.header.anchor?.snapshot as
    { children?: { bootstrap?: { snapshot?: { context?: { guest?: unknown } } } } } | undefined;
  return loggedInName(snapshot?.children?.bootstrap?.snapshot?.context?.guest);
}

function loggedInName(guest: unknown): string | null {
  if (typeof guest !== 'object' || guest === null) return null;
  const { isLoggedIn, name } = guest as { isLoggedIn?: unknown; name?: unknown };
  return isLoggedIn === true && typeof name === 'string' ? name : null;
}
