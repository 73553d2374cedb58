import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { ProgramItem, TvEpisode, TvSeries } from '../catalogue/extras.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import { pictures } from '../videos/index.ts';
import { livePlaylistPath, registerHls, vodPlaylistPath } from './hls.ts';

/** Seed 001 §9: the program info shows 10 items by default. */
const PROGRAM_DEFAULT = 10;
const SIMILAR_MODELS = 6;
/** `suggest/{hashId}`: episodes suggested beside one (decision 0027). */
export const SUGGESTED_EPISODES = 8;

export interface TvSimulatorOptions {
  /** Where the segments are (default fixtures/media/tv). */
  segmentsDir?: string;
  /** The live streams' clock (epoch ms). */
  now?: () => number;
}

const toSeries = (series: TvSeries) => ({
  id: series.id,
  slug: series.slug,
  title: series.title,
  description: series.description,
  lateNight: series.lateNight,
  premium: series.premium,
  picture: pictures('series', series.id),
});

const toProgram = (item: ProgramItem) => ({
  start: item.start,
  end: item.end,
  lateNight: item.lateNight,
  series: toSeries(item.series),
});

/**
 * The TV calls of seed 001 §7 (`stream/{type}`, `program/{type}`, `format/{key}`,
 * `article/{slug}`, `video/{videoId}`, and the series list of the mediathek) over the catalogue's
 * TV data, plus the HLS streams. Every answer is `no-store`: TV data calls carry a timestamp and
 * are not cached (§7). The premium stream and premium episodes play only for TV subscribers
 * (or premium guests): others get 403 `need_tv_abo` or a video without its playlist.
 */
