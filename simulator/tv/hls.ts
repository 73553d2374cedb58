import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The committed fixture: three 2-second H.264/AAC segments (fixtures/media/tv/README.md). */
export const SEGMENTS = 3;
export const SEGMENT_SECONDS = 2;
/** Segments a live playlist lists at a time (RFC 8216 live window). */
const WINDOW = 3;

/**
 * A live media playlist at `nowMs`: a sliding window over the looping fixture segments, one new
 * sequence number every segment duration. Each loop start is a discontinuity (timestamps jump
 * back), counted in `EXT-X-DISCONTINUITY-SEQUENCE` once it has left the window; segment URIs
 * differ per sequence number so players never take one for another.
 */
export function livePlaylist(nowMs: number, segmentUrl: (index: number, seq: number) => string) {
  const last = Math.floor(nowMs / (SEGMENT_SECONDS * 1000));
  const first = Math.max(0, last - WINDOW + 1);
  const leftDiscontinuities = first > 0 ? Math.floor((first - 1) / SEGMENTS) : 0;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${leftDiscontinuities}`,
  ];
  for (let seq = first; seq <= last; seq += 1) {
    if (seq > 0 && seq % SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS}.000,`, segmentUrl(seq % SEGMENTS, seq));
  }
  return `${lines.join('\n')}\n`;
}

/** The on-demand playlist of the same segments (a mediathek video). */
export function vodPlaylist(segmentUrl: (index: number) => string) {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (let index = 0; index < SEGMENTS; index += 1)
    lines.push(`#EXTINF:${SEGMENT_SECONDS}.000,`, segmentUrl(index));
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const livePlaylistPath = (channel: string) => `/media/tv/live/${channel}.m3u8`;
/**
 * A performer's camera in a live chat: a live stream like a TV channel's, over the same fixture
 * segments (the simulator has one set of media).
 */
export const camPlaylistPath = (actorId: number) => `/media/tv/live/cam-${actorId}.m3u8`;
export const vodPlaylistPath = (videoId: number) => `/media/tv/vod/${videoId}.m3u8`;

/**
 * Serves the TV streams: live playlists on the simulator's clock, VOD playlists, and the
 * segments (which may be cached; playlists never are).
 */
export function registerHls(
  app: FastifyInstance,
  options: { segmentsDir: string; now: () => number; isVideo: (id: number) => boolean },
): void {
  const segments = Array.from({ length: SEGMENTS }, (_, index) =>
    readFileSync(join(options.segmentsDir, `seg${String(index).padStart(3, '0')}.mp2t`)),
  );
  app.get('/media/tv/live/:file', async (request, reply) => {
    const channel = /^(free|premium|cam-\d+)\.m3u8$/.exec(
      (request.params as { file: string }).file,
    )?.[1];
    if (!channel) return reply.code(404).send({ error: 'no stream' });
    return reply
      .type(PLAYLIST_TYPE)
      .header('Cache-Control', 'no-store')
      .send(livePlaylist(options.now(), (index, seq) => `/media/tv/seg/${index}.ts?seq=${seq}`));
  });
  app.get('/media/tv/vod/:file', async (request, reply) => {
    const id = Number(/^(\d+)\.m3u8$/.exec((request.params as { file: string }).file)?.[1]);
    if (!options.isVideo(id)) return reply.code(404).send({ error: 'no video' });
    return reply
      .type(PLAYLIST_TYPE)
      .header('Cache-Control', 'no-store')
      .send(vodPlaylist((index) => `/media/tv/seg/${index}.ts?video=${id}`));
  });
  app.get('/media/tv/seg/:file', async (request, reply) => {
    const index = Number(/^(\d)\.ts$/.exec((request.params as { file: string }).file)?.[1]);
    const body = segments[index];
    if (!body) return reply.code(404).send({ error: 'no segment' });
    return reply.type('video/mp2t').header('Cache-Control', 'public, max-age=3600').send(body);
  });
}
