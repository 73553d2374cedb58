import { describe, expect, it } from 'vitest';
import type { FeedAuth } from '../../machines/feed/feed.types.ts';
import { createFeedApi } from './feedApi.ts';
import { bodyText } from '../testing/fetchCalls.ts';

const auth: FeedAuth = {
  url: 'http://feed.test/graphql',
  language: 'en',
  ver: '1',
  accessToken: 'tok',
};

/** A fetch that keeps each request's variables and headers and answers `data`. */
function fakeFetch(data: unknown) {
  const calls: {
    variables: Record<string, unknown>;
    query: string;
    authorization: string | null;
  }[] = [];
  const fetchImpl = ((_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(bodyText(init)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    calls.push({
      ...body,
      authorization: new Headers(init?.headers).get('authorization'),
    });
    return Promise.resolve(
      new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const clip = {
  id: '77',
  length: 42,
  ratio: 16 / 9,
  avsRequired: false,
  sources: [{ label: '720p', src: '/media/content/video/77/preview.webm', type: 'video/webm' }],
  poster: '/media/post/1-1/w640.svg',
};
const photo = (n: number) => ({
  id: '1',
  url: `/media/post/9-${n}/w640.svg`,
  srcSet: `/media/post/9-${n}/w320.svg 320w, /media/post/9-${n}/w640.svg 640w`,
  avsRequired: n === 2,
});

describe('feed service calls', () => {
  it('asks the feed for the followed models only when the query says so', async () => {
    const { fetchImpl, calls } = fakeFetch({
      feed: { pageInfo: { hasNextPage: false, endCursor: null }, edges: [] },
    });
    const api = createFeedApi(fetchImpl);
    const page = (follows: boolean) =>
      api.fetchPage({
        query: { auth, model: null, filter: 'CLIP_POSTS', follows },
        limit: 10,
        offset: 0,
        cursor: null,
        requestId: 1,
      });
    await page(true);
    await page(false);
    expect(calls[0]?.query).toMatch(/follows: \$follows/);
    expect(calls[0]?.variables).toMatchObject({
      follows: true,
      typeGroups: ['clip'],
      mode: 'mixed',
    });
    expect(calls[1]?.variables).toMatchObject({ follows: false });
  });

  it("lists the guest's bought photos and clips as tiles with ids of their own", async () => {
    const { fetchImpl, calls } = fakeFetch({
      boughtContentGuest: { photos: [photo(1), photo(2)], clips: [clip] },
    });
    const page = await createFeedApi(fetchImpl).boughtPage({
      query: { auth, guestId: '1234' },
      limit: 30,
      offset: 0,
      cursor: null,
      requestId: 1,
    });
    expect(calls[0]?.query).toMatch(/boughtContentGuest\(guestId: \$guestId\)/);
    expect(calls[0]?.variables).toEqual({ guestId: '1234' });
    expect(calls[0]?.authorization).toBe('Bearer tok');
    // Photo ids repeat across posts (1, 2, … in each): a tile is named by its picture instead.
    expect(page.items.map((item) => item.id)).toEqual([
      'photo:/media/post/9-1/w640.svg',
      'photo:/media/post/9-2/w640.svg',
      'clip:77',
    ]);
    expect(page.items[2]).toMatchObject({
      kind: 'clip',
      clip: { length: 42, poster: clip.poster },
    });
    expect(page).toMatchObject({ total: 3, hasMore: false });
  });

  it('needs a logged-in guest for bought content: no request without the bearer', async () => {
    const { fetchImpl, calls } = fakeFetch({ boughtContentGuest: { photos: [], clips: [] } });
    await expect(
      createFeedApi(fetchImpl).boughtPage({
        query: { auth: { ...auth, accessToken: null }, guestId: '1' },
        limit: 30,
        offset: 0,
        cursor: null,
        requestId: 1,
      }),
    ).rejects.toMatchObject({ code: 'missing_token' });
    expect(calls).toHaveLength(0);
  });

  it('refuses a reply that is not bought content', async () => {
    const { fetchImpl } = fakeFetch({ boughtContentGuest: { photos: [{ id: 1 }], clips: [] } });
    await expect(
      createFeedApi(fetchImpl).boughtPage({
        query: { auth, guestId: '1' },
        limit: 30,
        offset: 0,
        cursor: null,
        requestId: 1,
      }),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});

describe('a tip (issue 51 §7)', () => {
  /** A feed service whose first `silent` requests never answer; the rest answer the tip. */
  function slowService(silent: number) {
    const keys: unknown[] = [];
    const fetchImpl = ((_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(bodyText(init)) as { variables: Record<string, unknown> };
      keys.push(body.variables.idempotencyKey);
      if (keys.length <= silent)
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        );
      return Promise.resolve(
        new Response(JSON.stringify({ data: { tipPost: { success: true, post: null } } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }) as typeof fetch;
    let n = 0;
    const api = createFeedApi(fetchImpl, { newKey: () => `key-${++n}`, tipTimeoutMs: 20 });
    const tip = () => api.act({ auth, action: { kind: 'tip', postId: '5', coins: 10 } });
    return { keys, tip };
  }

  it('is sent again with the same key when it gets no answer, and answers once', async () => {
    const service = slowService(2);
    await expect(service.tip()).resolves.toEqual({ kind: 'post', success: true, post: null });
    expect(service.keys).toEqual(['key-1', 'key-1', 'key-1']);
    // The guest's next tip is another one: a key of its own.
    await service.tip();
    expect(service.keys.at(-1)).toBe('key-2');
  });

  it('gives up as a timeout after two resends', async () => {
    const service = slowService(5);
    await expect(service.tip()).rejects.toMatchObject({ code: 'timeout' });
    expect(service.keys).toEqual(['key-1', 'key-1', 'key-1']);
  });
});
