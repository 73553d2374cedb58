import { describe, expect, it } from 'vitest';
import { categoryQuery } from '../../machines/videos/videos.rules.ts';
import { actorQuery, searchQuery } from '../../machines/videos/videos.queries.ts';
import type { VideoQuery, VideosRequest } from '../../machines/videos/videos.types.ts';
import { createVideosApi } from '../../services/videos/videosApi.ts';
import { fetchAlbums } from '../../services/videos/albumsApi.ts';
import {
  actorAlbumsQuery,
  NEW_ALBUMS_QUERY,
  type AlbumQuery,
} from '../../machines/videos/albums.ts';
import { loginAs, restUrl } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const DAY = 86_400_000;
const sim = useTestSimulator();
const api = createVideosApi(fetch);

async function as(login: string): Promise<VideosRequest> {
  const { accessToken } = await loginAs(sim, login);
  return {
    restBaseUrl: sim.config.restBaseUrl,
    queryServiceUrl: sim.config.queryServiceUrl,
    ver: sim.config.ver,
    language: 'en',
    accessToken,
  };
}
const page = (request: VideosRequest, query: VideoQuery, limit = 30, offset = 0) =>
  api.fetchVideos({ query: { ...query, request }, limit, offset, cursor: null, requestId: 1 });
const byIds = async (request: VideosRequest, ids: number[]) => {
  const response = await fetch(sim.config.queryServiceUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${request.accessToken}` },
    body: JSON.stringify({
      query:
        'query($ids: [Int!]!) { videos_v2(ids: $ids) { id releasedAt price { value } likes } }',
      variables: { ids },
    }),
  });
  return (
    (await response.json()) as {
      data: { videos_v2: { id: number; releasedAt: string; price: { value: number } }[] };
    }
  ).data.videos_v2;
};

describe('videos on the query service', () => {
  it('pages every video by the category rule, with a total over the whole catalogue', async () => {
    const request = await as('vip');
    const first = await page(request, categoryQuery('allVideos'), 16);
    const second = await page(request, categoryQuery('allVideos'), 16, 16);
    expect(first.total).toBeGreaterThan(10_000);
    expect(first.items).toHaveLength(16);
    expect(new Set([...first.items, ...second.items].map((video) => video.id)).size).toBe(32);
  });

  it('keeps trending to 8 days and top videos to 9 months, sorted as the rule says', async () => {
    const request = await as('vip');
    const trending = await page(request, categoryQuery('trendingVideos'), 50);
    const released = await byIds(
      request,
      trending.items.map((video) => video.id),
    );
    expect(released.length).toBeGreaterThan(0);
    for (const video of released)
      expect(Date.parse(video.releasedAt)).toBeGreaterThanOrEqual(Date.now() - 8 * DAY - 60_000);
    const top = await page(request, categoryQuery('topVideos'), 50);
    const topReleased = await byIds(
      request,
      top.items.map((video) => video.id),
    );
    const nineMonths = new Date();
    nineMonths.setUTCMonth(nineMonths.getUTCMonth() - 9);
    for (const video of topReleased)
      expect(Date.parse(video.releasedAt)).toBeGreaterThanOrEqual(nineMonths.getTime() - 60_000);
    const all = await page(request, { sort: 'bestSelling', filter: {} }, 1);
    expect(top.total).toBeLessThan(all.total ?? 0);
  });

  it('sorts by price both ways and filters by type flags and tags', async () => {
    const request = await as('vip');
    const cheap = await page(request, { sort: 'cheapest', filter: { types: ['premium'] } }, 20);
    const prices = cheap.items.map((video) => video.price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await page(request, { sort: 'mostExpensive', filter: {} }, 20);
    const dearPrices = dear.items.map((video) => video.price.value);
    expect(dearPrices).toEqual([...dearPrices].sort((a, b) => b - a));
    const free = await page(request, categoryQuery('freeVideos'), 20);
    expect(free.items.every((video) => video.free)).toBe(true);
    const tagged = await page(request, { sort: 'newest', filter: { tags: ['pov'] } }, 5);
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.total).toBeLessThan(
      free.total! + (await page(request, categoryQuery('allVideos'), 1)).total!,
    );
  });

  it("lists an actor's videos, classic ones and her videos of a tag, and finds titles", async () => {
    const request = await as('vip');
    const hers = await page(request, actorQuery('LanaLove', {}), 50);
    expect(hers.total).toBeGreaterThan(0);
    expect(hers.items.every((video) => video.actorName.toLowerCase() === 'lanalove')).toBe(true);
    const classic = await page(request, actorQuery('lanalove', { classic: true }), 50);
    expect(classic.items.every((video) => video.classic)).toBe(true);
    expect(await page(request, actorQuery('nobody-at-all', {}))).toEqual({ items: [], total: 0 });
    const word = hers.items[0]!.title.split(' ')[0]!;
    const found = await page(request, searchQuery(word), 50);
    expect(
      found.items.every((video) => video.title.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
  });

  it('marks and lists what the guest bought (the content simulator’s purchases)', async () => {
    const request = await as('vip');
    expect((await page(request, categoryQuery('boughtVideos'))).total).toBe(0);
    const buy = await fetch(
      `${sim.config.restBaseUrl}/video/5101/buy?language=en&ver=t&access_token=${request.accessToken}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
    );
    expect(buy.ok).toBe(true);
    const bought = await page(request, categoryQuery('boughtVideos'));
    expect(bought.items.map((video) => [video.id, video.bought])).toEqual([[5101, true]]);
  });

  it('tells each video’s age rating and cam recording, and the guest’s own: liked, flatrate', async () => {
    const all = (await page(await as('vip'), categoryQuery('allVideos'), 200)).items;
    expect(new Set(all.map((video) => video.ageRating))).toEqual(new Set([16, 18]));
    expect(new Set(all.map((video) => video.camRecording))).toEqual(new Set([true, false]));
    // A like of hers shows on the video (guestInfo.liked), for her only.
    const { accessToken } = await loginAs(sim, 'newbie');
    const newbie = { ...(await as('vip')), accessToken };
    expect((await api.fetchByIds(newbie, [5102]))[0]).toMatchObject({
      liked: false,
      gifted: false,
    });
    const liked = await fetch(sim.config.queryServiceUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        query: 'mutation { rateVideo(videoId: 5102, rating: 5) { guestRating } }',
      }),
    });
    expect(liked.ok).toBe(true);
    expect((await api.fetchByIds(newbie, [5102]))[0]?.liked).toBe(true);
    expect((await api.fetchByIds(await as('franc'), [5102]))[0]?.liked).toBe(false);
    // A VIP's VIP30 offers are hers by the flatrate; another guest's are not.
    const vip30 = (await page(await as('vip'), categoryQuery('vip30Videos'))).items;
    const offer = vip30.find((video) => !video.bought);
    expect(offer).toMatchObject({ isVip30Offer: true, flatrate: true });
    expect((await api.fetchByIds(await as('franc'), [offer!.id]))[0]?.flatrate).toBe(false);
  });

  it('refuses an unknown sort and answers the video stars, tag suggestions and jumbotrons', async () => {
    const request = await as('vip');
    await expect(page(request, { sort: 'random' as never, filter: {} })).rejects.toMatchObject({
      code: 'bad_request',
    });
    const stars = await api.fetchStars({
      query: { first: 100, request },
      limit: 100,
      offset: 0,
      cursor: null,
      requestId: 1,
    });
    expect(stars.items).toHaveLength(100);
    const counts = stars.items.map((star) => star.videoCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await api.suggestTags({ request, search: 'lin' })).toContain('lingerie');
    expect(await api.suggestTags({ request, search: null })).toHaveLength(12);
    const station = await api.fetchJumbotron({
      query: { type: 'videostation', request },
      limit: 10,
      offset: 0,
      cursor: null,
      requestId: 1,
    });
    const home = await api.fetchJumbotron({
      query: { type: 'homepage', request },
      limit: 10,
      offset: 0,
      cursor: null,
      requestId: 1,
    });
    expect(station.items).toHaveLength(5);
    expect(home.items[0]!.video.id).not.toBe(station.items[0]!.video.id);
  });
});

