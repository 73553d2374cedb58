import type { ContentItem } from './content.types.ts';

/** What the content page tells the incentives (seed 000 §7, conversion), by their event names. */
const incentive = (event: 'videoPreviewEnd' | 'buyImageAlbum', item: ContentItem | null) => ({
  type: 'incentives.eventOccurred' as const,
  event,
  albumId: item?.id ?? 0,
});

/** A video's preview ended: the video-preview-end event. */
export const previewEnded = (item: ContentItem | null) => incentive('videoPreviewEnd', item);

/** Buying an album is the buy-image-album event; a video's purchase is no incentive event. */
export const albumBuying = (item: ContentItem | null) => incentive('buyImageAlbum', item);
