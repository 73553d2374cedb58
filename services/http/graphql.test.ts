import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { graphqlRequest, type GraphqlContext } from './graphql.ts';

const ctx: GraphqlContext = {
  url: 'http://q.test/graphql',
  language: 'de',
  ver: 'v1',
  accessToken: 'tok',
};
const reply = (body: unknown, status = 200): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('graphqlRequest', () => {
  it('posts the query with a bearer token and the language, and validates data', async () => {
    let seen: { url: string; init: RequestInit } | null = null;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response(JSON.stringify({ data: { n: 3 } }));
    }) as unknown as typeof fetch;
    const data = await graphqlRequest(
      fetchImpl,
      ctx,
      'query { n }',
      {},
      z.object({ n: z.number() }),
    );
    expect(data).toEqual({ n: 3 });
    expect(seen!.url).toBe('http://q.test/graphql?language=de&ver=v1');
    expect((seen!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(String(seen!.init.body))).toEqual({ query: 'query { n }', variables: {} });
  });

  it('refuses a request without a token, naming the missing token', async () => {
    await expect(
      graphqlRequest(reply({}), { ...ctx, accessToken: null }, 'q', {}, z.unknown()),
    ).rejects.toMatchObject({ code: 'missing_token', message: 'Missing Vxql-Token' });
  });

  it('reads the code of the first error, else unknown', async () => {
    const coded = reply({
      errors: [{ message: 'bad pin', extensions: { code: 8 } }, { message: 'x' }],
    });
    await expect(graphqlRequest(coded, ctx, 'q', {}, z.unknown())).rejects.toMatchObject({
      code: '8',
    });
    const bare = reply({ errors: [{ message: 'boom' }] });
    await expect(graphqlRequest(bare, ctx, 'q', {}, z.unknown())).rejects.toMatchObject({
      code: 'unknown',
    });
  });

  it('turns a non-ok status and a reply that does not match into clear failures', async () => {
    await expect(graphqlRequest(reply({}, 502), ctx, 'q', {}, z.unknown())).rejects.toMatchObject({
      code: 'http_502',
    });
    await expect(
      graphqlRequest(reply({ data: { n: 'x' } }), ctx, 'q', {}, z.object({ n: z.number() })),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
  });

  it('takes a zod/mini schema for data', async () => {
    const schema = zm.object({ n: zm.number() });
    const data: { n: number } = await graphqlRequest(
      reply({ data: { n: 3 } }),
      ctx,
      'q',
      {},
      schema,
    );
    expect(data).toEqual({ n: 3 });
    await expect(
      graphqlRequest(reply({ data: { n: 'x' } }), ctx, 'q', {}, schema),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});
