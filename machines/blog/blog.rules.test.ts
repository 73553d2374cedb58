import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EngineClock } from '../../src/engine/clock.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { selectCanLoadMore, selectItems } from '../list/list.selectors.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';
import { blogCategoryListMachine } from './blog.machine.ts';
import {
  BLOG_PAGE_SIZE,
  blogCategoryId,
  blogCategorySlug,
  blogPage,
  excludedIds,
} from './blog.rules.ts';
import type { BlogCategoryQuery, BlogPost, BlogPostsReply, BlogRequest } from './blog.types.ts';

const post = (id: number): BlogPost => ({
  id,
  slug: `post-${id}`,
  categoryId: 45,
  title: `Post ${id}`,
  teaser: '',
  published: '2026-01-01T00:00:00.000Z',
  picture: { w320: '', w640: '', w1280: '' },
});

/**
 * The server's side of posts/{categoryId}/{page, pageSize, exclude} over `ids` (newest first):
 * the page among the posts not excluded, and how many are left after it.
 */
function serve(ids: number[], page: number, pageSize: number, exclude: number[]): BlogPostsReply {
  const open = ids.filter((id) => !exclude.includes(id));
  const slice = open.slice((page - 1) * pageSize, page * pageSize);
  return { posts: slice.map(post), total: open.length - (page - 1) * pageSize - slice.length };
}

describe('blog exclude paging (seed 001 §4)', () => {
  it('reads the shown ids from the cursor, none for the first page', () => {
    expect(excludedIds(null)).toEqual([]);
    expect(excludedIds('')).toEqual([]);
    expect(excludedIds('7,3,12')).toEqual([7, 3, 12]);
    expect(excludedIds('7,x,-1,3')).toEqual([7, 3]);
  });

  it('carries every id shown so far in the next cursor while the category total is above 0', () => {
    const page = blogPage([1, 2, 3], { posts: [4, 5, 6].map(post), total: 2 });
    expect(page.items.map((p) => p.id)).toEqual([4, 5, 6]);
    expect(page.hasMore).toBe(true);
    expect(page.nextCursor).toBe('1,2,3,4,5,6');
  });

  it('has no more when the category total is 0, and no cursor then', () => {
    expect(blogPage([1], { posts: [post(2)], total: 0 })).toEqual({
      items: [post(2)],
      hasMore: false,
      nextCursor: null,
    });
  });

  it('drops a post the server sent again, and stops if a page brings nothing new', () => {
    const page = blogPage([1, 2], { posts: [post(2), post(1)], total: 5 });
    expect(page.items).toEqual([]);
    expect(page.hasMore).toBe(false);
  });

  it('maps the seed category ids both ways, latest being every category', () => {
    expect(blogCategoryId('news')).toBe(45);
    expect(blogCategoryId('interviews')).toBe(46);
    expect(blogCategoryId('featured')).toBe(506);
    expect(blogCategoryId('latest')).toBe(0);
    expect(blogCategoryId('nope')).toBeNull();
    expect(blogCategorySlug(38)).toBe('event');
    expect(blogCategorySlug(2)).toBeNull();
  });

  it('pages a category through the one list machine without a repeat, then stops', async () => {
    // 8 posts; the newest two arrive between the first and second page (the server's order
    // shifts), which page numbers alone would show twice.
    let ids = [10, 9, 8, 7, 6, 5, 4, 3];
    const asked: number[][] = [];
    const request = {} as BlogRequest;
    const machine = blogCategoryListMachine.provide({
      actors: {
        fetchPage: fromPromise<
          FetchPageOutput<BlogPost>,
          FetchPageInput<BlogCategoryQuery & { request: BlogRequest }>
        >(({ input }) => {
          const exclude = excludedIds(input.cursor);
          asked.push(exclude);
          return Promise.resolve(blogPage(exclude, serve(ids, 1, input.limit, exclude)));
        }),
      },
    });
    const actor = createActor(machine, {
      input: { query: { categoryId: 45, request }, limit: BLOG_PAGE_SIZE, paging: 'cursor' },
      clock: new EngineClock(),
    }).start();
    await flushMacrotasks();
    ids = [12, 11, ...ids];
    while (selectCanLoadMore(actor.getSnapshot())) {
      actor.send({ type: 'ui.loadMore' });
      await flushMacrotasks();
    }
    const shown = selectItems(actor.getSnapshot()).map((p) => p.id);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.slice(0, 3)).toEqual([10, 9, 8]);
    expect([...shown].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(asked[0]).toEqual([]);
    expect(asked[1]).toEqual([10, 9, 8]);
    expect(asked[2]).toEqual([10, 9, 8, 12, 11, 7]);
  });
});
