import { describe, expect, it } from 'vitest';
import { createSearchApi } from './searchApi.ts';
import { bodyText } from '../testing/fetchCalls.ts';

const request = {
  restBaseUrl: 'http://x/rest/v1',
  queryServiceUrl: 'http://x/graphql/query',
  ver: 't',
  language: 'en',
  accessToken: null,
};
const group = (type: string) => ({ type, count: 0, link: `/en/search/${type}/ann/`, items: [] });
const valid = {
  searchPattern: 'ann',
  proposals: ['Anna'],
  actors: {
    type: 'actors',
    count: 1,
    link: '/en/search/actors/ann/',
    items: [
      {
        id: 1,
        name: 'Anna',
        link: '/actor/anna/',
        avatar: { url: '/a.svg', aspectRatio: 0.75 },
        linkVX: '/actor/anna/',
        chat: { online: true, mobileVideoCall: false },
      },
    ],
  },
  videos: group('videos'),
  mediathek: group('mediathek'),
  blog: group('blog'),
};

function recording(body: unknown, status = 200) {
  const urls: string[] = [];
  const fetchImpl = ((url: string) => {
    urls.push(url);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }) as typeof fetch;
  return { urls, api: createSearchApi(fetchImpl) };
}

describe('search REST calls', () => {
  it('GETs searchResult/search/{language}/{pattern} with the pattern encoded', async () => {
    const { api, urls } = recording(valid);
    const result = await api.search({ request, pattern: 'ann b/c' });
    expect(result.actors.items[0]!.name).toBe('Anna');
    expect(urls[0]).toContain('/rest/v1/searchResult/search/en/ann%20b%2Fc');
  });

  it('pages one category with page and pageSize from the offset', async () => {
    const { api, urls } = recording(valid);
    const page = await api.searchPage({
      request,
      pattern: 'ann',
      category: 'actors',
      offset: 30,
      limit: 30,
    });
    expect(page).toMatchObject({ total: 1 });
    const url = new URL(urls[0]!);
    expect(url.searchParams.get('category')).toBe('actors');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('30');
  });

  it('turns a malformed reply or a failed answer into a typed failure', async () => {
    await expect(
      recording({ ...valid, actors: { count: 'x' } }).api.search({ request, pattern: 'ann' }),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
    await expect(recording({}, 503).api.search({ request, pattern: 'ann' })).rejects.toMatchObject({
      name: 'ServiceError',
    });
  });
});

describe('store search pattern (query service)', () => {
  it('posts the storeSearchPattern mutation with the session token as bearer', async () => {
    const seen: {
      url: string;
      body: { query: string; variables: unknown };
      auth: string | null;
    }[] = [];
    const fetchImpl = ((url: string | URL, init?: RequestInit) => {
      seen.push({
        url: String(url),
        body: JSON.parse(bodyText(init)) as { query: string; variables: unknown },
        auth: new Headers(init?.headers).get('authorization'),
      });
      return Promise.resolve(
        new Response(
          JSON.stringify({ data: { storeSearchPattern: { searchPattern: 'ann', searches: 2 } } }),
          { headers: { 'content-type': 'application/json' } },
        ),
      );
    }) as typeof fetch;
    const stored = await createSearchApi(fetchImpl).storeSearchPattern({
      request: { ...request, accessToken: 'tok' },
      pattern: 'ann',
    });
    expect(stored).toEqual({ searchPattern: 'ann', searches: 2 });
    expect(seen[0]!.url).toMatch(/^http:\/\/x\/graphql\/query\?language=en&ver=t$/);
    expect(seen[0]!.auth).toBe('Bearer tok');
    expect(seen[0]!.body.query).toContain('storeSearchPattern(searchPattern: $searchPattern)');
    expect(seen[0]!.body.variables).toEqual({ searchPattern: 'ann' });
  });

  it("refuses without a token before any request ('Missing Vxql-Token')", async () => {
    const { api, urls } = recording({});
    await expect(api.storeSearchPattern({ request, pattern: 'ann' })).rejects.toMatchObject({
      code: 'missing_token',
    });
    expect(urls).toEqual([]);
  });
});
