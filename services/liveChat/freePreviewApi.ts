import * as z from 'zod/mini';
import type { FreePreviewCall } from '../../machines/liveChat/liveChat.types.ts';
import { queryServiceCall } from '../graphql/queryService.ts';
import { queryGraphql } from '../graphql/tada.ts';

/** The free preview on the query service (services/graphql/schema/query/freePreview.graphql). */
const FREE_PREVIEW_DOCUMENTS = {
  init: queryGraphql(
    `mutation FreePreviewInit($actorId: Int!) { freePreviewInit(actorId: $actorId) { seconds } }`,
  ),
  decline: queryGraphql(
    `mutation FreePreviewDecline($actorId: Int!) { freePreviewDecline(actorId: $actorId) { seconds } }`,
  ),
} as const;

const seconds = z.object({ seconds: z.int().check(z.nonnegative()) });
const initReply = z.object({ freePreviewInit: seconds });
const declineReply = z.object({ freePreviewDecline: seconds });

/**
 * The live preview's two calls: `freePreviewInit` as it starts (the seconds it may run, the
 * service's count, so a reload does not start it afresh) and `freePreviewDecline` when the guest
 * declines the offer after it. Both answer the seconds left.
 *
 * @example
 * const api = createFreePreviewApi(fetch);
 * const seconds = await api.init({ request, actorId: 3101 }); // 5, or what is left
 */
export function createFreePreviewApi(fetchImpl: typeof fetch) {
  const call = queryServiceCall(fetchImpl);
  return {
    init: async ({ request, actorId }: FreePreviewCall, signal?: AbortSignal) =>
      (await call(request, FREE_PREVIEW_DOCUMENTS.init, { actorId }, initReply, signal))
        .freePreviewInit.seconds,
    decline: async ({ request, actorId }: FreePreviewCall, signal?: AbortSignal) =>
      (await call(request, FREE_PREVIEW_DOCUMENTS.decline, { actorId }, declineReply, signal))
        .freePreviewDecline.seconds,
  };
}
