import * as z from 'zod/mini';
import { safeImageUrl } from '../http/safeUrl.ts';
import type { FetchPageInput, FetchPageOutput } from '../../machines/list/list.types.ts';
import type {
  ProgramItem,
  ProgramType,
  TvCall,
  TvChannel,
  TvEpisode,
  TvPage,
  TvPageData,
  TvRequest,
  TvSeries,
  TvStream,
} from '../../machines/tv/tv.types.ts';
import { restRequest } from '../http/rest.ts';

const pictures = z.object({ w320: safeImageUrl, w640: safeImageUrl, w1280: safeImageUrl });
const model = z.object({ id: z.int(), name: z.string(), slug: z.string() });
const series = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  lateNight: z.boolean(),
  premium: z.boolean(),
  picture: pictures,
});
const episode = z.object({
  id: z.int(),
  slug: z.string(),
  number: z.int(),
  title: z.string(),
  airedAt: z.string(),
  duration: z.int(),
  free: z.boolean(),
  series: z.object({ slug: z.string(), title: z.string() }),
  actor: z.nullable(model),
  picture: pictures,
});
const programItem = z.object({
  start: z.string(),
  end: z.string(),
  lateNight: z.boolean(),
  series,
});
const streamReply = z.object({
  type: z.enum(['free', 'premium']),
  title: z.string(),
  playlist: z.string(),
  current: z.nullable(programItem),
});
const programReply = z.object({ items: z.array(programItem) });
const seriesReply = z.object({ total: z.int(), items: z.array(series) });
const formatReply = z.object({
  series,
  total: z.int(),
  items: z.array(episode),
  program: z.array(programItem),
});
const postReply = z.object({
  post: z.extend(episode, { body: z.string() }),
  previous: z.nullable(z.object({ slug: z.string(), title: z.string() })),
  similar: z.object({ models: z.array(model) }),
  categories: z.array(z.object({ id: z.int(), slug: z.string(), name: z.string() })),
  breadcrumbs: z.array(
    z.object({
      label: z.string(),
      route: z.nullable(z.enum(['tvMediaSeries', 'tvMediathekSeries'])),
      key: z.nullable(z.string()),
    }),
  ),
});
const videoReply = z.object({ video: episode, series, playlist: z.nullable(z.string()) });
/** `suggest/{hashId}`: the episodes suggested beside one (decision 0027). */
const suggestReply = z.object({ items: z.array(episode) });

type Paged<Q> = FetchPageInput<Q & { request: TvRequest }>;

/**
 * The TV calls (seed 001 §7) under `tv/`: `stream/{type}`, `program/{type}`, the series list,
 * `format/{key}`, `article/{slug}`, `video/{videoId}` and `suggest/{hashId}`. TV data calls carry a timestamp and are
 * not cached: every URL gets `timestamp` from `now` and the request goes out with `no-store`.
 *
 * @example
 * const stream = await createTvApi(fetch, Date.now).fetchStream({ request, channel: 'free' });
 */
export function createTvApi(fetchImpl: typeof fetch, now: () => number) {
  const noStore: typeof fetch = (input, init) => fetchImpl(input, { ...init, cache: 'no-store' });
  const get = <T extends z.core.$ZodType>(
    request: TvRequest,
    path: string,
    schema: T,
    signal?: AbortSignal,
    params: Record<string, string | number> = {},
  ) =>
    restRequest(
      noStore,
      request,
      { method: 'GET', path: `tv/${path}`, params: { ...params, timestamp: now() } },
      schema,
      signal,
    );
  return {
    async fetchStream(
      { request, channel }: TvCall<{ channel: TvChannel }>,
      signal?: AbortSignal,
    ): Promise<TvStream> {
      return get(request, `stream/${channel}`, streamReply, signal);
    },
    async fetchProgram(
      { request, program, count }: TvCall<{ program: ProgramType; count: number }>,
      signal?: AbortSignal,
    ): Promise<ProgramItem[]> {
      return (await get(request, `program/${program}`, programReply, signal, { count })).items;
    },
    async fetchSeries(
      { query, limit, offset }: Paged<object>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<TvSeries>> {
      return get(query.request, 'series', seriesReply, signal, { limit, offset });
    },
    async fetchEpisodes(
      { query, limit, offset }: Paged<{ key: string }>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<TvEpisode>> {
      const path = `format/${encodeURIComponent(query.key)}`;
      const reply = await get(query.request, path, formatReply, signal, { limit, offset });
      return { items: reply.items, total: reply.total };
    },
    /** `suggest/{hashId}`: one page of what to watch next beside an episode. */
    async fetchSuggestions(
      { query }: Paged<{ hashId: string }>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<TvEpisode>> {
      const path = `suggest/${encodeURIComponent(query.hashId)}`;
      const { items } = await get(query.request, path, suggestReply, signal);
      return { items, total: items.length };
    },
    async fetchPage(
      { request, page }: TvCall<{ page: TvPage }>,
      signal?: AbortSignal,
    ): Promise<TvPageData> {
      const key = encodeURIComponent(page.key);
      switch (page.kind) {
        case 'format': {
          const reply = await get(request, `format/${key}`, formatReply, signal, { limit: 1 });
          return {
            kind: 'format',
            data: { series: reply.series, total: reply.total, program: reply.program },
          };
        }
        case 'post':
          return { kind: 'post', data: await get(request, `article/${key}`, postReply, signal) };
        case 'video':
          return { kind: 'video', data: await get(request, `video/${key}`, videoReply, signal) };
      }
    },
  };
}
