import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { blogCategorySlug } from '../../machines/blog/blog.rules.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import { createSearchHold } from './hold.ts';
import { registerStoredSearchPatterns } from './storedPatterns.ts';
import { categoryMatchers, type Matcher, type SearchHit } from './categories.ts';

/** Seed 001 §9: page sizes per category of the results pages; default 30. */
const SEARCH_PAGE_SIZES: Record<string, number> = {
  actors: 30,
  models: 30,
  videos: 30,
  asmr: 3,
  photos: 14,
  galleries: 14,
  tv: 30,
  mediathek: 30,
  blog: 15,
};
const SEARCH_DEFAULT_PAGE_SIZE = 30;
/** Items per category in the overlay's answer (no `category` given). */
const SEARCH_PREVIEW_ITEMS = 6;
/** Seed 001 §2's nine categories; §3 shows the first four, the rest are decision 0023's. */
const SEARCH_CATEGORIES = [
  'actors',
  'videos',
  'mediathek',
  'blog',
  'models',
  'asmr',
  'photos',
  'galleries',
  'tv',
] as const;
type Category = (typeof SEARCH_CATEGORIES)[number];
type Item = SearchHit;

const int = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
};

/**
 * The global search over the catalogue (seed 001 §3 "Global search result", §7, §9):
 * `GET /rest/v1/searchResult/search/{language}/{searchPattern}` answers `searchPattern`,
 * `proposals` (actor names that start with the pattern) and, for each of the nine categories
 * (actors, videos, mediathek (TV series), blog, and decision 0023's models, asmr, photos,
 * galleries, tv: categories.ts), `{ count, link, items, type }` with the first items of each.
 * `?category=<one of them>&page=1&pageSize=…` pages through one category (the
 * results pages `/{lang}/search/{category}/{pattern}/`; page size by seed 001 §9, at most 50);
 * the other categories then carry their count and no items. Matching is a part of the name or
 * title in any case; patterns under 1 character answer 400. The dev controls `/dev/search/hold`
 * and `/release` hold a pattern's answers back (hold.ts); `storeSearchPattern` on the query service
 * keeps the searched patterns (storedPatterns.ts).
 */
export function registerSearchSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const { actors, extras } = ctx.catalogue;
  const hold = createSearchHold(app);
  registerStoredSearchPatterns(app, ctx);

  const matchActors = (language: string, pattern: string, offset: number, limit: number) => {
    const page = actors.list({ search: pattern }, 'ranking', { offset, limit });
    return {
      total: page.total,
      items: page.items.map((actor): Item => ({
        id: actor.id,
        name: actor.name,
        link: `/${language}/amateur/${actor.name.toLowerCase()}/`,
        avatar: { url: actor.avatar.url, aspectRatio: actor.avatar.width / actor.avatar.height },
        linkVX: `/${language}/amateur/${actor.name.toLowerCase()}/`,
        chat: { online: actor.isOnline, mobileVideoCall: actor.isOnlineMobileVideocall },
      })),
    };
  };
  const matchMediathek = (language: string, pattern: string, offset: number, limit: number) => {
    const needle = pattern.toLowerCase();
    const all = extras.tvSeries().filter((series) => series.title.toLowerCase().includes(needle));
    return {
      total: all.length,
      items: all.slice(offset, offset + limit).map((series): Item => ({
        id: series.id,
        name: series.title,
        link: `/${language}/tv/mediathek/${series.slug}/`,
        avatar: {
          url: series.picture.url,
          aspectRatio: series.picture.width / series.picture.height,
        },
      })),
    };
  };
  const blogPosts = () => {
    const all = [];
    for (let offset = 0; ; offset += 200) {
      const page = extras.blogPosts({}, { offset, limit: 200 });
      all.push(...page.items);
      if (page.items.length === 0 || all.length >= page.total) return all;
    }
  };
  const matchBlog = (language: string, pattern: string, offset: number, limit: number) => {
    const needle = pattern.toLowerCase();
    const all = blogPosts().filter((post) => post.title.toLowerCase().includes(needle));
    return {
      total: all.length,
      items: all.slice(offset, offset + limit).map((post): Item => ({
        id: post.id,
        name: post.title,
        link: `/${language}/blog/${blogCategorySlug(post.categoryId) ?? 'latest'}/`,
        avatar: { url: post.picture.url, aspectRatio: post.picture.width / post.picture.height },
      })),
    };
  };
  const matchers: Record<Category, Matcher> = {
    ...categoryMatchers(ctx),
    actors: matchActors,
    mediathek: matchMediathek,
    blog: matchBlog,
  };

  app.get(`${REST_PREFIX}/searchResult/search/:language/:searchPattern`, async (request, reply) => {
    const { language, searchPattern } = request.params as {
      language: string;
      searchPattern: string;
    };
    const query = request.query as Record<string, string | undefined>;
    const pattern = searchPattern.trim();
    if (pattern.length < 1) return reply.code(400).send({ error: 'empty pattern' });
    const category = query.category as Category | undefined;
    if (category !== undefined && !SEARCH_CATEGORIES.includes(category))
      return reply.code(400).send({ error: 'unknown category' });
    const page = Math.max(1, int(query.page, 1));
    const pageSize = Math.min(
      50,
      Math.max(
        1,
        int(query.pageSize, SEARCH_PAGE_SIZES[category ?? ''] ?? SEARCH_DEFAULT_PAGE_SIZE),
      ),
    );
    const body: Record<string, unknown> = {
      searchPattern: pattern,
      proposals: actors
        .list({ search: pattern }, 'name', { limit: 5 })
        .items.map((actor) => actor.name)
        .filter((name) => name.toLowerCase().startsWith(pattern.toLowerCase())),
    };
    const encoded = encodeURIComponent(pattern);
    for (const name of SEARCH_CATEGORIES) {
      const paged = category === name;
      const limit = paged ? pageSize : category === undefined ? SEARCH_PREVIEW_ITEMS : 0;
      const result = matchers[name](
        language,
        pattern,
        paged ? (page - 1) * pageSize : 0,
        Math.max(1, limit),
      );
      body[name] = {
        type: name,
        count: result.total,
        link: `/${language}/search/${name}/${encoded}/`,
        items: limit === 0 ? [] : result.items,
      };
    }
    return hold.answer(pattern, reply, () =>
      reply.header('Cache-Control', 'private, max-age=300').send(body),
    );
  });
}
