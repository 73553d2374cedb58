import * as z from 'zod/mini';
import { localUrl } from '../http/safeUrl.ts';
import type {
  ThumbnailsCall,
  VideoThumbnails,
} from '../../machines/content/previewScrub.machine.ts';
import { MAX_THUMBNAILS } from '../../machines/content/scrub.ts';
import { graphqlRequest } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';
import { ServiceError } from '../http/serviceError.ts';

/** A video's preview thumbnails (services/graphql/schema/query/videoPreview.graphql). */
export const THUMBNAILS_DOCUMENTS = {
  getPreview: queryGraphql(
    'query GetPreview($videoId: Int!) { getPreview(videoId: $videoId) { videoId thumbnails { at url } } }',
  ),
} as const;

const previewReply = z.object({
  getPreview: z.nullable(
    z.object({
      videoId: z.int(),
      thumbnails: z.array(z.object({ at: z.int().check(z.nonnegative()), url: localUrl })).check(
        z.minLength(1),
        z.maxLength(MAX_THUMBNAILS),
        z.refine(
          (list) => list.every((thumbnail, i) => i === 0 || list[i - 1]!.at < thumbnail.at),
          'thumbnails are not sorted by their moment',
        ),
      ),
    }),
  ),
});

/**
 * `getPreview(videoId)` on the query service, validated at the edge: at most 100 thumbnails,
 * sorted by their moment, each a local picture. An unknown video (or one not shown in the
 * guest's country) is `ServiceError('not_found')`; a reply that does not match is a typed failure.
 *
 * @example
 * const { thumbnails } = await createThumbnailsApi(fetch).load({ request, videoId: 5101 });
 */
export function createThumbnailsApi(fetchImpl: typeof fetch) {
  return {
    async load(
      { request, videoId }: ThumbnailsCall,
      signal?: AbortSignal,
    ): Promise<VideoThumbnails> {
      const reply = await graphqlRequest(
        fetchImpl,
        {
          url: request.queryServiceUrl,
          language: request.language,
          ver: request.ver,
          accessToken: request.accessToken,
        },
        THUMBNAILS_DOCUMENTS.getPreview,
        { videoId },
        previewReply,
        signal ? { signal } : {},
      );
      if (!reply.getPreview || reply.getPreview.videoId !== videoId)
        throw new ServiceError('not_found', `No preview of video ${videoId}`);
      return reply.getPreview;
    },
  };
}
