import * as z from 'zod/mini';
import { LEGAL_TYPES, type LegalFetch, type LegalText } from '../../machines/legal/legal.types.ts';
import { queryServiceCall } from '../graphql/queryService.ts';
import { queryGraphql } from '../graphql/tada.ts';

/** The query service's `legalTexts` (seed 001 §7), typed from schema/query/legal.graphql. */
export const LEGAL_DOCUMENTS = {
  legalTexts: queryGraphql(`query LegalTexts($filter: LegalTextFilter, $first: Int) {
    legalTexts(filter: $filter, first: $first) {
      id type title version validFrom sections { heading body }
    }
  }`),
} as const;

const reply = z.object({
  legalTexts: z.array(
    z.object({
      id: z.int().check(z.positive()),
      type: z.enum(LEGAL_TYPES),
      title: z.string(),
      version: z.string(),
      validFrom: z.string(),
      sections: z.array(z.object({ heading: z.string(), body: z.string() })),
    }),
  ),
});

/** Where a legal text's file downloads (seed 000 §7). */
const legalTextDownloadUrl = (restBaseUrl: string, id: number): string =>
  `${restBaseUrl}/asset/legal-text/download/${id}`;

export function createLegalApi(fetchImpl: typeof fetch) {
  const call = queryServiceCall(fetchImpl);
  return {
    async fetchTexts({ request, types }: LegalFetch, signal?: AbortSignal): Promise<LegalText[]> {
      const variables = { filter: { types }, first: types.length };
      const answer = await call(request, LEGAL_DOCUMENTS.legalTexts, variables, reply, signal);
      return answer.legalTexts.map((text) => ({
        ...text,
        downloadUrl: legalTextDownloadUrl(request.restBaseUrl, text.id),
      }));
    },
  };
}
