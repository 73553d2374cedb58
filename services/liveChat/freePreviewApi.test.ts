import { describe, expect, it } from 'vitest';
import { bodyText } from '../testing/fetchCalls.ts';
import { createFreePreviewApi } from './freePreviewApi.ts';

const request = {
  restBaseUrl: 'http://r.test/rest/v1',
  queryServiceUrl: 'http://q.test/graphql/query',
  ver: 'v1',
  language: 'en' as const,
  accessToken: 'tok',
};

/** A fetch answering each call with the next reply, keeping the operations it was sent. */
function fakeFetch(...replies: unknown[]) {
  const sent: { query: string; variables: unknown }[] = [];
  const impl: typeof fetch = (_url, init) => {
    sent.push(JSON.parse(bodyText(init)) as { query: string; variables: unknown });
    return Promise.resolve(
      new Response(JSON.stringify(replies.shift()), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { sent, impl };
}

describe('the free preview calls', () => {
  it("init answers the preview's seconds for her, decline the seconds left after it", async () => {
    const { sent, impl } = fakeFetch(
      { data: { freePreviewInit: { seconds: 5 } } },
      { data: { freePreviewDecline: { seconds: 0 } } },
    );
    const api = createFreePreviewApi(impl);
    expect(await api.init({ request, actorId: 3101 })).toBe(5);
    expect(await api.decline({ request, actorId: 3101 })).toBe(0);
    expect(sent.map((each) => each.query.split('(')[0])).toEqual([
      'mutation FreePreviewInit',
      'mutation FreePreviewDecline',
    ]);
    expect(sent.map((each) => each.variables)).toEqual([{ actorId: 3101 }, { actorId: 3101 }]);
  });

  it('fails negative seconds or an answer to the other mutation as an invalid reply', async () => {
    const { impl } = fakeFetch(
      { data: { freePreviewInit: { seconds: -1 } } },
      { data: { freePreviewInit: { seconds: 3 } } },
    );
    const api = createFreePreviewApi(impl);
    await expect(api.init({ request, actorId: 1 })).rejects.toMatchObject({
      code: 'invalid_reply',
    });
    await expect(api.decline({ request, actorId: 1 })).rejects.toMatchObject({
      code: 'invalid_reply',
    });
  });
});
