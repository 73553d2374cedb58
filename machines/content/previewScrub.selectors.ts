import type { SnapshotFrom } from 'xstate';
import type { previewScrubMachine } from './previewScrub.machine.ts';
import { secondOfSlot, thumbnailAt, thumbnailCount, timeCode } from './scrub.ts';

type ScrubSnapshot = SnapshotFrom<typeof previewScrubMachine>;

type ThumbnailsStatus = 'none' | 'loading' | 'failed' | 'loaded';

/** What a scrub bar (or a tile's picture) shows of one video. */
export interface ScrubView {
  /** The guest is over the bar: the slot's thumbnail and time code replace the poster. */
  scrubbing: boolean;
  /** The bar's slots (the video's thumbnail count) and the one pointed at. */
  slots: number;
  slot: number;
  /** The moment of that slot, in seconds and as a time code. */
  second: number;
  timeCode: string;
  /** The thumbnail to show while scrubbing; null while it loads, failed, or not scrubbing. */
  thumbnail: string | null;
  status: ThumbnailsStatus;
}

const idle = (duration: number): ScrubView => ({
  scrubbing: false,
  slots: thumbnailCount(duration),
  slot: 0,
  second: 0,
  timeCode: timeCode(0),
  thumbnail: null,
  status: 'none',
});
const IDLE = new Map<number, ScrubView>();

/**
 * The scrub view of one video (`videoId`, `duration` seconds): idle unless the machine is on that
 * video; the same object for an idle view, so a grid's other tiles do not render again.
 */
export function selectScrubView(
  snapshot: ScrubSnapshot | undefined,
  videoId: number,
  duration: number,
): ScrubView {
  const video = snapshot?.context.video;
  if (!snapshot || !video || video.id !== videoId) {
    let view = IDLE.get(duration);
    if (!view) {
      view = idle(duration);
      IDLE.set(duration, view);
    }
    return view;
  }
  const status = (['loading', 'failed', 'loaded'] as const).find((state) =>
    snapshot.matches({ thumbnails: state }),
  );
  const scrubbing = snapshot.hasTag('scrubbing');
  const second = secondOfSlot(snapshot.context.slot, video.slots, video.duration);
  const loaded = snapshot.context.loaded.find((entry) => entry.videoId === videoId);
  return {
    scrubbing,
    slots: video.slots,
    slot: snapshot.context.slot,
    second,
    timeCode: timeCode(second),
    thumbnail:
      scrubbing && status === 'loaded' && loaded
        ? (thumbnailAt(loaded.thumbnails, second)?.url ?? null)
        : null,
    status: status ?? 'none',
  };
}

/** Two views are the same when every field is (the selector builds a new object each time). */
export const sameScrubView = (a: ScrubView, b: ScrubView) =>
  (Object.keys(a) as (keyof ScrubView)[]).every((key) => a[key] === b[key]);
