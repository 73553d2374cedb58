import { describe, expect, it } from 'vitest';
import { codeOf } from '../testing/codeOf.ts';
import {
  QUERY_SERVICE_REQUEST as request,
  queryServiceFetch,
} from '../testing/queryServiceFetch.ts';
import { createSeoApi } from './seoApi.ts';

const text = { tag: 'blonde', title: 'Blonde', paragraphs: ['One.', 'Two.'] };

describe("the SEO texts' query-service call", () => {
  it("asks for the texts of a list's tags, for an actor or none, and answers them", async () => {
    const { sent, impl } = queryServiceFetch(
      { data: { seoTexts: [text] } },
      { data: { seoTexts: [] } },
    );
    const api = createSeoApi(impl);
    expect(await api.fetchTexts({ request, tags: ['blonde'], actorId: null })).toEqual([text]);
    expect(await api.fetchTexts({ request, tags: ['x'], actorId: 3101 })).toEqual([]);
    expect(sent).toMatchObject([
      { operation: 'query SeoTexts', variables: { tags: ['blonde'], actorId: null } },
      { operation: 'query SeoTexts', variables: { tags: ['x'], actorId: 3101 } },
    ]);
  });

  it('fails a text without a tag as an invalid reply', async () => {
    const { impl } = queryServiceFetch({ data: { seoTexts: [{ ...text, tag: '' }] } });
    const texts = createSeoApi(impl).fetchTexts({ request, tags: ['blonde'], actorId: null });
    expect(await codeOf(texts)).toBe('invalid_reply');
  });
});
