import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { actorSearchMachine } from './actorSearch.machine.ts';
import { selectActorSearch } from './actorSearch.selectors.ts';
import { initOf, lana, searchInput } from './actorSearch.testing.ts';

/** Model-based test: every transition of the actor search statechart, on the real machine. */
const events = [
  { type: 'actorSearch.wanted' },
  { type: 'actorSearch.listed', search: lana },
  { type: 'ui.actorSearchRetried' },
  { type: 'ui.actorSearchCleared' },
  { type: 'xstate.done.actor.initSearch', output: initOf(lana) },
  { type: 'xstate.done.actor.initSearch', output: initOf(null) },
  { type: 'xstate.error.actor.initSearch', error: { message: 'network' } },
  { type: 'xstate.done.actor.deleteSearch', output: undefined },
  { type: 'xstate.error.actor.deleteSearch', error: { message: 'network' } },
];

const serializeState = (s: SnapshotFrom<typeof actorSearchMachine>) =>
  JSON.stringify([s.value, s.context.saved !== null]);

defineModelSuite(actorSearchMachine, {
  input: searchInput(true),
  events,
  serializeState,
  invariants: (snapshot, { route }) => {
    const view = selectActorSearch(snapshot);
    // Choices are there exactly once init answered; a delete runs only for a kept search.
    expect(view.facets !== null, route).toBe(view.status === 'ready');
    if (view.deleting) expect(view.saved, route).not.toBeNull();
  },
});
