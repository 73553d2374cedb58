import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { readyWith } from '../avs/avs.testing.ts';
import { blogMachine, type BlogEvent } from './blog.machine.ts';
import { selectLanding, selectLandingStatus } from './blog.selectors.ts';
import type { BlogLanding } from './blog.types.ts';

/** Model-based test of the blog: every transition of the statechart, on the real machine. */
const events: BlogEvent[] = [
  readyWith(),
  { type: 'blog.showLanding' },
  { type: 'blog.showCategory', category: 'news' },
  { type: 'blog.showCategory', category: 'nope' },
  { type: 'blog.showArchive', category: 'event', year: 2025 },
  { type: 'ui.retry' },
];
const landing: BlogLanding = {
  featured: [],
  posts: { latest: [] },
  totals: { latest: 0 },
  exclude: [],
  archives: [{ year: 2025, categoryId: 38, posts: 4 }],
};
const settle = [
  { type: 'xstate.done.actor.fetchLanding', output: landing },
  { type: 'xstate.error.actor.fetchLanding', error: { message: 'down' } },
];

// Whether the session is known is context, not a state: part of the key so both guards show.
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s.context as { request: unknown }).request !== null]);

defineModelSuite(blogMachine, {
  events: [...events, ...settle],
  // The lists are spawned children of the real run; the model traversal leaves them out.
  stand: { spawnLists: () => {} },
  serializeState,
  invariants: (snapshot, { route, path, inFlight }) => {
    const status = selectLandingStatus(snapshot);
    // The landing loads only with a session, one call at a time.
    expect(inFlight().includes('fetchLanding'), route).toBe(snapshot.matches('loading'));
    if (snapshot.matches('loading')) expect(snapshot.context.request, route).not.toBeNull();
    if (snapshot.matches('waiting')) expect(snapshot.context.request, route).toBeNull();
    if (status === 'loaded') expect(selectLanding(snapshot), route).toEqual(landing);
    if (status === 'idle') expect(selectLanding(snapshot), route).toBeNull();
    // A known category or archive is kept for the next session; an unknown one is not.
    const wanted = snapshot.context.wanted;
    const sent = path.steps.map((step) => step.event as Partial<BlogEvent & { category: string }>);
    if (sent.some((e) => e.type === 'blog.showCategory' && e.category === 'news'))
      expect(wanted['blog.category.list'], route).toEqual({ categoryId: 45 });
    else expect(wanted['blog.category.list'], route).toBeUndefined();
    if (route.includes('blog.showArchive'))
      expect(wanted['blog.archive.list'], route).toEqual({ categoryId: 38, year: 2025 });
  },
});
