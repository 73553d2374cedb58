import type { FastifyInstance } from 'fastify';
import type { BlogPost as CatalogueBlogPost } from '../catalogue/extras.ts';
import { pictureUrl } from '../catalogue/index.ts';
import { picture } from '../catalogue/pictures.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';

/** The landing's categories with their seed 001 §3 ids; `latest` (0) is every category. */
const LANDING = [
  ['latest', 0],
  ['news', 45],
  ['actions', 43],
  ['interviews', 46],
  ['event', 38],
] as const;
const FEATURED_SHOWN = 3;
const LANDING_SHOWN = 3;
const MAX_PAGE_SIZE = 50;
/** Seed 001 §7: blog posts are cached for 60 s. */
const POSTS_CACHE = 'private, max-age=60';

const toPost = (post: CatalogueBlogPost) => ({
  id: post.id,
  slug: post.slug,
  categoryId: post.categoryId,
  title: post.title,
  teaser: post.teaser,
  published: post.published,
  picture: {
    w320: pictureUrl('blog', post.id, 320),
    w640: pictureUrl('blog', post.id, 640),
    w1280: pictureUrl('blog', post.id, 1280),
  },
});

const int = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
};

/**
 * The blog over the catalogue (seed 001 §3, §4, §7, §9), below `/rest/v1/blog/`:
 * - `GET pm`: the Blog response of the landing: `total` (every post), `models` (the performers
 *   its posts name, by id), `categories` (landing slug to id), featured posts, the first posts of
 *   latest, news, actions, interviews and event (none shown twice), `exclude` (every id shown),
 *   `totals` (posts left per landing category), `route` and `archivesRoute` (the blog's and its
 *   archive's paths in the asked language) and the archives (year, categoryId, posts);
 * - `GET posts/{categoryId}/{payload}` with the JSON payload `{ page, pageSize, exclude }`: the
 *   category's page among the posts not excluded, `totals` the posts left after it (cached 60 s);
 * - `GET archives/{categoryId}?page&pageSize&year`: an archive year, newest first.
 * - `GET actors/{payload}` with the JSON payload `{ ids }` (post ids, at most 50): the performers
 *   those posts name, each with her avatar and the ids of the posts naming her (decision 0027).
 * Category 0 is every category.
 */
