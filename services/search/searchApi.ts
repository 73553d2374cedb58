import * as z from 'zod/mini';
import { safeImageUrl, safeUrl } from '../http/safeUrl.ts';
import type {
  SearchCategory,
  SearchItem,
  SearchRequest,
  SearchResult,
  StoredSearchPattern,
} from '../../machines/search/search.types.ts';
import { graphqlRequest } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';
import { restRequest } from '../http/rest.ts';

/** The search's query-service operations (services/graphql/schema/query/search.graphql). */
export const SEARCH_DOCUMENTS = {
  storeSearchPattern: queryGraphql(
    `mutation StoreSearchPattern($searchPattern: String!) { storeSearchPattern(searchPattern: $searchPattern) { searchPattern searches } }`,
  ),
} as const;

const storedPattern = z.object({
  searchPattern: z.string(),
  searches: z.int().check(z.positive()),
});

const count = z.int().check(z.nonnegative());
const item = z.object({
  id: z.int(),
  name: z.string(),
  link: safeUrl,
  avatar: z.object({ url: safeImageUrl, aspectRatio: z.number().check(z.positive()) }),
  linkVX: z.optional(safeUrl),
  chat: z.optional(z.object({ online: z.boolean(), mobileVideoCall: z.boolean() })),
});
const group = <T extends SearchCategory>(type: T) =>
  z.object({ type: z.literal(type), count, link: safeUrl, items: z.array(item) });

/** The Global search result of seed 001 §3, and decision 0023's groups when sent. */
const searchResultSchema = z.object({
  searchPattern: z.string(),
  proposals: z.array(z.string()),
  actors: group('actors'),
  videos: group('videos'),
  mediathek: group('mediathek'),
  blog: group('blog'),
  models: z.optional(group('models')),
  asmr: z.optional(group('asmr')),
  photos: z.optional(group('photos')),
  galleries: z.optional(group('galleries')),
  tv: z.optional(group('tv')),
});

/**
 * The search calls (seed 001 §7, Search): `searchResult/search/{language}/{searchPattern}`, and
 * the query service's store search pattern.
 */
export function createSearchApi(fetchImpl: typeof fetch) {
  const path = (request: SearchRequest, pattern: string) =>
    `searchResult/search/${encodeURIComponent(request.language)}/${encodeURIComponent(pattern)}`;
  return {
    /** The overlay's answer: the first items of every category. */
    async search(
      input: { request: SearchRequest; pattern: string },
      signal?: AbortSignal,
    ): Promise<SearchResult> {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        { method: 'GET', path: path(input.request, input.pattern) },
        searchResultSchema,
        signal,
      );
      return reply as SearchResult;
    },

    /** One page of one category (offset paging: page = offset / pageSize + 1). */
    async searchPage(
      input: {
        request: SearchRequest;
        pattern: string;
        category: SearchCategory;
        offset: number;
        limit: number;
      },
      signal?: AbortSignal,
    ): Promise<{ items: SearchItem[]; total: number }> {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        {
          method: 'GET',
          path: path(input.request, input.pattern),
          params: {
            category: input.category,
            page: Math.floor(input.offset / input.limit) + 1,
            pageSize: input.limit,
          },
        },
        searchResultSchema,
        signal,
      );
      // A platform that answers without the category has found nothing in it.
      const groupOf = reply[input.category];
      return { items: groupOf?.items ?? [], total: groupOf?.count ?? 0 };
    },

    /** Stores a searched pattern on the query service (the Vxql-Token is the session's token). */
    async storeSearchPattern(
      input: { request: SearchRequest; pattern: string },
      signal?: AbortSignal,
    ): Promise<StoredSearchPattern> {
      const reply = await graphqlRequest(
        fetchImpl,
        {
          url: input.request.queryServiceUrl,
          language: input.request.language,
          ver: input.request.ver,
          accessToken: input.request.accessToken,
        },
        SEARCH_DOCUMENTS.storeSearchPattern,
        { searchPattern: input.pattern },
        z.object({ storeSearchPattern: storedPattern }),
        signal ? { signal } : {},
      );
      return reply.storeSearchPattern;
    },
  };
}
