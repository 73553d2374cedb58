import type { AnyStateMachine } from 'xstate';
import { domainsMissingForLog } from '../domains/registry.ts';
import { encodeLog } from '../log/jsonl.ts';
import type { EventLog } from '../log/records.ts';
import { REDACTION_POLICY, type RedactionManifest } from '../redaction/manifest.ts';
import { hmacSha256Hex } from '../redaction/hmac.ts';
import { redactLogDetailed } from '../redaction/redact.ts';
import { resealLog } from '../redaction/reseal.ts';
import type { ReplayOptions } from '../replay.ts';
import { appReplayOptions } from './appReplay.ts';
import { summarizeLog, type ReportSummary } from './summary.ts';

export interface BuildReportOptions {
  includeMessages: boolean;
  /** Pseudonym salt (tests); by default derived from the unredacted log. */
  salt?: string;
  /** How to replay the log to reseal it; the app system by default. */
  replay?: ReplayOptions<AnyStateMachine>;
  /** The key of the manifest's original hashes (tests); by default 32 random bytes, never kept. */
  manifestKey?: Uint8Array;
}

/** A redacted log ready to leave the browser: download or upload. */
export interface Report {
  log: EventLog;
  jsonl: string;
  summary: ReportSummary;
  manifest: RedactionManifest;
  /** Redacts text sent beside the log (description, page URL) with the log's pseudonyms. */
  scrubText: (text: string) => string;
}

/** What a report is built from: the live engine, or anything else that has a log. */
export interface LogSource {
  exportLog(): EventLog;
}

/**
 * Builds a problem report from the engine's log: redacted by the event schema, resealed so that
 * it replays and verifies without the guest's data (docs/decisions/0004-redaction.md), encoded as
 * JSON lines, with a summary. Runs in the guest's browser, after their consent, before anything
 * leaves it.
 *
 * @example
 * const { jsonl, summary } = buildReport(engine, { includeMessages: false });
 * download(new Blob([jsonl], { type: 'application/x-ndjson' }));
 */
export function buildReport(source: LogSource, options: BuildReportOptions): Report {
  return buildReportFromLog(source.exportLog(), options);
}

/**
 * The guest's own checkpoint hashes are hashes of the unredacted state: with the redacted log in
 * hand, anyone could hash guesses of a short redacted value (a pin, a zip code) and compare. So
 * the manifest carries them only keyed, HMAC-SHA-256 under a random key of this report that never
 * leaves the browser and is not kept (docs/decisions/0004-redaction.md): they still say which
 * checkpoints were resealed and that the guest's differed, and can be tested against nothing.
 */
export function buildReportFromLog(original: EventLog, options: BuildReportOptions): Report {
  // Resealing replays the log with the app system: without a started domain's code the replay
  // diverges at its start, and every checkpoint after it would be resealed to a wrong state.
  // The page that recorded the log has its domains; anyone else loads them first.
  const missing = options.replay ? [] : domainsMissingForLog(original);
  if (missing.length > 0)
    throw new Error(
      `the log starts lazy domains whose code is not loaded (${missing.join(', ')}): await loadDomainsOfLog(log) first`,
    );
  const redaction = redactLogDetailed(original, {
    includeMessages: options.includeMessages,
    ...(options.salt === undefined ? {} : { salt: options.salt }),
  });
  const sealed = resealLog(original, redaction.log, options.replay ?? appReplayOptions);
  const jsonl = encodeLog(sealed.log);
  const key = options.manifestKey ?? crypto.getRandomValues(new Uint8Array(32));
  const keyed = (hash: string) => hmacSha256Hex(key, hash);
  return {
    log: sealed.log,
    jsonl,
    summary: summarizeLog(sealed.log, new TextEncoder().encode(jsonl).length),
    manifest: {
      policy: REDACTION_POLICY,
      includeMessages: options.includeMessages,
      counts: redaction.counts,
      firstChangedSeq: redaction.firstChangedSeq,
      headerChanged: redaction.headerChanged,
      anchorOriginal: sealed.anchorOriginal && keyed(sealed.anchorOriginal),
      resealed: sealed.resealed.map(({ seq, original }) => ({ seq, original: keyed(original) })),
      notComparableFrom: sealed.notComparableFrom,
      sourceDivergence: sealed.sourceDivergence,
    },
    scrubText: redaction.scrubText,
  };
}
