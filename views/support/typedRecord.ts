import type { LogRecord } from '../../src/engine/log/records.ts';

/**
 * Where the record whose number support staff typed into "Go to record #" is in `records`, or
 * -1 while the box names none of them (empty, not a whole number, not in this log).
 */
export function indexOfTypedRecord(records: readonly LogRecord[], typed: string): number {
  if (typed.trim() === '') return -1;
  const seq = Number(typed);
  if (!Number.isInteger(seq)) return -1;
  return records.findIndex((record) => record.seq === seq);
}
