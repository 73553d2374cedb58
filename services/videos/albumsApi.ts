import * as z from 'zod/mini';
import { safeImageUrl } from '../http/safeUrl.ts';
import type { FetchPageInput, FetchPageOutput } from '../../machines/list/list.types.ts';
import type { AlbumQuery, AlbumTile } from '../../machines/videos/albums.ts';
import type { VideosRequest } from '../../machines/videos/videos.types.ts';
import { graphqlRequest } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';
import { graphqlContext } from './videosApi.ts';

/** The album lists of the query service (services/graphql/schema/query/albums.graphql). */
export const ALBUMS_DOCUMENTS = {
  albums:
    queryGraphql(`query Albums($filter: VideoFilterInput, $sort: String, $first: Int, $offset: Int) {
    albums(filter: $filter, sort: $sort, first: $first, offset: $offset) {
      total
      items { id title actorName pictureCount previewCount free vip isVipContent new likes
        price { value currency } basePrice { value currency }
        guestInfo { bought } preview { w320 w640 w1280 } }
    }
  }`),
} as const;

const money = z.object({ value: z.number(), currency: z.string() });
const count = z.int().check(z.nonnegative());
const album = z.pipe(
  z.object({
    id: z.int(),
    title: z.string(),
    actorName: z.string(),
    pictureCount: count,
    previewCount: count,
    free: z.boolean(),
    vip: z.boolean(),
    isVipContent: z.boolean(),
    new: z.boolean(),
    likes: count,
    price: money,
    basePrice: money,
    guestInfo: z.object({ bought: z.boolean() }),
    preview: z.object({ w320: safeImageUrl, w640: safeImageUrl, w1280: safeImageUrl }),
  }),
  z.transform(({ new: isNew, guestInfo, ...rest }): AlbumTile => ({
    ...rest,
    isNew,
    bought: guestInfo.bought,
  })),
);
const albumsReply = z.object({ albums: z.object({ total: count, items: z.array(album) }) });

/**
 * One page of photo albums (query service `albums`, seed 001 §7), for the list machine.
 *
 * @example
 * const page = await fetchAlbums(fetch, { query, limit: 12, offset: 0, cursor: null, requestId: 1 });
 */
export async function fetchAlbums(
  fetchImpl: typeof fetch,
  { query, limit, offset }: FetchPageInput<AlbumQuery & { request: VideosRequest }>,
  signal?: AbortSignal,
): Promise<FetchPageOutput<AlbumTile>> {
  const reply = await graphqlRequest(
    fetchImpl,
    graphqlContext(query.request),
    ALBUMS_DOCUMENTS.albums,
    { filter: query.filter, sort: query.sort, first: limit, offset },
    albumsReply,
    signal ? { signal } : {},
  );
  return { items: reply.albums.items, total: reply.albums.total };
}
