import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { CatalogueActor } from '../catalogue/index.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import { bansCountry, countryOfCaller } from './availability.ts';

/** Seed 001 §7 does not say how many: her top videos as a profile strip (decision 0025). */
const TOP_VIDEOS = 6;
const PINNED_PHOTOS = 6;
const DAY = 86_400_000;

/**
 * The actor profile's further calls (seed 001 §7, Actors and Gallery; shapes: decision 0025):
 * `getActorStateById/{actorId}` (her live state now), `getActorPreviewImage/{idOrName}` (her live
 * preview picture), `getpromotedvideo/{actorId}` and `getTopVideos/{idOrName}` (video ids, read
 * with the query service's `videos_v2`), `getPinnedPhotos/{actorId}` (the album pictures she
 * pinned to her profile), `sales/actor/{actorId}` (her running discount) and
 * `getActorTVLivestreamDataById/{actorId}` (her TV episodes). 404 for an unknown actor; an actor
 * who bans the caller's country answers 403 `unavailable_in_country` (seed 001 §5).
 */
export function registerActorProfileExtras(
  app: FastifyInstance,
  ctx: SimulatorContext,
  now: () => number = Date.now,
): void {
  const { actors, media } = ctx.catalogue;
  const db = ctx.store.db;
  const actorOf = (idOrName: string) =>
    /^\d+$/.test(idOrName) ? actors.byId(Number(idOrName)) : actors.byName(idOrName);

  app.register(
    (rest, _options, done) => {
      const route = (path: string, answer: (actor: CatalogueActor) => unknown) =>
        rest.get(path, async (request: FastifyRequest, reply) => {
          const caller = resolveCaller(ctx.store, accessTokenOf(request));
          if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
          const actor = actorOf(Object.values(request.params as Record<string, string>)[0] ?? '');
          if (!actor) return reply.code(404).send({ error: 'not_found' });
          if (bansCountry(db, actor.id, countryOfCaller(caller)))
            return reply.code(403).send({ error: 'unavailable_in_country' });
          return answer(actor);
        });
      route('/getActorStateById/:actorId', (actor) => ({
        actorId: actor.id,
        online: actor.isOnline,
        mobileVideoCall: actor.isOnlineMobileVideocall,
        ticketShow: actor.isCurrentlyTicketShow,
        privateChat: actors.isInPrivateChat(actor.id, null),
      }));
      route('/getActorPreviewImage/:idOrName', (actor) => ({
        actorId: actor.id,
        url: (actor.sedcards[0] ?? actor.avatar).url,
        width: (actor.sedcards[0] ?? actor.avatar).width,
        height: (actor.sedcards[0] ?? actor.avatar).height,
        live: actor.isOnline && actor.isLivePreviewEnabled,
      }));
      const videoIds = (actor: CatalogueActor, limit: number) =>
        media
          .list({ kind: 'video', actorIds: [actor.id] }, 'mostLiked', { limit })
          .items.map((video) => video.id);
      route('/getpromotedvideo/:actorId', (actor) => ({
        actorId: actor.id,
        videoId: videoIds(actor, 1)[0] ?? null,
      }));
      route('/getTopVideos/:idOrName', (actor) => ({
        actorId: actor.id,
        videoIds: media
          .list({ kind: 'video', actorIds: [actor.id] }, 'bestSelling', { limit: TOP_VIDEOS })
          .items.map((video) => video.id),
      }));
      route('/getPinnedPhotos/:actorId', (actor) => ({
        actorId: actor.id,
        photos: media
          .list({ kind: 'album', actorIds: [actor.id] }, 'mostLiked', { limit: PINNED_PHOTOS })
          .items.map((album) => ({
            id: album.id,
            albumId: album.id,
            albumTitle: album.title,
            url: album.preview.url,
            width: album.preview.width,
            height: album.preview.height,
          })),
      }));
      route('/sales/actor/:actorId', (actor) => {
        const sale = media.list(
          { kind: 'video', actorIds: [actor.id], types: ['discount'] },
          'newest',
          { limit: 200 },
        );
        const percent = Math.max(0, ...sale.items.map((video) => video.discountPercent));
        const endOfDay = Math.floor(now() / DAY) * DAY + DAY - 1;
        return {
          actorId: actor.id,
          sale:
            sale.total === 0
              ? null
              : {
                  discountPercent: percent,
                  videos: sale.total,
                  validTo: new Date(endOfDay).toISOString(),
                },
        };
      });
      route('/getActorTVLivestreamDataById/:actorId', (actor) => {
        const rows = db
          .prepare<[number], { id: number; title: string; aired_at: number }>(
            'SELECT id, title, aired_at FROM cat_tv_episodes WHERE actor_id = ? ORDER BY aired_at DESC LIMIT 3',
          )
          .all(actor.id);
        return {
          actorId: actor.id,
          episodes: rows.map((row) => ({
            id: row.id,
            title: row.title,
            airedAt: new Date(row.aired_at).toISOString(),
          })),
        };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );
}
