import type { FastifyInstance } from 'fastify';
import type { CatalogueMedia, MediaFilter, MediaSort } from '../catalogue/index.ts';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { quoteCurrencyOf, type QuoteCurrency } from '../money.ts';
import { REST_PREFIX } from '../routes/rest.ts';

const SLIDES = 5;

/** Each jumbotron's pick: the video station shows what trends this week, the start page what sells. */
const PICKS: Record<string, { filter: MediaFilter; sort: MediaSort; headline: string }> = {
  config: {
    filter: { kind: 'video', releasedWithinDays: 8 },
    sort: 'trending',
    headline: 'Trending this week',
  },
  homepage: {
    filter: { kind: 'video', types: ['premium'] },
    sort: 'bestSelling',
    headline: 'Best seller',
  },
};

/**
 * The jumbotrons of seed 001 §7: `GET video/jumbotron/config` (the video station) and
 * `GET video/jumbotron/homepage` (the start page), each slides of catalogue videos. Both may be
 * cached for 60 s (the client's list keeps them that long, seed 001 §4).
 */
export function registerJumbotron(
  app: FastifyInstance,
  ctx: SimulatorContext,
  toVideo: (media: CatalogueMedia, currency: QuoteCurrency) => unknown,
): void {
  app.get(`${REST_PREFIX}/video/jumbotron/:type`, async (request, reply) => {
    const { type } = request.params as { type: string };
    // Prices in the caller's currency (a franc guest's CHF); an invalid token is a visitor here.
    const currency = quoteCurrencyOf(resolveCaller(ctx.store, accessTokenOf(request)));
    const pick = PICKS[type];
    if (!pick) return reply.code(404).send({ error: 'no jumbotron' });
    const page = ctx.catalogue.media.list(pick.filter, pick.sort, { limit: SLIDES });
    return reply.header('Cache-Control', 'private, max-age=60').send({
      slides: page.items.map((media, index) => ({
        id: index + 1,
        headline: pick.headline,
        video: toVideo(media, currency),
      })),
    });
  });
}
