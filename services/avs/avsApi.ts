import * as z from 'zod/mini';
import { graphqlRequest, type GraphqlContext } from '../graphql/client.ts';
import { guestGraphql } from '../graphql/tada.ts';

export const BONUS_AVAILABLE = guestGraphql(`query AvsBonusAvailable {
  avs { bonusAvailable }
}`);

export const REQUEST_AVS = guestGraphql(`mutation RequestAvs($forwardUrl: String!) {
  avs { requestAvs(forwardUrl: $forwardUrl) }
}`);

const bonusSchema = z.object({ avs: z.object({ bonusAvailable: z.boolean() }) });
const requestSchema = z.object({ avs: z.object({ requestAvs: z.boolean() }) });

/**
 * The guest service's age check (seed 000 §7, GraphQL with the session as bearer): whether a
 * verified age earns the guest a bonus now, and the request of a check, with the address the
 * platform brings her back to. A failure is the client's `ServiceError` (missing token, HTTP,
 * GraphQL code, a reply of another shape).
 *
 * @example
 * const bonus = await avsApi.bonusAvailable(ctx);
 * await avsApi.requestAvs(ctx, 'https://www.example.test/en/');
 */
export function createAvsApi(fetchImpl: typeof fetch) {
  return {
    bonusAvailable: async (context: GraphqlContext, signal?: AbortSignal): Promise<boolean> => {
      const data = await graphqlRequest(
        fetchImpl,
        context,
        BONUS_AVAILABLE,
        {},
        bonusSchema,
        signal ? { signal } : {},
      );
      return data.avs.bonusAvailable;
    },
    requestAvs: async (
      context: GraphqlContext,
      forwardUrl: string,
      signal?: AbortSignal,
    ): Promise<boolean> => {
      const data = await graphqlRequest(
        fetchImpl,
        context,
        REQUEST_AVS,
        { forwardUrl },
        requestSchema,
        signal ? { signal } : {},
      );
      return data.avs.requestAvs;
    },
  };
}
