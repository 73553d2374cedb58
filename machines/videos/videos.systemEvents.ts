import type { VideosEvent } from './videos.machine.ts';
import type { PreviewScrubEvent } from '../content/previewScrub.machine.ts';

/** The events the videos domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    videos: VideosEvent;
    /** Its preview scrubbing (machines/content's `previewScrub`). */
    'videos.scrub': PreviewScrubEvent;
  }
}
