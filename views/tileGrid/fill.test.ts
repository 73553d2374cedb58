import { describe, expect, it } from 'vitest';
import { initialFill, nextFill, visibleIdsOf } from './fill.ts';

const items = Array.from({ length: 10 }, (_, i) => ({ id: `c${i}` }));

describe('the grid’s fill', () => {
  it('mounts with skeletons while nothing is loaded, with every row when items are there', () => {
    expect(initialFill(false)).toBe('skeletons');
    // Back from a tile's page: the rows render at once, so the scroll can be restored.
    expect(initialFill(true)).toBe('all');
  });

  it('goes from skeletons to the first screen to all rows, only once items are there', () => {
    expect(nextFill('skeletons', false)).toBeNull();
    expect(nextFill('skeletons', true)).toBe('firstScreen');
    expect(nextFill('firstScreen', true)).toBe('all');
    expect(nextFill('all', true)).toBeNull();
  });
});

describe('the items on screen', () => {
  it('are the items of the rows in the range, overscan left out', () => {
    expect(visibleIdsOf(items, { startIndex: 1, endIndex: 2 }, 3)).toEqual([
      'c3',
      'c4',
      'c5',
      'c6',
      'c7',
      'c8',
    ]);
    // The last row may be short.
    expect(visibleIdsOf(items, { startIndex: 3, endIndex: 4 }, 3)).toEqual(['c9']);
    expect(visibleIdsOf(items, null, 3)).toEqual([]);
  });
});
