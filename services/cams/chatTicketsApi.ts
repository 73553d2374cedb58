import * as z from 'zod/mini';
import type { ChatShowTile } from '../../machines/cams/cams.types.ts';
import type {
  BuyTicketInput,
  BuyTicketOutput,
  LoadInvitedShowInput,
  RemoveTicketInput,
} from '../../machines/cams/chatTickets.types.ts';
import { graphqlRequest } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';
import { camsContext, chatShow, chatShowsReply, listedTiles, SHOW, toTile } from './camsApi.ts';

/**
 * The chat tickets' documents (services/graphql/schema/query): apart from the cam lists', so the
 * start page's cams load without them (the tickets are a lazy domain, issue 50 §5).
 */
export const CHAT_TICKETS_DOCUMENTS = {
  /** An invited show may be internal (a private show): looked up among all. */
  invitedShow: queryGraphql(`query InvitedShow($endDateFrom: String) {
    chatShows(endDateFrom: $endDateFrom, first: 100, order: ASC, internal: true) {
      total
      items { ${SHOW} }
    }
  }`),
  buyChatTicket: queryGraphql(`mutation BuyChatTicket($id: Int!, $creationType: String,
    $modelId: Int, $start: String, $promoCode: String) {
    buyChatTicket(id: $id, creationType: $creationType, modelId: $modelId, start: $start,
      promoCode: $promoCode) {
      success errorCode ticket { showId } show { ${SHOW} }
    }
  }`),
  removeChatTicket: queryGraphql(`mutation RemoveChatTicket($id: Int!) {
    removeChatTicket(id: $id)
  }`),
};

const buyTicketReply = z.object({
  buyChatTicket: z.object({
    success: z.boolean(),
    errorCode: z.nullable(z.string()),
    ticket: z.nullable(z.object({ showId: z.int() })),
    show: z.nullable(chatShow),
  }),
});
const removeTicketReply = z.object({ removeChatTicket: z.boolean() });

/**
 * Chat tickets over the query service (seed 001 §7 `buyChatTicket`, `removeChatTicket`) and the
 * show of an invitation.
 *
 * @example
 * const api = createChatTicketsApi(fetch);
 * const answer = await api.buyTicket({ request, showId: 41, creationType: 'PURCHASE', … }, signal);
 */
export function createChatTicketsApi(fetchImpl: typeof fetch) {
  return {
    /** The show of an invitation (not ended), or null when the service does not list it. */
    async invitedShow(
      input: LoadInvitedShowInput,
      signal: AbortSignal,
      now: () => number = Date.now,
    ): Promise<ChatShowTile | null> {
      const reply = await graphqlRequest(
        fetchImpl,
        camsContext(input.request),
        CHAT_TICKETS_DOCUMENTS.invitedShow,
        { endDateFrom: new Date(now()).toISOString() },
        chatShowsReply,
        { signal },
      );
      return listedTiles(reply.chatShows.items).find((each) => each.id === input.showId) ?? null;
    },
    /** `buyChatTicket` (seed 001 §7): a refusal is an answer with its error code, not a throw. */
    async buyTicket(input: BuyTicketInput, signal: AbortSignal): Promise<BuyTicketOutput> {
      const reply = await graphqlRequest(
        fetchImpl,
        camsContext(input.request),
        CHAT_TICKETS_DOCUMENTS.buyChatTicket,
        {
          id: input.showId,
          creationType: input.creationType,
          modelId: input.modelId,
          start: input.start,
          promoCode: input.promoCode,
        },
        buyTicketReply,
        { signal },
      );
      const { success, errorCode, show } = reply.buyChatTicket;
      if (success && show) return { success: true, show: toTile(show) };
      return { success: false, errorCode: errorCode ?? 'unknown', show: show && toTile(show) };
    },
    async removeTicket(input: RemoveTicketInput, signal: AbortSignal): Promise<boolean> {
      const reply = await graphqlRequest(
        fetchImpl,
        camsContext(input.request),
        CHAT_TICKETS_DOCUMENTS.removeChatTicket,
        { id: input.showId },
        removeTicketReply,
        { signal },
      );
      return reply.removeChatTicket;
    },
  };
}
