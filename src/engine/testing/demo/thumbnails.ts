import { secondOfSlot, thumbnailCount } from '../../../../machines/content/scrub.ts';
import type { LoadThumbnails } from '../../features/thumbnails.ts';

/** Demo videos last a minute: 12 thumbnails, each a plain colour. */
export const demoLoadThumbnails: LoadThumbnails = ({ videoId }) => {
  const slots = thumbnailCount(60);
  return Promise.resolve({
    videoId,
    thumbnails: Array.from({ length: slots }, (_, slot) => ({
      at: secondOfSlot(slot, slots, 60),
      url: `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='320' height='180'%3E%3Crect width='320' height='180' fill='hsl(${slot * 30},60%25,40%25)'/%3E%3C/svg%3E`,
    })),
  });
};
