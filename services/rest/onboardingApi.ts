import * as z from 'zod/mini';
import {
  START_PAGE_PREFERENCE,
  type RequestOnly,
  type StartPageInput,
} from '../../machines/incentives/incentives.types.ts';
import { restRequest } from '../http/rest.ts';

/** The relation the onboarding box is remembered by (seed 000 §3: guest has seen modalbox). */
const SEEN_ONBOARDING = { subject: 'guest', predicate: 'hasSeen', object: 'modalbox' } as const;

const hasRelationReplySchema = z.object({ hasRelation: z.boolean() });
const successReplySchema = z.object({ success: z.boolean() });

/**
 * The onboarding's calls: whether the guest has seen the onboarding box
 * (`relation/hasRelation`), recording that they have (`relation/addRelation`), and the chooser's
 * start page saved as a guest preference (`savePreferences`). A relation or save answered with
 * `success: false` is a failure here, so the machine can tell it from a recorded fact.
 *
 * @example
 * const api = createOnboardingApi(fetch);
 * if (!(await api.hasSeen({ request }))) await api.markSeen({ request });
 */
export function createOnboardingApi(fetchImpl: typeof fetch) {
  const succeed = (path: string, reply: { success: boolean }) => {
    if (!reply.success) throw new Error(`${path}: the server did not take it`);
    return true;
  };
  return {
    hasSeen: async (input: RequestOnly, signal?: AbortSignal): Promise<boolean> => {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        { method: 'POST', path: 'relation/hasRelation', params: { ...SEEN_ONBOARDING } },
        hasRelationReplySchema,
        signal,
      );
      return reply.hasRelation;
    },
    markSeen: async (input: RequestOnly, signal?: AbortSignal): Promise<boolean> =>
      succeed(
        'relation/addRelation',
        await restRequest(
          fetchImpl,
          input.request,
          { method: 'POST', path: 'relation/addRelation', params: { ...SEEN_ONBOARDING } },
          successReplySchema,
          signal,
        ),
      ),
    saveStartPage: async (input: StartPageInput, signal?: AbortSignal): Promise<boolean> =>
      succeed(
        'savePreferences',
        await restRequest(
          fetchImpl,
          input.request,
          {
            method: 'POST',
            path: 'savePreferences',
            params: { data: { [START_PAGE_PREFERENCE]: input.choice } },
          },
          successReplySchema,
          signal,
        ),
      ),
  };
}
