import { describe, expect, it } from 'vitest';
import type { VirtualItem } from '@tanstack/react-virtual';
import { keepMeasuredRows, measuredRowsOf } from './measuredRows.ts';

const row = (index: number, size: number): VirtualItem => ({
  key: index,
  index,
  start: index * size,
  end: (index + 1) * size,
  size,
  lane: 0,
});

describe('the rows a grid kept when it was left', () => {
  it('come back for the same list and layout only', () => {
    keepMeasuredRows('videos.list grid 5 1280', [row(0, 200), row(1, 212)]);
    expect(measuredRowsOf('videos.list grid 5 1280').map((r) => r.size)).toEqual([200, 212]);
    expect(measuredRowsOf('videos.list grid 2 390')).toEqual([]);
    expect(measuredRowsOf('cams.list grid 5 1280')).toEqual([]);
  });

  it('are kept for the last eight grids left', () => {
    for (let grid = 0; grid < 9; grid++) keepMeasuredRows(`list${grid}`, [row(0, grid)]);
    expect(measuredRowsOf('list0')).toEqual([]);
    expect(measuredRowsOf('list1')).toHaveLength(1);
    // Leaving a grid again makes it the newest.
    keepMeasuredRows('list1', [row(0, 1)]);
    keepMeasuredRows('list9', [row(0, 9)]);
    expect(measuredRowsOf('list1')).toHaveLength(1);
    expect(measuredRowsOf('list2')).toEqual([]);
  });
});
