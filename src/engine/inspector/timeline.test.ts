import { describe, expect, it } from 'vitest';
import type { LogRecord } from '../log/records.ts';
import { formatOffset, markerOf, wallClockOf } from './timeline.ts';

const at = { seq: 1, t: 10 };

describe('the support timeline’s markers', () => {
  it('marks guest inputs, pushes, failed calls and payments, each by its kind', () => {
    const cases: [LogRecord, ReturnType<typeof markerOf>][] = [
      [{ ...at, kind: 'input', to: 'shell', event: { type: 'ui.menuToggled' } }, 'input'],
      [{ ...at, kind: 'push', source: 'socket', event: { type: 'push.guestBalance' } }, 'push'],
      [
        { ...at, kind: 'push', source: 'payClient', event: { type: 'pay.successReceived' } },
        'payment',
      ],
      [
        { ...at, kind: 'io', source: 'guest.load', call: 3, outcome: { ok: true, output: {} } },
        null,
      ],
      [
        {
          ...at,
          kind: 'io',
          source: 'guest.load',
          call: 3,
          outcome: { ok: false, error: { message: 'down', code: 'http_503' } },
        },
        'ioError',
      ],
      // A payment call is a payment marker whether it worked or not.
      [
        { ...at, kind: 'io', source: 'payTour.start', call: 4, outcome: { ok: true, output: 1 } },
        'payment',
      ],
      [{ ...at, kind: 'env', to: 'shell', event: { type: 'env.online' } }, null],
      [{ ...at, kind: 'checkpoint', hash: 'abc' }, null],
    ];
    for (const [record, marker] of cases) expect(markerOf(record), record.kind).toBe(marker);
  });

  it('shows a record’s wall-clock time: the log’s start plus its engine time', () => {
    const header = { startedAt: '2026-11-22T10:00:00.000Z' };
    expect(wallClockOf(header, 0).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(wallClockOf(header, 61_500).toISOString()).toBe('2026-11-22T10:01:01.500Z');
  });

  it('writes offsets as m:ss, and h:mm:ss from an hour on', () => {
    expect(formatOffset(0)).toBe('0:00');
    expect(formatOffset(59_999)).toBe('0:59');
    expect(formatOffset(61_000)).toBe('1:01');
    expect(formatOffset(3_600_000 + 5 * 60_000 + 7_000)).toBe('1:05:07');
    expect(formatOffset(-5)).toBe('0:00');
  });
});
