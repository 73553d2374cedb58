import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { albumFacts, albumRequest } from './album.testing.ts';
import { albumRatingMachine } from './albumRating.machine.ts';
import type { Rating, RatingContext } from './rating.machine.ts';
import { selectRatingView } from './rating.selectors.ts';
import { videoRatingMachine } from './videoRating.machine.ts';
import { ratingRequest, videoRating } from './videoRating.testing.ts';

/** Model-based test of likes and dislikes, both kinds: every transition, on the real machine. */
const answer = (ticket: string, allowed: boolean, open: object | null) => ({
  type: 'gate.answer',
  action: 'favorite',
  ticket,
  allowed,
  reason: allowed ? null : 'needLogin',
  open,
  balance: null,
});
const login = { type: 'payTour.open', flow: 'login' };

/** The events of a press, whose chart both kinds share; `rated` is the server's answer. */
const pressEvents = (ticket: string, rated: Rating) => [
  { type: 'ui.rate', choice: 'like' },
  { type: 'ui.rate', choice: 'dislike' },
  answer(ticket, true, null),
  answer(ticket, false, login),
  answer(ticket, false, null),
  // Another asker's answer changes nothing here.
  answer('other', true, null),
  { type: 'gate.resumed', action: 'favorite', ticket, success: true },
  { type: 'gate.resumed', action: 'favorite', ticket, success: false },
  { type: 'xstate.done.actor.rate', output: { ...rated, likes: 11, guestRating: 5 } },
  { type: 'xstate.error.actor.rate', error: { message: 'unauthorized', code: 'unauthorized' } },
];

/** `press` names where the press states are: under `shown` when the counts load first. */
function ratingSuite(
  machine: AnyStateMachine,
  options: { input: unknown; events: object[]; press: (state: string) => object | string },
) {
  const stand = { askGate: () => {} };
  const { press } = options;
  defineModelSuite(machine, {
    events: options.events as { type: string }[],
    stand,
    input: options.input,
    runner: { actions: stand },
    serializeState: (s: AnyMachineSnapshot) => {
      const context = s.context as RatingContext<unknown, Rating>;
      return JSON.stringify([s.value, context.rating.guestRating, context.wanted]);
    },
    invariants: (snapshot, { route }) => {
      const view = selectRatingView(snapshot);
      const context = snapshot.context as RatingContext<unknown, Rating>;
      // The counts never go below zero, and at most one of like and dislike is the guest's.
      expect(view.likes, route).toBeGreaterThanOrEqual(0);
      expect(view.dislikes, route).toBeGreaterThanOrEqual(0);
      expect(view.liked && view.disliked, route).toBe(false);
      // While saving, the guest sees what they pressed.
      if (snapshot.matches(press('saving')))
        expect(context.rating.guestRating ?? 0, route).toBe(context.wanted);
      // The error line is the refusal state's, and is gone once the guest presses again.
      expect(view.refused, route).toBe(snapshot.matches(press('refused')));
      expect(view.busy, route).toBe(
        snapshot.matches('loading') ||
          snapshot.matches(press('asking')) ||
          snapshot.matches(press('saving')),
      );
    },
  });
}

const loaded = videoRating({ likes: 10, dislikes: 2 });
ratingSuite(videoRatingMachine, {
  input: { request: ratingRequest, videoId: 5101 },
  press: (state) => ({ shown: state }),
  events: [
    { type: 'xstate.done.actor.loadRating', output: loaded },
    { type: 'xstate.error.actor.loadRating', error: { message: 'network', code: 'network' } },
    { type: 'ui.ratingRetry' },
    ...pressEvents('videoRating', loaded),
  ],
});

const given = albumFacts().rating;
ratingSuite(albumRatingMachine, {
  input: { request: albumRequest, albumId: 6201, rating: given },
  press: (state) => state,
  events: pressEvents('albumRating', given),
});
