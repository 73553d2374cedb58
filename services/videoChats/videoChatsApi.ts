import * as z from 'zod/mini';
import type { FetchPageInput, FetchPageOutput } from '../../machines/list/list.types.ts';
import type { PastVideoChat, VideoChatsQuery } from '../../machines/videoChats/videoChats.types.ts';
import { restRequest } from '../http/rest.ts';
import { localUrl } from '../http/safeUrl.ts';
import { moneySchema } from '../rest/schemas.ts';

const count = z.number().check(z.int(), z.nonnegative());
const pictureSchema = z.object({ w320: localUrl, w640: localUrl, w1280: localUrl });
const pastChatSchema = z.object({
  chatId: z.string().check(z.minLength(1)),
  actorId: z.number().check(z.int(), z.positive()),
  actorName: z.string().check(z.minLength(1)),
  profileLink: localUrl,
  picture: pictureSchema,
  startedAt: z.iso.datetime(),
  minutes: count,
  amount: moneySchema,
});
const pageSchema = z.object({ total: count, items: z.array(pastChatSchema) });

/**
 * `GET guest/videoChats` (decision 0029): the logged-in guest's past video chats, newest first,
 * by offset and limit.
 *
 * @example
 * const page = await createVideoChatsApi(fetch).fetchPage({ query: { request }, limit: 30, offset: 0, cursor: null, requestId: 1 });
 */
export function createVideoChatsApi(fetchImpl: typeof fetch) {
  return {
    fetchPage: async (
      input: FetchPageInput<VideoChatsQuery>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<PastVideoChat>> => {
      const reply = await restRequest(
        fetchImpl,
        input.query.request,
        {
          method: 'GET',
          path: 'guest/videoChats',
          params: { offset: input.offset, limit: input.limit },
        },
        pageSchema,
        signal,
      );
      return {
        total: reply.total,
        items: reply.items.map(({ chatId, ...chat }) => ({ id: chatId, ...chat })),
      };
    },
  };
}
