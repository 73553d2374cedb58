import { DEMO_PICTURE } from './pictures.ts';
import type { BlogPost } from '../../../../machines/blog/blog.types.ts';
import { categoryPageBy, type BlogServices } from '../../features/blog.ts';

const demoPost = (id: number): BlogPost => ({
  id,
  slug: `demo-post-${id}`,
  categoryId: [45, 43, 46, 38][id % 4] ?? 45,
  title: `Demo post ${id}`,
  teaser: 'A demo post.',
  published: new Date(Date.UTC(2026, 0, 30 - id)).toISOString(),
  picture: { w320: DEMO_PICTURE, w640: DEMO_PICTURE, w1280: DEMO_PICTURE },
});

/** Answers at once with 20 demo posts. */
export function demoBlogServices(): BlogServices {
  const posts = Array.from({ length: 20 }, (_, index) => demoPost(index + 1));
  const inCategory = (categoryId: number) =>
    posts.filter((post) => categoryId === 0 || post.categoryId === categoryId);
  return {
    fetchLanding: () =>
      Promise.resolve({
        featured: posts.slice(0, 2),
        posts: { latest: posts.slice(2, 5) },
        totals: { latest: posts.length - 5 },
        exclude: posts.slice(0, 5).map((post) => post.id),
        archives: [{ year: 2026, categoryId: 45, posts: 5 }],
      }),
    fetchCategoryPage: categoryPageBy(({ categoryId, pageSize, exclude }) => {
      const open = inCategory(categoryId).filter((post) => !exclude.includes(post.id));
      return Promise.resolve({
        posts: open.slice(0, pageSize),
        total: Math.max(0, open.length - pageSize),
      });
    }),
    // Every third post names the demo performer.
    fetchActors: ({ query }) => {
      const postIds = query.postIds.filter((id) => id % 3 === 0);
      const avatar = { url: DEMO_PICTURE, srcSet: '', width: 640, height: 640 };
      const items =
        postIds.length === 0
          ? []
          : [{ id: 1, name: 'LanaLove', slug: 'lanalove', avatar, postIds }];
      return Promise.resolve({ items, total: items.length });
    },
    fetchArchivePage: ({ query, limit, offset }) => {
      const year = inCategory(query.categoryId).filter((post) =>
        post.published.startsWith(String(query.year)),
      );
      return Promise.resolve({ items: year.slice(offset, offset + limit), total: year.length });
    },
  };
}
