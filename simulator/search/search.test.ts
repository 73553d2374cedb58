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

const request = (): SearchRequest => ({
  restBaseUrl: sim.config.restBaseUrl,
  ver: sim.config.ver,
  language: 'en',
  accessToken: null,
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
  });
});
