import * as z from 'zod/mini';
import type { RewardsRequest } from '../../machines/rewards/rewards.types.ts';
import { restRequest } from '../http/rest.ts';

/** The reply of `rewards/boxSeen`: true only the first time the guest's box key is marked. */
const boxSeenSchema = z.object({ first: z.boolean() });
export type BoxSeenReply = z.infer<typeof boxSeenSchema>;

/** A box key: `tag-reward:<eventId>:<level>` or `five-days:<YYYY-MM-DD>` (letters, digits, :-). */
export const BOX_KEY = /^[a-z][a-z0-9-]*(?::[a-z0-9-]+)+$/;

/**
 * The rewards boxes' server-side memory (seed 000 §2 boxes opened by rewards moments): POST
 * `rewards/boxSeen` {key} marks a box as shown for the guest and says whether this was the
 * first time, so a box that must open once (a level reached, the first visit of a day) stays
 * shut after a reload or on another device.
 */
export function createRewardBoxesApi(fetchImpl: typeof fetch) {
  return {
    markBoxSeen: async (
      request: RewardsRequest,
      key: string,
      signal?: AbortSignal,
    ): Promise<BoxSeenReply> => {
      if (!BOX_KEY.test(key))
        throw Object.assign(new Error(`bad box key ${key}`), { code: 'bad_box_key' });
      return restRequest(
        fetchImpl,
        request,
        { method: 'POST', path: 'rewards/boxSeen', params: { key } },
        boxSeenSchema,
        signal,
      );
    },
  };
}