export function registerBlogSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const extras = ctx.catalogue.extras;
  /** Every post of a category (or all), newest first: at most a few hundred rows. */
  const postsOf = (categoryId: number): CatalogueBlogPost[] => {
    const all: CatalogueBlogPost[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = extras.blogPosts(categoryId === 0 ? {} : { categoryId }, { offset, limit: 200 });
      all.push(...page.items);
      if (page.items.length === 0 || all.length >= page.total) return all;
    }
  };

  app.get(`${REST_PREFIX}/blog/pm`, async (request, reply) => {
    const { language } = request.query as { language?: unknown };
    const lang = typeof language === 'string' && /^[a-z]{2}$/.test(language) ? language : 'en';
    const featured = extras.blogPosts({ featured: true }, { limit: FEATURED_SHOWN }).items;
    const shown = new Set(featured.map((post) => post.id));
    const posts: Record<string, ReturnType<typeof toPost>[]> = {};
    const totals: Record<string, number> = {};
    const models = new Set(featured.flatMap((post) => post.actorId ?? []));
    for (const [slug, categoryId] of LANDING) {
      const open = postsOf(categoryId).filter((post) => !shown.has(post.id));
      const first = open.slice(0, LANDING_SHOWN);
      for (const post of first) {
        shown.add(post.id);
        if (post.actorId !== null) models.add(post.actorId);
      }
      posts[slug] = first.map(toPost);
      totals[slug] = open.length - first.length;
    }
    return reply.header('Cache-Control', POSTS_CACHE).send({
      total: postsOf(0).length,
      models: [...models].map((id) => ({ id })),
      categories: Object.fromEntries(LANDING),
      featured: featured.map(toPost),
      posts,
      totals,
      exclude: [...shown],
      route: `/${lang}/blog/`,
      archivesRoute: `/${lang}/blog/latest/archive/`,
      archives: extras.blogArchives(),
    });
  });

  // A wildcard: the payload outgrows the router's 100-character limit on a named parameter.
  app.get(`${REST_PREFIX}/blog/posts/:categoryId/*`, async (request, reply) => {
    const params = request.params as { categoryId: string; '*': string };
    let payload: { page?: unknown; pageSize?: unknown; exclude?: unknown };
    try {
      payload = JSON.parse(decodeURIComponent(params['*'])) as typeof payload;
    } catch {
      return reply.code(400).send({ error: 'payload is not JSON' });
    }
    const categoryId = int(params.categoryId, -1);
    const page = Math.max(1, int(payload.page, 1));
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, int(payload.pageSize, 3)));
    const exclude = new Set(
      Array.isArray(payload.exclude) ? payload.exclude.map((id) => int(id, 0)) : [],
    );
    if (categoryId < 0) return reply.code(400).send({ error: 'bad category' });
    const open = postsOf(categoryId).filter((post) => !exclude.has(post.id));
    const slice = open.slice((page - 1) * pageSize, page * pageSize);
    const key = String(categoryId);
    return reply.header('Cache-Control', POSTS_CACHE).send({
      posts: { [key]: slice.map(toPost) },
      totals: { [key]: Math.max(0, open.length - (page - 1) * pageSize - slice.length) },
      exclude: [...exclude, ...slice.map((post) => post.id)],
    });
  });

  app.get(`${REST_PREFIX}/blog/actors/*`, async (request, reply) => {
    let payload: { ids?: unknown };
    try {
      payload = JSON.parse(decodeURIComponent((request.params as { '*': string })['*'])) as {
        ids?: unknown;
      };
    } catch {
      return reply.code(400).send({ error: 'payload is not JSON' });
    }
    const ids = Array.isArray(payload.ids) ? payload.ids.map((id) => int(id, 0)) : null;
    if (!ids || ids.length > MAX_PAGE_SIZE) return reply.code(400).send({ error: 'bad ids' });
    const actors = new Map<number, { actorId: number; postIds: number[] }>();
    // The performers in the order of the posts asked about (the page's order).
    const byId = new Map(postsOf(0).map((post) => [post.id, post]));
    for (const id of ids) {
      const actorId = byId.get(id)?.actorId ?? null;
      if (actorId === null) continue;
      const entry = actors.get(actorId) ?? { actorId, postIds: [] };
      if (!entry.postIds.includes(id)) entry.postIds.push(id);
      actors.set(actorId, entry);
    }
    return reply.header('Cache-Control', POSTS_CACHE).send({
      actors: [...actors.values()].flatMap(({ actorId, postIds }) => {
        const actor = ctx.catalogue.actors.byId(actorId);
        return actor
          ? [
              {
                id: actor.id,
                name: actor.name,
                slug: actor.slug,
                avatar: picture('actor', actor.id),
                postIds,
              },
            ]
          : [];
      }),
    });
  });

  app.get(`${REST_PREFIX}/blog/archives/:categoryId`, async (request, reply) => {
    const categoryId = int((request.params as { categoryId: string }).categoryId, -1);
    const query = request.query as Record<string, string | undefined>;
    const year = int(query.year, 0);
    const page = Math.max(1, int(query.page, 1));
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, int(query.pageSize, 9)));
    if (categoryId < 0 || year < 1970) return reply.code(400).send({ error: 'bad archive' });
    const result = extras.blogPosts(
      { ...(categoryId === 0 ? {} : { categoryId }), year },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    return reply.header('Cache-Control', POSTS_CACHE).send({
      total: result.total,
      posts: result.items.map(toPost),
    });
  });
}
