import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { searchMachine } from './search.machine.ts';
import { selectSearchOpen } from './search.selectors.ts';
import type { SearchResult } from './search.types.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';

/** Model-based test: every transition of the search statechart, run on the real machine. */
const group = <T extends 'actors' | 'videos' | 'mediathek' | 'blog'>(type: T) => ({
  type,
  count: 1,
  link: `/en/search/${type}/lana/`,
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
const events = [
  { type: 'ui.searchOpen' },
  { type: 'ui.searchClose' },
  { type: 'ui.searchTyped', pattern: 'lana', mobile: false },
  { type: 'ui.searchTyped', pattern: 'la', mobile: true },
  { type: 'xstate.after.debounce.search.query.debouncing' },
  { type: 'xstate.done.actor.search', output: resultFor('lana') },
  // An answer for a pattern typed before: ignored.
  { type: 'xstate.done.actor.search', output: resultFor('older') },
  { type: 'xstate.error.actor.search', error: { code: 'network' } },
  { type: 'ui.retry' },
  { type: 'ui.searchCommitted', pattern: 'lana' },
  { type: 'search.showResults', category: 'actors', pattern: ' Lana ' },
  { type: 'xstate.done.actor.loadRecent', output: ['mia'] },
  { type: 'xstate.error.actor.loadRecent', error: { message: 'blocked' } },
  // The fire-and-forget calls' failures (store search pattern, save recent): nothing changes.
  { type: 'xstate.error.actor.storeSearchPattern.0', error: { code: 'missing_token' } },
  { type: 'xstate.error.actor.saveRecent.0', error: { message: 'quota' } },
];

const serializeState = (s: SnapshotFrom<typeof searchMachine>) =>
  JSON.stringify([s.value, Object.keys(s.context.cache).length > 0]);

const CLEANER_EVENT = /^xstate\.after\.\w+\.search\.cleaner\./;

/**
 * The cache cleaner's timers run for minutes while the typing pause is 200 ms: a model that counts
 * no time cannot interleave them with typing as time does, so search.machine.test.ts runs them on
 * a fake clock ("answers from the cache for 5 minutes; the cleaner drops it and stops").
 */
const CLEANER_ON_FAKE_CLOCK =
  'time-coupled; search.machine.test.ts "answers from the cache for 5 minutes; the cleaner drops it and stops"';
const NO_EFFECT =
  'a failure that changes nothing takes no microstep; search.machine.test.ts "a failed store, or recent searches not written, change nothing the guest sees"';
const exceptions: Record<string, string> = {
  'search.cleaner.running.clock.ticking —xstate.after.cleanEvery.search.cleaner.running.clock.ticking→ search.cleaner.running.clock.ticking':
    CLEANER_ON_FAKE_CLOCK,
  'search.cleaner.running.phase.warmup —xstate.after.cacheTtl.search.cleaner.running.phase.warmup→ search.cleaner.running.phase.cleaning':
    CLEANER_ON_FAKE_CLOCK,
  'search.cleaner.running.phase.cleaning —xstate.after.cleanEvery.search.cleaner.running.phase.cleaning→ search.cleaner.running.phase.cleaning':
    CLEANER_ON_FAKE_CLOCK,
  'search.cleaner.running —always[cacheEmpty]→ search.cleaner.empty': CLEANER_ON_FAKE_CLOCK,
  'search.cleaner.running.phase.cleaning': CLEANER_ON_FAKE_CLOCK,
  // Failures that change nothing: a handler without target or action takes no microstep, so the
  // inspector cannot see it taken; the paths send them (the machine must stay active) and
  // search.machine.test.ts "a failed store, or recent searches not written, …" checks it.
  'search —xstate.error.actor.loadRecent→ (stay)': NO_EFFECT,
  'search —xstate.error.actor.storeSearchPattern.*→ (stay)': NO_EFFECT,
  'search —xstate.error.actor.saveRecent.*→ (stay)': NO_EFFECT,
};

defineModelSuite(searchMachine, {
  input: demoDomainInput('search'),
  // The results lists are spawned children of the real run; the model traversal leaves them out.
  stand: { spawnLists: () => {}, want: () => {} },
  events,
  serializeState,
  paths: (all) =>
    all.filter(
      // The cleaner's timers are left to the fake-clock unit test (see the exceptions below).
      (path) => !path.steps.some((step) => CLEANER_EVENT.test(step.event.type)),
    ),
  exceptions,
  invariants: (snapshot, { route }) => {
    // No failure of a call stops the machine (the fire-and-forget ones included).
    expect(snapshot.status, route).toBe('active');
    expect(selectSearchOpen(snapshot as never), route).toBe(snapshot.matches({ panel: 'open' }));
    // Shown holds the answer of the pattern on screen, or nothing for an outdated one.
    const result = snapshot.context.result;
    if (result !== null) expect(result.searchPattern, route).toBe(snapshot.context.pattern);
    if (snapshot.matches({ query: 'idle' })) expect(result, route).toBeNull();
    expect(snapshot.context.recent.length, route).toBeLessThanOrEqual(3);
  },
});
