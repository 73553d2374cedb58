import type { RouteEnteredEvent } from '../shell/shell.route.ts';

/** What the blog is asked for on a route of its own (its `blog.show…` events). */
type BlogRouteAsk =
  | { type: 'blog.showLanding' }
  | { type: 'blog.showCategory'; category: string }
  | { type: 'blog.showArchive'; category: string; year: number };

/**
 * What a route of the blog shows, as the domain's own asks: the landing (a category's and an
 * archive's page link its archives too), a category's posts, an archive year's; the Cum On event
 * page is the event category's posts; the start page's Blog block shows the landing's latest posts
 * (the root tells the blog of the start page once the block's gate started it).
 */
export function blogRouteAsks({ name, params }: RouteEnteredEvent): BlogRouteAsk[] {
  const category = params.blogCategory ?? '';
  switch (name) {
    case 'blog':
    case 'home':
      return [{ type: 'blog.showLanding' }];
    case 'blogCategory':
      return [{ type: 'blog.showLanding' }, { type: 'blog.showCategory', category }];
    case 'blogArchive':
      return [
        { type: 'blog.showLanding' },
        { type: 'blog.showArchive', category, year: Number(params.year) },
      ];
    case 'eventCumOn':
      return [{ type: 'blog.showCategory', category: 'event' }];
    default:
      return [];
  }
}
