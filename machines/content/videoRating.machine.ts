import type { RequestInput } from '../shared/session.types.ts';
import {
  ratingMachine,
  type Rating,
  type RatingEvent,
  type RatingValue,
} from './rating.machine.ts';

/** A video's likes and dislikes, and the guest's own rating. */
export interface VideoRating extends Rating {
  videoId: number;
}

/** The guest's request facts and the query service that answers ratings. */
export type RatingRequest = RequestInput & { queryServiceUrl: string };

export interface RatingCall {
  request: RatingRequest;
  videoId: number;
}

export interface RateCall extends RatingCall {
  /** 5 like, 1 dislike, 0 take back. */
  rating: RatingValue | 0;
}

/** The system id of the rating of the video page's video (a child of `content`). */
export const VIDEO_RATING = 'content.rating';

export type VideoRatingEvent = RatingEvent;

/**
 * The likes and dislikes of the video page's video: read from the query service first (a retry
 * if that fails), then rated as `rating.machine.ts` says.
 */
export const videoRatingMachine = ratingMachine<RatingCall, RatingCall, VideoRating>({
  id: 'videoRating',
  replyTo: VIDEO_RATING,
  ticket: 'videoRating',
  loadFirst: true,
  start: (input) => ({
    facts: input,
    rating: { videoId: input.videoId, likes: 0, dislikes: 0, guestRating: null },
  }),
});
