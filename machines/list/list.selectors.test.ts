import { describe, expect, it } from 'vitest';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { sameListShape, selectListShape } from './list.selectors.ts';
import { pageOf, startList } from './list.testing.ts';

const newest = { sort: 'newest' };
const config = { gridType: 'albums', display: 'list' as const };

describe('selectListShape', () => {
  it('has no count until the list answers, then its items and whether more can load', async () => {
    const { actor, calls } = startList({ query: newest, limit: 10, ...config });
    const loading = selectListShape(actor.getSnapshot());
    expect(loading).toEqual({
      count: null,
      canLoadMore: false,
      gridType: 'albums',
      display: 'list',
    });
    calls[0]?.resolve(pageOf(calls[0].input, 25));
    await flushMacrotasks();
    const first = selectListShape(actor.getSnapshot());
    expect(first).toEqual({ count: 10, canLoadMore: true, gridType: 'albums', display: 'list' });
    expect(sameListShape(loading, first)).toBe(false);
    actor.send({ type: 'ui.loadMore' });
    // Loading a further page keeps the answered shape (the grid keeps its tiles).
    expect(selectListShape(actor.getSnapshot()).count).toBe(10);
    calls[1]?.resolve(pageOf(calls[1].input, 25));
    await flushMacrotasks();
    actor.send({ type: 'ui.loadMore' });
    calls[2]?.resolve(pageOf(calls[2].input, 25));
    await flushMacrotasks();
    expect(selectListShape(actor.getSnapshot())).toMatchObject({ count: 25, canLoadMore: false });
  });

  it('counts none for an empty list, and none while it failed', async () => {
    const empty = startList({ query: newest, limit: 10 });
    empty.calls[0]?.resolve(pageOf(empty.calls[0].input, 0));
    await flushMacrotasks();
    expect(selectListShape(empty.actor.getSnapshot())).toEqual({
      count: 0,
      canLoadMore: false,
      gridType: 'default',
      display: 'grid',
    });
    const failed = startList({ query: newest, limit: 10 });
    failed.calls[0]?.reject({ message: '', code: 'http_500' });
    await flushMacrotasks();
    expect(selectListShape(failed.actor.getSnapshot())).toMatchObject({
      count: null,
      canLoadMore: false,
    });
  });

  it('tells two shapes apart by each of their parts', () => {
    const shape = { count: 3, canLoadMore: true, gridType: 'albums', display: 'grid' as const };
    expect(sameListShape(shape, { ...shape })).toBe(true);
    expect(sameListShape(shape, { ...shape, count: 4 })).toBe(false);
    expect(sameListShape(shape, { ...shape, canLoadMore: false })).toBe(false);
    expect(sameListShape(shape, { ...shape, gridType: 'cams' })).toBe(false);
    expect(sameListShape(shape, { ...shape, display: 'list' })).toBe(false);
  });
});
