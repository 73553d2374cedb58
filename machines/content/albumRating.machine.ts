import type { RequestInput } from '../shared/session.types.ts';
import type { AlbumCall, AlbumRating } from './album.types.ts';
import { ratingMachine, type RatingEvent } from './rating.machine.ts';

/** The system id of the album page's like and dislike (a child of `content`). */
export const ALBUM_RATING = 'content.albumRating';

/** An album has no retry: its counts come with it. */
export type AlbumRatingEvent = Exclude<RatingEvent, { type: 'ui.ratingRetry' }>;

export interface AlbumRatingInput {
  request: RequestInput;
  albumId: number;
  /** The counts and the guest's own rating as the album call gave them. */
  rating: AlbumRating;
}

/**
 * The likes and dislikes of the album page's album (seed 001 §5; `setGuestRating`), rated as
 * `rating.machine.ts` says; the counts come with the album.
 */
export const albumRatingMachine = ratingMachine<AlbumRatingInput, AlbumCall, AlbumRating>({
  id: 'albumRating',
  replyTo: ALBUM_RATING,
  ticket: 'albumRating',
  loadFirst: false,
  start: ({ request, albumId, rating }) => ({ facts: { request, albumId }, rating }),
});
