import * as z from 'zod/mini';
import { safeImageUrl } from '../http/safeUrl.ts';
import { changedFlags, sectionFilter } from '../../machines/library/library.rules.ts';
import type {
  CollectionsPageInput,
  CollectionsPageOutput,
  LibraryItem,
  LibraryPageInput,
  LibraryPageOutput,
  LibraryRequest,
  LibraryUpdateInput,
} from '../../machines/library/library.types.ts';
import { graphqlRequest, type GraphqlContext } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';

const ITEM = `hashId mediaType origin contentGroup itemId title actorName previewUrl duration
  pictureCount acquiredAt pinned archived`;

/** The mediathek's documents (services/graphql/schema/query/mediathek.graphql). */
const LIBRARY_DOCUMENTS = {
  mediathek: queryGraphql(`query Mediathek($filter: MediathekFilter!, $first: Int, $offset: Int) {
    mediathek(filter: $filter, first: $first, offset: $offset) { total items { ${ITEM} } }
  }`),
  collections: queryGraphql(`query Collections($first: Int, $offset: Int) {
    collections(first: $first, offset: $offset) {
      total items { id actorName videoCount photoCount previewUrl lastAcquiredAt }
    }
  }`),
  updateMediathek:
    queryGraphql(`mutation UpdateMediathek($hashId: String!, $pinned: Boolean, $archived: Boolean) {
    updateMediathek(hashId: $hashId, pinned: $pinned, archived: $archived) { ${ITEM} }
  }`),
};

const item = z.object({
  hashId: z.string().check(z.minLength(1)),
  mediaType: z.enum(['VIDEO', 'PHOTO']),
  origin: z.enum(['SHOP', 'CHATCLIP']),
  contentGroup: z.nullable(z.enum(['SHOP', 'FEED', 'MESSENGER'])),
  itemId: z.int(),
  title: z.string(),
  actorName: z.string(),
  previewUrl: safeImageUrl,
  duration: z.nullable(z.int().check(z.nonnegative())),
  pictureCount: z.nullable(z.int().check(z.nonnegative())),
  acquiredAt: z.string(),
  pinned: z.boolean(),
  archived: z.boolean(),
});
const pageReply = z.object({
  mediathek: z.object({ total: z.int().check(z.nonnegative()), items: z.array(item) }),
});
const updateReply = z.object({ updateMediathek: item });
const count = z.int().check(z.nonnegative());
const collectionsReply = z.object({
  collections: z.object({
    total: count,
    items: z.array(
      z.object({
        id: z.string().check(z.minLength(1)),
        actorName: z.string(),
        videoCount: count,
        photoCount: count,
        previewUrl: safeImageUrl,
        lastAcquiredAt: z.string(),
      }),
    ),
  }),
});

const toItem = ({ hashId, ...rest }: z.infer<typeof item>): LibraryItem => ({
  id: hashId,
  ...rest,
});

const contextOf = (request: LibraryRequest): GraphqlContext => ({
  url: request.queryServiceUrl,
  language: request.language,
  ver: request.ver,
  accessToken: request.accessToken,
});

/**
 * The guest's mediathek on the query service: a section's page (`mediathek`, offset paging with
 * the total), her collections (`collections`) and one change (`updateMediathek`: pin, unpin, archive, restore).
 */
export function createLibraryApi(fetchImpl: typeof fetch) {
  return {
    async fetchPage(input: LibraryPageInput, signal: AbortSignal): Promise<LibraryPageOutput> {
      const { query, limit, offset } = input;
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(query.request),
        LIBRARY_DOCUMENTS.mediathek,
        { filter: sectionFilter(query.mediaType, query.section), first: limit, offset },
        pageReply,
        { signal },
      );
      return { total: reply.mediathek.total, items: reply.mediathek.items.map(toItem) };
    },
    /** The guest's collections (`collections`, offset paging with the total). */
    async fetchCollections(
      input: CollectionsPageInput,
      signal: AbortSignal,
    ): Promise<CollectionsPageOutput> {
      const { query, limit, offset } = input;
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(query.request),
        LIBRARY_DOCUMENTS.collections,
        { first: limit, offset },
        collectionsReply,
        { signal },
      );
      return reply.collections;
    },
    async update(input: LibraryUpdateInput, signal: AbortSignal): Promise<LibraryItem> {
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(input.request),
        LIBRARY_DOCUMENTS.updateMediathek,
        { hashId: input.change.id, ...changedFlags(input.change) },
        updateReply,
        { signal },
      );
      return toItem(reply.updateMediathek);
    },
  };
}
