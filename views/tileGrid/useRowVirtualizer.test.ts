import { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { rowSizeKnown } from './useRowVirtualizer.ts';

/** A window virtualizer of `count` rows estimated at `estimate` px, not attached to a page. */
const rows = (count: number, estimate: number) => {
  const virtualizer = new Virtualizer<Window, Element>({
    count,
    estimateSize: () => estimate,
    getScrollElement: () => null,
    scrollToFn: () => {},
    observeElementRect: () => undefined,
    observeElementOffset: () => undefined,
  });
  virtualizer.getTotalSize(); // lays out the rows (their estimates)
  return virtualizer;
};

/** A row element as the grid renders it (its `data-index`); nothing here reads its layout. */
const rowElement = (index: number) => {
  const read = () => {
    throw new Error('the layout was read');
  };
  return {
    getAttribute: (name: string) => (name === 'data-index' ? String(index) : null),
    get offsetHeight() {
      return read();
    },
    getBoundingClientRect: read,
  } as unknown as Element;
};

describe('a grid row attached before the resize observer measured it', () => {
  it('is as tall as the last row measured, without reading the layout', () => {
    expect(rowSizeKnown(rows(4, 420), rowElement(2), 388)).toBe(388);
  });

  it('keeps the height measured for it before', () => {
    const virtualizer = rows(4, 420);
    virtualizer.resizeItem(1, 376);
    expect(rowSizeKnown(virtualizer, rowElement(1), 388)).toBe(376);
    expect(rowSizeKnown(virtualizer, rowElement(2), 388)).toBe(388);
  });
});
