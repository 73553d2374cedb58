import { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { exactHeight, rowSizeKnown } from './useRowVirtualizer.ts';

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

describe("a row's measured height", () => {
  /** The resize observer's entry for a row laid out `height` px high. */
  const entryOf = (height: number) =>
    ({ borderBoxSize: [{ blockSize: height, inlineSize: 390 }] }) as unknown as ResizeObserverEntry;
  /** A row element laid out `height` px high (its offsetHeight rounded, as the browser's is). */
  const laidOut = (index: number, height: number) =>
    ({
      getAttribute: (name: string) => (name === 'data-index' ? String(index) : null),
      offsetHeight: Math.round(height),
      getBoundingClientRect: () => ({ height }),
    }) as unknown as Element;

  it('keeps the fraction of a pixel, so rows are placed where their skeletons were', () => {
    expect(exactHeight(laidOut(0, 381.31), entryOf(381.31), rows(4, 420))).toBe(381.31);
  });

  it("without the observer's entry, the height measured before, else the layout's", () => {
    const virtualizer = rows(4, 420);
    virtualizer.resizeItem(2, 381.31);
    expect(exactHeight(rowElement(2), undefined, virtualizer)).toBe(381.31);
    expect(exactHeight(laidOut(1, 381.31), undefined, virtualizer)).toBe(381);
  });
});
