import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../machines/search/search.types.ts';
import { createSearchApi } from '../../services/search/searchApi.ts';
import type { RunningSimulator } from '../server.ts';
import { startTestSimulator, tempDir } from '../testing.ts';

let sim: RunningSimulator;
const data = tempDir();
const api = createSearchApi(fetch);

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

const request = (accessToken: string | null = null): SearchRequest => ({
  restBaseUrl: sim.config.restBaseUrl,
  queryServiceUrl: sim.config.queryServiceUrl,
  ver: sim.config.ver,
  language: 'en',
  accessToken,
});

/** A visitor's session token (no login), as the app gets it at start. */
async function visitorToken(): Promise<string> {
  const reply = await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`);
  return ((await reply.json()) as { accessToken: string }).accessToken;
}

const post = (path: string, body: unknown) =>
  fetch(`${sim.appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('search simulator through the client service', () => {
  it('answers the Global search result for a part of an actor name', async () => {
    const any = await api.search({ request: request(), pattern: 'a' });
    const pattern = any.actors.items[0]!.name.slice(0, 3);
    const result = await api.search({ request: request(), pattern });
    expect(result.searchPattern).toBe(pattern);
    expect(result.actors.count).toBeGreaterThan(0);
    expect(result.actors.items.length).toBeLessThanOrEqual(6);
    expect(result.actors.link).toBe(`/en/search/actors/${encodeURIComponent(pattern)}/`);
    const found = result.actors.items[0]!;
    expect(found.chat).toBeDefined();
    expect(found.avatar.aspectRatio).toBeGreaterThan(0);
    expect(found.name.toLowerCase()).toContain(pattern.toLowerCase());
  });

  it('links every hit to a route of the app, in the language asked for', async () => {
    const result = await api.search({ request: request(), pattern: 'a' });
    const actor = result.actors.items[0]!;
    expect(actor.link).toBe(`/en/amateur/${actor.name.toLowerCase()}/`);
    for (const video of result.videos.items)
      expect(video.link).toMatch(/^\/en\/amateur\/[a-z0-9_-]+\/videos\/\d+\/$/);
    for (const series of result.mediathek.items)
      expect(series.link).toMatch(/^\/en\/tv\/mediathek\/[^/]+\/$/);
    for (const post of result.blog.items) expect(post.link).toMatch(/^\/en\/blog\/[a-z-]+\/$/);
  });

  it('pages one category without repeats and answers nothing found with zero counts', async () => {
    const first = await api.searchPage({
      request: request(),
      pattern: 'a',
      category: 'actors',
      offset: 0,
      limit: 30,
    });
    const second = await api.searchPage({
      request: request(),
      pattern: 'a',
      category: 'actors',
      offset: 30,
      limit: 30,
    });
    expect(first.items).toHaveLength(Math.min(30, first.total));
    const ids = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => ids.has(item.id))).toBe(false);
    const none = await api.search({ request: request(), pattern: 'zzqqxxnothing' });
    expect(none.actors.count + none.videos.count + none.mediathek.count + none.blog.count).toBe(0);
    expect(none.photos?.count).toBe(0);
  });
});

describe('every search category (seed 001 §2, §9; decision 0023)', () => {
  it('a performer’s name finds her albums and her videos, each linking to its page', async () => {
    const result = await api.search({ request: request(), pattern: 'LanaLove' });
    expect(result.photos?.count).toBeGreaterThan(0);
    expect(result.videos.count).toBeGreaterThan(0);
    for (const album of result.photos?.items ?? [])
      expect(album.link).toMatch(/^\/en\/amateur\/lanalove\/pictures\/\d+\/$/);
    for (const video of result.videos.items)
      expect(video.link).toMatch(/^\/en\/amateur\/lanalove\/videos\/\d+\/$/);
    expect(result.galleries?.items[0]?.link).toBe('/en/amateur/lanalove/');
    expect(result.photos?.link).toBe('/en/search/photos/LanaLove/');
  });

  it.each([
    ['actors', 30],
    ['models', 30],
    ['asmr', 3],
    ['tv', 30],
    ['mediathek', 30],
    ['blog', 15],
    ['photos', 14],
    ['galleries', 14],
  ] as const)('pages %s by its own page size (%i) without repeats', async (category, size) => {
    const pattern =
      category === 'tv' || category === 'mediathek' || category === 'blog' ? 'e' : 'a';
    const page = (offset: number) =>
      api.searchPage({ request: request(), pattern, category, offset, limit: size });
    const first = await page(0);
    expect(first.total).toBeGreaterThan(0);
    expect(first.items).toHaveLength(Math.min(size, first.total));
    if (first.total > size) {
      const ids = new Set(first.items.map((item) => item.id));
      expect((await page(size)).items.some((item) => ids.has(item.id))).toBe(false);
    }
  });

  it('answers ASMR with videos of that category only, and a page for every category', async () => {
    const result = await api.search({ request: request(), pattern: 'a' });
    for (const category of ['models', 'asmr', 'photos', 'galleries', 'tv'] as const)
      expect(result[category]?.link).toBe(`/en/search/${category}/a/`);
    expect(result.asmr?.count).toBeLessThan(result.videos.count);
  });
});

