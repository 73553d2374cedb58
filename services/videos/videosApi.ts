import * as z from 'zod/mini';
import { safeImageUrl } from '../http/safeUrl.ts';
import type { FetchPageInput, FetchPageOutput } from '../../machines/list/list.types.ts';
import type { JumbotronType } from '../../machines/videos/videos.queries.ts';
import type {
  JumbotronSlide,
  VideoQuery,
  VideosRequest,
  VideoStar,
  VideoTile,
} from '../../machines/videos/videos.types.ts';
import { graphqlRequest } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';
import { restRequest } from '../http/rest.ts';

const VIDEO_FIELDS = `id title duration actorName free vip isVip30Offer new classic likes
  ageRating camRecording price { value currency } basePrice { value currency }
  guestInfo { bought gifted flatrate liked } preview { w320 w640 w1280 }`;

/** The video calls of the query service (seed 001 §7), typed from services/graphql/schema/query/videos.graphql. */
export const VIDEOS_DOCUMENTS = {
  videos:
    queryGraphql(`query Videos($filter: VideoFilterInput, $sort: String, $first: Int, $offset: Int) {
    videos(filter: $filter, sort: $sort, first: $first, offset: $offset) { total items { ${VIDEO_FIELDS} } }
  }`),
  videosByIds: queryGraphql(
    `query VideosByIds($ids: [Int!]!) { videos_v2(ids: $ids) { ${VIDEO_FIELDS} } }`,
  ),
  videoStars: queryGraphql(
    'query VideoStars($first: Int) { videoStars(first: $first) { id name videoCount avatar { w320 w640 w1280 } } }',
  ),
  tagSearch: queryGraphql('query TagSearch($search: String!) { tagSearch(search: $search) }'),
  popularTags: queryGraphql(
    'query PopularTags($first: Int) { tags { mostPopular(first: $first) } }',
  ),
} as const;

const money = z.object({ value: z.number(), currency: z.string() });
const pictures = z.object({ w320: safeImageUrl, w640: safeImageUrl, w1280: safeImageUrl });
const video = z.pipe(
  z.object({
    id: z.int(),
    title: z.string(),
    duration: z.int(),
    actorName: z.string(),
    free: z.boolean(),
    vip: z.boolean(),
    isVip30Offer: z.boolean(),
    new: z.boolean(),
    classic: z.boolean(),
    ageRating: z.union([z.literal(16), z.literal(18)]),
    camRecording: z.boolean(),
    likes: z.int(),
    price: money,
    basePrice: money,
    guestInfo: z.object({
      bought: z.boolean(),
      gifted: z.boolean(),
      flatrate: z.boolean(),
      liked: z.boolean(),
    }),
    preview: pictures,
  }),
  z.transform(({ new: isNew, guestInfo, ...rest }): VideoTile => ({
    ...rest,
    isNew,
    ...guestInfo,
  })),
);
const videosReply = z.object({ videos: z.object({ total: z.int(), items: z.array(video) }) });
const videosByIdsReply = z.object({ videos_v2: z.array(video) });
const starsReply = z.object({
  videoStars: z.array(
    z.object({ id: z.int(), name: z.string(), videoCount: z.int(), avatar: pictures }),
  ),
});
const tagSearchReply = z.object({ tagSearch: z.array(z.string()) });
const popularTagsReply = z.object({ tags: z.object({ mostPopular: z.array(z.string()) }) });
const jumbotronReply = z.object({
  slides: z.array(z.object({ id: z.int(), headline: z.string(), video })),
});

/**
 * The REST path of each jumbotron (seed 001 §7); the video station's page names its first
 * slide's picture from the same (src/prerender/firstScreen.ts).
 */
export const JUMBOTRON_PATHS: Record<JumbotronType, string> = {
  homepage: 'video/jumbotron/homepage',
  videostation: 'video/jumbotron/config',
};

/** Seed 001 §9: the number of popular tags the filter offers before anything is typed. */
const POPULAR_TAGS = 12;

/** Where a video or album call of the query service goes, and as whom. */
export const graphqlContext = (request: VideosRequest) => ({
  url: request.queryServiceUrl,
  language: request.language,
  ver: request.ver,
  accessToken: request.accessToken,
});
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

type Paged<Q> = FetchPageInput<Q & { request: VideosRequest }>;

/**
 * The video lists, stars, tag suggestions (query service) and jumbotrons (REST), each a page of
 * the list machine or a plain answer.
 *
 * @example
 * const page = await createVideosApi(fetch).fetchVideos({ query, limit: 30, offset: 0, cursor: null, requestId: 1 });
 */
export function createVideosApi(fetchImpl: typeof fetch) {
  return {
    async fetchVideos(
      { query, limit, offset }: Paged<VideoQuery>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<VideoTile>> {
      const reply = await graphqlRequest(
        fetchImpl,
        graphqlContext(query.request),
        VIDEOS_DOCUMENTS.videos,
        { filter: query.filter, sort: query.sort, first: limit, offset },
        videosReply,
        withSignal(signal),
      );
      return { items: reply.videos.items, total: reply.videos.total };
    },
    /** Videos by id, in the order asked (`videos_v2`; unknown ids are left out). */
    async fetchByIds(
      request: VideosRequest,
      ids: number[],
      signal?: AbortSignal,
    ): Promise<VideoTile[]> {
      if (ids.length === 0) return [];
      const reply = await graphqlRequest(
        fetchImpl,
        graphqlContext(request),
        VIDEOS_DOCUMENTS.videosByIds,
        { ids },
        videosByIdsReply,
        withSignal(signal),
      );
      return reply.videos_v2;
    },
    async fetchStars(
      { query }: Paged<{ first: number }>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<VideoStar>> {
      const reply = await graphqlRequest(
        fetchImpl,
        graphqlContext(query.request),
        VIDEOS_DOCUMENTS.videoStars,
        { first: query.first },
        starsReply,
        withSignal(signal),
      );
      // One page of `first` stars: the list is not paged further (seed 001 §9, default 100).
      return { items: reply.videoStars, hasMore: false, total: reply.videoStars.length };
    },
    async fetchJumbotron(
      { query }: Paged<{ type: JumbotronType }>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<JumbotronSlide>> {
      const path = JUMBOTRON_PATHS[query.type];
      const reply = await restRequest(
        fetchImpl,
        query.request,
        { method: 'GET', path, params: {} },
        jumbotronReply,
        signal,
      );
      return { items: reply.slides, hasMore: false };
    },
    /** tagSearch(search), or tags mostPopular(first) when nothing is typed. */
    async suggestTags(
      { request, search }: { request: VideosRequest; search: string | null },
      signal?: AbortSignal,
    ): Promise<string[]> {
      if (search === null) {
        const reply = await graphqlRequest(
          fetchImpl,
          graphqlContext(request),
          VIDEOS_DOCUMENTS.popularTags,
          { first: POPULAR_TAGS },
          popularTagsReply,
          withSignal(signal),
        );
        return reply.tags.mostPopular;
      }
      const reply = await graphqlRequest(
        fetchImpl,
        graphqlContext(request),
        VIDEOS_DOCUMENTS.tagSearch,
        { search },
        tagSearchReply,
        withSignal(signal),
      );
      return reply.tagSearch;
    },
  };
}
