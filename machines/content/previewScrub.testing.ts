import type { ServiceRequest } from '../shared/serviceRequest.ts';
import type { VideoThumbnails } from './previewScrub.machine.ts';
import { secondOfSlot, thumbnailCount } from './scrub.ts';

/** A guest's request facts for the thumbnails call in tests. */
export const scrubRequest: ServiceRequest = {
  restBaseUrl: 'http://127.0.0.1/rest/v1',
  queryServiceUrl: 'http://127.0.0.1/graphql/query',
  ver: 't',
  language: 'en',
  accessToken: 'token',
};

/** The thumbnails the rule gives a video of `duration` seconds (as the simulator draws them). */
export function videoThumbnails(videoId: number, duration: number): VideoThumbnails {
  const slots = thumbnailCount(duration);
  return {
    videoId,
    thumbnails: Array.from({ length: slots }, (_, slot) => ({
      at: secondOfSlot(slot, slots, duration),
      url: `/media/content/video/${videoId}/thumbs/${slot + 1}.svg`,
    })),
  };
}
