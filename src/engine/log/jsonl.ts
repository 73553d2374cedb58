import '../../../services/http/zodMessages.ts';
import type * as z from 'zod/mini';
import { logSchemas, type EventLog } from './records.ts';

// The page's first load writes logs (`./encode.ts`) without zod's messages; reading one needs them.
export { encodeLog } from './encode.ts';

/** A log that cannot be read, naming the first bad line (1-based) and what is wrong with it. */
export class LogDecodeError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`event log line ${line}: ${reason}`);
    this.name = 'LogDecodeError';
  }
}

/** Decodes and validates a JSONL log; throws {@link LogDecodeError} at the first bad line. */
export function decodeLog(text: string): EventLog {
  const lines = text.split('\n');
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  if (lines.length === 0) throw new LogDecodeError(1, 'the log is empty: expected a header line');
  const header = parseLine(lines[0] ?? '', 1, logSchemas().logHeaderSchema);
  let previousSeq = header.anchor ? header.anchor.seq - 1 : -1;
  let previousT = header.anchor ? header.anchor.t : 0;
  const records = lines.slice(1).map((line, index) => {
    const lineNumber = index + 2;
    const record = parseLine(line, lineNumber, logSchemas().logRecordSchema);
    if (record.seq !== previousSeq + 1) {
      throw new LogDecodeError(lineNumber, `expected seq ${previousSeq + 1}, found ${record.seq}`);
    }
    if (record.t < previousT) {
      throw new LogDecodeError(lineNumber, `time goes backwards (${record.t} < ${previousT})`);
    }
    previousSeq = record.seq;
    previousT = record.t;
    return record;
  });
  return { header, records };
}

function parseLine<T extends z.ZodMiniType>(
  line: string,
  lineNumber: number,
  schema: T,
): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new LogDecodeError(lineNumber, 'not valid JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new LogDecodeError(lineNumber, `${issue?.message ?? 'invalid'}${where}`);
  }
  return result.data;
}
