import type { FetchPageOutput } from '../list/list.types.ts';
import type { BlogPost, BlogPostsReply } from './blog.types.ts';

/** The blog category ids of seed 001 §3 by slug; `latest` (id 0) is every category. */
const BLOG_CATEGORY_IDS = {
  latest: 0,
  general: 1,
  event: 38,
  live: 39,
  'premium-tv': 40,
  'free-tv': 41,
  actions: 43,
  production: 44,
  news: 45,
  interviews: 46,
  featured: 506,
} as const;
export type BlogCategorySlug = keyof typeof BLOG_CATEGORY_IDS;

/** The landing's categories, in order (seed 001 §2). */
export const LANDING_CATEGORIES = ['latest', 'news', 'actions', 'interviews', 'event'] as const;

/** Seed 001 §9: category pages 3 posts a page by default, archives 9; pages count from 1. */
export const BLOG_PAGE_SIZE = 3;
export const ARCHIVE_PAGE_SIZE = 9;

export const isBlogCategory = (slug: string): slug is BlogCategorySlug =>
  Object.hasOwn(BLOG_CATEGORY_IDS, slug);

export const blogCategoryId = (slug: string): number | null =>
  isBlogCategory(slug) ? BLOG_CATEGORY_IDS[slug] : null;

export const blogCategorySlug = (id: number): BlogCategorySlug | null =>
  (Object.keys(BLOG_CATEGORY_IDS) as BlogCategorySlug[]).find(
    (slug) => BLOG_CATEGORY_IDS[slug] === id,
  ) ?? null;

/**
 * The ids a category page's next request excludes: those the list's cursor carries (the ids
 * shown so far, comma separated; seed 001 §4). The first page has no cursor and excludes none.
 */
export function excludedIds(cursor: string | null): number[] {
  if (!cursor) return [];
  return cursor
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * A category page as the list machine takes it (cursor paging): the posts not shown before,
 * more while the category's remaining total is above 0 (seed 001 §4), and the cursor of every
 * id shown so far, which the next request excludes.
 *
 * @example
 * blogPage([1, 2, 3], { posts: [post4, post5, post6], total: 7 });
 * // { items: [post4, post5, post6], hasMore: true, nextCursor: '1,2,3,4,5,6' }
 */
export function blogPage(
  excluded: readonly number[],
  reply: BlogPostsReply,
): FetchPageOutput<BlogPost> {
  const before = new Set(excluded);
  const items = reply.posts.filter((post) => !before.has(post.id));
  const shown = [...excluded, ...items.map((post) => post.id)];
  const hasMore = reply.total > 0 && items.length > 0;
  return { items, hasMore, nextCursor: hasMore ? shown.join(',') : null };
}
