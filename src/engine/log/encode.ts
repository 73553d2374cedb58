import type { EventLog } from './records.ts';

/**
 * Encodes a log as JSON lines: the header first, then one record per line.
 *
 * @example
 * const text = encodeLog(engine.exportLog());
 * const again = decodeLog(text); // deep-equals the exported log
 */
export function encodeLog(log: EventLog): string {
  const lines = [
    JSON.stringify(log.header),
    ...log.records.map((record) => JSON.stringify(record)),
  ];
  return `${lines.join('\n')}\n`;
}
