import { describe, expect, it } from 'vitest';
import { appendPage, evict, firstPageEntry, hasMoreAfter, queryKey } from './list.cache.ts';

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
  });

  it('keeps the anchor within the items of a refreshed first page', () => {
    expect(firstPageEntry(offset, {}, { items: [{ id: 1 }] }, 7).anchor).toBe(0);
  });

  it('never evicts the shown key', () => {
    const { order } = evict({ a: 1, b: 2, c: 3 }, ['a', 'b', 'c'], 1, 'a');
    expect(order).toEqual(['a']);
  });
});
