import { describe, expect, it } from 'vitest';
import { codeOf } from '../testing/codeOf.ts';
import {
  QUERY_SERVICE_REQUEST as request,
  queryServiceFetch,
} from '../testing/queryServiceFetch.ts';
import { createFreeChatApi } from './freeChatApi.ts';

describe('the free-chat duration call', () => {
  it('asks the query service for her free seconds as the guest and answers them', async () => {
    const { sent, impl } = queryServiceFetch({ data: { freeChatDuration: 90 } });
    expect(await createFreeChatApi(impl).loadDuration({ request, actorId: 3101 })).toBe(90);
    expect(sent).toEqual([
      {
        url: expect.stringContaining('http://q.test/graphql/query') as string,
        authorization: 'Bearer tok',
        operation: 'query FreeChatDuration',
        variables: { actorId: 3101 },
      },
    ]);
  });

  it('fails negative seconds as an invalid reply, and a visitor without a token before asking', async () => {
    const { sent, impl } = queryServiceFetch({ data: { freeChatDuration: -1 } });
    const api = createFreeChatApi(impl);
    expect(await codeOf(api.loadDuration({ request, actorId: 1 }))).toBe('invalid_reply');
    const visitor = { ...request, accessToken: null };
    expect(await codeOf(api.loadDuration({ request: visitor, actorId: 1 }))).toBe('missing_token');
    expect(sent).toHaveLength(1);
  });
});
