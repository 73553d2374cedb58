import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  berlinDate,
  berlinDateKey,
  berlinDayEnd,
  berlinOffsetMinutes,
  msUntilBerlinDayEnd,
} from './berlinTime.ts';

const berlin = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Berlin wall time by the platform's time-zone database. */
function intlParts(utcMs: number) {
  const parts = Object.fromEntries(
    berlin.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    offset:
      (Date.UTC(
        Number(parts.year),
        Number(parts.month) - 1,
        Number(parts.day),
        Number(parts.hour),
        Number(parts.minute),
        Number(parts.second),
      ) -
        Math.floor(utcMs / 1000) * 1000) /
      60_000,
  };
}

// 2000–2099: the EU rule holds for all of it in the time-zone database.
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) });
/** Instants within two days of a DST change, where mistakes hide. */
const nearChange = fc
  .tuple(
    fc.integer({ min: 2000, max: 2099 }),
    fc.constantFrom(2, 9),
    fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }),
  )
  .map(([year, month, delta]) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1) + delta;
  });
const anyInstant = fc.oneof(instant, nearChange);

describe('Berlin time (EU DST rule) against Intl with Europe/Berlin', () => {
  it('has the same offset and date at any instant, near DST changes too', () => {
    fc.assert(
      fc.property(anyInstant, (t) => {
        const intl = intlParts(t);
        expect(berlinOffsetMinutes(t)).toBe(intl.offset);
        expect(berlinDate(t)).toEqual({ year: intl.year, month: intl.month, day: intl.day });
      }),
      { numRuns: 2000 },
    );
  });

  it('ends the Berlin day at 23:59:59 of the same Berlin date, never before now', () => {
    fc.assert(
      fc.property(anyInstant, (t) => {
        const end = berlinDayEnd(t);
        const atEnd = intlParts(end);
        const now = intlParts(t);
        expect(atEnd.time).toBe('23:59:59');
        expect([atEnd.year, atEnd.month, atEnd.day]).toEqual([now.year, now.month, now.day]);
        // Only the last second of the day lies past 23:59:59.000.
        expect(msUntilBerlinDayEnd(t)).toBe(Math.max(0, end - t));
        if (now.time !== '23:59:59') expect(end).toBeGreaterThan(t);
      }),
      { numRuns: 2000 },
    );
  });

  it('has a 23-hour day in March and a 25-hour day in October', () => {
    // 2026: summer time starts on 29 March, ends on 25 October.
    const springStart = Date.UTC(2026, 2, 28, 23); // 00:00 Berlin on 29 March
    expect(berlinDayEnd(springStart) - springStart).toBe(23 * 3_600_000 - 1000);
    const autumnStart = Date.UTC(2026, 9, 24, 22); // 00:00 Berlin on 25 October
    expect(berlinDayEnd(autumnStart) - autumnStart).toBe(25 * 3_600_000 - 1000);
  });

  it('writes date keys', () => {
    expect(berlinDateKey(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01');
  });
});
