import { describe, expect, it } from 'vitest';
import {
  appendPage,
  evict,
  firstPageEntry,
  hasMoreAfter,
  queryKey,
  removeItems,
} from './list.cache.ts';

const offset = { paging: 'offset' as const, limit: 2 };

describe('list cache', () => {
  it('keys a query independently of the order of its fields', () => {
    expect(queryKey({ b: 1, a: { d: 2, c: [1, 2] } })).toBe(
      queryKey({ a: { c: [1, 2], d: 2 }, b: 1 }),
    );
    expect(queryKey({ a: 1 })).not.toBe(queryKey({ a: 2 }));
  });

  it('decides "more" by hasMore, then total, then a full page; cursor by the next cursor', () => {
    expect(hasMoreAfter(offset, { items: [{ id: 1 }], hasMore: true }, 1)).toBe(true);
    expect(hasMoreAfter(offset, { items: [{ id: 1 }], total: 3 }, 3)).toBe(false);
    expect(hasMoreAfter(offset, { items: [{ id: 1 }, { id: 2 }] }, 2)).toBe(true);
    expect(hasMoreAfter(offset, { items: [{ id: 1 }] }, 1)).toBe(false);
    const cursor = { paging: 'cursor' as const, limit: 2 };
    expect(hasMoreAfter(cursor, { items: [], nextCursor: 'x' }, 0)).toBe(true);
    expect(hasMoreAfter(cursor, { items: [], nextCursor: 'x', hasMore: false }, 0)).toBe(false);
    expect(hasMoreAfter(cursor, { items: [] }, 0)).toBe(false);
  });

  it('does not list an item twice when a page overlaps the last', () => {
    const first = firstPageEntry(offset, {}, { items: [{ id: 1 }, { id: 2 }] }, 0);
    const next = appendPage(offset, first, { items: [{ id: 2 }, { id: 3 }] });
    expect(next.items.map((item) => item.id)).toEqual([1, 2, 3]);
    // The next page starts after the four rows served.
    expect(next.nextOffset).toBe(4);
    expect(hasMoreAfter(offset, { items: [], total: 4 }, next.nextOffset)).toBe(false);
  });

  it('keeps the anchor within the items of a refreshed first page', () => {
    expect(firstPageEntry(offset, {}, { items: [{ id: 1 }] }, 7).anchor).toBe(0);
  });

  it("removes items; with kept places, the first item after them takes a removed one's place", () => {
    const items = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
    const ids = (list: { id: number }[]) => list.map((item) => item.id);
    expect(ids(removeItems(items, [2]))).toEqual([1, 3, 4, 5, 6]);
    expect(ids(removeItems(items, [2], 3))).toEqual([1, 4, 3, 5, 6]);
    // Two holes among the places, one of the spares gone too: the rest fill in order.
    expect(ids(removeItems(items, [1, 3, 4], 3))).toEqual([5, 2, 6]);
    // More holes than spares: the places close up.
    expect(ids(removeItems(items, [1, 2, 5, 6], 4))).toEqual([3, 4]);
    expect(removeItems(items, [9], 3)).toBe(items);
  });

  it('never evicts the shown key', () => {
    const { order } = evict({ a: 1, b: 2, c: 3 }, ['a', 'b', 'c'], 1, 'a');
    expect(order).toEqual(['a']);
  });
});
