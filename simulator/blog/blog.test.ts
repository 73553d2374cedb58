import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '../../machines/blog/blog.rules.ts';
import type { BlogPost, BlogRequest } from '../../machines/blog/blog.types.ts';
import { blogLandingSchema, createBlogApi } from '../../services/blog/blogApi.ts';
import { categoryPageBy } from '../../src/engine/features/blog.ts';
import { restUrl } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createBlogApi(fetch);
const fetchCategoryPage = categoryPageBy((input, signal) => api.fetchPosts(input, signal));

const request = (): BlogRequest => ({
  restBaseUrl: sim.config.restBaseUrl,
  ver: sim.config.ver,
  language: 'en',
  accessToken: null,
});

describe('blog simulator through the client service', () => {
  it('answers the landing: featured, five categories with none shown twice, the archives', async () => {
    const landing = await api.fetchLanding({ request: request() });
    expect(landing.featured.length).toBeGreaterThan(0);
    expect(Object.keys(landing.posts)).toEqual([
      'latest',
      'news',
      'actions',
      'interviews',
      'event',
    ]);
    const ids = [landing.featured, ...Object.values(landing.posts)].flat().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...landing.exclude].sort()).toEqual([...ids].sort());
    expect(landing.posts.news?.every((p) => p.categoryId === 45)).toBe(true);
    expect(landing.archives.length).toBeGreaterThan(0);
  });

  it('answers the Blog response of seed 001 §3: total, models, categories and its routes', async () => {
    const reply = await fetch(restUrl(sim, 'blog/pm', { language: 'de' }));
    const landing = blogLandingSchema.parse(await reply.json());
    // every post once: the first page of "latest" and what is left of it
    const all = await api.fetchPosts({
      request: request(),
      categoryId: 0,
      pageSize: 50,
      exclude: [],
    });
    expect(landing.total).toBe(all.posts.length + all.total);
    expect(landing.categories).toEqual({
      latest: 0,
      news: 45,
      actions: 43,
      interviews: 46,
      event: 38,
    });
    expect(landing.route).toBe('/de/blog/');
    expect(landing.archivesRoute).toBe('/de/blog/latest/archive/');
    // the performers its posts name, each once, each one the blog's actors call knows
    const ids = landing.models.map((model) => model.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const named = await api.fetchActors({
      query: { request: request(), postIds: landing.exclude },
      offset: 0,
      limit: 50,
      cursor: null,
      requestId: 1,
    });
    expect(named.items.map((actor) => actor.id).sort()).toEqual([...ids].sort());
  });

  it('pages a category by exclusion to its end without a repeat, cached 60 s', async () => {
    const response = await fetch(
      `${sim.config.restBaseUrl}/blog/posts/45/${encodeURIComponent('{"page":1,"pageSize":3,"exclude":[]}')}`,
    );
    expect(response.headers.get('cache-control')).toContain('max-age=60');
    const seen: BlogPost[] = [];
    let cursor: string | null = null;
    for (let requestId = 1; requestId < 100; requestId++) {
      const page = await fetchCategoryPage(
        {
          query: { categoryId: 45, request: request() },
          limit: BLOG_PAGE_SIZE,
          offset: seen.length,
          cursor,
          requestId,
        },
        new AbortController().signal,
      );
      expect(page.items.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
      seen.push(...page.items);
      if (!page.hasMore) break;
      cursor = page.nextCursor ?? null;
    }
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen.every((p) => p.categoryId === 45)).toBe(true);
    const all = await api.fetchPosts({
      request: request(),
      categoryId: 45,
      pageSize: 50,
      exclude: [],
    });
    expect(ids.length).toBe(all.posts.length + all.total);
  });

  it('answers an archive year page by page (9 a page), all of that year', async () => {
    const { archives } = await api.fetchLanding({ request: request() });
    const archive = archives.find((a) => a.categoryId === 45 && a.posts > 9) ?? archives[0]!;
    const first = await api.fetchArchivePage({
      query: { categoryId: archive.categoryId, year: archive.year, request: request() },
      limit: 9,
      offset: 0,
      cursor: null,
      requestId: 1,
    });
    expect(first.total).toBe(archive.posts);
    expect(first.items.length).toBe(Math.min(9, archive.posts));
    expect(first.items.every((p) => p.published.startsWith(String(archive.year)))).toBe(true);
  });
});
