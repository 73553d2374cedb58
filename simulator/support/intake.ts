import { z } from 'zod';
import { decodeLog, LogDecodeError } from '../../src/engine/log/jsonl.ts';
import type { EventLog } from '../../src/engine/log/records.ts';
import { reportEnvelopeSchema, type ReportEnvelope } from '../../src/engine/report/envelope.ts';

/** A report as it arrived: its envelope (if any), the log's text and the decoded log. */
export interface Intake {
  envelope: ReportEnvelope | null;
  text: string;
  log: EventLog;
}

/** Why a report is refused, as the inbox answers it. */
export class IntakeError extends Error {
  constructor(
    readonly status: 400 | 413 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const jsonBodySchema = z.strictObject({ envelope: z.unknown().optional(), log: z.string() });

/**
 * Reads a report body: JSON lines whose first line may be `{"envelope": …}` (what the app
 * sends), or a JSON object `{ envelope?, log }` with the log as a string. The envelope must match
 * the app's schema and the log must decode (`decodeLog`), or the report is refused with a reason.
 */
export function readReport(body: unknown): Intake {
  let envelope: unknown = undefined;
  let text: string;
  if (typeof body === 'string') {
    const newline = body.indexOf('\n');
    const first = newline < 0 ? body : body.slice(0, newline);
    const parsed = parseJson(first);
    if (isObject(parsed) && 'envelope' in parsed && !('format' in parsed)) {
      envelope = parsed.envelope;
      text = newline < 0 ? '' : body.slice(newline + 1);
    } else {
      text = body;
    }
  } else {
    const parsed = jsonBodySchema.safeParse(body);
    if (!parsed.success)
      throw new IntakeError(400, 'invalid_body', 'expected { envelope?, log: "<JSON lines>" }');
    envelope = parsed.data.envelope;
    text = parsed.data.log;
  }
  let checked: ReportEnvelope | null = null;
  if (envelope !== undefined) {
    const result = reportEnvelopeSchema.safeParse(envelope);
    if (!result.success)
      throw new IntakeError(400, 'invalid_envelope', z.prettifyError(result.error));
    checked = result.data;
  }
  try {
    return { envelope: checked, text, log: decodeLog(text) };
  } catch (error) {
    if (error instanceof LogDecodeError) throw new IntakeError(400, 'invalid_log', error.message);
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
