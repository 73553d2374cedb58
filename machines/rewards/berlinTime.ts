/**
 * Berlin wall-clock arithmetic without `Intl` (machines stay pure and replay everywhere alike):
 * Central European Time is UTC+1, summer time UTC+2 from the last Sunday of March 01:00 UTC to
 * the last Sunday of October 01:00 UTC (the EU rule since 1996). The daily bonus day ends at
 * 23:59:59 Berlin time (seed 001 §4, §9).
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The UTC time of the last Sunday of a month (0-based) at 01:00 UTC. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const back = lastDay.getUTCDay();
  return Date.UTC(year, month, lastDay.getUTCDate() - back, 1);
}

/** Minutes Berlin is ahead of UTC at `utcMs`: 120 in summer time, else 60. */
export function berlinOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const start = lastSundayAtOneUtc(year, 2);
  const end = lastSundayAtOneUtc(year, 9);
  return utcMs >= start && utcMs < end ? 120 : 60;
}

export interface BerlinDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The calendar date in Berlin at `utcMs`. */
export function berlinDate(utcMs: number): BerlinDate {
  const local = new Date(utcMs + berlinOffsetMinutes(utcMs) * MINUTE);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
  };
}

/** `YYYY-MM-DD` of the Berlin date at `utcMs` (the `qmdate` of the event calls). */
export function berlinDateKey(utcMs: number): string {
  const { year, month, day } = berlinDate(utcMs);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The UTC time of 23:59:59 Berlin time on the Berlin day of `utcMs`. Transitions happen at 01:00
 * UTC, so the whole evening before midnight has one offset: the one of 22:00 UTC that day.
 */
export function berlinDayEnd(utcMs: number): number {
  const { year, month, day } = berlinDate(utcMs);
  const wall = Date.UTC(year, month - 1, day, 23, 59, 59);
  return wall - berlinOffsetMinutes(wall - 2 * HOUR) * MINUTE;
}

/** Milliseconds from `utcMs` to the day's end (0 in the last second of the day). */
export function msUntilBerlinDayEnd(utcMs: number): number {
  return Math.max(0, berlinDayEnd(utcMs) - utcMs);
}
