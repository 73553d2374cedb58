import * as z from 'zod/mini';
import { safeUrl } from '../http/safeUrl.ts';
import type { LoginSuccessInput, LoginSuccessReply } from '../../machines/payTour/payTour.types.ts';
import { restRequest, type RestContext } from '../http/rest.ts';
import { ServiceError } from '../http/serviceError.ts';

const loginSuccessReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(
    z.nullable(z.object({ url: z.optional(z.nullable(z.union([z.literal(''), safeUrl]))) })),
  ),
});

const claimReplySchema = z.object({ success: z.boolean() });

/** What became of a claim of a transfer token (see `claim`). */
export type ClaimOutcome = 'claimed' | 'refused' | 'unavailable';

/**
 * The pay tour's app-origin call (seed 000 §7, pay tour): after a login, signup or other
 * non-payment success the server is told the result and the address without its fragment, and
 * answers where to go next. `success: false` is a failure (the page then reloads).
 *
 * @example
 * const { url } = await createPayApi(fetch).loginSuccess(request, { result, targetUrl });
 */
export function createPayApi(fetchImpl: typeof fetch) {
  return {
    /**
     * Claims the transfer token the frame just sent for this page's app session, so that only
     * this session may later take a login of that pay session over (`vxpay/claim`, our backend's
     * extension; docs/threat-model.md). `refused`: another session claimed it first;
     * `unavailable`: no answer or a backend without claims (the hand-off then decides).
     */
    claim: async (context: RestContext, transferToken: string): Promise<ClaimOutcome> => {
      try {
        await restRequest(
          fetchImpl,
          context,
          { method: 'POST', path: 'vxpay/claim', params: { transferToken }, timeoutMs: 10_000 },
          claimReplySchema,
        );
        return 'claimed';
      } catch (error) {
        return error instanceof ServiceError && error.code === 'http_409'
          ? 'refused'
          : 'unavailable';
      }
    },
    loginSuccess: async (
      context: RestContext,
      body: LoginSuccessInput & { targetUrl: string },
      signal?: AbortSignal,
    ): Promise<LoginSuccessReply> => {
      const reply = await restRequest(
        fetchImpl,
        context,
        { method: 'POST', path: 'vxpay/onsuccess', params: { ...body } },
        loginSuccessReplySchema,
        signal,
      );
      if (!reply.success) throw new ServiceError('login_not_confirmed', 'vxpay/onsuccess said no');
      return { url: reply.data?.url || null };
    },
  };
}
