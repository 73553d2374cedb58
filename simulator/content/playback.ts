import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SEGMENT_SECONDS, SEGMENTS } from '../tv/hls.ts';
import type { CatalogItem } from './catalog.ts';

/**
 * The whole video behind a purchase: an HLS playlist whose address carries a key signed for the
 * buyer and the video, as a CDN's signed URL would (a media element sends no bearer token). The
 * key is checked together with the purchase, so a cleared purchase closes the door again. The
 * media are the committed TV fixture segments (the simulator has one set of media).
 */
export class Playback {
  /** Per process: keys do not outlive the simulator, as signed URLs expire. */
  private readonly secret = randomBytes(32);

  /** The playlist's address for `accountId`, who bought `item`. */
  url(accountId: number, item: CatalogItem): string {
    const key = `${accountId}.${this.sign(accountId, item.id)}`;
    return `/media/content/video/${item.id}/full.m3u8?key=${encodeURIComponent(key)}`;
  }

  /** The buyer a key names, when it was signed here for this video; null otherwise. */
  accountOf(key: string, videoId: number): number | null {
    const match = /^(\d+)\.([0-9a-f]{64})$/.exec(key);
    if (!match) return null;
    const accountId = Number(match[1]);
    const expected = Buffer.from(this.sign(accountId, videoId), 'hex');
    const given = Buffer.from(match[2]!, 'hex');
    return timingSafeEqual(expected, given) ? accountId : null;
  }

  private sign(accountId: number, videoId: number): string {
    return createHmac('sha256', this.secret).update(`${accountId}:${videoId}`).digest('hex');
  }
}

/**
 * The whole video's on-demand playlist, as long as the video (`seconds`): the fixture segments
 * over and over, each loop start a discontinuity (its timestamps start again), so the player's
 * duration and seeking match the catalogue's.
 */
export function fullVideoPlaylist(videoId: number, seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / SEGMENT_SECONDS));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (let seq = 0; seq < count; seq += 1) {
    if (seq > 0 && seq % SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXTINF:${SEGMENT_SECONDS}.000,`,
      `/media/tv/seg/${seq % SEGMENTS}.ts?video=${videoId}`,
    );
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
