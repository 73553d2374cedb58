import * as z from 'zod/mini';
import { safeImageUrl } from '../http/safeUrl.ts';
import {
  DEFAULT_ACTOR_CATEGORY,
  NEW_ACTOR_CATEGORY,
  type ActorCategory,
  type CamPageInput,
  type CamPageOutput,
  type CamRequest,
  type CamTile,
  type ChatShowPageInput,
  type ChatShowPageOutput,
  type ChatShowTile,
} from '../../machines/cams/cams.types.ts';
import type {
  RecommendationPageInput,
  RecommendationPageOutput,
} from '../../machines/actorProfile/recommendations.ts';
import { graphqlRequest, type GraphqlContext } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';

/** A chat show's fields (the shows list and the chat tickets' calls). */
export const SHOW = `id actorId actorName title start end price { value currency } isFree
  hasStarted isBought canBuy imageUrl status`;
const TILE = `id name age isOnline freeChat
  avatar { w320 w640 w1280 }
  chatFeatures { hd audio dildocontrol }
  videoChatPrice { value currency }`;

/** The performer lists' documents (services/graphql/schema/query/actors.graphql). */
export const CAMS_DOCUMENTS = {
  models: queryGraphql(`query Models($filter: ActorListFilter, $offset: Int, $limit: Int) {
    models(filter: $filter, offset: $offset, limit: $limit) { total onlineTotal items { ${TILE} } }
  }`),
  topCams:
    queryGraphql(`query TopCams($type: TopCamType!, $online: Boolean, $offset: Int, $limit: Int) {
    topCams(type: $type, online: $online, offset: $offset, limit: $limit) {
      total onlineTotal
      items { id name age online freeChat avatarPicture { w320 w640 w1280 }
        chatFeatures { hd audio dildocontrol } videocallPrice { value currency } }
    }
  }`),
  recommendations: queryGraphql(`query Recommendations($first: Int, $ageRating: Int) {
    recommendations(first: $first, ageRating: $ageRating) { ${TILE} }
  }`),
  onlineActorsAmount: queryGraphql('query OnlineActorsAmount { onlineActorsAmount }'),
  actorCategories: queryGraphql('query ActorCategories { actorCategories { id slug name } }'),
  chatShows: queryGraphql(`query ChatShows($endDateFrom: String, $first: Int, $offset: Int,
    $modelId: Int) {
    chatShows(endDateFrom: $endDateFrom, first: $first, offset: $offset, order: ASC,
      internal: false, modelId: $modelId) {
      total
      items { ${SHOW} }
    }
  }`),
};

const picture = z.object({ w320: safeImageUrl, w640: safeImageUrl, w1280: safeImageUrl });
const features = z.object({ hd: z.boolean(), audio: z.boolean(), dildocontrol: z.boolean() });
const price = z.object({ value: z.number().check(z.nonnegative()), currency: z.string() });
const count = z.int().check(z.nonnegative());
/** A performer tile as the query service and the REST actor search write it. */
export const actorTile = z.object({
  id: z.int(),
  name: z.string(),
  age: z.int(),
  isOnline: z.boolean(),
  freeChat: z.boolean(),
  avatar: picture,
  chatFeatures: features,
  videoChatPrice: price,
});
const modelsReply = z.object({
  models: z.object({ total: count, onlineTotal: count, items: z.array(actorTile) }),
});
const recommendationsReply = z.object({ recommendations: z.array(actorTile) });
const topCamsReply = z.object({
  topCams: z.object({
    total: count,
    onlineTotal: count,
    items: z.array(
      z.object({
        id: z.int(),
        name: z.string(),
        age: z.int(),
        online: z.boolean(),
        freeChat: z.boolean(),
        avatarPicture: picture,
        chatFeatures: features,
        videocallPrice: price,
      }),
    ),
  }),
});
const onlineReply = z.object({ onlineActorsAmount: count });
const categoriesReply = z.object({
  actorCategories: z.array(z.object({ id: z.int(), slug: z.string(), name: z.string() })),
});

/** The query service's context of a cams request. */
export const camsContext = (request: CamRequest): GraphqlContext => ({
  url: request.queryServiceUrl,
  language: request.language,
  ver: request.ver,
  accessToken: request.accessToken,
});

/** A chat show as the query service writes it. */
export const chatShow = z.object({
  id: z.int(),
  actorId: z.int(),
  actorName: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  price,
  isFree: z.boolean(),
  hasStarted: z.boolean(),
  isBought: z.boolean(),
  canBuy: z.boolean(),
  imageUrl: safeImageUrl,
  status: z.enum(['ok', 'cancelled']),
});
export const toTile = ({
  hasStarted,
  status: _,
  ...show
}: z.infer<typeof chatShow>): ChatShowTile => ({
  ...show,
  running: hasStarted,
});
/** Seed 001 §7: the chat show list is filtered to status ok, whatever the service sent. */
export const listedTiles = (items: readonly z.infer<typeof chatShow>[]): ChatShowTile[] =>
  items.filter((show) => show.status === 'ok').map(toTile);
