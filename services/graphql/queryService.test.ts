import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bodyText, urlText } from '../testing/fetchCalls.ts';
import { queryServiceCall } from './queryService.ts';
import { queryGraphql } from './tada.ts';

const request = {
  queryServiceUrl: 'http://q.test/graphql/query',
  language: 'nl',
  ver: 'v9',
  accessToken: 'tok',
};
const DURATION = queryGraphql(
  'query FreeChatDuration($actorId: Int!) { freeChatDuration(actorId: $actorId) }',
);
const reply = z.object({ freeChatDuration: z.int() });

/** A fetch answering `body`, keeping what it was asked. */
function fakeFetch(body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl: typeof fetch = (url, init = {}) => {
    calls.push({ url: urlText(url), init });
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
  };
  return { calls, impl };
}

describe('queryServiceCall', () => {
  it("asks the request's query service in its language and version, with its token", async () => {
    const { calls, impl } = fakeFetch({ data: { freeChatDuration: 42 } });
    const answer = await queryServiceCall(impl)(request, DURATION, { actorId: 7 }, reply);
    expect(answer).toEqual({ freeChatDuration: 42 });
    expect(calls[0]?.url).toBe('http://q.test/graphql/query?language=nl&ver=v9');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(bodyText(calls[0]?.init))).toMatchObject({ variables: { actorId: 7 } });
  });

  it("refuses a request without a token before asking: 'Missing Vxql-Token'", async () => {
    const { calls, impl } = fakeFetch({ data: { freeChatDuration: 1 } });
    await expect(
      queryServiceCall(impl)({ ...request, accessToken: null }, DURATION, { actorId: 7 }, reply),
    ).rejects.toMatchObject({ code: 'missing_token', message: 'Missing Vxql-Token' });
    expect(calls).toHaveLength(0);
  });

  it("passes the caller's abort on: an aborted call asks nothing", async () => {
    const { calls, impl } = fakeFetch({ data: { freeChatDuration: 1 } });
    const controller = new AbortController();
    controller.abort();
    await expect(
      queryServiceCall(impl)(request, DURATION, { actorId: 7 }, reply, controller.signal),
    ).rejects.toMatchObject({ code: 'aborted' });
    expect(calls).toHaveLength(0);
  });

  it('fails a reply that does not match its schema as invalid_reply', async () => {
    const { impl } = fakeFetch({ data: { freeChatDuration: 'many' } });
    await expect(
      queryServiceCall(impl)(request, DURATION, { actorId: 7 }, reply),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});
