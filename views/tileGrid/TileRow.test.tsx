import { describe, expect, it } from 'vitest';
import { sameRow, visibleIdsOf, type TileRowProps } from './TileRow.tsx';

type Item = { id: string; online: boolean };
const items: Item[] = Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, online: false }));
const row = (patch: Partial<TileRowProps<Item>> = {}): TileRowProps<Item> => ({
  items,
  row: 1,
  columns: 2,
  setSize: 6,
  display: 'grid',
  fromList: '/en/cams/',
  renderTile: () => null,
  onOpen: () => {},
  ...patch,
});

describe('a row of the grid', () => {
  it('is not rendered again when only the grid re-rendered (a scroll step, a measurement)', () => {
    const props = row();
    expect(sameRow(props, { ...props })).toBe(true);
  });

  it('is rendered again when one of its own items changed, not when another row’s did', () => {
    const props = row();
    const pushed = (index: number) =>
      items.map((item, i) => (i === index ? { ...item, online: true } : item));
    // Row 1 of 2 columns shows items 2 and 3.
    expect(sameRow(props, { ...props, items: pushed(3) })).toBe(false);
    expect(sameRow(props, { ...props, items: pushed(0) })).toBe(true);
    expect(sameRow(props, { ...props, items: pushed(5) })).toBe(true);
  });

  it('is rendered again when what it passes its tiles changed', () => {
    const props = row();
    expect(sameRow(props, { ...props, columns: 3 })).toBe(false);
    expect(sameRow(props, { ...props, display: 'list' })).toBe(false);
    expect(sameRow(props, { ...props, fromList: '/en/cams/?gender=F' })).toBe(false);
    expect(sameRow(props, { ...props, setSize: 7 })).toBe(false);
    expect(sameRow(props, { ...props, renderTile: () => null })).toBe(false);
  });
});

describe('the items on screen', () => {
  it('are the items of the rows in the range, overscan left out', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ id: `c${i}` }));
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
