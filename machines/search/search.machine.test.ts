import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { SEARCH_LISTS, searchListMachine, searchMachine } from './search.machine.ts';
import { groupsOf } from './search.selectors.ts';
import { SEARCH_CACHE_CLEAN_MS, SEARCH_CACHE_TTL_MS, SEARCH_DEBOUNCE_MS } from './search.rules.ts';
import type { SearchResult } from './search.types.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';

const group = <T extends 'actors' | 'videos' | 'mediathek' | 'blog'>(type: T, count = 1) => ({
  type,
  count,
  link: `/en/search/${type}/x/`,
  items: [],
});
const resultFor = (searchPattern: string): SearchResult => ({
  searchPattern,
  proposals: [],
  actors: group('actors'),
  videos: group('videos'),
  mediathek: group('mediathek'),
  blog: group('blog'),
});
const input = demoDomainInput('search');

/**
 * The search machine, alone or (`functional` given) beside a consent actor with that choice;
 * `stored` is what local storage holds from an earlier visit.
 */
function start(
  answer: (pattern: string) => Promise<SearchResult | null>,
  options: {
    functional?: boolean;
    stored?: string[];
    storeFails?: boolean;
    saveFails?: boolean;
  } = {},
) {
  const calls: string[] = [];
  const saved: string[][] = [];
  const storedPatterns: string[] = [];
  const search = searchMachine.provide({
    actors: {
      search: fromPromise(async ({ input }) => {
        calls.push(input.pattern);
        return answer(input.pattern);
      }),
      storeSearchPattern: fromPromise(({ input }) => {
        storedPatterns.push(input.pattern);
        if (options.storeFails) return Promise.reject(new Error('query service down'));
        return Promise.resolve({ searchPattern: input.pattern, searches: 1 });
      }),
      saveRecent: fromPromise(({ input }) => {
        saved.push(input.recent);
        if (options.saveFails) return Promise.reject(new Error('quota exceeded'));
        return Promise.resolve();
      }),
      loadRecent: fromPromise(() => Promise.resolve(options.stored ?? [])),
    },
  });
  // A consent domain with that choice: it answers the search's question as the real one does.
  const consent = setup({}).createMachine({
    on: {
      'consent.ask': {
        actions: sendTo(
          ({ system }) => system.get('search') as ActorRefFrom<typeof searchMachine>,
          () => ({ type: 'consent.functionalChanged', functional: options.functional ?? false }),
        ),
      },
    },
  });
  const parent = createActor(
    setup({ actors: { search, consent } }).createMachine({
      invoke: [
        ...(options.functional === undefined
          ? []
          : [{ id: 'consent', systemId: 'consent', src: 'consent' as const }]),
        { id: 'search', systemId: 'search', src: 'search' as const, input },
      ],
    }),
  ).start();
  const actor = parent.system.get('search') as ActorRefFrom<typeof searchMachine>;
  return { actor, calls, saved, storedPatterns };
}

