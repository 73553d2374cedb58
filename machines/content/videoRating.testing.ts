import type { RatingRequest, VideoRating } from './videoRating.machine.ts';

/** A guest's request facts for the rating calls in tests. */
export const ratingRequest: RatingRequest = {
  restBaseUrl: 'http://127.0.0.1/rest/v1',
  queryServiceUrl: 'http://127.0.0.1/graphql/query',
  ver: 't',
  language: 'en',
  accessToken: 'token',
};

/** A video's rating with the counts a test names (no rating of the guest's own by default). */
export function videoRating(rating: Partial<VideoRating> = {}): VideoRating {
  return { videoId: 5101, likes: 0, dislikes: 0, guestRating: null, ...rating };
}
