import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { albumFacts, albumRequest, startBesideGate } from './album.testing.ts';
import type { AlbumCall, AlbumRating, RateAlbumCall } from './album.types.ts';
import { ALBUM_RATING, albumRatingMachine, type AlbumRatingEvent } from './albumRating.machine.ts';
import { ratingAfter, type RatingWrite } from './rating.machine.ts';
import { selectRatingView } from './rating.selectors.ts';

function start(options: {
  allowed: boolean;
  rate?: (call: RateAlbumCall) => Promise<AlbumRating>;
}) {
  const rated: RateAlbumCall[] = [];
  const start = albumFacts().rating;
  const logic = albumRatingMachine.provide({
    actors: {
      rate: fromPromise<AlbumRating, RatingWrite<AlbumCall>>(async ({ input }) => {
        rated.push(input);
        if (options.rate) return options.rate(input);
        return ratingAfter(start, input.rating);
      }),
    },
  });
  const { asked, actor } = startBesideGate(
    logic,
    ALBUM_RATING,
    { request: albumRequest, albumId: 6201, rating: start },
    options,
  );
  const snapshot = () => actor.getSnapshot() as SnapshotFrom<typeof albumRatingMachine>;
  return {
    asked,
    rated,
    send: (event: AlbumRatingEvent) => actor.send(event),
    view: () => selectRatingView(snapshot()),
    snapshot,
  };
}

describe('album rating', () => {
  it('likes (5) at once, then a dislike (1) moves the guest’s one rating over', async () => {
    const r = start({ allowed: true });
    expect(r.view()).toMatchObject({ likes: 10, dislikes: 2, liked: false, busy: false });
    r.send({ type: 'ui.rate', choice: 'like' });
    expect(r.view()).toMatchObject({ likes: 11, liked: true, busy: true });
    await flushMacrotasks();
    expect(r.view()).toMatchObject({ likes: 11, dislikes: 2, liked: true, busy: false });
    r.send({ type: 'ui.rate', choice: 'dislike' });
    expect(r.view()).toMatchObject({ likes: 10, dislikes: 3, liked: false, disliked: true });
    await flushMacrotasks();
    expect(r.rated.map((call) => call.rating)).toEqual([5, 1]);
    expect(r.rated[0]).toMatchObject({ albumId: 6201 });
  });

  it('a dislike pressed while the like is still saving is the one saved and shown', async () => {
    let answer: (rating: AlbumRating) => void = () => {};
    const first = albumFacts().rating;
    const r = start({
      allowed: true,
      rate: (call) =>
        call.rating === 5
          ? new Promise<AlbumRating>((resolve) => (answer = resolve))
          : Promise.resolve(ratingAfter(first, call.rating)),
    });
    r.send({ type: 'ui.rate', choice: 'like' });
    await flushMacrotasks();
    expect(r.view()).toMatchObject({ likes: 11, liked: true, busy: true });
    r.send({ type: 'ui.rate', choice: 'dislike' });
    expect(r.view()).toMatchObject({ liked: false, disliked: true });
    // The like's late answer changes nothing: the dislike is the guest's latest word.
    answer(ratingAfter(first, 5));
    await flushMacrotasks();
    expect(r.rated.map((call) => call.rating)).toEqual([5, 1]);
    expect(r.view()).toMatchObject({ likes: 10, dislikes: 3, disliked: true, busy: false });
  });

  it('puts the counts back with an error line when the server refuses', async () => {
    const r = start({ allowed: true, rate: async () => Promise.reject(new Error('network')) });
    r.send({ type: 'ui.rate', choice: 'like' });
    expect(r.view()).toMatchObject({ likes: 11, liked: true });
    await flushMacrotasks();
    expect(r.view()).toMatchObject({ likes: 10, liked: false, refused: true, busy: false });
    // The next press starts afresh.
    r.send({ type: 'ui.rate', choice: 'like' });
    expect(r.view()).toMatchObject({ refused: false });
  });

  it('a visitor is sent to the login by the gate, and the rating is given once it succeeds', async () => {
    const r = start({ allowed: false });
    r.send({ type: 'ui.rate', choice: 'like' });
    expect(r.asked).toEqual([
      {
        type: 'gate.ask',
        action: 'favorite',
        replyTo: 'content.albumRating',
        ticket: 'albumRating',
        openFlow: true,
      },
    ]);
    expect(r.snapshot().value).toBe('waitingForFlow');
    expect(r.view()).toMatchObject({ likes: 10, liked: false });
    r.send({ type: 'gate.resumed', action: 'favorite', ticket: 'albumRating', success: true });
    await flushMacrotasks();
    expect(r.rated.map((call) => call.rating)).toEqual([5]);
    expect(r.view()).toMatchObject({ liked: true });
  });

  it('a login that ends without success gives the rating up', () => {
    const r = start({ allowed: false });
    r.send({ type: 'ui.rate', choice: 'dislike' });
    r.send({ type: 'gate.resumed', action: 'favorite', ticket: 'albumRating', success: false });
    expect(r.snapshot().value).toBe('idle');
    expect(r.rated).toEqual([]);
  });
});
