import { expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { toldOf } from '../app/routeTold.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { blogMachine, type BlogEvent } from './blog.machine.ts';
import { selectLanding, selectLandingStatus } from './blog.selectors.ts';
import type { BlogLanding } from './blog.types.ts';

/** Model-based test of the blog: every transition of the statechart, on the real machine. */
const events: BlogEvent[] = [
  { type: 'blog.showLanding' },
  { type: 'blog.showCategory', category: 'news' },
  { type: 'blog.showCategory', category: 'nope' },
  { type: 'blog.showArchive', category: 'event', year: 2025 },
  { type: 'ui.retry' },
  // The root's route events (the blog's route asks for the landing; leaving asks nothing).
  toldOf('blog', '/en/blog/').entered,
  toldOf('blog', '/en/blog/').left,
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

const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);

/** The query a list child of the real run shows (without the request it carries), if any. */
function shownQuery(snapshot: AnyMachineSnapshot, list: string): unknown {
  const child = (snapshot.children as Record<string, AnyActorRef | undefined>)[list];
  const query = (child?.getSnapshot() as { context: { query: Record<string, unknown> | null } })
    .context.query;
  if (!query) return undefined;
  const { request: _, ...rest } = query;
  return rest;
}

defineModelSuite(blogMachine, {
  input: demoDomainInput('blog'),
  events: [...events, ...settle],
  // The lists are spawned children of the real run; the model traversal leaves them out.
  stand: { spawnLists: () => {}, want: () => {} },
  serializeState,
  invariants: (snapshot, { route, path, inFlight }) => {
    const status = selectLandingStatus(snapshot);
    // The landing loads one call at a time.
    expect(inFlight().includes('fetchLanding'), route).toBe(snapshot.matches('loading'));
    if (status === 'loaded') expect(selectLanding(snapshot), route).toEqual(landing);
    if (status === 'idle') expect(selectLanding(snapshot), route).toBeNull();
    // A known category or archive is asked of its list; an unknown one is not.
    const sent = path.steps.map((step) => step.event as Partial<BlogEvent & { category: string }>);
    if (sent.some((e) => e.type === 'blog.showCategory' && e.category === 'news'))
      expect(shownQuery(snapshot, 'blog.category.list'), route).toEqual({ categoryId: 45 });
    else expect(shownQuery(snapshot, 'blog.category.list'), route).toBeUndefined();
    if (route.includes('blog.showArchive'))
      expect(shownQuery(snapshot, 'blog.archive.list'), route).toEqual({
        categoryId: 38,
        year: 2025,
      });
  },
});
