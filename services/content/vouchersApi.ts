import * as z from 'zod/mini';
import type { GuestVoucher, VoucherCall } from '../../machines/content/content.types.ts';
import { VIDEO_VOUCHER_TYPE } from '../../machines/content/content.offers.ts';
import { graphqlRequest } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';

/** The guest's vouchers on the query service (services/graphql/schema/query/vouchers.graphql). */
const GUEST_VOUCHERS = queryGraphql(
  `query GuestVouchers($type: Int) { guestVouchers(type: $type) { type amount actorName } }`,
);

const reply = z.object({
  guestVouchers: z.array(
    z.object({
      type: z.int().check(z.gte(1), z.lte(10)),
      amount: z.number().check(z.nonnegative()),
      actorName: z.nullable(z.string()),
    }),
  ),
});

/** The guest's video vouchers (type 1), for the video page's buying options. */
export function createVouchersApi(fetchImpl: typeof fetch) {
  return {
    async videoVouchers({ request }: VoucherCall, signal?: AbortSignal): Promise<GuestVoucher[]> {
      const answer = await graphqlRequest(
        fetchImpl,
        {
          url: request.queryServiceUrl,
          language: request.language,
          ver: request.ver,
          accessToken: request.accessToken,
        },
        GUEST_VOUCHERS,
        { type: VIDEO_VOUCHER_TYPE },
        reply,
        signal ? { signal } : {},
      );
      return answer.guestVouchers;
    },
  };
}
