import { describe, expect, it } from 'vitest';
import { codeOf } from '../testing/codeOf.ts';
import {
  QUERY_SERVICE_REQUEST as request,
  queryServiceFetch,
} from '../testing/queryServiceFetch.ts';
import { createLegalApi } from './legalApi.ts';

const text = {
  id: 4,
  type: 'GTC',
  title: 'Terms',
  version: '3',
  validFrom: '2026-01-01',
  sections: [{ heading: 'One', body: 'Text' }],
};

describe('the legal texts call', () => {
  it('asks for the texts of its types, each with the address its file downloads from', async () => {
    const { sent, impl } = queryServiceFetch({ data: { legalTexts: [text] } });
    const texts = await createLegalApi(impl).fetchTexts({ request, types: ['GTC'] });
    expect(texts).toEqual([
      { ...text, downloadUrl: 'http://r.test/rest/v1/asset/legal-text/download/4' },
    ]);
    expect(sent).toMatchObject([
      {
        authorization: 'Bearer tok',
        operation: 'query LegalTexts',
        variables: { filter: { types: ['GTC'] }, first: 1 },
      },
    ]);
  });

  it('fails a text of an unknown type as an invalid reply', async () => {
    const { impl } = queryServiceFetch({ data: { legalTexts: [{ ...text, type: 'OTHER' }] } });
    const texts = createLegalApi(impl).fetchTexts({ request, types: ['GTC'] });
    expect(await codeOf(texts)).toBe('invalid_reply');
  });
});
