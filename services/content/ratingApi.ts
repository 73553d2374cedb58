import * as z from 'zod/mini';
import type {
  RateCall,
  RatingCall,
  RatingRequest,
  VideoRating,
} from '../../machines/content/videoRating.machine.ts';
import { graphqlRequest } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';
import { ServiceError } from '../http/serviceError.ts';

const RATING_FIELDS = 'videoId likes dislikes guestRating';

/** Likes and dislikes on the query service (services/graphql/schema/query/ratings.graphql). */
const RATING_DOCUMENTS = {
  videoRating: queryGraphql(
    `query VideoRating($videoId: Int!) { videoRating(videoId: $videoId) { ${RATING_FIELDS} } }`,
  ),
  rateVideo: queryGraphql(
    `mutation RateVideo($videoId: Int!, $rating: Int!) { rateVideo(videoId: $videoId, rating: $rating) { ${RATING_FIELDS} } }`,
  ),
} as const;

const count = z.int().check(z.nonnegative());
const rating = z.object({
  videoId: z.int(),
  likes: count,
  dislikes: count,
  guestRating: z.nullable(z.union([z.literal(5), z.literal(1)])),
});

const context = (request: RatingRequest) => ({
  url: request.queryServiceUrl,
  language: request.language,
  ver: request.ver,
  accessToken: request.accessToken,
});
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createRatingApi(fetchImpl: typeof fetch) {
  return {
    /** A video's counts and the guest's own rating; an unknown video is a failure. */
    async load({ request, videoId }: RatingCall, signal?: AbortSignal): Promise<VideoRating> {
      const reply = await graphqlRequest(
        fetchImpl,
        context(request),
        RATING_DOCUMENTS.videoRating,
        { videoId },
        z.object({ videoRating: z.nullable(rating) }),
        withSignal(signal),
      );
      if (!reply.videoRating) throw new ServiceError('not_found', `No video ${videoId}`);
      return reply.videoRating;
    },
    /** Likes (5), dislikes (1) or takes back (0); the counts as they are now. */
    async rate({ request, videoId, rating: value }: RateCall, signal?: AbortSignal) {
      const reply = await graphqlRequest(
        fetchImpl,
        context(request),
        RATING_DOCUMENTS.rateVideo,
        { videoId, rating: value },
        z.object({ rateVideo: rating }),
        withSignal(signal),
      );
      return reply.rateVideo;
    },
  };
}
