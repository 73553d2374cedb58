import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { ratingRequest, videoRating } from './videoRating.testing.ts';
import { videoRatingMachine, type VideoRatingContext } from './videoRating.machine.ts';
import { selectRatingView } from './videoRating.selectors.ts';

/** Model-based test of a video's likes and dislikes: every transition, on the real machine. */
const loaded = videoRating({ likes: 10, dislikes: 2 });
const answer = (allowed: boolean, open: object | null, ticket = 'videoRating') => ({
  type: 'gate.answer',
  action: 'favorite',
  ticket,
  allowed,
  reason: allowed ? null : 'needLogin',
  open,
  balance: null,
});
const login = { type: 'payTour.open', flow: 'login' };
const events = [
  { type: 'xstate.done.actor.loadRating', output: loaded },
  { type: 'xstate.error.actor.loadRating', error: { message: 'network', code: 'network' } },
  { type: 'ui.ratingRetry' },
  { type: 'ui.rate', choice: 'like' },
  { type: 'ui.rate', choice: 'dislike' },
  answer(true, null),
  answer(false, login),
  answer(false, null),
  // Another asker's answer changes nothing here.
  answer(true, null, 'other'),
  { type: 'gate.resumed', action: 'favorite', ticket: 'videoRating', success: true },
  { type: 'gate.resumed', action: 'favorite', ticket: 'videoRating', success: false },
  { type: 'xstate.done.actor.rateVideo', output: { ...loaded, likes: 11, guestRating: 5 } },
  {
    type: 'xstate.error.actor.rateVideo',
    error: { message: 'unauthorized', code: 'unauthorized' },
  },
];
const stand = { askGate: () => {} };
const graph = modelMachine(videoRatingMachine, stand);
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as VideoRatingContext;
  return JSON.stringify([s.value, context.rating.guestRating, context.wanted, context.failed]);
};
const input = { request: ratingRequest, videoId: 5101 };
const model = createTestModel(graph, { input, events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph, { input }).getSnapshot(), serializeState);
const { run } = recordingRunner('videoRating', videoRatingMachine, {
  actions: stand,
  input,
});

describe('videoRating model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const view = selectRatingView(snapshot);
      // The counts never go below zero, and at most one of like and dislike is the guest's.
      expect(view.likes, route).toBeGreaterThanOrEqual(0);
      expect(view.dislikes, route).toBeGreaterThanOrEqual(0);
      expect(view.liked && view.disliked, route).toBe(false);
      // While saving, the guest sees what they pressed.
      if (snapshot.matches({ shown: 'saving' }))
        expect(snapshot.context.rating.guestRating ?? 0, route).toBe(snapshot.context.wanted);
      expect(view.busy, route).toBe(
        snapshot.matches('loading') ||
          snapshot.matches({ shown: 'asking' }) ||
          snapshot.matches({ shown: 'saving' }),
      );
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('videoRating', graph, paths, { input }))).toEqual([]);
  });
});
