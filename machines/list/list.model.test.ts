import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { queryKey } from './list.cache.ts';
import { listMachine } from './list.machine.ts';
import {
  selectCanAutoLoad,
  selectCanLoadMore,
  selectItems,
  selectListStatus,
} from './list.selectors.ts';
import { tiles } from './list.testing.ts';
import type { ListContext } from './list.types.ts';

/** Model-based test: every transition of the list statechart, on the real machine. */
const input = { limit: 2, maxEntries: 2, gridType: 'cams', scrollPages: 1 };
const a = { sort: 'newest' };
const b = { sort: 'cheapest' };
const more = { items: tiles(0, 2), total: 4 };
const last = { items: tiles(2, 1), hasMore: false };
/** A further page after which there is more: the scroll pages run out while the list goes on. */
const middle = { items: tiles(2, 1), hasMore: true };
const failure = { message: '', code: 'http_500' };
const events = [
  { type: 'list.query', query: a },
  { type: 'list.query', query: b },
  { type: 'xstate.done.actor.firstPage', output: more },
  { type: 'xstate.done.actor.firstPage', output: last },
  { type: 'xstate.error.actor.firstPage', error: failure },
  { type: 'xstate.done.actor.nextPage', output: last },
  { type: 'xstate.done.actor.nextPage', output: middle },
  { type: 'xstate.error.actor.nextPage', error: failure },
  { type: 'xstate.done.actor.refreshPage', output: more },
  { type: 'xstate.error.actor.refreshPage', error: failure },
  { type: 'ui.loadMore' },
  { type: 'ui.endReached' },
  { type: 'ui.refresh' },
  { type: 'ui.retry' },
  { type: 'ui.anchorSaved', index: 1 },
  { type: 'list.itemsPatched', patches: [{ id: 0, changes: { online: true } }] },
  { type: 'list.itemsRemoved', ids: [1] },
  { type: 'list.invalidate' },
  // Sent directly: the timer behind it is the unit tests' (engine clock) concern.
  { type: 'list.cacheExpired', key: queryKey(a) },
];

// The guards read which query is shown, which are cached (fresh or stale), whether it has more and
// how many pages scrolling may still load.
const entryState = (context: ListContext, key: string) => {
  const entry = context.entries[key];
  return entry === undefined ? '-' : entry.stale ? 'stale' : 'fresh';
};
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as ListContext;
  const shown = context.key === null ? undefined : context.entries[context.key];
  return JSON.stringify([
    s.value,
    context.key,
    entryState(context, queryKey(a)),
    entryState(context, queryKey(b)),
    shown?.hasMore ?? null,
    context.scrollPagesLeft,
  ]);
};

defineModelSuite(listMachine, {
  name: 'list',
  input,
  events,
  serializeState,
  runner: {
    srcOf: {
      firstPage: 'fetchPage',
      nextPage: 'fetchPage',
      refreshPage: 'fetchPage',
    },
  },
  exceptions: {
    'list.data.starting —always[hasInitialQuery]→ list.data.loading':
      'the model starts without a query to reach every query path; list.machine.test.ts starts with one',
  },
  invariants: (snapshot, { route, inFlight }) => {
    const status = selectListStatus(snapshot);
    const busy = snapshot.hasTag('busy');
    // A request is out exactly while the list says it is busy.
    expect(inFlight(), route).toEqual(busy ? ['fetchPage'] : []);
    // Loading shows no items of its own; loaded ones come from the shown query's entry.
    if (status === 'loading') expect(selectItems(snapshot), route).toEqual([]);
    if (status === 'loaded' || status === 'empty') {
      const { key, entries } = snapshot.context;
      expect(key !== null && entries[key] !== undefined, route).toBe(true);
    }
    // More can be asked for only from a settled, loaded list whose last page said so.
    if (selectCanLoadMore(snapshot)) {
      expect(snapshot.matches({ data: 'loaded' }), route).toBe(true);
      const { key, entries } = snapshot.context;
      expect(key !== null && entries[key]?.hasMore, route).toBe(true);
    }
    if (snapshot.matches({ data: { loaded: 'moreFailed' } }))
      expect(selectCanAutoLoad(snapshot), route).toBe(false);
    // Scrolling loads only while scroll pages are left; past them the button still loads more.
    const { scrollPagesLeft, config, key, entries } = snapshot.context;
    const hasMore = key !== null && entries[key]?.hasMore === true;
    expect(scrollPagesLeft >= 0 && scrollPagesLeft <= config.scrollPages, route).toBe(true);
    if (selectCanAutoLoad(snapshot)) expect(scrollPagesLeft, route).toBeGreaterThan(0);
    if (snapshot.matches({ data: { loaded: 'settled' } }) && hasMore)
      expect(selectCanAutoLoad(snapshot), route).toBe(scrollPagesLeft > 0);
  },
});
