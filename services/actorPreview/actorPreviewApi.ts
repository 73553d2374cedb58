import * as z from 'zod/mini';
import { localUrl } from '../http/safeUrl.ts';
import type { ActorPreview, PreviewCall } from '../../machines/actorPreview/actorPreview.types.ts';
import { restRequest } from '../http/rest.ts';
import { moneySchema } from '../rest/schemas.ts';

const pictureSchema = z.object({ w320: localUrl, w640: localUrl, w1280: localUrl });
const count = z.number().check(z.int(), z.nonnegative());

/** `GET phoenix/get_profile_preview/{actorId}` (seed 001 §7, Actors): her hover card. */
const actorPreviewSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  age: count,
  country: z.string(),
  isOnline: z.boolean(),
  freeChat: z.boolean(),
  languages: z.array(z.string()),
  threeWords: z.array(z.string()),
  about: z.string(),
  profileLink: localUrl,
  picture: pictureSchema,
  sedcards: z.array(pictureSchema),
  chatPrice: moneySchema,
  rating: z.object({ count, satisfactionRate: z.number() }),
});

/**
 * Her profile preview. A reply that does not match is `ServiceError('invalid_reply')`; a reply
 * about another actor is one too (the card would show the wrong woman).
 *
 * @example
 * const preview = await createActorPreviewApi(fetch).load({ request, actorId: 7 }, signal);
 */
export function createActorPreviewApi(fetchImpl: typeof fetch) {
  return {
    load: async (
      { request, actorId }: PreviewCall,
      signal?: AbortSignal,
    ): Promise<ActorPreview> => {
      const schema = actorPreviewSchema.check(
        z.refine((reply) => reply.id === actorId, 'is about another actor'),
      );
      return restRequest(
        fetchImpl,
        request,
        { method: 'GET', path: `phoenix/get_profile_preview/${actorId}` },
        schema,
        signal,
      );
    },
  };
}
