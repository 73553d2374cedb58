import * as z from 'zod/mini';
import type { FreeChatCall } from '../../machines/actorProfile/freeChat.machine.ts';
import { queryServiceCall } from '../graphql/queryService.ts';
import { queryGraphql } from '../graphql/tada.ts';

/** The free-chat duration on the query service (services/graphql/schema/query/freeChat.graphql). */
const FREE_CHAT_DOCUMENTS = {
  freeChatDuration: queryGraphql(
    `query FreeChatDuration($actorId: Int!) { freeChatDuration(actorId: $actorId) }`,
  ),
} as const;

const reply = z.object({ freeChatDuration: z.int().check(z.nonnegative()) });

export function createFreeChatApi(fetchImpl: typeof fetch) {
  const call = queryServiceCall(fetchImpl);
  return {
    /** Seconds of free chat the logged-in guest has left with the actor. */
    async loadDuration({ request, actorId }: FreeChatCall, signal?: AbortSignal): Promise<number> {
      const document = FREE_CHAT_DOCUMENTS.freeChatDuration;
      return (await call(request, document, { actorId }, reply, signal)).freeChatDuration;
    },
  };
}
