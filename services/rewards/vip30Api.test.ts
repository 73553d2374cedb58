import { describe, expect, it } from 'vitest';
import { codeOf } from '../testing/codeOf.ts';
import {
  QUERY_SERVICE_REQUEST as request,
  queryServiceFetch,
} from '../testing/queryServiceFetch.ts';
import { createVip30Api } from './vip30Api.ts';

/** The history's first page of 12 months. */
const firstPage = { query: { request }, limit: 12, offset: 0, cursor: null, requestId: 1 };
const month = { month: '2026-10', videos: 3, value: 29.97, currency: 'EUR' };

describe('the VIP30 history call', () => {
  it('asks for the last months up to the list limit and answers them as one page', async () => {
    const { sent, impl } = queryServiceFetch({ data: { vip30History: [month] } });
    const page = await createVip30Api(impl).fetchHistory(firstPage);
    expect(page).toEqual({
      items: [{ id: '2026-10', videos: 3, value: 29.97, currency: 'EUR' }],
      total: 1,
    });
    expect(sent).toMatchObject([{ operation: 'query Vip30History', variables: { first: 12 } }]);
  });

  it('fails a negative value as an invalid reply', async () => {
    const { impl } = queryServiceFetch({ data: { vip30History: [{ ...month, value: -1 }] } });
    const page = createVip30Api(impl).fetchHistory(firstPage);
    expect(await codeOf(page)).toBe('invalid_reply');
  });
});
