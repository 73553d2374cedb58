import * as z from 'zod/mini';
import type { Vip30Month, Vip30Query } from '../../machines/benefits/vip30History.ts';
import type { FetchPageInput, FetchPageOutput } from '../../machines/list/list.types.ts';
import { queryServiceCall } from '../graphql/queryService.ts';
import { queryGraphql } from '../graphql/tada.ts';

/** The VIP30 value history on the query service (services/graphql/schema/query/vip30.graphql). */
const VIP30_HISTORY = queryGraphql(
  'query Vip30History($first: Int) { vip30History(first: $first) { month videos value currency } }',
);

const reply = z.object({
  vip30History: z.array(
    z.object({
      // `YYYY-MM`; the view shows another text as it is (Vip30History.tsx).
      month: z.string(),
      videos: z.int().check(z.nonnegative()),
      value: z.number().check(z.nonnegative()),
      currency: z.string(),
    }),
  ),
});

export function createVip30Api(fetchImpl: typeof fetch) {
  const call = queryServiceCall(fetchImpl);
  return {
    /** `vip30History(first)`: the guest's last months, newest first, as one list page. */
    async fetchHistory(
      { query, limit }: FetchPageInput<Vip30Query>,
      signal?: AbortSignal,
    ): Promise<FetchPageOutput<Vip30Month>> {
      const answer = await call(query.request, VIP30_HISTORY, { first: limit }, reply, signal);
      const items = answer.vip30History.map(({ month, ...rest }) => ({ id: month, ...rest }));
      return { items, total: items.length };
    },
  };
}
