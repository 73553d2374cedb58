import type {
  ThumbnailsCall,
  VideoThumbnails,
} from '../../../machines/content/previewScrub.machine.ts';
import { createThumbnailsApi } from '../../../services/content/thumbnailsApi.ts';
import type { IoRun } from '../io.ts';
import type { LiveDeps } from './deps.ts';

/**
 * A video's preview thumbnails (`getPreview`), shared by the video page (`content.scrub`) and the
 * video tiles (`videos.scrub`): live from the query service, or demo ones
 * (src/engine/testing/demo/thumbnails.ts).
 */
export type LoadThumbnails = IoRun<VideoThumbnails, ThumbnailsCall>;

export function liveLoadThumbnails(deps: LiveDeps): LoadThumbnails {
  const api = createThumbnailsApi(deps.fetch);
  return (call, signal) => api.load(call, signal);
}