describe('store search pattern (query service, through the client service)', () => {
  it('counts each searched pattern in any case, trimmed, and keeps it across a restart', async () => {
    const token = await visitorToken();
    const first = await api.storeSearchPattern({ request: request(token), pattern: 'Ruby  Rose' });
    expect(first).toEqual({ searchPattern: 'Ruby Rose', searches: 1 });
    const again = await api.storeSearchPattern({ request: request(token), pattern: 'ruby rose' });
    expect(again).toEqual({ searchPattern: 'ruby rose', searches: 2 });

    await sim.close();
    sim = await startTestSimulator({ dataDir: data.path });
    const after = await api.storeSearchPattern({
      request: request(await visitorToken()),
      pattern: 'RUBY ROSE',
    });
    expect(after.searches).toBe(3);
  });

  it('refuses an empty or overlong pattern, and a caller without a token', async () => {
    const token = await visitorToken();
    await expect(
      api.storeSearchPattern({ request: request(token), pattern: '   ' }),
    ).rejects.toMatchObject({ code: 'bad_user_input' });
    await expect(
      api.storeSearchPattern({ request: request(token), pattern: 'x'.repeat(101) }),
    ).rejects.toMatchObject({ code: 'bad_user_input' });
    const bare = await fetch(`${sim.config.queryServiceUrl}?language=en&ver=t`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { storeSearchPattern(searchPattern: "x") { searches } }',
      }),
    });
    expect(bare.status).toBe(401);
  });
});

describe("holding a pattern's answer back (dev control)", () => {
  it('answers a held pattern only when released; other patterns go on', async () => {
    expect((await post('/dev/search/hold', { pattern: 'Held' })).status).toBe(200);
    const late = api.search({ request: request(), pattern: 'held' });
    let settled = false;
    void late.then(() => (settled = true));
    // Another pattern is answered at once while the held one waits.
    expect((await api.search({ request: request(), pattern: 'free' })).searchPattern).toBe('free');
    // Answered once the held request has reached the simulator and waits.
    const held = (await (
      await fetch(`${sim.appUrl}/dev/search/held?pattern=held&until=waiting`)
    ).json()) as {
      waiting: { pattern: string; abandoned: boolean }[];
    };
    expect(held.waiting).toEqual([{ pattern: 'held', abandoned: false }]);
    expect(settled).toBe(false);
    const release = await post('/dev/search/release', { pattern: 'HELD' });
    expect(await release.json()).toEqual({ released: 1, abandoned: 0 });
    expect((await late).searchPattern).toBe('held');
    // Released: the next search for it is answered at once.
    expect((await api.search({ request: request(), pattern: 'held' })).searchPattern).toBe('held');
  });

  it('tells a request the client gave up on from one still waiting', async () => {
    await post('/dev/search/hold', { pattern: 'gone' });
    const controller = new AbortController();
    const call = api.search({ request: request(), pattern: 'gone' }, controller.signal);
    call.catch(() => undefined);
    const held = (state: 'waiting' | 'abandoned') =>
      fetch(`${sim.appUrl}/dev/search/held?pattern=gone&until=${state}`);
    expect((await held('waiting')).status).toBe(200);
    controller.abort();
    await expect(call).rejects.toBeDefined();
    // Answered once the simulator has seen the client close the request.
    expect((await held('abandoned')).status).toBe(200);
    expect(await (await post('/dev/search/release', { pattern: 'gone' })).json()).toEqual({
      released: 0,
      abandoned: 1,
    });
    expect((await post('/dev/search/hold', {})).status).toBe(400);
    expect((await fetch(`${sim.appUrl}/dev/search/held?until=waiting`)).status).toBe(400);
    expect((await fetch(`${sim.appUrl}/dev/search/held?pattern=x&until=soon`)).status).toBe(400);
  });
});