const flush = async () => {
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search machine', () => {
  it('debounces typing: one call for the last pattern', async () => {
    const { actor, calls } = start((pattern) => Promise.resolve(resultFor(pattern)));
    for (const pattern of ['a', 'an', 'ann'])
      actor.send({ type: 'ui.searchTyped', pattern, mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toEqual(['ann']);
    expect(actor.getSnapshot().context.result?.searchPattern).toBe('ann');
  });

  it('ignores an answer for another pattern than the latest typed one', async () => {
    const { actor } = start(() => Promise.resolve(resultFor('other')));
    actor.send({ type: 'ui.searchTyped', pattern: 'anna', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('no data clears the result; a failure is retried', async () => {
    let fail = true;
    const { actor } = start((pattern) => {
      if (fail) return Promise.reject(new Error('down'));
      return Promise.resolve(pattern === 'none' ? null : resultFor(pattern));
    });
    actor.send({ type: 'ui.searchTyped', pattern: 'anna', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    fail = false;
    actor.send({ type: 'ui.retry' });
    await flush();
    expect(actor.getSnapshot().context.result?.searchPattern).toBe('anna');
    actor.send({ type: 'ui.searchTyped', pattern: 'none', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('stores each pattern the service answered on the query service, not cached or outdated ones', async () => {
    let answerFor = (pattern: string) => pattern;
    const { actor, storedPatterns } = start((pattern) =>
      Promise.resolve(resultFor(answerFor(pattern))),
    );
    actor.send({ type: 'ui.searchTyped', pattern: ' anna  b ', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(storedPatterns).toEqual(['anna b']);
    // From the cache: already stored.
    actor.send({ type: 'ui.searchTyped', pattern: 'x', mobile: false });
    actor.send({ type: 'ui.searchTyped', pattern: 'anna b', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(storedPatterns).toEqual(['anna b']);
    // An answer for another pattern is ignored, and nothing is stored for it.
    answerFor = () => 'older';
    actor.send({ type: 'ui.searchTyped', pattern: 'bea', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(storedPatterns).toEqual(['anna b']);
  });

  it('a failed store, or recent searches not written, change nothing the guest sees', async () => {
    const { actor, storedPatterns, saved } = start(
      (pattern) => Promise.resolve(resultFor(pattern)),
      {
        functional: true,
        storeFails: true,
        saveFails: true,
      },
    );
    actor.send({ type: 'ui.searchTyped', pattern: 'anna', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(storedPatterns).toEqual(['anna']);
    expect(actor.getSnapshot().matches({ query: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.result?.searchPattern).toBe('anna');
    actor.send({ type: 'ui.searchCommitted', pattern: 'anna' });
    actor.send({ type: 'ui.searchCommitted', pattern: 'bea' });
    await flush();
    expect(saved).toEqual([['anna'], ['bea', 'anna']]);
    expect(actor.getSnapshot().context.recent).toEqual(['bea', 'anna']);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('needs 3 characters on phones', async () => {
    const { actor, calls } = start((pattern) => Promise.resolve(resultFor(pattern)));
    actor.send({ type: 'ui.searchTyped', pattern: 'an', mobile: true });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().hasTag('tooShort')).toBe(true);
  });

  it('answers from the cache for 5 minutes; the cleaner drops it and stops', async () => {
    const { actor, calls } = start((pattern) => Promise.resolve(resultFor(pattern)));
    actor.send({ type: 'ui.searchTyped', pattern: 'anna', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'ui.searchTyped', pattern: 'bea', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'ui.searchTyped', pattern: 'anna', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toEqual(['anna', 'bea']);
    expect(Object.keys(actor.getSnapshot().context.cache)).toEqual(['anna', 'bea']);
    await vi.advanceTimersByTimeAsync(SEARCH_CACHE_TTL_MS - 10 * SEARCH_CACHE_CLEAN_MS);
    expect(actor.getSnapshot().hasTag('cleaning')).toBe(false);
    expect(Object.keys(actor.getSnapshot().context.cache)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20 * SEARCH_CACHE_CLEAN_MS);
    expect(actor.getSnapshot().context.cache).toEqual({});
    expect(actor.getSnapshot().matches({ cleaner: 'empty' })).toBe(true);
    actor.send({ type: 'ui.searchTyped', pattern: 'anna', mobile: false });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toEqual(['anna', 'bea', 'anna']);
  });

  it('keeps recent searches unique, newest first, max 3, 3+ chars; without consent only for the visit', async () => {
    const { actor, saved } = start((pattern) => Promise.resolve(resultFor(pattern)), {
      functional: false,
      stored: ['mia'],
    });
    for (const pattern of ['anna', 'ab', 'bea', 'cleo', 'ANNA', 'dora'])
      actor.send({ type: 'ui.searchCommitted', pattern });
    expect(actor.getSnapshot().context.recent).toEqual(['dora', 'ANNA', 'cleo']);
    await flush();
    expect(saved).toEqual([]);
  });

  it('with the functional consent, reads the searches of earlier visits and stores each new one', async () => {
    const { actor, saved } = start((pattern) => Promise.resolve(resultFor(pattern)), {
      functional: true,
      stored: ['mia', 'lana'],
    });
    await flush();
    expect(actor.getSnapshot().context.recent).toEqual(['mia', 'lana']);
    actor.send({ type: 'ui.searchCommitted', pattern: 'emma' });
    await flush();
    expect(saved).toEqual([['emma', 'mia', 'lana']]);
  });

  it('withdrawing the functional consent forgets the recent searches; later ones last the visit', async () => {
    const { actor, saved } = start((pattern) => Promise.resolve(resultFor(pattern)), {
      functional: true,
      stored: ['mia', 'lana'],
    });
    await flush();
    expect(actor.getSnapshot().context.recent).toEqual(['mia', 'lana']);
    actor.send({ type: 'consent.functionalChanged', functional: false });
    expect(actor.getSnapshot().context.recent).toEqual([]);
    actor.send({ type: 'ui.searchCommitted', pattern: 'emma' });
    await flush();
    expect(actor.getSnapshot().context.recent).toEqual(['emma']);
    expect(saved).toEqual([]);
  });

  it('opens and closes the panel', () => {
    const { actor } = start((pattern) => Promise.resolve(resultFor(pattern)));
    actor.send({ type: 'ui.searchOpen' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'ui.searchClose' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('every results page asks its category’s list with the §9 page size, none says nothing unasked', async () => {
    const asked: { category: string; pattern: string; limit: number }[] = [];
    const resultsList = searchListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) => {
          asked.push({
            category: input.query.category,
            pattern: input.query.pattern,
            limit: input.limit,
          });
          return Promise.resolve({ items: [], total: 0 });
        }),
      },
    });
    const actor = createActor(searchMachine.provide({ actors: { resultsList } }), {
      input,
    }).start();
    const sizes = {
      actors: 30,
      models: 30,
      asmr: 3,
      tv: 30,
      mediathek: 30,
      blog: 15,
      photos: 14,
      galleries: 14,
    } as const;
    for (const category of Object.keys(SEARCH_LISTS) as (keyof typeof sizes)[])
      actor.send({ type: 'search.showResults', category, pattern: ' Lana  Love ' });
    await flush();
    expect(asked).toEqual(
      Object.entries(sizes).map(([category, limit]) => ({ category, pattern: 'Lana Love', limit })),
    );
  });

  it('shows the further groups of an answer that has them, in their order', () => {
    const result: SearchResult = {
      ...resultFor('lana'),
      photos: { type: 'photos', count: 2, link: '/en/search/photos/lana/', items: [] },
      tv: { type: 'tv', count: 0, link: '/en/search/tv/lana/', items: [] },
    };
    expect(groupsOf(result).map((entry) => entry.type)).toEqual([
      'actors',
      'videos',
      'photos',
      'mediathek',
      'blog',
      'tv',
    ]);
  });
});
