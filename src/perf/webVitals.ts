/**
 * Web vitals from the browser's own performance entries, computed as Chromium and Lighthouse do
 * (`bench/firstLoad.bench.ts` collects the entries in the page).
 */

/** A `layout-shift` entry without recent input, with the element that moved most. */
export interface LayoutShift {
  t: number;
  value: number;
  source: string;
}

/** A `longtask` entry. */
export interface LongTask {
  t: number;
  duration: number;
}

/** Cumulative layout shift: the largest session window (gaps under 1 s, at most 5 s long). */
export function largestShiftWindow(shifts: readonly LayoutShift[]): {
  value: number;
  source: string;
} {
  let best = { value: 0, source: '-' };
  let window = { start: -Infinity, last: -Infinity, value: 0, top: { value: 0, source: '-' } };
  for (const shift of shifts) {
    if (shift.t - window.last >= 1_000 || shift.t - window.start > 5_000)
      window = { start: shift.t, last: shift.t, value: 0, top: { value: 0, source: '-' } };
    window.value += shift.value;
    window.last = shift.t;
    if (shift.value > window.top.value) window.top = shift;
    if (window.value > best.value) best = { value: window.value, source: window.top.source };
  }
  return best;
}

/**
 * Total blocking time after the first contentful paint: each long task's time beyond 50 ms,
 * summed (a task running across the paint counts its part after it, as Lighthouse clips it).
 */
export function blockingAfter(fcp: number, longTasks: readonly LongTask[]): number {
  let sum = 0;
  for (const task of longTasks) {
    const end = task.t + task.duration;
    if (end <= fcp) continue;
    const start = Math.max(task.t, fcp);
    sum += Math.max(0, end - start - 50);
  }
  return sum;
}
