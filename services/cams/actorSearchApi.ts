import * as z from 'zod/mini';
import {
  ACTOR_AGE_RANGES,
  type ActorSearchInit,
  type ActorSearchPageInput,
  type CamPageOutput,
} from '../../machines/cams/cams.types.ts';
import type { ServiceRequest } from '../../machines/shared/serviceRequest.ts';
import { restRequest } from '../http/rest.ts';
import { actorTile, tileOf } from './camsApi.ts';

const count = z.int().check(z.nonnegative());
const range = z.enum(ACTOR_AGE_RANGES);
const searchSchema = z.object({
  text: z.string(),
  languages: z.array(z.string()),
  ages: z.array(range),
});
const initReply = z.object({
  facets: z.object({
    languages: z.array(z.object({ code: z.string(), count })),
    ages: z.array(z.object({ range, count })),
  }),
  saved: z.nullable(searchSchema),
});
const searchReply = z.object({ total: count, items: z.array(actorTile) });
const deleteReply = z.object({ saved: z.null() });

/**
 * The actor search over REST (seed 001 §7 `actorsearch` init, search, filter/delete; decision
 * 0031): `GET actorsearch/init` (the choices with their counts, and the guest's kept search),
 * `POST actorsearch/search` (one page of performers, online first; the service keeps a logged-in
 * guest's search) and `POST actorsearch/filter/delete` (the kept search is forgotten).
 *
 * @example
 * const api = createActorSearchApi(fetch);
 * const { facets, saved } = await api.init(request, signal);
 */
export function createActorSearchApi(fetchImpl: typeof fetch) {
  return {
    async init(request: ServiceRequest, signal: AbortSignal): Promise<ActorSearchInit> {
      const reply = await restRequest(
        fetchImpl,
        request,
        { method: 'GET', path: 'actorsearch/init' },
        initReply,
        signal,
      );
      return reply;
    },
    async search(input: ActorSearchPageInput, signal: AbortSignal): Promise<CamPageOutput> {
      const { query, offset, limit } = input;
      const reply = await restRequest(
        fetchImpl,
        query.request,
        {
          method: 'POST',
          path: 'actorsearch/search',
          params: {
            ...query.search,
            genders: query.genders,
            types: query.types,
            offset,
            limit,
          },
        },
        searchReply,
        signal,
      );
      return { total: reply.total, items: reply.items.map(tileOf) };
    },
    async deleteFilter(request: ServiceRequest, signal: AbortSignal): Promise<void> {
      await restRequest(
        fetchImpl,
        request,
        { method: 'POST', path: 'actorsearch/filter/delete' },
        deleteReply,
        signal,
      );
    },
  };
}
