import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
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
defineModelSuite(videoRatingMachine, {
  events,
  stand,
  input: { request: ratingRequest, videoId: 5101 },
  runner: { actions: stand },
  serializeState: (s: AnyMachineSnapshot) => {
    const context = s.context as VideoRatingContext;
    return JSON.stringify([s.value, context.rating.guestRating, context.wanted, context.failed]);
  },
  invariants: (snapshot, { route }) => {
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
  },
});
