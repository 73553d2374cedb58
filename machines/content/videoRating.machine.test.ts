import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { startBesideGate } from './album.testing.ts';
import { ratingAfter, type RatingWrite } from './rating.machine.ts';
import { selectRatingView } from './rating.selectors.ts';
import {
  VIDEO_RATING,
  videoRatingMachine,
  type RateCall,
  type RatingCall,
  type VideoRating,
  type VideoRatingEvent,
} from './videoRating.machine.ts';
import { ratingRequest, videoRating } from './videoRating.testing.ts';

/** The machine under `content.rating` beside a gate that answers as a test says. */
function start(options: { allowed: boolean; rate?: (call: RateCall) => Promise<VideoRating> }) {
  const rated: RateCall[] = [];
  const logic = videoRatingMachine.provide({
    actors: {
      loadRating: fromPromise(() => Promise.resolve(videoRating({ likes: 10, dislikes: 2 }))),
      rate: fromPromise<VideoRating, RatingWrite<RatingCall>>(async ({ input }) => {
        rated.push(input);
        if (options.rate) return options.rate(input);
        return ratingAfter(videoRating({ likes: 10, dislikes: 2 }), input.rating);
      }),
    },
  });
  const { asked, actor } = startBesideGate(
    logic,
    VIDEO_RATING,
    { request: ratingRequest, videoId: 5101 },
    options,
  );
  const snapshot = () => actor.getSnapshot() as SnapshotFrom<typeof videoRatingMachine>;
  return {
    asked,
    rated,
    send: (event: VideoRatingEvent) => actor.send(event),
    view: () => selectRatingView(snapshot()),
    snapshot,
  };
}

describe('video rating', () => {
  it('shows a like at once, keeps the server’s counts, and a second press takes it back', async () => {
    const r = start({ allowed: true });
    await flushMacrotasks();
    expect(r.view()).toMatchObject({ status: 'shown', likes: 10, dislikes: 2, liked: false });
    r.send({ type: 'ui.rate', choice: 'like' });
    expect(r.view()).toMatchObject({ likes: 11, liked: true, busy: true });
    await flushMacrotasks();
    expect(r.view()).toMatchObject({ likes: 11, liked: true, busy: false });
    expect(r.rated.map((call) => call.rating)).toEqual([5]);
    r.send({ type: 'ui.rate', choice: 'like' });
    await flushMacrotasks();
    expect(r.rated.map((call) => call.rating)).toEqual([5, 0]);
  });

  it('puts the counts back and says so when the server refuses', async () => {
    const r = start({ allowed: true, rate: async () => Promise.reject(new Error('network')) });
    await flushMacrotasks();
    r.send({ type: 'ui.rate', choice: 'dislike' });
    expect(r.view()).toMatchObject({ dislikes: 3, disliked: true });
    await flushMacrotasks();
    expect(r.view()).toMatchObject({ dislikes: 2, disliked: false, refused: true });
  });

  it('a visitor goes through the login first and the rating is given once it succeeds', async () => {
    const r = start({ allowed: false });
    await flushMacrotasks();
    r.send({ type: 'ui.rate', choice: 'like' });
    expect(r.asked).toEqual([
      {
        type: 'gate.ask',
        action: 'favorite',
        replyTo: 'content.rating',
        ticket: 'videoRating',
        openFlow: true,
      },
    ]);
    expect(r.snapshot().value).toEqual({ shown: 'waitingForFlow' });
    expect(r.rated).toEqual([]);
    r.send({ type: 'gate.resumed', action: 'favorite', ticket: 'videoRating', success: true });
    await flushMacrotasks();
    expect(r.rated.map((call) => call.rating)).toEqual([5]);
    expect(r.view()).toMatchObject({ liked: true });
  });

  it('ratingAfter moves one count from dislike to like and back to none', () => {
    const none = videoRating({ likes: 3, dislikes: 3 });
    const liked = ratingAfter(none, 5);
    expect(liked).toMatchObject({ likes: 4, dislikes: 3, guestRating: 5 });
    expect(ratingAfter(liked, 1)).toMatchObject({ likes: 3, dislikes: 4, guestRating: 1 });
    expect(ratingAfter(liked, 0)).toEqual(none);
  });
});
