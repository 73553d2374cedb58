import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResolvers } from './registry.ts';
import { graphqlTestApp, type GraphqlTestApp } from './testing.ts';

// The GraphQL-over-HTTP side of the simulator's services (subscriptions: subscriptions.test.ts).
let t: GraphqlTestApp;
beforeAll(async () => {
  t = await graphqlTestApp();
  await t.app.inject({
    method: 'POST',
    url: '/dev/graphql/publish',
    payload: { postId: '1', likes: 5, commentsTotal: 2, tipsSum: 30, tipsGoal: 120 },
  });
});
afterAll(() => t.close());

/** A reply as the tests read it: `data` has the fields the document asked for, if any. */
interface Body {
  data?: { postCounters?: unknown[]; __type?: { fields: { name: string }[] } } | null;
  errors?: { extensions: { code: string } }[];
}
type Reply = { status: number; body: Body };
/** The code of a reply's first error. */
const codeOf = (body: Body) => body.errors?.[0]?.extensions.code;

async function post(
  service: 'query' | 'guest' | 'feed',
  body: Record<string, unknown>,
  token?: string,
): Promise<Reply> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/graphql/${service}?language=en&ver=t`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<Body>() };
}
const feed = (query: string, variables?: Record<string, unknown>) =>
  post('feed', variables ? { query, variables } : { query });

describe('who may call', () => {
  it("refuses the query service without a token: 'Missing Vxql-Token' with a code", async () => {
    const { status, body } = await post('query', { query: '{ ping }' });
    expect(status).toBe(401);
    expect(body).toEqual({
      errors: [{ message: 'Missing Vxql-Token', extensions: { code: 'missing_token' } }],
    });
  });

  it("takes a visitor's session token on the query service, and refuses an unknown token", async () => {
    expect((await post('query', { query: '{ ping }' }, t.visitorToken)).body).toEqual({
      data: { ping: true },
    });
    const bad = await post('query', { query: '{ ping }' }, 'nope');
    expect(bad.status).toBe(401);
    expect(codeOf(bad.body)).toBe('invalid_token');
  });

  it('lets only a logged-in guest use the guest service', async () => {
    const visitor = await post('guest', { query: '{ ping }' }, t.visitorToken);
    expect([visitor.status, codeOf(visitor.body)]).toEqual([401, 'unauthorized']);
    expect((await post('guest', { query: '{ ping }' }, t.guestToken)).body.data).toEqual({
      ping: true,
    });
  });

  it('serves the feed to a visitor without a token, but refuses a bad token', async () => {
    expect((await post('feed', { query: '{ ping }' })).body.data).toEqual({ ping: true });
    const bad = await post('feed', { query: '{ ping }' }, 'nope');
    expect([bad.status, codeOf(bad.body)]).toEqual([401, 'invalid_token']);
  });
});

describe('operations', () => {
  it('answers only the fields asked for, nested ones too', async () => {
    const { body } = await feed(
      '{ postCounters(postIds: ["1"]) { likes tipsProgress { ratio } } }',
    );
    expect(body).toEqual({ data: { postCounters: [{ likes: 5, tipsProgress: { ratio: 0.25 } }] } });
  });

  it('names fields by their aliases, the same field twice with other arguments', async () => {
    const { body } = await feed(
      '{ a: postCounters(postIds: ["1"]) { n: likes } b: postCounters(postIds: ["2"]) { id: postId n: likes } }',
    );
    expect(body.data).toEqual({ a: [{ n: 5 }], b: [{ id: '2', n: 0 }] });
  });

  it('takes variables, and refuses a missing required one as bad input without data', async () => {
    const query = 'query Q($ids: [ID!]!) { postCounters(postIds: $ids) { postId commentsTotal } }';
    expect((await feed(query, { ids: ['1', '3'] })).body.data?.postCounters).toEqual([
      { postId: '1', commentsTotal: 2 },
      { postId: '3', commentsTotal: 0 },
    ]);
    const missing = await feed(query, {});
    expect(missing.body.data).toBeUndefined();
    expect(codeOf(missing.body)).toBe('bad_user_input');
  });

  it('spreads named and inline fragments', async () => {
    const { body } = await feed(`
      query { postCounters(postIds: ["1"]) { ...Counts ... on PostCounters { tipsSum } } }
      fragment Counts on PostCounters { likes commentsTotal }
    `);
    expect(body.data?.postCounters).toEqual([{ likes: 5, commentsTotal: 2, tipsSum: 30 }]);
  });

  it('honours @include and @skip', async () => {
    const query =
      'query Q($tips: Boolean!) { postCounters(postIds: ["1"]) { likes @skip(if: $tips) tipsSum @include(if: $tips) } }';
    expect((await feed(query, { tips: true })).body.data?.postCounters).toEqual([{ tipsSum: 30 }]);
    expect((await feed(query, { tips: false })).body.data?.postCounters).toEqual([{ likes: 5 }]);
  });

  it('runs the operation named by operationName', async () => {
    const { body } = await post('feed', {
      query: 'query A { ping } query B { postCounters(postIds: ["1"]) { likes } }',
      operationName: 'B',
    });
    expect(body.data).toEqual({ postCounters: [{ likes: 5 }] });
  });
});

describe('errors', () => {
  it('answers a syntax error as a GraphQL error with a code and its place', async () => {
    const { status, body } = await feed('{ postCounters(postIds: ["1"] { likes } }');
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error/) as unknown,
      locations: [{ line: 1, column: expect.any(Number) as unknown }],
      extensions: { code: 'syntax_error' },
    });
  });

  it('answers an unknown field and a wrong argument type as validation errors', async () => {
    const unknown = await feed('{ postCounters(postIds: ["1"]) { views } }');
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^Cannot query field "views" on type "PostCounters"/,
      ) as unknown,
      extensions: { code: 'validation_failed' },
    });
    const wrong = await feed('{ postCounters(postIds: 3.5) { likes } }');
    expect(codeOf(wrong.body)).toBe('validation_failed');
  });

  it("answers a resolver's refusal with its code and path (null data: the field is non-null)", async () => {
    const { body } = await feed('{ ping postCounters(postIds: []) { likes } }');
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      path: ['postCounters'],
      extensions: { code: 'bad_user_input' },
    });
  });

  it('refuses a subscription over HTTP, and a body without a document', async () => {
    const sub = await feed('subscription { heartbeat }');
    expect(codeOf(sub.body)).toBe('bad_request');
    expect(codeOf((await post('feed', {})).body)).toBe('bad_request');
  });
});

describe('media types and status codes (GraphQL over HTTP; the whole audit: audit.test.ts)', () => {
  const GRAPHQL_RESPONSE = 'application/graphql-response+json';
  /** A raw request: its status, content type and JSON body (null when it has none). */
  async function ask(headers: Record<string, string>, payload: string, token?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql/feed',
      headers: token === undefined ? headers : { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      body: response.body === '' ? null : response.json<Body>(),
    };
  }
  const asking = (accept: string, body: Record<string, unknown>, token?: string) =>
    ask({ 'content-type': 'application/json', accept }, JSON.stringify(body), token);

  it('answers in application/graphql-response+json when asked: 400 for request errors, 200 once executed', async () => {
    const request = async (body: Record<string, unknown>) => {
      const reply = await asking(`${GRAPHQL_RESPONSE}, application/json`, body);
      expect(reply.type).toBe(`${GRAPHQL_RESPONSE}; charset=utf-8`);
      return [reply.status, reply.body && 'data' in reply.body, codeOf(reply.body ?? {})];
    };
    expect(await request({ query: '{ ping }' })).toEqual([200, true, undefined]);
    expect(await request({ query: '{ ping' })).toEqual([400, false, 'syntax_error']);
    expect(await request({ query: '{ views }' })).toEqual([400, false, 'validation_failed']);
    const withIds = 'query Q($ids: [ID!]!) { postCounters(postIds: $ids) { likes } }';
    expect(await request({ query: withIds, variables: { ids: null } })).toEqual([
      400,
      false,
      'bad_user_input',
    ]);
    expect(await request({ query: 'query A { ping } query B { ping }' })).toEqual([
      400,
      false,
      'bad_user_input',
    ]);
    expect(await request({ query: 'subscription { heartbeat }' })).toEqual([
      400,
      false,
      'bad_request',
    ]);
    // A resolver's refusal comes after execution started: 200, with data (null here).
    expect(await request({ query: '{ postCounters(postIds: []) { likes } }' })).toEqual([
      200,
      true,
      'bad_user_input',
    ]);
  });

  it('answers application/json with 200 for the same request errors, as before', async () => {
    const reply = await asking('application/json', { query: '{ views }' });
    expect([reply.status, reply.type, codeOf(reply.body ?? {})]).toEqual([
      200,
      'application/json; charset=utf-8',
      'validation_failed',
    ]);
  });

  it('refuses a caller with 401 in the media type asked for, before parsing the document', async () => {
    const reply = await asking(GRAPHQL_RESPONSE, { query: '{ ping' }, 'nope');
    expect(reply).toEqual({
      status: 401,
      type: `${GRAPHQL_RESPONSE}; charset=utf-8`,
      body: { errors: [{ message: 'Invalid Vxql-Token', extensions: { code: 'invalid_token' } }] },
    });
  });

  it('refuses a malformed request: 400 with a code, 415 without JSON, 406 for an Accept it cannot meet', async () => {
    for (const body of [{ query: 1 }, { query: '{ ping }', variables: 'x' }, {}]) {
      const reply = await asking(GRAPHQL_RESPONSE, body);
      expect([reply.status, codeOf(reply.body ?? {})]).toEqual([400, 'bad_request']);
    }
    const text = await ask({ 'content-type': 'text/plain' }, JSON.stringify({ query: '{ ping }' }));
    expect(text.status).toBe(415);
    const html = await asking('text/html', { query: '{ ping }' });
    expect(html.status).toBe(406);
  });
});

describe('introspection', () => {
  it('is on in demo mode', async () => {
    const { body } = await feed('{ __type(name: "PostCounters") { fields { name } } }');
    expect(body.data?.__type?.fields.map((f) => f.name)).toContain('tipsProgress');
  });

  it('is refused outside demo mode, as are the dev controls', async () => {
    const prod = await graphqlTestApp({ demo: false });
    try {
      const response = await prod.app.inject({
        method: 'POST',
        url: '/graphql/feed',
        payload: { query: '{ __schema { types { name } } }' },
      });
      expect(codeOf(response.json<Body>())).toBe('validation_failed');
      const publish = await prod.app.inject({ method: 'POST', url: '/dev/graphql/publish' });
      expect(publish.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('resolver registration', () => {
  it('stops the server at startup when resolvers and SDL disagree', async () => {
    await expect(
      graphqlTestApp({
        features: (app) => registerResolvers(app, 'feed', { Query: { views: () => 1 } }),
      }),
    ).rejects.toThrow('graphql feed: no field Query.views');
    await expect(
      graphqlTestApp({
        features: (app) => registerResolvers(app, 'feed', { Query: { ping: () => false } }),
      }),
    ).rejects.toThrow('graphql feed: Query.ping is resolved twice');
  });
});
