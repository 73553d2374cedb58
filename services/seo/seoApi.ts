import * as z from 'zod/mini';
import type { SeoFetch, SeoText } from '../../machines/seo/seo.types.ts';
import { queryServiceCall } from '../graphql/queryService.ts';
import { queryGraphql } from '../graphql/tada.ts';
import { restRequest, type RestContext } from '../http/rest.ts';

/** The query service's `seoTexts` (seed 001 §7), typed from schema/query/seo.graphql. */
export const SEO_DOCUMENTS = {
  seoTexts: queryGraphql(`query SeoTexts($tags: [String!]!, $actorId: Int) {
    seoTexts(tags: $tags, actorId: $actorId) { tag title paragraphs }
  }`),
} as const;

const seoText = z.object({
  tag: z.string().check(z.minLength(1)),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
const reply = z.object({ seoTexts: z.array(seoText) });

/** `seo/getActorSeoContent/{actorId}/{tagGroup}`: one text, its paragraphs split by blank lines. */
const actorSeoReply = z.object({ title: z.string(), text: z.string() });

/** The SEO texts by tags: the query service's texts of a list's tags, and an actor's REST text. */
export function createSeoApi(fetchImpl: typeof fetch) {
  const call = queryServiceCall(fetchImpl);
  return {
    async fetchTexts(
      { request, tags, actorId }: SeoFetch,
      signal?: AbortSignal,
    ): Promise<SeoText[]> {
      return (await call(request, SEO_DOCUMENTS.seoTexts, { tags, actorId }, reply, signal))
        .seoTexts;
    },
    async fetchActorTagText(
      context: RestContext,
      actorId: number,
      tagGroup: string,
      signal?: AbortSignal,
    ): Promise<SeoText> {
      const answer = await restRequest(
        fetchImpl,
        context,
        {
          method: 'GET',
          path: `seo/getActorSeoContent/${actorId}/${encodeURIComponent(tagGroup)}`,
        },
        actorSeoReply,
        signal,
      );
      return {
        tag: tagGroup,
        title: answer.title,
        paragraphs: answer.text
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter((paragraph) => paragraph.length > 0),
      };
    },
  };
}
