import { describe, expect, it } from 'vitest';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import {
  selectAnchor,
  selectCanAutoLoad,
  selectCanLoadMore,
  selectDefaultDisplay,
  selectGridType,
  selectItems,
  selectListStatus,
  selectPageFailed,
  selectStartPage,
} from './list.selectors.ts';
import { pageOf, startList, tiles } from './list.testing.ts';
import { GROWS_ON_PRESS, type ListDataChanged } from './list.types.ts';

const newest = { sort: 'newest' };
const cheapest = { sort: 'cheapest' };

describe('list machine', () => {
  it('turns loading on at the request, off on arrival, then signals the data change', async () => {
    const { actor, calls } = startList({ query: newest, limit: 10 });
    const seen: string[] = [];
    actor.on('list.dataChanged', (event: ListDataChanged) =>
      seen.push(`${event.count}@${String(actor.getSnapshot().hasTag('loading'))}`),
    );
    expect(selectListStatus(actor.getSnapshot())).toBe('loading');
    expect(calls[0]?.input).toEqual({
      query: newest,
      limit: 10,
      offset: 0,
      cursor: null,
      requestId: 1,
    });
    calls[0]?.resolve(pageOf(calls[0].input, 25));
    await flushMacrotasks();
    expect(selectListStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectItems(actor.getSnapshot())).toHaveLength(10);
    // The listener ran inside the transition: loading was already off.
    expect(seen).toEqual(['10@false']);
  });

  it('pages by offset until the total, then cannot load more', async () => {
    const { actor, calls } = startList({ query: newest, limit: 10 });
    calls[0]?.resolve(pageOf(calls[0].input, 25));
    await flushMacrotasks();
    for (const n of [1, 2]) {
      expect(selectCanLoadMore(actor.getSnapshot())).toBe(true);
      actor.send({ type: n === 1 ? 'ui.loadMore' : 'ui.endReached' });
      expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
      expect(calls[n]?.input.offset).toBe(10 * n);
      calls[n]?.resolve(pageOf(calls[n].input, 25));
      await flushMacrotasks();
    }
    expect(selectItems(actor.getSnapshot()).map((t) => t.id)).toEqual(
      tiles(0, 25).map((t) => t.id),
    );
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ui.endReached' });
    expect(calls).toHaveLength(3);
  });

  it('loads scrollPages pages by scroll, then only by a press, which allows that many again', async () => {
    const { actor, calls } = startList({ query: newest, limit: 10, scrollPages: 2 });
    const answer = async () => {
      const call = calls.at(-1);
      call?.resolve(pageOf(call.input, 100));
      await flushMacrotasks();
    };
    await answer();
    // Two pages as the end comes into view…
    for (const n of [1, 2]) {
      expect(selectCanAutoLoad(actor.getSnapshot()), `scroll page ${n}`).toBe(true);
      actor.send({ type: 'ui.endReached' });
      await answer();
    }
    // …then reaching the end loads nothing (the footer below stays put); the button does.
    expect(selectCanAutoLoad(actor.getSnapshot())).toBe(false);
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'ui.endReached' });
    expect(calls).toHaveLength(3);
    actor.send({ type: 'ui.loadMore' });
    expect(calls[3]?.input.offset).toBe(30);
    await answer();
    // The press allows two scroll pages again.
    for (const n of [1, 2]) {
      expect(selectCanAutoLoad(actor.getSnapshot()), `scroll page ${n} after the press`).toBe(true);
      actor.send({ type: 'ui.endReached' });
      await answer();
    }
    expect(selectCanAutoLoad(actor.getSnapshot())).toBe(false);
    expect(selectItems(actor.getSnapshot())).toHaveLength(60);
    // Another query, or a refresh, starts with its scroll pages again.
    actor.send({ type: 'list.query', query: cheapest });
    await answer();
    expect(selectCanAutoLoad(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'list.query', query: newest });
    expect(selectItems(actor.getSnapshot())).toHaveLength(60);
    expect(selectCanAutoLoad(actor.getSnapshot()), 'the cached query shown again').toBe(true);
  });

  it('loads three pages by scroll unless the list names another number', async () => {
    const { actor, calls } = startList({ query: newest, limit: 10 });
    calls[0]?.resolve(pageOf(calls[0].input, 100));
    await flushMacrotasks();
    for (;;) {
      if (!selectCanAutoLoad(actor.getSnapshot())) break;
      actor.send({ type: 'ui.endReached' });
      const call = calls.at(-1);
      call?.resolve(pageOf(call.input, 100));
      await flushMacrotasks();
    }
    expect(selectItems(actor.getSnapshot())).toHaveLength(40);
  });

  it('grows only on a press when it sits in the middle of a page (GROWS_ON_PRESS)', async () => {
    const { actor, calls } = startList({ query: newest, limit: 10, ...GROWS_ON_PRESS });
    calls[0]?.resolve(pageOf(calls[0].input, 100));
    await flushMacrotasks();
    expect(selectCanAutoLoad(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ui.endReached' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'ui.loadMore' });
    calls[1]?.resolve(pageOf(calls[1].input, 100));
    await flushMacrotasks();
    // A press does not turn scroll loading on for such a list.
    expect(selectCanAutoLoad(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ui.endReached' });
    expect(calls).toHaveLength(2);
    expect(selectItems(actor.getSnapshot())).toHaveLength(20);
  });

  it('pages by cursor with endCursor until hasNextPage is false', async () => {
    const { actor, calls } = startList({ query: newest, limit: 4, paging: 'cursor' });
    calls[0]?.resolve(pageOf(calls[0].input, 6));
    await flushMacrotasks();
    actor.send({ type: 'ui.endReached' });
    expect(calls[1]?.input.cursor).toBe('4');
    calls[1]?.resolve({ ...pageOf(calls[1].input, 6), hasMore: false });
    await flushMacrotasks();
    expect(selectItems(actor.getSnapshot())).toHaveLength(6);
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
  });

  it('ignores the answer to a query that was replaced', async () => {
    const { actor, calls } = startList({ query: newest, limit: 5 });
    actor.send({ type: 'list.query', query: cheapest });
    expect(calls[1]?.input).toMatchObject({ query: cheapest, requestId: 2 });
    calls[1]?.resolve({ items: tiles(100, 2) });
    await flushMacrotasks();
    calls[0]?.resolve({ items: tiles(0, 5) });
    await flushMacrotasks();
    expect(selectItems(actor.getSnapshot()).map((t) => t.id)).toEqual([100, 101]);
    expect(actor.getSnapshot().context.entries[JSON.stringify(newest)]).toBeUndefined();
  });

  it('shows a cached query at once when it comes back, and refreshes it once stale', async () => {
    const { actor, calls, clock } = startList({ query: newest, limit: 5, ttlMs: 60_000 });
    calls[0]?.resolve({ items: tiles(0, 5) });
    await flushMacrotasks();
    actor.send({ type: 'list.query', query: cheapest });
    calls[1]?.resolve({ items: tiles(50, 3) });
    await flushMacrotasks();
    // Back within the time to live: no request.
    clock.advanceTo(59_999);
    actor.send({ type: 'list.query', query: newest });
    expect(selectListStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectItems(actor.getSnapshot())).toHaveLength(5);
    expect(calls).toHaveLength(2);
    // Past it: shown at once, and fetched again.
    clock.advanceTo(60_000);
    actor.send({ type: 'list.query', query: cheapest });
    expect(selectItems(actor.getSnapshot()).map((t) => t.id)).toEqual([50, 51, 52]);
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(calls[2]?.input).toMatchObject({ query: cheapest, offset: 0 });
    calls[2]?.resolve({ items: tiles(60, 1) });
    await flushMacrotasks();
    expect(selectItems(actor.getSnapshot()).map((t) => t.id)).toEqual([60]);
  });

  it('keeps the search time to live of five minutes on the engine clock', async () => {
    const { actor, calls, clock } = startList({ query: newest, ttlMs: 300_000 });
    calls[0]?.resolve({ items: tiles(0, 1) });
    await flushMacrotasks();
    clock.advanceTo(299_999);
    expect(actor.getSnapshot().context.entries[JSON.stringify(newest)]?.stale).toBe(false);
    clock.advanceTo(300_000);
    expect(actor.getSnapshot().context.entries[JSON.stringify(newest)]?.stale).toBe(true);
  });

  it('fails with retry, and keeps items shown when a further page fails', async () => {
    const { actor, calls } = startList({ query: newest, limit: 2 });
    calls[0]?.reject({ message: '', code: 'http_500' });
    await flushMacrotasks();
    expect(selectListStatus(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ message: '', code: 'http_500' });
    actor.send({ type: 'ui.retry' });
    calls[1]?.resolve({ items: tiles(0, 2), total: 4 });
    await flushMacrotasks();
    actor.send({ type: 'ui.endReached' });
    calls[2]?.reject({ message: 'network' });
    await flushMacrotasks();
    expect(selectPageFailed(actor.getSnapshot())).toBe('more');
    expect(selectItems(actor.getSnapshot())).toHaveLength(2);
    // Scrolling on does not retry by itself; the retry button does.
    expect(selectCanAutoLoad(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ui.retry' });
    expect(calls[3]?.input.offset).toBe(2);
  });

  it('pages on after the rows served when a live order repeats some (online first, pushes)', async () => {
    const { actor, calls } = startList({ query: newest, limit: 3 });
    calls[0]?.resolve({ items: tiles(0, 3), total: 9 });
    await flushMacrotasks();
    // Item 2 moved down while the guest scrolled: the next page repeats it.
    actor.send({ type: 'ui.endReached' });
    expect(calls[1]?.input.offset).toBe(3);
    calls[1]?.resolve({ items: [tiles(2, 1)[0]!, ...tiles(3, 2)], total: 9 });
    await flushMacrotasks();
    expect(selectItems(actor.getSnapshot()).map((t) => t.id)).toEqual(tiles(0, 5).map((t) => t.id));
    // The next page starts after the six rows served, not at the five items listed (which
    // asked for the same rows again, for ever, while pushes kept reordering).
    actor.send({ type: 'ui.endReached' });
    expect(calls[2]?.input.offset).toBe(6);
    calls[2]?.resolve({ items: tiles(5, 3), total: 9 });
    await flushMacrotasks();
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
  });

  it('patches and removes items by id in every cached query without fetching', async () => {
    const { actor, calls } = startList({ query: newest, limit: 3 });
    calls[0]?.resolve({ items: tiles(0, 3) });
    await flushMacrotasks();
    actor.send({ type: 'list.query', query: cheapest });
    calls[1]?.resolve({ items: tiles(1, 2) });
    await flushMacrotasks();
    const before = actor.getSnapshot().context.revision;
    actor.send({ type: 'list.itemsPatched', patches: [{ id: 1, changes: { online: true } }] });
    expect(selectItems(actor.getSnapshot())[0]).toEqual({ id: 1, name: 'actor1', online: true });
    expect(actor.getSnapshot().context.revision).toBe(before + 1);
    actor.send({ type: 'list.itemsRemoved', ids: [2] });
    expect(selectItems(actor.getSnapshot()).map((t) => t.id)).toEqual([1]);
    const other = actor.getSnapshot().context.entries[JSON.stringify(newest)];
    expect(other?.items.map((t) => [t.id, t.online])).toEqual([
      [0, false],
      [1, true],
    ]);
    // The service's list lost that row too: its next page starts one row earlier.
    expect(other?.nextOffset).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('remembers the anchor per query, and names its grid and default mode', async () => {
    const { actor, calls } = startList({ query: newest, gridType: 'cams', display: 'list' });
    expect(selectGridType(actor.getSnapshot())).toBe('cams');
    expect(selectDefaultDisplay(actor.getSnapshot())).toBe('list');
    expect(selectDefaultDisplay(startList({ query: newest }).actor.getSnapshot())).toBe('grid');
    calls[0]?.resolve({ items: tiles(0, 30) });
    await flushMacrotasks();
    actor.send({ type: 'ui.anchorSaved', index: 17 });
    actor.send({ type: 'list.query', query: cheapest });
    expect(selectAnchor(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'list.query', query: newest });
    expect(selectAnchor(actor.getSnapshot())).toBe(17);
  });

  it('drops the least recently shown queries beyond maxEntries', async () => {
    const { actor, calls } = startList({ query: { sort: 'a' }, maxEntries: 2 });
    for (const [i, sort] of ['a', 'b', 'c'].entries()) {
      if (i > 0) actor.send({ type: 'list.query', query: { sort } });
      calls[i]?.resolve({ items: tiles(i, 1) });
      await flushMacrotasks();
    }
    expect(Object.keys(actor.getSnapshot().context.entries)).toEqual([
      JSON.stringify({ sort: 'b' }),
      JSON.stringify({ sort: 'c' }),
    ]);
  });

  it('invalidating reloads the shown query and marks the others stale', async () => {
    const { actor, calls } = startList({ query: newest });
    calls[0]?.resolve({ items: tiles(0, 1) });
    await flushMacrotasks();
    actor.send({ type: 'list.invalidate' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(selectItems(actor.getSnapshot())).toHaveLength(1);
  });

  it('starts at page N of an address: its offset, more after it, a cache entry of its own', async () => {
    const { actor, calls } = startList({ limit: 10 });
    actor.send({ type: 'list.query', query: newest, page: 3 });
    expect(calls[0]?.input).toMatchObject({ offset: 20, limit: 10, cursor: null });
    calls[0]?.resolve(pageOf(calls[0].input, 45));
    await flushMacrotasks();
    expect(selectStartPage(actor.getSnapshot())).toBe(3);
    expect(selectItems(actor.getSnapshot()).map((t) => t.id)).toEqual(
      tiles(20, 10).map((t) => t.id),
    );
    actor.send({ type: 'ui.endReached' });
    expect(calls[1]?.input.offset).toBe(30);
    calls[1]?.resolve(pageOf(calls[1].input, 45));
    await flushMacrotasks();
    // The total counts from the list's start: rows 40-44 are left.
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(true);
    // The same query from its first page is another entry, asked from the start…
    actor.send({ type: 'list.query', query: newest });
    expect(selectStartPage(actor.getSnapshot())).toBe(1);
    expect(calls[2]?.input.offset).toBe(0);
    calls[2]?.resolve(pageOf(calls[2].input, 45));
    await flushMacrotasks();
    // …and page 3 comes back from the cache as it was left.
    actor.send({ type: 'list.query', query: newest, page: 3 });
    expect(calls).toHaveLength(3);
    expect(selectItems(actor.getSnapshot())).toHaveLength(20);
    expect(selectStartPage(actor.getSnapshot())).toBe(3);
  });

  it('the last page of an address has no more; a query may have its own page size', async () => {
    const { actor, calls } = startList({ limit: 10 });
    actor.send({ type: 'list.query', query: newest, page: 3 });
    calls[0]?.resolve({ items: tiles(20, 5), total: 25 });
    await flushMacrotasks();
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'list.query', query: cheapest, page: 2, limit: 16 });
    expect(calls[1]?.input).toMatchObject({ offset: 16, limit: 16 });
    // A full page of 16 says there may be more; the next asks 16 after it.
    calls[1]?.resolve({ items: tiles(16, 16) });
    await flushMacrotasks();
    actor.send({ type: 'ui.loadMore' });
    expect(calls[2]?.input).toMatchObject({ offset: 32, limit: 16 });
  });

  it('a page that is no whole number from 1, or a cursor list, starts at the first page', () => {
    for (const page of [0, -2, 1.5, Number('x')]) {
      const { actor, calls } = startList({ limit: 10 });
      actor.send({ type: 'list.query', query: newest, page });
      expect(calls[0]?.input.offset).toBe(0);
      expect(selectStartPage(actor.getSnapshot())).toBe(1);
    }
    const { actor, calls } = startList({ limit: 10, paging: 'cursor' });
    actor.send({ type: 'list.query', query: newest, page: 4 });
    expect(calls[0]?.input).toMatchObject({ offset: 0, cursor: null });
    expect(selectStartPage(actor.getSnapshot())).toBe(1);
  });

  it('waits without a query, and an empty answer is the empty state', async () => {
    const { actor, calls } = startList({});
    expect(selectListStatus(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'list.query', query: newest });
    calls[0]?.resolve({ items: [] });
    await flushMacrotasks();
    expect(selectListStatus(actor.getSnapshot())).toBe('empty');
  });
});
