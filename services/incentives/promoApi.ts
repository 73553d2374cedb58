import * as z from 'zod/mini';
import type { PromoCheck } from '../../machines/incentives/promo.machine.ts';
import { restRequest } from '../http/rest.ts';

/** `promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}` (seed 001 §7; the reply's shape: decision 0041). */
const notRedeemedReply = z.object({
  success: z.boolean(),
  data: z.object({ hasNotRedeemed: z.boolean() }),
});

/**
 * The promo codes' call: whether the guest has not redeemed a code yet, asked per code; answers
 * the codes still open, in the order asked.
 *
 * @example
 * const api = createPromoApi(fetch);
 * await api.openCodes({ request, codes: ['WELCOME10'] }); // ['WELCOME10'] until redeemed
 */
export function createPromoApi(fetchImpl: typeof fetch) {
  const isOpen = async (input: PromoCheck, code: string, signal?: AbortSignal) => {
    const reply = await restRequest(
      fetchImpl,
      input.request,
      {
        method: 'GET',
        path: `promo/hasGuestNotRedeemedOnTopCodeInstance/${encodeURIComponent(code)}`,
      },
      notRedeemedReply,
      signal,
    );
    return reply.data.hasNotRedeemed;
  };
  return {
    openCodes: async (input: PromoCheck, signal?: AbortSignal): Promise<string[]> => {
      const open = await Promise.all(input.codes.map((code) => isOpen(input, code, signal)));
      return input.codes.filter((_, index) => open[index]);
    },
  };
}
