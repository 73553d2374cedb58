import type {
  ThumbnailsCall,
  VideoThumbnails,
} from '../../../machines/content/previewScrub.machine.ts';
import { secondOfSlot, thumbnailCount } from '../../../machines/content/scrub.ts';
import { createThumbnailsApi } from '../../../services/content/thumbnailsApi.ts';
import type { IoRun } from '../io.ts';
import type { LiveDeps } from './deps.ts';

/**
 * A video's preview thumbnails (`getPreview`), shared by the video page (`content.scrub`) and the
 * video tiles (`videos.scrub`): live from the query service, or demo ones drawn inline.
 */
export type LoadThumbnails = IoRun<VideoThumbnails, ThumbnailsCall>;

export function liveLoadThumbnails(deps: LiveDeps): LoadThumbnails {
  const api = createThumbnailsApi(deps.fetch);
  return (call, signal) => api.load(call, signal);
}

/** Demo videos last a minute: 12 thumbnails, each a plain colour. */
export const demoLoadThumbnails: LoadThumbnails = async ({ videoId }) => {
  const slots = thumbnailCount(60);
  return {
    videoId,
    thumbnails: Array.from({ length: slots }, (_, slot) => ({
      at: secondOfSlot(slot, slots, 60),
      url: `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='320' height='180'%3E%3Crect width='320' height='180' fill='hsl(${slot * 30},60%25,40%25)'/%3E%3C/svg%3E`,
    })),
  };
};
