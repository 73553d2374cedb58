import type { FastifyInstance } from 'fastify';
import { secondOfSlot, thumbnailCount, timeCode } from '../../machines/content/scrub.ts';
import { bansCountry, countryOfCaller, mediaRefused } from '../actorProfile/availability.ts';
import type { SimulatorContext } from '../context.ts';
import { registerResolvers } from '../graphql/index.ts';
import { findItem, type CatalogItem } from './catalog.ts';

/** Where thumbnail `n` (1-based) of a video is served. */
const thumbnailUrl = (videoId: number, n: number) =>
  `/media/content/video/${videoId}/thumbs/${n}.svg`;

/**
 * A video's preview thumbnails (seed 001 §7 Gallery `getPreview`, §9 up to 100): the query
 * service's `getPreview(videoId)` lists them by the rule of machines/content/scrub.ts (the client's
 * scrub bar has as many slots), and `GET /media/content/video/{id}/thumbs/{n}.svg` draws each, a
 * small picture of the moment with its time code, refused like the video's other media to a
 * country the actor bans.
 */
export function registerThumbnails(app: FastifyInstance, ctx: SimulatorContext): void {
  const actorIdOf = (item: CatalogItem) => ctx.catalogue.actors.byName(item.actorName)?.id ?? null;
  const videoOf = (id: unknown) =>
    typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))
      ? findItem(ctx.catalogue, 'video', Number(id))
      : undefined;

  registerResolvers(app, 'query', {
    Query: {
      getPreview: (_, args, context) => {
        const video = videoOf(args.videoId);
        if (!video) return null;
        const actorId = actorIdOf(video);
        if (actorId !== null && bansCountry(ctx.store.db, actorId, countryOfCaller(context.caller)))
          return null;
        const duration = video.duration ?? 0;
        const count = thumbnailCount(duration);
        return {
          videoId: video.id,
          duration,
          thumbnails: Array.from({ length: count }, (_, slot) => ({
            at: secondOfSlot(slot, count, duration),
            url: thumbnailUrl(video.id, slot + 1),
          })),
        };
      },
    },
  });

  app.get('/media/content/video/:id/thumbs/:file', async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const video = videoOf(id);
    const n = Number(/^(\d+)\.svg$/.exec(file)?.[1] ?? 0);
    const count = video ? thumbnailCount(video.duration ?? 0) : 0;
    if (!video || n < 1 || n > count) return reply.code(404).send({ error: 'no thumbnail' });
    if (mediaRefused(ctx.store, request, actorIdOf(video)))
      return reply.code(403).send({ error: 'unavailable_in_country' });
    const at = secondOfSlot(n - 1, count, video.duration ?? 0);
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(thumbnailSvg(video, n, at));
  });
}

/** One thumbnail: the video's hue turning with the moment, a shape that moves, the time code. */
function thumbnailSvg(video: CatalogItem, n: number, at: number): string {
  const hue = (video.hue + n * 7) % 360;
  const x = 40 + ((n * 37) % 240);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue},70%,45%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,18%)"/>`,
    '</linearGradient></defs>',
    '<rect width="320" height="180" fill="url(#g)"/>',
    `<circle cx="${x}" cy="80" r="46" fill="hsla(${hue},80%,80%,0.3)"/>`,
    // The time code top left: the page puts its own badge bottom right.
    `<text x="16" y="34" font-family="sans-serif" font-size="22" fill="#fff">${timeCode(at)}</text>`,
    '</svg>',
  ].join('');
}
