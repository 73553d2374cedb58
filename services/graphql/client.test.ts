import type * as graphql from 'graphql';
import { print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { graphqlRequest, type GraphqlContext } from './client.ts';
import { feedGraphql, queryGraphql } from './tada.ts';
import { bodyText } from '../testing/fetchCalls.ts';

const ctx: GraphqlContext = {
  url: 'http://q.test/graphql/query',
  language: 'de',
  ver: 'v1',
  accessToken: 'tok',
};
const PING = queryGraphql('query Ping { ping }');
const COUNTERS = feedGraphql(
  'query Counters($ids: [ID!]!) { postCounters(postIds: $ids) { postId likes } }',
);
const pingReply = z.object({ ping: z.boolean() });

// The printer graphql-request and the client share, counted (the real one underneath).
vi.mock('graphql', async (importOriginal) => {
  const actual = await importOriginal<typeof graphql>();
  return { ...actual, print: vi.fn(actual.print) };
});

/** A fetch answering `body` as JSON (or as raw text), recording what it was asked. */
function fakeFetch(body: unknown, status = 200, raw = false, type = 'application/json') {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = ((url: URL | string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return Promise.resolve(
      new Response(raw ? String(body) : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
    );
  }) as unknown as typeof fetch;
  return { calls, impl };
}

describe('graphqlRequest (graphql-request)', () => {
  it('posts the document and variables with the bearer, language and ver, and validates data', async () => {
    const { calls, impl } = fakeFetch({ data: { postCounters: [{ postId: '1', likes: 2 }] } });
    const data = await graphqlRequest(
      impl,
      ctx,
      COUNTERS,
      { ids: ['1'] },
      z.object({ postCounters: z.array(z.object({ postId: z.string(), likes: z.number() })) }),
    );
    expect(data.postCounters[0]?.likes).toBe(2);
    expect(calls[0]!.url).toBe('http://q.test/graphql/query?language=de&ver=v1');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer tok');
    const body = JSON.parse(bodyText(calls[0]!.init)) as { query: string; variables: unknown };
    expect(body.variables).toEqual({ ids: ['1'] });
    expect(body.query).toMatch(/^query Counters\(\$ids: \[ID!\]!\)/);
  });

  it('prints a document once, not on every request (the same text each time)', async () => {
    const PAGE = queryGraphql('query Page($first: Int) { videos(first: $first) { total } }');
    const { calls, impl } = fakeFetch({ data: { videos: { total: 3 } } });
    const reply = z.object({ videos: z.object({ total: z.number() }) });
    vi.mocked(print).mockClear();
    for (const first of [10, 20, 30]) await graphqlRequest(impl, ctx, PAGE, { first }, reply);
    expect(vi.mocked(print)).toHaveBeenCalledTimes(1);
    const queries = calls.map(
      (call) => (JSON.parse(bodyText(call.init)) as { query: string }).query,
    );
    expect(new Set(queries)).toEqual(new Set([print(PAGE)]));
  });

  it("refuses a request without a token before any request: 'Missing Vxql-Token'", async () => {
    const { calls, impl } = fakeFetch({ data: { ping: true } });
    await expect(
      graphqlRequest(impl, { ...ctx, accessToken: null }, PING, {}, pingReply),
    ).rejects.toMatchObject({
      name: 'ServiceError',
      code: 'missing_token',
      message: 'Missing Vxql-Token',
    });
    expect(calls).toHaveLength(0);
  });

  it('sends no bearer on the feed service when there is no token (auth optional)', async () => {
    const { calls, impl } = fakeFetch({ data: { ping: true } });
    await graphqlRequest(impl, { ...ctx, accessToken: null }, PING, {}, pingReply, {
      auth: 'optional',
    });
    expect(new Headers(calls[0]!.init.headers).has('authorization')).toBe(false);
  });

  it("fails with the first error's extensions.code, else unknown", async () => {
    const coded = fakeFetch({
      errors: [{ message: 'bad pin', extensions: { code: 8 } }, { message: 'x' }],
    });
    await expect(graphqlRequest(coded.impl, ctx, PING, {}, pingReply)).rejects.toMatchObject({
      code: '8',
      message: 'bad pin',
    });
    const bare = fakeFetch({ errors: [{ message: 'boom' }] });
    await expect(graphqlRequest(bare.impl, ctx, PING, {}, pingReply)).rejects.toMatchObject({
      code: 'unknown',
    });
    // Found by the reply fuzzing (issue 23 §9): an empty code was a failure with code ''.
    const empty = fakeFetch({ data: null, errors: [{ extensions: { code: '' } }] });
    await expect(graphqlRequest(empty.impl, ctx, PING, {}, pingReply)).rejects.toMatchObject({
      code: 'unknown',
    });
  });

  it('fails on partial data that comes with errors, even when the data would match', async () => {
    const partial = fakeFetch({
      data: { ping: true },
      errors: [{ message: 'half', path: ['other'], extensions: { code: 'internal' } }],
    });
    await expect(graphqlRequest(partial.impl, ctx, PING, {}, pingReply)).rejects.toMatchObject({
      code: 'internal',
    });
  });

  it('reads a refused caller (401 with errors) as its code, and a bare status as http_<status>', async () => {
    const refused = fakeFetch(
      { errors: [{ message: 'Invalid Vxql-Token', extensions: { code: 'invalid_token' } }] },
      401,
    );
    await expect(graphqlRequest(refused.impl, ctx, PING, {}, pingReply)).rejects.toMatchObject({
      code: 'invalid_token',
    });
    const bad = fakeFetch('<html>bad gateway</html>', 502, true);
    await expect(graphqlRequest(bad.impl, ctx, PING, {}, pingReply)).rejects.toMatchObject({
      code: 'http_502',
    });
  });

  it('asks for application/graphql-response+json and reads its 400 request errors by their code', async () => {
    const invalid = fakeFetch(
      {
        errors: [
          {
            message: 'Cannot query field "views" on type "Query".',
            extensions: { code: 'validation_failed' },
          },
        ],
      },
      400,
      false,
      'application/graphql-response+json; charset=utf-8',
    );
    await expect(graphqlRequest(invalid.impl, ctx, PING, {}, pingReply)).rejects.toMatchObject({
      name: 'ServiceError',
      code: 'validation_failed',
      message: 'Cannot query field "views" on type "Query".',
    });
    expect(new Headers(invalid.calls[0]!.init.headers).get('accept')).toBe(
      'application/graphql-response+json, application/json',
    );
    // A 4xx of that media type without a GraphQL result (a proxy's, say) is its status.
    const bare = fakeFetch('', 413, true, 'application/graphql-response+json');
    await expect(graphqlRequest(bare.impl, ctx, PING, {}, pingReply)).rejects.toMatchObject({
      code: 'http_413',
    });
  });

  it('turns a malformed reply into invalid_reply: wrong data, not JSON, not a GraphQL result', async () => {
    for (const [body, raw] of [
      [{ data: { ping: 'yes' } }, false],
      [{ data: null }, false],
      ['{"data": ', true],
      [[1, 2], false],
    ] as const) {
      const { impl } = fakeFetch(body, 200, raw);
      await expect(graphqlRequest(impl, ctx, PING, {}, pingReply)).rejects.toMatchObject({
        name: 'ServiceError',
        code: 'invalid_reply',
      });
    }
  });

  it('takes a zod/mini schema for data', async () => {
    const schema = zm.object({ ping: zm.boolean() });
    const data: { ping: boolean } = await graphqlRequest(
      fakeFetch({ data: { ping: true } }).impl,
      ctx,
      PING,
      {},
      schema,
    );
    expect(data).toEqual({ ping: true });
  });

  it('fails with timeout when no reply comes in time, and with aborted when the caller aborts', async () => {
    const hanging = (async (_url: unknown, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      )) as unknown as typeof fetch;
    await expect(
      graphqlRequest(hanging, ctx, PING, {}, pingReply, { timeoutMs: 20 }),
    ).rejects.toMatchObject({ code: 'timeout' });
    const controller = new AbortController();
    const pending = graphqlRequest(hanging, ctx, PING, {}, pingReply, {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });

  it('fails with network when the fetch itself fails', async () => {
    const offline = (() => {
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as unknown as typeof fetch;
    await expect(graphqlRequest(offline, ctx, PING, {}, pingReply)).rejects.toMatchObject({
      code: 'network',
      message: 'Failed to fetch',
    });
  });
});
