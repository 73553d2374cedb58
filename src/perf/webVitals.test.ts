import { describe, expect, it } from 'vitest';
import { blockingAfter, largestShiftWindow } from './webVitals.ts';

const shift = (t: number, value: number, source = 'div') => ({ t, value, source });

describe('cumulative layout shift', () => {
  it('is the largest session window, not the sum of every shift', () => {
    // Two windows: 0.05 + 0.04 (gap 500 ms), then after 2 s of quiet 0.06 alone.
    const shifts = [shift(100, 0.05, 'main'), shift(600, 0.04), shift(2_600, 0.06, 'footer')];
    expect(largestShiftWindow(shifts)).toEqual({ value: 0.09, source: 'main' });
  });

  it('closes a window after 5 s even without a gap', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01));
    expect(largestShiftWindow(shifts).value).toBeCloseTo(0.06);
  });

  it('is 0 without shifts', () => {
    expect(largestShiftWindow([])).toEqual({ value: 0, source: '-' });
  });
});

describe('total blocking time', () => {
  it('counts each long task beyond 50 ms, from the first paint on', () => {
    const tasks = [
      { t: 0, duration: 300 }, // before the paint at 400: nothing
      { t: 350, duration: 150 }, // across the paint: 100 ms after it, 50 of them blocking
      { t: 1_000, duration: 120 }, // 70
      { t: 2_000, duration: 50 }, // 0
    ];
    expect(blockingAfter(400, tasks)).toBe(120);
  });
});
