import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
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

// The lists are spawned children of the real run; the model traversal leaves them out.
const graph = modelMachine(blogMachine, { spawnLists: () => {} });
// Whether the session is known is context, not a state: part of the key so both guards show.
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s.context as { request: unknown }).request !== null]);
const model = createTestModel(graph, {
  events: [...events, ...settle] as never,
  serializeState,
});
const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);

const { run, inFlight } = recordingRunner('blog', blogMachine);

describe('blog model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const status = selectLandingStatus(snapshot);
      // The landing loads only with a session, one call at a time.
      expect(inFlight().includes('fetchLanding'), route).toBe(snapshot.matches('loading'));
      if (snapshot.matches('loading')) expect(snapshot.context.request, route).not.toBeNull();
      if (snapshot.matches('waiting')) expect(snapshot.context.request, route).toBeNull();
      if (status === 'loaded') expect(selectLanding(snapshot), route).toEqual(landing);
      if (status === 'idle') expect(selectLanding(snapshot), route).toBeNull();
      // A known category or archive is kept for the next session; an unknown one is not.
      const wanted = snapshot.context.wanted;
      const sent = path.steps.map(
        (step) => step.event as Partial<BlogEvent & { category: string }>,
      );
      if (sent.some((e) => e.type === 'blog.showCategory' && e.category === 'news'))
        expect(wanted['blog.category.list'], route).toEqual({ categoryId: 45 });
      else expect(wanted['blog.category.list'], route).toBeUndefined();
      if (route.includes('blog.showArchive'))
        expect(wanted['blog.archive.list'], route).toEqual({ categoryId: 38, year: 2025 });
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('blog', graph, paths))).toEqual([]);
  });
});
