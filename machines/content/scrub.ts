/**
 * Scrubbing over a video's preview thumbnails (seed 001 §3 "preview images and thumbnails", §7
 * Gallery `getPreview`, §9 "previews up to 100 thumbnails"): the rule both the client and the
 * simulator follow, so the bar's slots and the thumbnails the service sends line up.
 *
 * A video of `duration` seconds has `thumbnailCount(duration)` thumbnails, one every
 * {@link THUMBNAIL_SPACING_S} seconds at least and never more than {@link MAX_THUMBNAILS}; thumbnail
 * `i` shows the moment `secondOfSlot(i, count, duration)` (the start of its slot, so the first is
 * 0:00). The scrub bar is cut into as many slots; the pointer's place picks one.
 */

/** Seed 001 §9: a preview has up to 100 thumbnails. */
export const MAX_THUMBNAILS = 100;
/** A short video gets fewer: no two thumbnails closer than this (seconds). */
const THUMBNAIL_SPACING_S = 5;

/** One thumbnail: the moment it shows (whole seconds from the start) and its picture. */
export interface Thumbnail {
  at: number;
  url: string;
}

/** How many thumbnails a video of `duration` seconds has (at least one). */
export function thumbnailCount(duration: number): number {
  const whole = Number.isFinite(duration) ? Math.floor(duration) : 0;
  return Math.min(MAX_THUMBNAILS, Math.max(1, Math.floor(whole / THUMBNAIL_SPACING_S)));
}

/** The slot under a place along the bar (0 is its start, 1 its end), clamped to the bar. */
export function slotAt(fraction: number, slots: number): number {
  if (slots < 1) return 0;
  const place = Number.isFinite(fraction) ? fraction : 0;
  return Math.min(slots - 1, Math.max(0, Math.floor(place * slots)));
}

/** A slot moved by `by` (arrow keys), kept on the bar. */
export function slotAfter(slot: number, by: number, slots: number): number {
  return Math.min(Math.max(slots - 1, 0), Math.max(0, slot + by));
}

/** The moment a slot stands for: the start of its share of the video, in whole seconds. */
export function secondOfSlot(slot: number, slots: number, duration: number): number {
  if (slots < 1) return 0;
  return Math.floor((slotAfter(slot, 0, slots) * Math.max(0, duration)) / slots);
}

/**
 * The thumbnail that shows `second`: the last one at or before it (thumbnails sorted by `at`);
 * null when there are none. A service that sent fewer than the rule says still shows its nearest.
 */
export function thumbnailAt(thumbnails: readonly Thumbnail[], second: number): Thumbnail | null {
  let low = 0;
  let high = thumbnails.length - 1;
  let found: Thumbnail | null = thumbnails[0] ?? null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const thumbnail = thumbnails[middle];
    if (!thumbnail) break;
    if (thumbnail.at <= second) {
      found = thumbnail;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** A time code as players show it: `m:ss`, or `h:mm:ss` from an hour on. */
export function timeCode(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
