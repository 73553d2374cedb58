import { describe, expect, it } from 'vitest';
import { rowsToRender } from './rowRange.ts';

describe('the rows a grid renders', () => {
  const range = { startIndex: 10, endIndex: 12, overscan: 3, count: 20 };

  it('are the rows on screen and the overscan on both sides', () => {
    expect(rowsToRender(range, null)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it("leave a page's new rows below the screen for the next step, never the rows above", () => {
    expect(rowsToRender(range, 12)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(rowsToRender(range, 14)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    // New rows on screen render at once.
    expect(rowsToRender(range, 11)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('stop at the list’s end', () => {
    expect(rowsToRender({ ...range, count: 13 }, null)).toEqual([7, 8, 9, 10, 11, 12]);
  });
});
