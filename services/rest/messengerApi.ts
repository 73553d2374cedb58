import { restRequest, type RestContext, type RestRequest } from '../http/rest.ts';
import {
  conversationReplySchema,
  giftsReplySchema,
  recommendationsReplySchema,
  toyControlsReplySchema,
  unreadCountReplySchema,
} from './messengerSchemas.ts';

/** Seed 000 §9: default actor recommendations' age rating. */
const RECOMMENDATIONS_FSK = 16;

/**
 * The messenger's REST calls (seed 000 §7): a channel's history, an actor's conversation (opened
 * or created), the gift catalog, the toy controls, the recommended actors, the guest's unread
 * count and the touch that tells a channel was read. Each reply is checked against its schema.
 *
 * @example
 * const { channel, messages } = await createMessengerApi(fetch).loadConversation(ctx, 2101);
 */
export function createMessengerApi(fetchImpl: typeof fetch) {
  /** A call whose answer is the guest's unread count. */
  const unreadCount = async (context: RestContext, call: RestRequest, signal?: AbortSignal) =>
    (await restRequest(fetchImpl, context, call, unreadCountReplySchema, signal)).unreadCount;
  return {
    loadConversation: (context: RestContext, channelId: number, signal?: AbortSignal) =>
      restRequest(
        fetchImpl,
        context,
        { method: 'GET', path: `channel/${encodeURIComponent(String(channelId))}` },
        conversationReplySchema,
        signal,
      ),
    /** `channel/actor/{actorId}`: the conversation with an actor, created by the platform when new. */
    openActorConversation: (context: RestContext, actorId: number, signal?: AbortSignal) =>
      restRequest(
        fetchImpl,
        context,
        { method: 'GET', path: `channel/actor/${encodeURIComponent(String(actorId))}` },
        conversationReplySchema,
        signal,
      ),
    /** POST `touchMessengerChannel`: the guest read the channel; the unread count after it. */
    touchChannel: (context: RestContext, channelId: number, signal?: AbortSignal) =>
      unreadCount(
        context,
        { method: 'POST', path: 'touchMessengerChannel', params: { channelId } },
        signal,
      ),
    /** GET `unreadCount`: the guest's unread messages, as the service counts them. */
    loadUnreadCount: (context: RestContext, signal?: AbortSignal) =>
      unreadCount(context, { method: 'GET', path: 'unreadCount' }, signal),
    loadGifts: async (context: RestContext, signal?: AbortSignal) => {
      const reply = await restRequest(
        fetchImpl,
        context,
        { method: 'GET', path: 'gifts' },
        giftsReplySchema,
        signal,
      );
      return {
        categories: reply.categories,
        gifts: reply.gifts,
        boughtGifts: reply.boughtGifts ?? null,
      };
    },
    loadToyControls: async (context: RestContext, signal?: AbortSignal) =>
      (
        await restRequest(
          fetchImpl,
          context,
          { method: 'GET', path: 'toyControls' },
          toyControlsReplySchema,
          signal,
        )
      ).toyControls,
    loadRecommendations: async (
      context: RestContext,
      currentActorId: number | null,
      signal?: AbortSignal,
    ) =>
      (
        await restRequest(
          fetchImpl,
          context,
          {
            method: 'GET',
            path: 'recommendations',
            params: { currentActorId, useGrid: false, fsk: RECOMMENDATIONS_FSK },
          },
          recommendationsReplySchema,
          signal,
        )
      ).actors.map((actor) => ({
        actorId: actor.id,
        actorName: actor.name,
        isOnline: actor.isOnline,
        previewPictureUrl: actor.previewPictureUrl,
      })),
  };
}