describe('likes and dislikes of a video', () => {
  const rating = 'videoId likes dislikes guestRating';
  const ask = async (accessToken: string, query: string, variables: object) => {
    const response = await fetch(sim.config.queryServiceUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as {
      data?: Record<string, { likes: number; dislikes: number; guestRating: number | null }>;
      errors?: { extensions: { code: string } }[];
    };
  };
  const read = (token: string) =>
    ask(token, `query($id: Int!) { videoRating(videoId: $id) { ${rating} } }`, { id: 5103 });
  const rate = (token: string, value: number) =>
    ask(
      token,
      `mutation($id: Int!, $r: Int!) { rateVideo(videoId: $id, rating: $r) { ${rating} } }`,
      {
        id: 5103,
        r: value,
      },
    );

  it('counts a guest once, as like or dislike, and takes the rating back', async () => {
    const { accessToken } = await loginAs(sim, 'franc');
    const before = (await read(accessToken)).data!.videoRating!;
    expect(before.guestRating).toBeNull();
    const liked = (await rate(accessToken, 5)).data!.rateVideo!;
    expect(liked).toMatchObject({
      likes: before.likes + 1,
      dislikes: before.dislikes,
      guestRating: 5,
    });
    expect((await rate(accessToken, 5)).data!.rateVideo!.likes).toBe(before.likes + 1);
    const disliked = (await rate(accessToken, 1)).data!.rateVideo!;
    expect(disliked).toMatchObject({
      likes: before.likes,
      dislikes: before.dislikes + 1,
      guestRating: 1,
    });
    expect((await rate(accessToken, 0)).data!.rateVideo!).toMatchObject({ ...before });
  });

  it('lets a visitor read but not rate, and refuses other ratings', async () => {
    // A visitor's session token: the session call without a login cookie.
    const visitor = (await (
      await fetch(restUrl(sim, 'auth/session', { access_token: '' }))
    ).json()) as {
      accessToken: string;
    };
    expect((await read(visitor.accessToken)).data!.videoRating!.guestRating).toBeNull();
    expect((await rate(visitor.accessToken, 5)).errors?.[0]?.extensions.code).toBe('unauthorized');
    const { accessToken } = await loginAs(sim, 'franc');
    expect((await rate(accessToken, 3)).errors?.[0]?.extensions.code).toBe('bad_user_input');
  });
});

const albumPage = (request: VideosRequest, query: AlbumQuery, limit = 12, offset = 0) =>
  fetchAlbums(fetch, { query: { ...query, request }, limit, offset, cursor: null, requestId: 1 });

describe('photo albums on the query service (albums)', () => {
  it('lists an actor’s albums, paged, with a total, each a real album of hers', async () => {
    const request = await as('vip');
    const first = await albumPage(request, actorAlbumsQuery('LanaLove'), 2);
    expect(first.total).toBeGreaterThan(2);
    expect(first.items).toHaveLength(2);
    for (const album of first.items) {
      expect(album.actorName.toLowerCase()).toBe('lanalove');
      expect(album.pictureCount).toBeGreaterThan(0);
    }
    const all = await albumPage(request, actorAlbumsQuery('LanaLove'), 50);
    expect(all.items.map((album) => album.id)).toContain(6201);
    const second = await albumPage(request, actorAlbumsQuery('LanaLove'), 2, 2);
    expect(second.items.map((a) => a.id)).not.toContain(first.items[0]?.id);
  });

  it('sorts by price and filters by the video filter’s type flags', async () => {
    const request = await as('vip');
    const cheapest = await albumPage(request, { sort: 'cheapest', filter: {} }, 20);
    const prices = cheapest.items.map((album) => album.price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const vip = await albumPage(request, { sort: 'newest', filter: { types: ['vip'] } }, 20);
    expect(vip.total).toBeGreaterThan(0);
    expect(vip.items.every((album) => album.vip)).toBe(true);
    const all = await albumPage(request, NEW_ALBUMS_QUERY, 1);
    expect(vip.total).toBeLessThan(all.total ?? 0);
  });

  it('marks the albums a guest bought, and knows no unknown actor', async () => {
    const request = await as('demo');
    const buy = await fetch(
      restUrl(sim, 'album/6201/buy', { access_token: request.accessToken ?? '' }),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );
    expect(buy.ok).toBe(true);
    const hers = await albumPage(request, actorAlbumsQuery('LanaLove'), 50);
    expect(hers.items.find((album) => album.id === 6201)?.bought).toBe(true);
    expect((await albumPage(request, actorAlbumsQuery('nobody-by-that-name'))).total).toBe(0);
  });
});
