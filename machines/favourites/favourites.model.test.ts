import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { readyWith, visitorReady } from '../avs/avs.testing.ts';
import { favouritesMachine, type FavouritesEvent } from './favourites.machine.ts';
import { selectFavouritesStatus, selectOnlineCount } from './favourites.selectors.ts';

/** Model-based test of the favourites: every transition, on the real machine. */
const actors = [
  { id: 1, name: 'Anna', isOnline: false, avatarUrl: null },
  { id: 2, name: 'Bea', isOnline: true, avatarUrl: null },
];
const events: (FavouritesEvent | EventObject)[] = [
  readyWith(),
  visitorReady,
  { type: 'ui.favouritesLogin' },
  { type: 'ui.favouritesShown' },
  { type: 'push.FavoriteActors', actors },
  { type: 'ui.retry' },
  { type: 'ui.unpin', actorId: 1 },
  { type: 'push.FavoriteActorUnpinned', targetId: 1 },
  { type: 'ui.unpin', actorId: 2 },
  { type: 'push.FavoriteActorUnpinned', targetId: 2 },
  { type: 'push.FavoriteActorPinned', targetId: 3 },
  { type: 'push.actorOnline', actorId: 1 },
  { type: 'push.actorOffline', actorId: 2 },
  { type: 'xstate.after.answerTimeout.favourites.member.loading' },
  { type: 'xstate.after.unpinTimeout.favourites.member.loaded.unpinning' },
];

const graph = modelMachine(favouritesMachine, {});
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as { actors: unknown[]; unpinning: unknown[] };
  return JSON.stringify([s.value, context.actors.length, context.unpinning.length]);
};
const model = createTestModel(graph, { events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);
const { run } = recordingRunner('favourites', favouritesMachine);

describe('favourites model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const steps = path.steps.map((step) => step.event as EventObject);
      const snapshot = await run(steps);
      const route = steps.map((e) => e.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const status = selectFavouritesStatus(snapshot as never);
      if (snapshot.matches('visitor')) expect(status, route).toBe('visitor');
      if (snapshot.matches({ member: 'failed' })) expect(status, route).toBe('failed');
      if (snapshot.matches({ member: 'loading' }))
        expect(snapshot.hasTag('busy'), route).toBe(true);
      if (snapshot.matches({ member: 'loaded' })) {
        const list = (snapshot.context as { actors: { isOnline: boolean }[] }).actors;
        // Online first, always.
        const firstOffline = list.findIndex((actor) => !actor.isOnline);
        if (firstOffline >= 0)
          expect(
            list.slice(firstOffline).every((a) => !a.isOnline),
            route,
          ).toBe(true);
        expect(selectOnlineCount(snapshot as never), route).toBe(
          list.filter((a) => a.isOnline).length,
        );
      }
      if (snapshot.matches({ member: { loaded: 'settled' } }))
        expect((snapshot.context as { unpinning: unknown[] }).unpinning, route).toEqual([]);
    }
  }, 60_000);

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('favourites', graph, paths))).toEqual([]);
  });
});