export function registerTvSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  options: TvSimulatorOptions = {},
): void {
  const extras = ctx.catalogue.extras;
  const seriesList = () => extras.tvSeries();
  const episodesOf = (seriesId: number) => extras.tvEpisodes(seriesId, { limit: 200 }).items;
  const allEpisodes = () => seriesList().flatMap((series) => episodesOf(series.id));
  const seriesOf = (key: string) =>
    seriesList().find((series) => series.slug === key || String(series.id) === key);
  const hasTv = (request: FastifyRequest) => {
    const caller = resolveCaller(ctx.store, accessTokenOf(request));
    if (caller.kind !== 'guest') return false;
    const state = caller.account.state;
    return state.isTvSubscriber || state.isPremium;
  };
  const toEpisode = (episode: TvEpisode, series: TvSeries | undefined) => {
    const actor = episode.actorId === null ? undefined : ctx.catalogue.actors.byId(episode.actorId);
    return {
      id: episode.id,
      slug: episode.slug,
      number: episode.number,
      title: episode.title,
      airedAt: episode.airedAt,
      duration: episode.duration,
      free: episode.free,
      series: { slug: series?.slug ?? '', title: series?.title ?? '' },
      actor: actor ? { id: actor.id, name: actor.name, slug: actor.slug } : null,
      picture: pictures('episode', episode.id),
    };
  };
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  const page = (request: FastifyRequest) => {
    const query = request.query as { offset?: string; limit?: string };
    return { offset: Number(query.offset ?? 0) || 0, limit: Number(query.limit ?? 30) || 30 };
  };

  registerHls(app, {
    segmentsDir: options.segmentsDir ?? join(import.meta.dirname, '../../fixtures/media/tv'),
    // The stream's clock starts with the simulator: sequence numbers stay small (an epoch-sized
    // media sequence made Chromium's renderer give up on the live stream).
    now:
      options.now ??
      (
        (started) => () =>
          Date.now() - started
      )(Date.now()),
    isVideo: (id) => allEpisodes().some((episode) => episode.id === id),
  });

  app.register(
    (rest, _options, done) => {
      rest.get('/stream/:type', async (request, reply) => {
        const { type } = request.params as { type: string };
        if (type !== 'free' && type !== 'premium')
          return noStore(reply).code(404).send({ error: 'no stream' });
        if (type === 'premium' && !hasTv(request))
          return noStore(reply).code(403).send({ error: 'need_tv_abo' });
        const now = extras.program(undefined, 1)[0];
        return noStore(reply).send({
          type,
          title: type === 'premium' ? 'Premium TV' : 'Free TV',
          playlist: livePlaylistPath(type),
          current: now ? toProgram(now) : null,
        });
      });
      rest.get('/program/:type', async (request, reply) => {
        const { type } = request.params as { type: string };
        const count = Number((request.query as { count?: string }).count ?? PROGRAM_DEFAULT);
        const wanted = Math.min(50, Math.max(1, count || PROGRAM_DEFAULT));
        if (type === 'current')
          return noStore(reply).send({ items: extras.program(undefined, wanted).map(toProgram) });
        if (type === 'lateNight') {
          const items = extras.program(undefined, wanted * 4).filter((item) => item.lateNight);
          return noStore(reply).send({ items: items.slice(0, wanted).map(toProgram) });
        }
        return noStore(reply).code(404).send({ error: 'no program' });
      });
      rest.get('/series', async (request, reply) => {
        const { offset, limit } = page(request);
        const all = seriesList();
        return noStore(reply).send({
          total: all.length,
          items: all.slice(offset, offset + limit).map(toSeries),
        });
      });
      rest.get('/format/:key', async (request, reply) => {
        const series = seriesOf((request.params as { key: string }).key);
        if (!series) return noStore(reply).code(404).send({ error: 'no format' });
        const episodes = extras.tvEpisodes(series.id, page(request));
        return noStore(reply).send({
          series: toSeries(series),
          total: episodes.total,
          items: episodes.items.map((episode) => toEpisode(episode, series)),
          program: extras
            .program(undefined, 42)
            .filter((item) => item.series.id === series.id)
            .slice(0, 3)
            .map(toProgram),
        });
      });
      rest.get('/article/:slug', async (request, reply) => {
        const { slug } = request.params as { slug: string };
        for (const series of seriesList()) {
          const episodes = episodesOf(series.id);
          const index = episodes.findIndex((episode) => episode.slug === slug);
          const episode = episodes[index];
          if (!episode) continue;
          // Episodes come newest first: the previous post is the next older one.
          const previous = episodes[index + 1];
          const similar = ctx.catalogue.actors
            .ids()
            .filter((id) => id !== episode.actorId)
            .slice(episode.id % 50, (episode.id % 50) + SIMILAR_MODELS)
            .flatMap((id) => {
              const actor = ctx.catalogue.actors.byId(id);
              return actor ? [{ id: actor.id, name: actor.name, slug: actor.slug }] : [];
            });
          const category = series.premium
            ? { id: 40, slug: 'premium-tv', name: 'Premium TV' }
            : { id: 41, slug: 'free-tv', name: 'Free TV' };
          return noStore(reply).send({
            post: {
              ...toEpisode(episode, series),
              body: `${episode.title}: ${series.description}`,
            },
            previous: previous ? { slug: previous.slug, title: previous.title } : null,
            similar: { models: similar },
            categories: [category],
            breadcrumbs: [
              { label: 'TV series', route: 'tvMediaSeries', key: null },
              { label: series.title, route: 'tvMediathekSeries', key: series.slug },
              { label: episode.title, route: null, key: null },
            ],
          });
        }
        return noStore(reply).code(404).send({ error: 'no post' });
      });
      rest.get('/video/:videoId', async (request, reply) => {
        const id = Number((request.params as { videoId: string }).videoId);
        for (const series of seriesList()) {
          const episode = episodesOf(series.id).find((entry) => entry.id === id);
          if (!episode) continue;
          const playable = episode.free || hasTv(request);
          return noStore(reply).send({
            video: toEpisode(episode, series),
            series: toSeries(series),
            playlist: playable ? vodPlaylistPath(episode.id) : null,
          });
        }
        return noStore(reply).code(404).send({ error: 'no video' });
      });
      // What to watch next beside an episode: the rest of its series (newest first), then her
      // episodes in other series, then the others in the mediathek's order (decision 0027).
      rest.get('/suggest/:hashId', async (request, reply) => {
        const id = Number((request.params as { hashId: string }).hashId);
        const all = seriesList().flatMap((series) =>
          episodesOf(series.id).map((episode) => ({ episode, series })),
        );
        const shown = all.find((entry) => entry.episode.id === id);
        if (!shown) return noStore(reply).code(404).send({ error: 'no video' });
        const rank = ({ episode, series }: (typeof all)[number]) =>
          series.id === shown.series.id
            ? 0
            : episode.actorId !== null && episode.actorId === shown.episode.actorId
              ? 1
              : 2;
        const others = all
          .filter((entry) => entry.episode.id !== id)
          .map((entry, index) => ({ entry, index, rank: rank(entry) }))
          .sort((a, b) => a.rank - b.rank || a.index - b.index)
          .slice(0, SUGGESTED_EPISODES);
        return noStore(reply).send({
          items: others.map(({ entry }) => toEpisode(entry.episode, entry.series)),
        });
      });
      done();
    },
    { prefix: `${REST_PREFIX}/tv` },
  );
}
