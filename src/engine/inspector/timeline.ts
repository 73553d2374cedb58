import type { LogHeader, LogRecord } from '../log/records.ts';

/** What the support timeline marks: guest inputs, pushes, failed service calls, payments. */
export type MarkerKind = 'input' | 'push' | 'ioError' | 'payment';

const PAYMENT = /pay/i;

/**
 * The timeline marker of a record, if it gets one. A push or service outcome whose source or
 * event mentions payment is a payment marker, whatever else it is.
 *
 * @example
 * markerOf({ kind: 'push', source: 'pay.client', event: { type: 'pay.successReceived' }, … }); // 'payment'
 */
export function markerOf(record: LogRecord): MarkerKind | null {
  switch (record.kind) {
    case 'push':
      return PAYMENT.test(record.source) || PAYMENT.test(record.event.type) ? 'payment' : 'push';
    case 'io':
      if (PAYMENT.test(record.source)) return 'payment';
      return record.outcome.ok ? null : 'ioError';
    case 'input':
      return 'input';
    default:
      return null;
  }
}

/** The wall-clock time of a record: the log's start plus the record's engine time. */
export function wallClockOf(header: Pick<LogHeader, 'startedAt'>, t: number): Date {
  return new Date(Date.parse(header.startedAt) + t);
}

/** Milliseconds as `h:mm:ss` (or `m:ss` under an hour), for the offset from the start. */
export function formatOffset(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours > 0 ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}
