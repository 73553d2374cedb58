import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { readyWith } from '../avs/avs.testing.ts';
import { camsMachine, type CamsContext } from './cams.machine.ts';
import { selectOnlineCount } from './cams.selectors.ts';

/** Model-based test: every transition of the cams statechart, on the real machine. */
const events = [
  readyWith(),
  { type: 'ui.listShown', list: { kind: 'cams' }, filters: { genders: ['F'], types: [] } },
  { type: 'ui.homeShown' },
  { type: 'xstate.done.actor.loadOnlineCount', output: 12 },
  { type: 'xstate.error.actor.loadOnlineCount', error: { message: 'network' } },
  { type: 'ui.retryOnlineCount' },
  { type: 'xstate.done.actor.loadCategories', output: [{ id: 3, slug: 'all', name: 'All' }] },
  { type: 'xstate.error.actor.loadCategories', error: { message: 'network' } },
  { type: 'push.actorOnline', actorId: 7 },
  { type: 'push.actorOffline', actorId: 7 },
  {
    type: 'push.privateTicketShowInvitation',
    showId: 41,
    actorId: 7,
    start: '2026-11-25T20:00:00Z',
  },
];
const graph = modelMachine(camsMachine);
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as CamsContext;
  // The count itself is unbounded under pushes: only whether it is known shapes the graph.
  return JSON.stringify([s.value, context.request !== null, context.onlineCount !== null]);
};
const model = createTestModel(graph, { events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);
const { run } = recordingRunner('cams', camsMachine);

describe('cams model', () => {
  it(`runs all ${paths.length} transition paths on the real machine`, async () => {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      // The count is known exactly while it is live, and pushes keep it a count.
      const count = selectOnlineCount(snapshot);
      if (snapshot.matches({ ready: { online: 'live' } })) expect(count, route).not.toBeNull();
      if (count !== null) expect(count, route).toBeGreaterThanOrEqual(0);
      if (snapshot.matches('ready')) expect(snapshot.context.request, route).not.toBeNull();
    }
  }, 180_000);

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('cams', graph, paths))).toEqual([]);
  });
});