export const chatShowsReply = z.object({
  chatShows: z.object({ total: count, items: z.array(chatShow) }),
});

type Features = z.infer<typeof features>;
const tile = (
  base: { id: number; name: string; age: number; freeChat: boolean },
  online: boolean,
  avatar: CamTile['avatar'],
  chat: Features,
  cost: CamTile['price'],
): CamTile => ({
  id: base.id,
  name: base.name,
  age: base.age,
  online,
  freeChat: base.freeChat,
  hd: chat.hd,
  audio: chat.audio,
  toy: chat.dildocontrol,
  avatar,
  price: cost,
});

/** A performer tile of the client from the service's. */
export const tileOf = (i: z.infer<typeof actorTile>): CamTile =>
  tile(i, i.isOnline, i.avatar, i.chatFeatures, i.videoChatPrice);

/** The `ActorListFilter` of a list kind and its filters. */
function modelsFilter(query: CamPageInput['query']) {
  const { list, filters } = query;
  return {
    ...(filters.genders.length > 0 ? { genders: filters.genders } : {}),
    ...(filters.types.length > 0 ? { types: filters.types } : {}),
    categoryId: list.kind === 'newGirls' ? NEW_ACTOR_CATEGORY : DEFAULT_ACTOR_CATEGORY,
    ...(list.kind === 'category' ? { categorySlug: list.slug } : {}),
    ...(list.kind === 'freeChat' ? { freeChat: true } : {}),
  };
}

/**
 * The performer lists on the query service (seed 001 §7): `models` (with filters, online first),
 * `topCams(type, online)`, the online count and the actor categories.
 *
 * @example
 * const api = createCamsApi(fetch);
 * const page = await api.fetchPage({ query, limit: 30, offset: 0, cursor: null, requestId: 1 }, signal);
 */
export function createCamsApi(fetchImpl: typeof fetch) {
  return {
    async fetchPage(input: CamPageInput, signal: AbortSignal): Promise<CamPageOutput> {
      const { query, limit, offset } = input;
      const ctx = camsContext(query.request);
      if (query.list.kind === 'top') {
        const reply = await graphqlRequest(
          fetchImpl,
          ctx,
          CAMS_DOCUMENTS.topCams,
          { type: query.list.type, offset, limit },
          topCamsReply,
          { signal },
        );
        const { total, items } = reply.topCams;
        return {
          total,
          items: items.map((i) =>
            tile(i, i.online, i.avatarPicture, i.chatFeatures, i.videocallPrice),
          ),
        };
      }
      const reply = await graphqlRequest(
        fetchImpl,
        ctx,
        CAMS_DOCUMENTS.models,
        { filter: modelsFilter(query), offset, limit },
        modelsReply,
        { signal },
      );
      const { total, items } = reply.models;
      return {
        total,
        items: items.map(tileOf),
      };
    },
    /**
     * Recommended actors (online only) at the query's age rating, without the actor whose page
     * shows them: one more is asked for in case she is among them. Not paged: one answer.
     */
    async fetchRecommendations(
      input: RecommendationPageInput,
      signal: AbortSignal,
    ): Promise<RecommendationPageOutput> {
      const { query, limit } = input;
      const reply = await graphqlRequest(
        fetchImpl,
        camsContext(query.request),
        CAMS_DOCUMENTS.recommendations,
        { first: limit + 1, ageRating: query.ageRating },
        recommendationsReply,
        { signal },
      );
      const items = reply.recommendations
        .filter((i) => i.id !== query.excludeActorId)
        .slice(0, limit)
        .map(tileOf);
      return { items, hasMore: false };
    },
    /**
     * Upcoming and running chat shows (status ok, not internal), by start; with the query's
     * `actorId` only hers (`modelId`, the chat tickets by model).
     */
    async fetchShowsPage(
      input: ChatShowPageInput,
      signal: AbortSignal,
      now: () => number = Date.now,
    ): Promise<ChatShowPageOutput> {
      const { query, limit, offset } = input;
      const reply = await graphqlRequest(
        fetchImpl,
        camsContext(query.request),
        CAMS_DOCUMENTS.chatShows,
        {
          endDateFrom: new Date(now()).toISOString(),
          first: limit,
          offset,
          ...(query.actorId === undefined ? {} : { modelId: query.actorId }),
        },
        chatShowsReply,
        { signal },
      );
      const { total, items } = reply.chatShows;
      return { total, items: listedTiles(items) };
    },
    async onlineCount(request: CamRequest, signal: AbortSignal): Promise<number> {
      const reply = await graphqlRequest(
        fetchImpl,
        camsContext(request),
        CAMS_DOCUMENTS.onlineActorsAmount,
        {},
        onlineReply,
        { signal },
      );
      return reply.onlineActorsAmount;
    },
    async categories(request: CamRequest, signal: AbortSignal): Promise<ActorCategory[]> {
      const reply = await graphqlRequest(
        fetchImpl,
        camsContext(request),
        CAMS_DOCUMENTS.actorCategories,
        {},
        categoriesReply,
        { signal },
      );
      return reply.actorCategories;
    },
  };
}
