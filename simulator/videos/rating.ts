import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, registerResolvers, requireGuest } from '../graphql/index.ts';
import type { GraphqlContext } from '../graphql/registry.ts';

/** Seed 001 §5: a like is rating 5, a dislike rating 1; 0 takes the guest's rating back. */
const RATING = { like: 5, dislike: 1, none: 0 } as const;

/**
 * Likes and dislikes of videos on the query service: `videoRating(videoId)` and
 * `rateVideo(videoId, rating)`. The catalogue's counts are what other guests gave; each guest's
 * own rating is stored (one per video) and counted on top, so a like shows at once and once only.
 */
export function registerVideoRatings(app: FastifyInstance, ctx: SimulatorContext): void {
  const db = ctx.store.db;
  db.exec(`CREATE TABLE IF NOT EXISTS video_ratings (
    account_id INTEGER NOT NULL, video_id INTEGER NOT NULL, rating INTEGER NOT NULL,
    PRIMARY KEY (account_id, video_id))`);

  const ratingOf = (videoId: number, context: GraphqlContext) => {
    const media = ctx.catalogue.media.byId('video', videoId);
    if (!media) return null;
    const counts = db
      .prepare<[number], { likes: number; dislikes: number }>(
        `SELECT COALESCE(SUM(rating = ${RATING.like}), 0) AS likes,
                COALESCE(SUM(rating = ${RATING.dislike}), 0) AS dislikes
         FROM video_ratings WHERE video_id = ?`,
      )
      .get(videoId) ?? { likes: 0, dislikes: 0 };
    const own =
      context.caller.kind === 'guest'
        ? db
            .prepare<[number, number], { rating: number }>(
              'SELECT rating FROM video_ratings WHERE account_id = ? AND video_id = ?',
            )
            .get(context.caller.account.id, videoId)
        : undefined;
    return {
      videoId,
      likes: media.likes + counts.likes,
      dislikes: media.dislikes + counts.dislikes,
      guestRating: own?.rating ?? null,
    };
  };

  registerResolvers(app, 'query', {
    Query: {
      videoRating: (_, args, context) => ratingOf(Number(args.videoId), context),
    },
    Mutation: {
      rateVideo: (_, args, context) => {
        const account = requireGuest(context);
        const videoId = Number(args.videoId);
        const rating = Number(args.rating);
        if (!Object.values(RATING).includes(rating as never))
          throw graphqlError(GRAPHQL_CODES.badUserInput, `A rating is 5, 1 or 0, not ${rating}`);
        if (!ctx.catalogue.media.byId('video', videoId))
          throw graphqlError(GRAPHQL_CODES.badUserInput, `No video ${videoId}`);
        if (rating === RATING.none)
          db.prepare('DELETE FROM video_ratings WHERE account_id = ? AND video_id = ?').run(
            account.id,
            videoId,
          );
        else
          db.prepare(
            `INSERT INTO video_ratings (account_id, video_id, rating) VALUES (?, ?, ?)
             ON CONFLICT (account_id, video_id) DO UPDATE SET rating = excluded.rating`,
          ).run(account.id, videoId, rating);
        return ratingOf(videoId, context)!;
      },
    },
  });
}
